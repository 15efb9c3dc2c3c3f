package meq.ui;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.FlowLayout;
import java.awt.Font;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import meq.data.DataException;
import meq.data.Tips;

/**
 * Teach me as we play: the first time each kind of question reaches a seat, a short tip over the map's upper right
 * corner says what is being decided and what the options mean, with Read more (its How to play page), Got it, and
 * No more tips; and the first time a moment comes to it (TipMoments), that moment's tip, after the question's own.
 * Each seat sees each tip once a table; turned off, none shows until it is turned on again.
 */
final class TipPanel extends JPanel {
    private final JLabel head = new JLabel();
    private final JLabel body = new JLabel();
    /** Seat id and the tip's step (and side), for each tip shown at this table. */
    private final Set<String> seen = new HashSet<>();
    private final Consumer<String> readMore;
    private Tips tips;
    private boolean loaded;
    private Tips.Tip showing;
    private boolean held;
    /** The question on the screen, for a moment's tip waiting behind its tip. */
    private Asked now;

    private record Asked(String seatId, String seatName, List<Tips.Moment> moments) {
    }

    TipPanel(Consumer<String> readMore) {
        super(new BorderLayout(0, 6));
        this.readMore = readMore;
        JButton off = button("No more tips", "tip-off", this::turnOff);
        off.setToolTipText("Turn the tips off (Help > Teach me as we play turns them on again)");
        lay(this, new Color(0x2e7d32), head, body, off, button("Read more", "tip-more", this::readMore),
                button("Got it", "tip-ok", this::gotIt));
    }

    /**
     * Lays out a panel in the tip's place over the map (the tip, a lesson): its edge's colour, a heading, the words and
     * its buttons at its foot; hidden until it has something to say.
     */
    static void lay(JPanel panel, Color edge, JLabel head, JLabel body, JButton... buttons) {
        panel.setName("tip"); // the tip's place over the map (RevealPanel.over lays it out)
        panel.setBorder(BorderFactory.createCompoundBorder(BorderFactory.createLineBorder(edge, 3),
                BorderFactory.createEmptyBorder(8, 10, 8, 10)));
        head.setFont(new Font(Font.SERIF, Font.BOLD, 16));
        body.setFont(body.getFont().deriveFont(Font.PLAIN, 13f));
        body.setVerticalAlignment(JLabel.TOP);
        JPanel foot = new JPanel(new FlowLayout(FlowLayout.RIGHT, 6, 0));
        foot.setOpaque(false);
        for (JButton b : buttons) {
            foot.add(b);
        }
        panel.add(head, BorderLayout.NORTH);
        panel.add(body, BorderLayout.CENTER);
        panel.add(foot, BorderLayout.SOUTH);
        panel.setVisible(false);
    }

    /** A button of a panel over the map: it never takes the focus, so Enter and Space stay with the table. */
    static JButton button(String words, String name, Runnable run) {
        JButton b = new JButton(words);
        b.setName(name);
        b.setFocusable(false); // Enter and Space stay with the table
        b.addActionListener(e -> run.run());
        return b;
    }

    /**
     * The question this seat is asked now comes from this step, and these moments have come to it: the step's tip
     * shows if tips are on and the seat has not seen it at this table; else the tip of a moment it has not seen.
     * A tip still showing stays while its question or moment lasts; any other goes.
     */
    void asked(String seatId, String seatName, boolean sauron, String step, List<Tips.Moment> moments) {
        now = new Asked(seatId, seatName, List.copyOf(moments));
        Tips.Tip own = Settings.tips() && step != null ? tip(step, sauron) : null;
        Tips.Tip t = own != null && !seen.contains(key(seatId, own)) ? own : waiting();
        if (t == null) {
            if (showing != null && showing != own
                    && (showing.moment() == null || !now.moments().contains(showing.moment()))) {
                dismiss();
            }
            return;
        }
        show(t);
    }

    /** Got it: the tip goes, and a moment's tip waiting behind it for this question shows. */
    void gotIt() {
        dismiss();
        Tips.Tip t = waiting();
        if (t != null) {
            show(t);
        }
    }

    /** The tip of a moment come to the seat asked now that it has not seen, or null. */
    private Tips.Tip waiting() {
        Tips all = Settings.tips() ? tips() : null;
        if (now == null || all == null) {
            return null;
        }
        for (Tips.Moment m : now.moments()) {
            Tips.Tip t = all.forMoment(m);
            if (t != null && !seen.contains(key(now.seatId(), t))) {
                return t;
            }
        }
        return null;
    }

    private void show(Tips.Tip t) {
        seen.add(key(now.seatId(), t));
        showing = t;
        held = false;
        say(this, head, body, "Tip for " + now.seatName(), LargeCard.esc(t.text()));
    }

    private static String key(String seatId, Tips.Tip t) {
        return seatId + "|" + (t.moment() != null ? "moment " + t.moment().word() : t.step() + "|" + t.seat());
    }

    /** Puts a heading and words (HTML, already escaped) on a panel over the map and shows it in its place. */
    static void say(JComponent panel, JLabel head, JLabel body, String title, String html) {
        head.setText(title);
        body.setText("<html><body style='width:360px'>" + html + "</body></html>");
        panel.setVisible(true);
        panel.revalidate();
        if (panel.getParent() != null) {
            panel.getParent().doLayout();
        }
        panel.repaint();
    }

    /** Read more: the tip's How to play page. */
    void readMore() {
        if (showing != null) {
            readMore.accept(showing.page());
        }
    }

    /** No more tips: off for this table and the next, until Help > Teach me as we play turns them on. */
    void turnOff() {
        Settings.tips(false);
        dismiss();
    }

    /** The tip for the question now, on the screen or waiting for a reveal to be read, or null (for tests). */
    Tips.Tip showing() {
        return isVisible() || held ? showing : null;
    }

    /**
     * Keeps the tip off the screen until the reveals on it are read: a card coming to light is read first, and the
     * tip then comes back beside the catch-up rather than under the card.
     */
    void holdWhile(RevealPanel reveals) {
        if (showing == null || !isVisible() || !reveals.pending()) {
            return;
        }
        Tips.Tip waiting = showing;
        held = true;
        setVisible(false);
        reveals.whenDismissed(() -> {
            if (held && showing == waiting) {
                held = false;
                setVisible(true);
                if (getParent() != null) {
                    getParent().doLayout();
                }
                repaint();
            }
        });
    }

    void dismiss() {
        showing = null;
        held = false;
        setVisible(false);
    }

    private Tips.Tip tip(String step, boolean sauron) {
        Tips all = tips();
        return all == null ? null : all.forStep(step, sauron);
    }

    /** The tips, read when first needed; null if they cannot be read. */
    private Tips tips() {
        if (!loaded) {
            loaded = true;
            try {
                tips = Tips.bundled();
            } catch (DataException e) {
                tips = null; // `meq validate` names the problem; the table plays on without tips
            }
        }
        return tips;
    }
}
