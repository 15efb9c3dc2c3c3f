package meq.ui;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Insets;
import java.awt.Rectangle;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.swing.BorderFactory;
import javax.swing.BoxLayout;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.JViewport;
import javax.swing.Scrollable;
import javax.swing.ScrollPaneConstants;
import javax.swing.SwingConstants;
import javax.swing.SwingUtilities;
import meq.rules.Action;
import meq.rules.words.CardFace;

/**
 * The choices of the question asked: grouped by kind (move, place, command, play or pay, choose, pass) under a
 * heading each, those that read the same listed once, numbered 1 to 9 for the keys, filtered by a few words, and
 * scrolled a row at a time. The map stays the main way to choose a place, the hand the main way to pay.
 */
final class ChoicesPanel extends JPanel {
    private final Rows rows = new Rows();
    private final JScrollPane scroll = new JScrollPane(rows);
    private final JTextField filter = new JTextField();
    private List<Action> options = List.of();
    private Function<Action, String> words = a -> "";
    private Function<Action, CardFace> card = a -> null;
    private Consumer<Action> choose = a -> { };
    private final List<JButton> buttons = new ArrayList<>();
    /** The choice a lesson suggests (Learn to play), marked in the list; null when none. */
    private Action suggested;
    private JButton suggestedButton;

