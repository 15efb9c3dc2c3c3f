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
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JComponent;
import meq.data.CardDef;
import meq.data.CardType;

/** A combat card drawn as a card: title, type colour, attack / defense / cost, movement icon, its effect in words. */
final class CardView extends JComponent {
    static final Color RANGED = new Color(0x2f6fb5);
    static final Color MELEE = new Color(0xb5342f);
    static final int W = 118;
    static final int H = 160;

    private final CardDef card;
    private boolean choosable;
    private Runnable onClick = () -> { };

    CardView(CardDef card) {
        this.card = card;
        setPreferredSize(new Dimension(W, H));
        setToolTipText("<html><b>" + card.title() + "</b><br>" + card.text() + "</html>");
        addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (choosable) {
                    onClick.run();
                }
            }
        });
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
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        Color type = card.type() == CardType.RANGED ? RANGED : MELEE;
        RoundRectangle2D body = new RoundRectangle2D.Double(2, 2, W - 5, H - 5, 12, 12);
        g.setColor(new Color(0xfbf6e8));
        g.fill(body);
        g.setColor(choosable ? new Color(0x2aa84f) : type);
        g.setStroke(new BasicStroke(choosable ? 4f : 2f));
        g.draw(body);
        g.setColor(type);
        g.fill(new RoundRectangle2D.Double(6, 6, W - 13, 22, 8, 8));
        g.setColor(Color.WHITE);
        g.drawString(fit(g, card.title(), W - 20), 11, 21);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
        g.setColor(new Color(0x3b2f22));
        g.drawString("\u2694 " + card.attack(), 10, 48);
        shield(g, 50, 37);
        g.drawString(Integer.toString(card.defense()), 64, 48); // a drawn shield: not every font has U+26E8
        g.drawString("\u25CF " + card.cost(), 88, 48);
        if (card.icon() != null) {
            MapPainter.paintIcon(g, card.icon(), W - 20, H - 20, 8);
        }
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 10));
        g.setColor(new Color(0x3b2f22));
        int y = 66;
        for (String line : wrap(g, card.text(), W - 18)) {
            if (y > H - 32) {
                break;
            }
            g.drawString(line, 9, y);
            y += 12;
        }
        g.dispose();
    }

    private static void shield(Graphics2D g, double x, double y) {
        java.awt.geom.Path2D p = new java.awt.geom.Path2D.Double();
        p.moveTo(x, y + 1);
        p.lineTo(x + 5.5, y - 1);
        p.lineTo(x + 11, y + 1);
        p.curveTo(x + 11, y + 7, x + 8, y + 10, x + 5.5, y + 12);
        p.curveTo(x + 3, y + 10, x, y + 7, x, y + 1);
        p.closePath();
        g.fill(p);
    }

    /** The title in the largest serif size from 12 down to 9 that fits; cut with an ellipsis only below that. */
    private static String fit(Graphics2D g, String s, int width) {
        for (float size = 12; size >= 9; size -= 0.5f) {
            g.setFont(new Font(Font.SERIF, Font.BOLD, 12).deriveFont(size));
            if (g.getFontMetrics().stringWidth(s) <= width) {
                return s;
            }
        }
        FontMetrics fm = g.getFontMetrics();
        while (fm.stringWidth(s + "…") > width && s.length() > 3) {
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
