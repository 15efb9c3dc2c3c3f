package meq.ui;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.FlowLayout;
import java.awt.Font;
import java.util.HashSet;
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
 * No more tips. Each seat sees each tip once a table; turned off, none shows until it is turned on again.
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

    TipPanel(Consumer<String> readMore) {
        super(new BorderLayout(0, 6));
        this.readMore = readMore;
        JButton off = button("No more tips", "tip-off", this::turnOff);
        off.setToolTipText("Turn the tips off (Help > Teach me as we play turns them on again)");
        lay(this, new Color(0x2e7d32), head, body, off, button("Read more", "tip-more", this::readMore),
                button("Got it", "tip-ok", this::dismiss));
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
     * The question this seat is asked now comes from this step: its tip shows if tips are on and the seat has not
     * seen it at this table; any other tip showing goes.
     */
    void asked(String seatId, String seatName, boolean sauron, String step) {
        Tips.Tip t = Settings.tips() && step != null ? tip(step, sauron) : null;
        if (t == null || !seen.add(seatId + "|" + t.step() + "|" + t.seat())) {
            if (showing != null && (t == null || t != showing)) {
                dismiss();
            }
            return;
        }
        showing = t;
        held = false;
        say(this, head, body, "Tip for " + seatName, LargeCard.esc(t.text()));
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
        if (!loaded) {
            loaded = true;
            try {
                tips = Tips.bundled();
            } catch (DataException e) {
                tips = null; // `meq validate` names the problem; the table plays on without tips
            }
        }
        return tips == null ? null : tips.forStep(step, sauron);
    }
}
