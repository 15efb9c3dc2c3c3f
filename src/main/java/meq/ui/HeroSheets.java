package meq.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Cursor;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Insets;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.RoundRectangle2D;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import meq.data.HeroDef;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.words.SheetWords;
import meq.state.Seat;

/**
 * The heroes' sheets, one under another, from one seat's view: the hero's colour and place, the four attributes
 * with their training, favor, the sizes of hand, life, rest and damage, corruption, items and quests (by name only
 * where the view names them). The hero whose decision it is is marked.
 */
final class HeroSheets extends JComponent implements Hovered {
    static final int SHEET = 96;
    private static final String[] ATTRIBUTES = {"Fortitude", "Strength", "Agility", "Wisdom"};
    private final Rules rules;
    private final TableTips tips;
    private View view;
    private HeroSheetDialog sheet;
    private final Map<String, String> lastLines = new HashMap<>();

    HeroSheets(Rules rules) {
        this.rules = rules;
        this.tips = new TableTips(rules);
        setToolTipText("");
        addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                View.HeroView h = at(e.getY());
                if (h != null && !TableFrame.repeatedClick()) {
                    open(h);
                }
            }
        });
        setCursor(Cursor.getPredefinedCursor(Cursor.HAND_CURSOR));
    }

    /** The hero whose sheet is at this height, or null. */
    private View.HeroView at(int y) {
        if (view == null) {
            return null;
        }
        int i = (y - getInsets().top) / SHEET;
        return i < 0 || i >= view.board().heroes().size() ? null : view.board().heroes().get(i);
    }

    /** Opens a hero's whole sheet from the view shown (his own seat sees his Corruption cards and his pools). */
    HeroSheetDialog open(View.HeroView h) {
        if (sheet != null) {
            sheet.dispose();
        }
        sheet = new HeroSheetDialog(SwingUtilities.getWindowAncestor(this), rules, view, h);
        sheet.setVisible(true);
        return sheet;
    }

    /** The view the sheets show (for tests). */
    View view() {
        return view;
    }

    void show(View v) {
        this.view = v;
        int n = v == null ? 0 : v.board().heroes().size();
        Insets in = getInsets();
        setPreferredSize(new Dimension(360, Math.max(1, n) * SHEET + 4 + in.top + in.bottom));
        revalidate();
        repaint();
        SwingUtilities.invokeLater(this::showDeciding); // once laid out at its new height
    }

    /** Scrolls the deciding hero's sheet into sight (on a laptop's screen one sheet shows at a time). */
    void showDeciding() {
        int i = deciding();
        if (i >= 0) {
            scrollRectToVisible(new Rectangle(0, getInsets().top + i * SHEET, getWidth(), SHEET));
        }
    }

    /** The place of the deciding hero's sheet, or -1 when no hero decides. */
    int deciding() {
        if (view == null || view.question().deciding() == null) {
            return -1;
        }
        for (int i = 0; i < view.board().heroes().size(); i++) {
            if (view.board().heroes().get(i).id().equals(view.question().deciding().id())) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        TableTips.Hover h = hoverAt(e.getPoint());
        return h == null ? null : h.html();
    }

    /** A sheet's attribute box, or the sheet itself (see {@link TableTips#sheet}). */
    @Override
    public TableTips.Hover hoverAt(java.awt.Point p) {
        View.HeroView h = at(p.y);
        if (h == null) {
            return null;
        }
        Insets in = getInsets();
        int x = p.x - in.left - 18;
        int y = (p.y - in.top) % SHEET - 2;
        int attribute = y >= 25 && y <= 55 && x >= 0 && x % 82 < 76 && x / 82 < 4 ? x / 82 : -1;
        return tips.sheet(view, h, attribute);
    }

    @Override
    protected void paintComponent(Graphics g0) {
        if (view == null) {
            return;
        }
        Graphics2D g = (Graphics2D) g0.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            Seat decider = view.question().deciding(); // public: whose turn it is
            String deciding = decider == null ? null : decider.id();
            List<View.HeroView> heroes = view.board().heroes();
            Insets in = getInsets();
            g.translate(in.left, in.top);
            for (int i = 0; i < heroes.size(); i++) {
                sheet(g, heroes.get(i), i * SHEET + 2, heroes.get(i).id().equals(deciding));
            }
        } finally {
            g.dispose();
        }
    }

    private void sheet(Graphics2D g, View.HeroView h, int y, boolean deciding) {
        HeroDef d = rules.data().hero(h.id());
        Color colour = TablePainter.heroColour(rules, h.id());
        Color fg = UIManager.getColor("Label.foreground");
        Color bg = UIManager.getColor("Panel.background");
        Insets in = getInsets();
        int w = getWidth() - in.left - in.right - 8;
        RoundRectangle2D card = new RoundRectangle2D.Double(4, y, w, SHEET - 6, 10, 10);
        g.setColor(mix(bg, colour, 0.10));
        g.fill(card);
        g.setColor(deciding ? colour : mix(bg, fg, 0.25));
        g.setStroke(new BasicStroke(deciding ? 2.5f : 1f));
        g.draw(card);
        g.setColor(colour);
        g.fill(new RoundRectangle2D.Double(4, y, 8, SHEET - 6, 6, 6));

        g.setFont(new Font(Font.SERIF, Font.BOLD, 15));
        g.setColor(fg);
        g.drawString(d.name(), 18, y + 17);
        int nameW = g.getFontMetrics().stringWidth(d.name());
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        g.drawString("at " + Naming.location(rules, h.location()) + (deciding ? "  ◂ deciding" : ""), 24 + nameW, y + 17);

        int[] base = {d.fortitude(), d.strength(), d.agility(), d.wisdom()};
        int bx = 18;
        for (int a = 0; a < 4; a++) {
            // the value as this seat knows it and what makes it so (his own Corruption cards for his seat alone)
            String value = Integer.toString(SheetWords.value(rules, view, h, a));
            List<String> causes = SheetWords.causes(rules, view, h, a);
            box(g, bx, y + 25, 76, ATTRIBUTES[a], value, causes.isEmpty() ? null
                    : base[a] + ", " + String.join(", ", causes), colour, fg, bg);
            bx += 82;
        }
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        g.setColor(fg);
        String counts = "Favor " + h.favor() + "  Hand " + h.hand() + "  Life " + h.life() + "  Rest " + h.rest()
                + "  Damage " + h.damage() + "  Corruption " + h.corruption() + "  Items ";
        Font plain = g.getFont();
        String first = new SheetLine().add(SheetLine.Piece.fixed(counts)).add(SheetLine.Piece.name(h.items().isEmpty()
                ? "none" : String.join(", ", h.items().stream().map(c -> Naming.card(rules, c)).toList())))
                .fit(g, plain, 10f, w - 20);
        g.drawString(first, 18, y + 68);
        g.setColor(mix(fg, bg, 0.3));
        String last = quests(h).fit(g, plain, 10f, w - 20);
        lastLines.put(h.id(), first + "\n" + last);
        g.drawString(last, 18, y + 83);
    }

    /** The sheet's last line: each quest marked (Starting, Advanced, locked...); the marks are never cut. */
    private SheetLine quests(View.HeroView h) {
        SheetLine line = new SheetLine().add(SheetLine.Piece.fixed("Quests "));
        if (h.quests().isEmpty()) {
            return line.add(SheetLine.Piece.fixed("none"));
        }
        for (int i = 0; i < h.quests().size(); i++) {
            int q = h.quests().get(i);
            line.add(SheetLine.Piece.name(Naming.card(rules, q)))
                    .add(SheetLine.Piece.fixed(" (" + LockedQuests.mark(rules, h, q) + ")"
                            + (i + 1 < h.quests().size() ? ", " : "")));
        }
        return line;
    }

    /** The two last lines each hero's sheet was drawn with (counts and items, quests), as fitted (for tests). */
    Map<String, String> lastLines() {
        return lastLines;
    }

    private static void box(Graphics2D g, int x, int y, int w, String label, String value, String note, Color colour,
                            Color fg, Color bg) {
        g.setColor(mix(bg, colour, 0.22));
        g.fill(new RoundRectangle2D.Double(x, y, w, 30, 6, 6));
        g.setColor(mix(fg, bg, 0.35));
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 9));
        g.drawString(label, x + 5, y + 11);
        Font small = g.getFont();
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 17));
        FontMetrics fm = g.getFontMetrics();
        int valueW = fm.stringWidth(value);
        if (note != null) { // left of the value, smaller if it must be (the whole words are on hover)
            String fitted = CardView.fitText(g, small, 7f, note, w - 14 - valueW);
            g.setColor(mix(fg, bg, 0.35));
            g.drawString(fitted, x + 5, y + 26);
        }
        g.setColor(fg);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 17));
        g.drawString(value, x + w - 6 - valueW, y + 24);
    }

    static Color mix(Color a, Color b, double t) {
        return new Color((int) (a.getRed() * (1 - t) + b.getRed() * t), (int) (a.getGreen() * (1 - t) + b.getGreen() * t),
                (int) (a.getBlue() * (1 - t) + b.getBlue() * t));
    }
}
