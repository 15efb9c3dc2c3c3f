package meq.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Cursor;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import meq.data.CardDecks;
import meq.data.CardDef;
import meq.data.CardType;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.words.CardFace;
import meq.rules.words.CardFaces;
import meq.state.CardKind;

/**
 * A card drawn as a card: its title on a band of its kind's colour, its numbers (a combat card's attack, defense
 * and strength cost; the Shadow Pool a Plot or Shadow card needs), its movement icon, and its effect in words.
 */
final class CardView extends JComponent {
    static final Color RANGED = new Color(0x2f6fb5);
    static final Color MELEE = new Color(0xb5342f);
    static final Color PLOT = new Color(0x5a1620);
    static final Color SHADOW = new Color(0x2e2338);
    static final Color OTHER = new Color(0x6b5a2e);
    static final Color EVENT = new Color(0x2e7d46);
    static final int W = 118;
    static final int H = 160;

    /** A combat card's numbers, or null for a card of another kind. */
    private final CardDef combat;
    private final String title;
    private final String kind;
    private final String text;
    /** The text as last painted on the card (for tests). */
    private String shown;
    private final String footer;
    private final Color band;
    private boolean choosable;
    private double scale = 1;
    /** The smallest a card's title is drawn on the screen when the card is drawn small. */
    static final double LEGIBLE_PX = 10;
    private float titlePx;
    private Runnable onClick = () -> { };
    /** The card as a player reads it whole, opened large by a click (when the click plays nothing) or a right click. */
    private CardFace face;

    CardView(CardDef card) {
        this(card, card.title(), card.type() == CardType.RANGED ? "Ranged" : "Melee", card.text(), null,
                card.type() == CardType.RANGED ? RANGED : MELEE);
    }