    ChoicesPanel() {
        super(new BorderLayout(0, 2));
        scroll.setHorizontalScrollBarPolicy(ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
        scroll.setPreferredSize(new Dimension(380, 150));
        FilterField.of(filter, "choices-filter", "Filter the choices", this::fill);
        add(filter, BorderLayout.NORTH);
        add(scroll, BorderLayout.CENTER);
    }

    /**
     * As tall with the filter hidden as with it shown (the list takes its room): the panels below the map keep
     * their height from question to question, and the map does not jump.
     */
    @Override
    public Dimension getPreferredSize() {
        Dimension d = super.getPreferredSize();
        if (!filter.isVisible() && !isPreferredSizeSet()) {
            d.height += filter.getPreferredSize().height + ((BorderLayout) getLayout()).getVgap();
        }
        return d;
    }

    /** The choices of a new question; the filter is cleared. */
    void show(List<Action> options, Function<Action, String> words, Function<Action, CardFace> card,
              Consumer<Action> choose) {
        this.options = List.copyOf(options);
        this.words = words;
        this.card = card;
        this.choose = choose;
        if (!filter.getText().isEmpty()) {
            filter.setText(""); // fills
        } else {
            fill();
        }
        filter.setVisible(options.size() > 6); // a short list needs no filter
    }

    /** Marks the choice a lesson suggests in the next question's list (null: none). */
    void suggest(Action a) {
        suggested = a;
    }

    /** The button of the suggested choice shown, or null. */
    JButton suggestedButton() {
        return suggestedButton;
    }

    /** The groups in the order shown: what to do first, passing last. */
    static final List<String> ORDER = List.of("Move or rest", "Place", "Command", "Play or pay", "Choose", "Pass");

    /** The kind of a choice, its group's heading. */
    static String group(Action a) {
        if (a instanceof Action.MoveHero || a instanceof Action.Rest || a instanceof Action.Heal) {
            return "Move or rest";
        } else if (a instanceof Action.PlaceInfluence || a instanceof Action.PlaceInPool || a instanceof Action.PlaceToken
                || a instanceof Action.PlaceMinion || a instanceof Action.PlayPlot) {
            return "Place";
        } else if (a instanceof Action.MoveMinion || a instanceof Action.MoveToken || a instanceof Action.DrawToken
                || a instanceof Action.HealMinion || a instanceof Action.FightMinion) {
            return "Command";
        } else if (a instanceof Action.ChooseCard || a instanceof Action.Discard || a instanceof Action.DiscardPlot
                || a instanceof Action.TakeFromLife || a instanceof Action.LoseFavor) {
            return "Play or pay";
        } else if (a instanceof Action.Pass || a instanceof Action.PassForThisTurn) {
            return "Pass";
        }
        return "Choose";
    }

    private void fill() {
        rows.removeAll();
        buttons.clear();
        suggestedButton = null;
        String[] want = filter.getText().strip().toLowerCase().split("\\s+");
        Map<String, List<Action>> groups = new LinkedHashMap<>();
        Map<String, Action> once = new LinkedHashMap<>(); // the words a player reads, once each
        for (Action a : options) {
            String w = words.apply(a);
            if (once.containsKey(w) || !matches(w, want)) {
                continue;
            }
            once.put(w, a);
            groups.computeIfAbsent(group(a), g -> new ArrayList<>()).add(a);
        }
        boolean headings = groups.size() > 1;
        int number = 0;
        Consumer<Action> take = choose; // a button answers the question it was made for, never a later one
        Map<String, List<Action>> ordered = new LinkedHashMap<>();
        for (String g : ORDER) {
            if (groups.containsKey(g)) {
                ordered.put(g, groups.get(g));
            }
        }
        for (Map.Entry<String, List<Action>> g : ordered.entrySet()) {
            if (headings) {
                JLabel h = new JLabel(g.getKey());
                h.setName("choices-group");
                h.setFont(h.getFont().deriveFont(Font.BOLD, 11f));
                h.setBorder(BorderFactory.createEmptyBorder(4, 4, 1, 0));
                h.setAlignmentX(0);
                rows.add(h);
            }
            for (Action a : g.getValue()) {
                number++;
                String w = words.apply(a);
                boolean marked = a.equals(suggested);
                // the lesson's mark first, where a narrow list cannot cut it off
                ChoiceRow b = new ChoiceRow((marked ? "→ Suggested: " : "") + (number <= 9 ? number + ". " : "") + w);
                b.setName("choice");
                CardFace face = card.apply(a);
                b.setToolTipText(face != null ? LargeCard.tooltip(face).replace("<i>click to open it large</i>",
                        "<i>right click to open the card large</i>") : w + (number <= 9 ? " (key " + number + ")" : ""));
                b.setFocusable(false);
                b.setAlignmentX(0);
                b.addActionListener(e -> take.accept(a));
                if (face != null) {
                    b.addMouseListener(new MouseAdapter() {
                        @Override
                        public void mouseClicked(MouseEvent e) {
                            if (SwingUtilities.isRightMouseButton(e)) {
                                LargeCard.show(b, face);
                            }
                        }
                    });
                }
                if (marked) {
                    b.setBorder(BorderFactory.createLineBorder(new java.awt.Color(0x1565c0), 2));
                    suggestedButton = b;
                }
                rows.add(b);
                buttons.add(b);
            }
        }
        if (!buttons.isEmpty()) {
            scroll.getVerticalScrollBar().setUnitIncrement(buttons.get(0).getPreferredSize().height);
        }
        rows.revalidate();
        rows.repaint();
    }

    private static boolean matches(String words, String[] want) {
        String w = words.toLowerCase();
        for (String part : want) {
            if (!part.isEmpty() && !w.contains(part)) {
                return false;
            }
        }
        return true;
    }

    /** The buttons shown, in their order (numbered 1 to 9 for the keys). */
    List<JButton> buttons() {
        return List.copyOf(buttons);
    }

    /** The headings shown (for tests). */
    List<String> headings() {
        List<String> out = new ArrayList<>();
        for (Component c : rows.getComponents()) {
            if (c instanceof JLabel l) {
                out.add(l.getText());
            }
        }
        return out;
    }

    JTextField filter() {
        return filter;
    }

    JScrollPane scroll() {
        return scroll;
    }

    /**
     * The rows, as wide as the list's view (never wider: there is no scrolling sideways), each row's words wrapped
     * to that width.
     */
    private static final class Rows extends JPanel implements Scrollable {
        Rows() {
            setLayout(new BoxLayout(this, BoxLayout.Y_AXIS));
        }

        /** Each row laid out for this width; true when a row's lines changed. */
        private boolean fit(int width) {
            boolean changed = false;
            Insets in = getInsets();
            for (Component c : getComponents()) {
                if (c instanceof ChoiceRow r) {
                    changed |= r.fit(width - in.left - in.right);
                }
            }
            if (changed) {
                ((BoxLayout) getLayout()).invalidateLayout(this);
            }
            return changed;
        }

        @Override
        public Dimension getPreferredSize() {
            if (getParent() instanceof JViewport v && v.getWidth() > 0) {
                fit(v.getWidth()); // the height the rows take at the view's width
            }
            return super.getPreferredSize();
        }

        @Override
        public void doLayout() {
            if (fit(getWidth())) { // the width changed under the rows (a scroll bar came or went): their height too
                SwingUtilities.invokeLater(this::revalidate);
            }
            super.doLayout();
        }

        @Override
        public Dimension getPreferredScrollableViewportSize() {
            return getPreferredSize();
        }

        @Override
        public int getScrollableUnitIncrement(Rectangle visible, int orientation, int direction) {
            return getComponentCount() == 0 ? 16 : getComponent(getComponentCount() - 1).getHeight();
        }

        @Override
        public int getScrollableBlockIncrement(Rectangle visible, int orientation, int direction) {
            return orientation == SwingConstants.VERTICAL ? visible.height : visible.width;
        }

        @Override
        public boolean getScrollableTracksViewportWidth() {
            return true;
        }

        @Override
        public boolean getScrollableTracksViewportHeight() {
            return false;
        }
    }
}
