package meq.ui;

import java.awt.BasicStroke;
import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.swing.AbstractAction;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JLayeredPane;
import javax.swing.JPanel;
import javax.swing.UIManager;
import meq.rules.Rules;
import meq.rules.words.CardFace;
import meq.rules.words.Reveals;
import meq.state.Seat;

/**
 * The reveal over the map: a card that came to light (an encounter, event, peril, plot, Shadow card, monster token,
 * a combat round) drawn large with its text, and what it did in words. The reveals of an answer are shown one
 * after another to the seat at the screen that may see them; a click, Space or Enter on one dismisses it. When the
 * seat changes, what the acting seat saw of its last answer that the next seat may also see is shown to the next
 * seat, with what was for its eyes alone; a reveal for one seat alone is never shown to another.
 */
final class RevealPanel extends JPanel {
    private final Rules rules;
    private final FaceCard card = new FaceCard();
    private final JLabel kind = new JLabel();
    private final JLabel title = new JLabel();
    private final JLabel lines = new JLabel();
    private final JLabel count = new JLabel();
    private final JButton all = new JButton("Dismiss all");
    /** The reveals the seat at the screen has still to dismiss, the one shown first. */
    private final List<Reveals.Reveal> queue = new ArrayList<>();
    /** Reveals for one seat alone, kept for it until it takes the seat. */
    private final Map<Seat, List<Reveals.Reveal>> waiting = new HashMap<>();
    /** The public reveals of the last answer of a player's seat, for the next seat to see. */
    private List<Reveals.Reveal> handover = List.of();
    /** Who looks at the screen: a player's seat, or the table's (while a bot moves); null before the first look. */
    private Seat viewer;
    private final List<Runnable> whenDismissed = new ArrayList<>();