    private CardView(CardDef combat, String title, String kind, String text, String footer, Color band) {
        this.combat = combat;
        this.title = title;
        this.kind = kind;
        this.text = text == null ? "" : text;
        this.footer = footer;
        this.band = band;
        setPreferredSize(new Dimension(W, H));
        setToolTipText("<html>" + words() + "</html>");
        addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (choosable && !SwingUtilities.isRightMouseButton(e)) {
                    onClick.run();
                } else if (face != null && !TableFrame.repeatedClick()) {
                    LargeCard.show(CardView.this, face);
                }
            }
        });
    }

    /** The card in words for a tooltip (HTML inside the html tags): title, kind, effect, footer. */
    String words() {
        return "<b>" + title + "</b> (" + kind + ")<br>" + text + (footer == null ? "" : "<br><i>" + footer + "</i>");
    }

    /** Any card the game tracks by number, drawn in its kind's manner; a click opens it large. */
    static CardView of(Rules rules, int card) {
        CardView v = drawn(rules, card);
        v.face = CardFaces.of(rules, card);
        v.setToolTipText(LargeCard.tooltip(v.face));
        return v;
    }

    /** The card opened large and read on hover as another face (the mission with its needs measured now). */
    CardView reading(CardFace f) {
        face = f;
        setToolTipText(LargeCard.tooltip(f));
        return this;
    }

    /** The words of the card's text painted on it last: the whole text, or its first sentences then more. */
    String shownText() {
        return shown;
    }

    /** The text the card carries, whole. */
    String text() {
        return text;
    }

    /** The card the view shows, whole (null for a card drawn without one). */
    CardFace face() {
        return face;
    }

    private static CardView drawn(Rules rules, int card) {
        CardKind k = rules.cards().kind(card);
        if (k == CardKind.HERO || k == CardKind.SKILL || k == CardKind.COMBAT) {
            return new CardView(rules.cards().card(card));
        }
        Object def = rules.cards().def(card, Object.class);
        if (def instanceof CardDecks.Plot p) {
            // its face's text: the Story step's move first, read from the plot's data
            return new CardView(null, p.title(), "Plot", CardFaces.of(rules, card).text(), "Needs Shadow Pool "
                    + p.pool(), PLOT);
        } else if (def instanceof CardDecks.Shadow sh) {
            return new CardView(null, sh.title(), "Shadow", sh.text(), "Needs Shadow Pool " + sh.pool(), SHADOW);
        }
        String kindName = k.name().charAt(0) + k.name().substring(1).toLowerCase();
        return new CardView(null, Naming.card(rules, card), kindName, textOf(def), null,
                k == CardKind.EVENT ? EVENT : OTHER);
    }

    /** The lines of the longest start of the text that ends at one of the marks and fits with "more", or null. */
    private static List<String> longestFitting(Graphics2D g, String text, String more, int fit, String... marks) {
        for (int end = text.length() - 2; end > 0; end--) {
            for (String mark : marks) {
                if (text.startsWith(mark, end)) {
                    List<String> lines = wrap(g, text.substring(0, end + 1) + " " + more, W - 18);
                    if (lines.size() <= fit) {
                        return lines;
                    }
                }
            }
        }
        return null;
    }

    /** The card drawn smaller or larger (1 = the hand's size). */
    CardView scaled(double s) {
        this.scale = s;
        setPreferredSize(new Dimension((int) Math.ceil(W * s), (int) Math.ceil(H * s)));
        return this;
    }

    private static String textOf(Object def) {
        try {
            return String.valueOf(def.getClass().getMethod("text").invoke(def));
        } catch (ReflectiveOperationException | RuntimeException e) {
            return "";
        }
    }

    boolean isChoosable() {
        return choosable;
    }

    void choosable(boolean yes, Runnable action) {
        this.choosable = yes;
        this.onClick = action;
        setCursor(yes ? Cursor.getPredefinedCursor(Cursor.HAND_CURSOR) : Cursor.getDefaultCursor());
        repaint();
    }

    @Override
    protected void paintComponent(Graphics g0) {
        Graphics2D g = (Graphics2D) g0.create();
        g.scale(scale, scale);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        RoundRectangle2D body = new RoundRectangle2D.Double(2, 2, W - 5, H - 5, 12, 12);
        g.setColor(new Color(0xfbf6e8));
        g.fill(body);
        g.setColor(choosable ? new Color(0x2aa84f) : band);
        g.setStroke(new BasicStroke(choosable ? 4f : 2f));
        g.draw(body);
        List<String> heading = heading(g);
        int lower = (heading.size() - 1) * (int) Math.ceil(g.getFontMetrics().getHeight() * 0.85); // a second line
        g.setColor(band);
        g.fill(new RoundRectangle2D.Double(6, 6, W - 13, 22 + lower, 8, 8));
        g.setColor(Color.WHITE);
        for (int i = 0; i < heading.size(); i++) {
            g.drawString(heading.get(i), 11, 21 + i * lower);
        }
        titlePx = g.getFont().getSize2D() * (float) scale;
        int top;
        if (combat != null) {
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
            g.setColor(new Color(0x3b2f22));
            g.drawString("\u2694 " + combat.attack(), 10, 48);
            shield(g, 50, 37);
            g.drawString(Integer.toString(combat.defense()), 64, 48); // a drawn shield: not every font has U+26E8
            g.drawString("\u25CF " + combat.cost(), 88, 48);
            if (combat.icon() != null) {
                MapPainter.paintIcon(g, combat.icon(), W - 20, H - 20, 8);
            }
            top = 66;
        } else {
            g.setFont(new Font(Font.SANS_SERIF, Font.ITALIC, 10));
            g.setColor(band);
            g.drawString(kind, 10, 42 + lower);
            if (footer != null) {
                // "Needs Shadow Pool 12" whole: smaller rather than cut
                g.drawString(fitText(g, new Font(Font.SANS_SERIF, Font.BOLD, 9), 7f, footer, W - 16), 10, H - 12);
            }
            top = 56 + lower;
        }
        g.setColor(new Color(0x3b2f22));
        int y = top;
        List<String> lines = body(g, text, H - 32 - top);
        shown = String.join(" ", lines);
        int step = g.getFontMetrics().getHeight();
        for (String line : lines) {
            g.drawString(line, 9, y);
            y += step;
        }
        g.dispose();
    }

    /**
     * The text's lines for the room a card has (from the first line's baseline to the last's): in 10 px, or smaller
     * down to 8.5 px if that lets it all in; else, in 9 px, its whole sentences that fit, then "… (more on hover)"
     * (or, where that would leave the card half empty, as far as the last clause that fits): never cut in the middle
     * of a clause. Leaves the graphics' font the one the lines were made for.
     */
    static List<String> body(Graphics2D g, String text, int room) {
        for (float size : new float[] {10f, 9.5f, 9f, 8.5f}) {
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 10).deriveFont(size));
            List<String> lines = wrap(g, text, W - 18);
            if ((lines.size() - 1) * g.getFontMetrics().getHeight() <= room) {
                return lines;
            }
        }
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 10).deriveFont(9f));
        int fit = room / g.getFontMetrics().getHeight() + 1;
        String more = "\u2026 (more on hover)";
        List<String> sentences = longestFitting(g, text, more, fit, ". ", ": ");
        if (sentences != null && sentences.size() > fit - 2) {
            return sentences;
        }
        List<String> clauses = longestFitting(g, text, more, fit, ". ", ": ", ", ", "; ");
        if (clauses != null) {
            return clauses; // a long sentence: as far as its last clause that fits, not to the middle of one
        }
        List<String> lines = wrap(g, text, W - 18); // one sentence longer than the card: its first lines, then more
        List<String> out = new ArrayList<>(lines.subList(0, Math.max(1, fit - 1)));
        out.add(more);
        return out;
    }

    private static void shield(Graphics2D g, double x, double y) {
        Path2D p = new Path2D.Double();
        p.moveTo(x, y + 1);
        p.lineTo(x + 5.5, y - 1);
        p.lineTo(x + 11, y + 1);
        p.curveTo(x + 11, y + 7, x + 8, y + 10, x + 5.5, y + 12);
        p.curveTo(x + 3, y + 10, x, y + 7, x, y + 1);
        p.closePath();
        g.fill(p);
    }

    /**
     * The title's lines: in the hand, one line in the largest serif size from 12 down to 9 that fits (cut with an
     * ellipsis only below that); drawn smaller (the plots and the event), never below {@link #LEGIBLE_PX} on the
     * screen, on two lines when one is too narrow (the second cut with an ellipsis only when it too is).
     */
    private List<String> heading(Graphics2D g) {
        if (scale >= 1) {
            return List.of(fit(g, title, W - 20));
        }
        float least = (float) (LEGIBLE_PX / scale);
        Font font = new Font(Font.SERIF, Font.BOLD, Math.round(Math.max(12, least)));
        String one = fitText(g, font, least, title, W - 20);
        if (one.equals(title)) {
            return List.of(one);
        }
        g.setFont(font.deriveFont(least));
        List<String> lines = wrap(g, title, W - 20);
        if (lines.size() <= 2) {
            return lines;
        }
        String rest = String.join(" ", lines.subList(1, lines.size()));
        return List.of(lines.get(0), fitText(g, g.getFont(), least, rest, W - 20));
    }

    /** The title's size on the screen when last drawn, in pixels (for tests). */
    float titlePx() {
        return titlePx;
    }

    /** The title in the largest serif size from 12 down to 9 that fits; cut with an ellipsis only below that. */
    private static String fit(Graphics2D g, String s, int width) {
        return fitText(g, new Font(Font.SERIF, Font.BOLD, 12), 9, s, width);
    }

    /**
     * Sets the largest size of the font, down to {@code smallest}, in which the text fits the width, and returns
     * the text, cut with an ellipsis where even the smallest size is too wide.
     */
    static String fitText(Graphics2D g, Font font, float smallest, String s, int width) {
        for (float size = font.getSize2D(); size >= smallest; size -= 0.5f) {
            g.setFont(font.deriveFont(size));
            if (g.getFontMetrics().stringWidth(s) <= width) {
                return s;
            }
        }
        FontMetrics fm = g.getFontMetrics();
        while (fm.stringWidth(s + "…") > width && s.length() > 2) {
            s = s.substring(0, s.length() - 1);
        }
        return s + "…";
    }

    static List<String> wrap(Graphics2D g, String text, int width) {
        FontMetrics fm = g.getFontMetrics();
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && fm.stringWidth(line + " " + word) > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }
}