    RevealPanel(Rules rules) {
        super(new BorderLayout(12, 4));
        this.rules = rules;
        setName("reveal");
        setFocusable(true);
        setBorder(BorderFactory.createCompoundBorder(BorderFactory.createLineBorder(new Color(0x6b5a2e), 2),
                BorderFactory.createEmptyBorder(8, 8, 6, 10)));
        kind.setFont(kind.getFont().deriveFont(Font.ITALIC, 12f));
        title.setFont(new Font(Font.SERIF, Font.BOLD, 20));
        lines.setFont(lines.getFont().deriveFont(Font.PLAIN, 14f));
        lines.setVerticalAlignment(JLabel.TOP);
        JPanel words = new JPanel(new BorderLayout(0, 4));
        words.setOpaque(false);
        JPanel head = new JPanel(new BorderLayout());
        head.setOpaque(false);
        head.add(kind, BorderLayout.NORTH);
        head.add(title, BorderLayout.CENTER);
        words.add(head, BorderLayout.NORTH);
        words.add(lines, BorderLayout.CENTER);
        JPanel foot = new JPanel(new BorderLayout());
        foot.setOpaque(false);
        count.setFont(count.getFont().deriveFont(Font.PLAIN, 11f));
        count.setEnabled(false);
        foot.add(count, BorderLayout.CENTER);
        all.setName("reveal-dismiss-all");
        all.setFocusable(false);
        all.addActionListener(e -> dismissAll());
        foot.add(all, BorderLayout.EAST);
        words.add(foot, BorderLayout.SOUTH);
        add(card, BorderLayout.WEST);
        add(words, BorderLayout.CENTER);
        MouseAdapter click = new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (!TableFrame.repeatedClick()) {
                    dismiss();
                }
            }
        };
        addMouseListener(click);
        card.addMouseListener(click);
        lines.addMouseListener(click);
        title.addMouseListener(click);
        for (int k : new int[] {KeyEvent.VK_SPACE, KeyEvent.VK_ENTER}) {
            getInputMap(WHEN_FOCUSED).put(Commands.plain(k), "dismiss-reveal");
        }
        getActionMap().put("dismiss-reveal", new AbstractAction("dismiss-reveal") {
            @Override
            public void actionPerformed(ActionEvent e) {
                dismiss();
            }
        });
        setVisible(false);
    }

    /**
     * Lays out the fight (the combat panel, when shown) along the map's foot, the whole width: over the map, so that
     * neither the map nor the panels below it change size when a fight begins. Returns the height it takes.
     */
    private static int fightAtFoot(java.awt.Container layer) {
        for (Component c : layer.getComponents()) {
            if (CombatPanel.NAME.equals(c.getName()) && c.isVisible()) {
                int h = Math.min(c.getPreferredSize().height, layer.getHeight() / 2);
                c.setBounds(0, layer.getHeight() - h, layer.getWidth(), h);
                return h;
            }
        }
        return 0;
    }

    /** The width a visible tip takes at the upper right of the map, with its gap (0 when none shows). */
    private static int tipWidth(java.awt.Container layer) {
        for (Component c : layer.getComponents()) {
            if ("tip".equals(c.getName()) && c.isVisible()) {
                return Math.min(c.getPreferredSize().width, Math.max(200, layer.getWidth() - 24)) + 12;
            }
        }
        return 0;
    }

    /**
     * The map with this panel over its lower left corner (the map keeps the whole room; the reveal, when there is
     * one, covers a corner of it).
     */
    JComponent over(JComponent map) {
        JLayeredPane layer = new JLayeredPane() {
            @Override
            public void doLayout() {
                map.setBounds(0, 0, getWidth(), getHeight());
                int bottom = getHeight() - fightAtFoot(this); // a fight under way: the reveal stands above it
                Dimension p = RevealPanel.this.getPreferredSize();
                int w = Math.min(p.width, Math.max(200, getWidth() - 24));
                int h = Math.min(p.height, Math.max(120, bottom - 24));
                RevealPanel.this.setBounds(12, Math.max(0, bottom - h - 12), w, h);
                for (Component c : getComponents()) {
                    if (CombatPanel.NAME.equals(c.getName())) {
                        continue; // laid out by fightAtFoot
                    } else if ("tip".equals(c.getName())) {
                        // a tip for a newcomer (Teach me as we play): the upper right
                        Dimension q = c.getPreferredSize();
                        int tw = Math.min(q.width, Math.max(200, getWidth() - 24));
                        c.setBounds(Math.max(0, getWidth() - tw - 12), 12, tw, Math.min(q.height, getHeight() - 24));
                    } else if (c != map && c != RevealPanel.this) {
                        // another panel over the map (what happened since a seat's last turn): the upper left,
                        // beside a tip shown at the upper right
                        Dimension q = c.getPreferredSize();
                        int room = getWidth() - 24 - tipWidth(this);
                        c.setBounds(12, 12, Math.min(q.width, Math.max(300, room)),
                                Math.min(q.height, Math.max(120, getHeight() / 2)));
                    }
                }
            }

            @Override
            public Dimension getPreferredSize() {
                return map.getPreferredSize();
            }

            @Override
            public Dimension getMinimumSize() {
                return map.getMinimumSize();
            }
        };
        layer.add(map, JLayeredPane.DEFAULT_LAYER);
        layer.add(this, JLayeredPane.PALETTE_LAYER);
        return layer;
    }

    /**
     * The reveals of one answer, just given: shown now to the seat at the screen when it may see them; one for
     * another seat's eyes alone is kept for that seat; the public ones are kept for the next seat should the seat
     * change now (not when the table watched a bot: everyone saw them).
     */
    void offer(List<Reveals.Reveal> reveals) {
        List<Reveals.Reveal> next = new ArrayList<>();
        for (Reveals.Reveal r : reveals) {
            if (viewer != null && r.visibleTo(viewer)) {
                queue.add(r);
            } else if (!r.isPublic()) {
                waiting.computeIfAbsent(r.only(), s -> new ArrayList<>()).add(r);
            }
            if (r.isPublic()) {
                next.add(r);
            }
        }
        handover = player(viewer) ? next : List.of();
        update();
    }

    /**
     * Who looks at the screen now (the seat of the view shown). When that changes the next seat has taken over:
     * what the last seat had not dismissed goes (but what the table watched a bot reveal stays: the same people
     * look), and the new seat is shown what the last answer revealed that it may see and what was kept for its eyes
     * alone.
     */
    void look(Seat seat) {
        if (seat == null || seat.equals(viewer)) {
            return;
        }
        // what the table watched a bot reveal, not yet dismissed, stays for the player at the screen now
        List<Reveals.Reveal> watched = viewer != null && !player(viewer) ? List.copyOf(queue) : List.of();
        viewer = seat;
        queue.clear();
        if (player(seat)) {
            for (Reveals.Reveal r : watched) {
                if (r.visibleTo(seat)) {
                    queue.add(r);
                }
            }
            for (Reveals.Reveal r : handover) {
                if (r.visibleTo(seat)) {
                    queue.add(r);
                }
            }
            handover = List.of();
            queue.addAll(waiting.getOrDefault(seat, List.of()));
            waiting.remove(seat);
        }
        update();
    }

    /** A seat of a player (Sauron or a hero), not the table's. */
    private boolean player(Seat s) {
        return s != null && (s.sauron() || rules.data().heroes().stream().anyMatch(h -> h.id().equals(s.id())));
    }

    /** Whether a reveal is on the screen, waiting to be dismissed. */
    boolean pending() {
        return !queue.isEmpty();
    }

    /** Runs once every reveal on the screen has been dismissed (at once when none is). */
    void whenDismissed(Runnable then) {
        if (queue.isEmpty()) {
            then.run();
        } else {
            whenDismissed.add(then);
        }
    }

    /** The reveal on the screen, or null (for tests). */
    Reveals.Reveal showing() {
        return queue.isEmpty() ? null : queue.get(0);
    }

    /** The reveals still to dismiss, the one on the screen first (for tests). */
    List<Reveals.Reveal> queued() {
        return List.copyOf(queue);
    }

    /** The words on the panel now: kind, title, lines (for tests). */
    String text() {
        return kind.getText() + "\n" + title.getText() + "\n" + plain(lines.getText());
    }

    private static String plain(String html) {
        return html.replaceAll("<li>", "\n").replaceAll("<[^>]+>", "").replace("&amp;", "&").replace("&lt;", "<")
                .replace("&gt;", ">").strip();
    }

    /** The player dismisses the reveal on the screen: the next one, if any, takes its place. */
    void dismiss() {
        if (!queue.isEmpty()) {
            queue.remove(0);
            update();
        }
    }

    void dismissAll() {
        queue.clear();
        update();
    }

    private void update() {
        boolean had = isVisible();
        if (queue.isEmpty()) {
            setVisible(false);
            if (had && isFocusOwner()) {
                transferFocus();
            }
            List<Runnable> run = new ArrayList<>(whenDismissed);
            whenDismissed.clear();
            run.forEach(Runnable::run);
            return;
        }
        Reveals.Reveal r = queue.get(0);
        Color band = colour(r);
        setBorder(BorderFactory.createCompoundBorder(BorderFactory.createLineBorder(band, 3),
                BorderFactory.createEmptyBorder(8, 8, 6, 10)));
        card.show(r.face(), band);
        card.setVisible(r.face() != null);
        kind.setText(r.kind().words() + (r.isPublic() ? "" : r.only().sauron() ? " · for Sauron's eyes alone"
                : " · for " + rules.data().hero(r.only().id()).name() + "'s eyes alone"));
        kind.setForeground(band.brighter());
        title.setText(r.title());
        StringBuilder html = new StringBuilder("<html><body style='width:300px'>");
        if (!r.lines().isEmpty()) {
            html.append("<ul style='margin-left:14px'>");
            for (String line : r.lines()) {
                html.append("<li>").append(escape(line)).append("</li>");
            }
            html.append("</ul>");
        }
        html.append("</body></html>");
        lines.setText(html.toString());
        count.setText((queue.size() > 1 ? "1 of " + queue.size() + " · " : "")
                + "click, or Space or Enter on it, to dismiss");
        all.setVisible(queue.size() > 1);
        setToolTipText(r.words());
        setVisible(true);
        revalidate();
        if (getParent() != null) {
            getParent().doLayout();
        }
        repaint();
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    @Override
    protected void paintComponent(Graphics g) {
        Color bg = UIManager.getColor("Panel.background");
        g.setColor(bg == null ? new Color(0xf2ede0) : bg);
        g.fillRect(0, 0, getWidth(), getHeight());
    }

    /** The colour of a reveal's kind (the card's band). */
    static Color colour(Reveals.Reveal r) {
        return switch (r.kind()) {
            case EVENT -> CardView.EVENT;
            case PLOT -> CardView.PLOT;
            case SHADOW, DRAWN -> CardView.SHADOW;
            case PERIL -> new Color(0x8a4b12);
            case MONSTER -> new Color(0x4a4f57);
            case CORRUPTION -> new Color(0x3d3d3d);
            case COMBAT -> r.face() != null && r.face().kind().contains("Ranged") ? CardView.RANGED : CardView.MELEE;
            default -> CardView.OTHER;
        };
    }

    /** A card's face drawn large: its title on its kind's band, its kind, its text and its numbers. */
    static final class FaceCard extends JComponent {
        static final int W = 170;
        static final int H = 236;
        private CardFace face;
        private Color band = CardView.OTHER;

        FaceCard() {
            setPreferredSize(new Dimension(W, H));
        }

        void show(CardFace f, Color c) {
            this.face = f;
            this.band = c;
            repaint();
        }

        @Override
        protected void paintComponent(Graphics g0) {
            if (face == null) {
                return;
            }
            Graphics2D g = (Graphics2D) g0.create();
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            RoundRectangle2D body = new RoundRectangle2D.Double(2, 2, W - 5, H - 5, 14, 14);
            g.setColor(new Color(0xfbf6e8));
            g.fill(body);
            g.setColor(band);
            g.setStroke(new BasicStroke(2.5f));
            g.draw(body);
            g.fill(new RoundRectangle2D.Double(7, 7, W - 15, 28, 9, 9));
            g.setColor(Color.WHITE);
            g.drawString(CardView.fitText(g, new Font(Font.SERIF, Font.BOLD, 15), 10, face.title(), W - 26), 13, 26);
            g.setFont(new Font(Font.SANS_SERIF, Font.ITALIC, 11));
            g.setColor(band);
            g.drawString(face.kind(), 12, 52);
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
            g.setColor(new Color(0x3b2f22));
            int bottom = H - 14 - 13 * face.numbers().size();
            int y = 70;
            for (String line : CardView.wrap(g, face.text(), W - 24)) {
                if (y > bottom - 6) {
                    g.drawString("…", 12, y);
                    break;
                }
                g.drawString(line, 12, y);
                y += 13;
            }
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 10));
            g.setColor(band);
            int ny = bottom + 10;
            for (String n : face.numbers()) {
                g.drawString(n, 12, ny);
                ny += 13;
            }
            g.dispose();
        }
    }
}
