package meq.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.RoundRectangle2D;
import javax.swing.JComponent;
import javax.swing.UIManager;
import meq.rules.View;
import meq.state.ActionType;
import meq.state.Marker;

/** The story track (three stages, The Shadow Falls, the Finale, four markers), the action tracks and the Pool. */
final class TracksPanel extends JComponent {
    static final Color[] MARKERS = {new Color(0x2e9a45), new Color(0xe0b020), new Color(0x222222), new Color(0xc0262d)};
    private View view;

    TracksPanel() {
        setPreferredSize(new Dimension(380, 190));
    }

    void show(View v) {
        this.view = v;
        repaint();
    }

    @Override
    protected void paintComponent(Graphics g0) {
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        Color fg = UIManager.getColor("Label.foreground");
        int x0 = 10;
        int w = 19;
        int y = 26;
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 11));
        g.setColor(fg);
        g.drawString("Story track", x0, 14);
        for (int space = 0; space <= 18; space++) {
            int stage = space == 0 ? 0 : (space - 1) / 6 + 1;
            Color c = switch (stage) {
                case 0 -> new Color(0xdddddd);
                case 1 -> new Color(0xe8e0c8);
                case 2 -> new Color(0xd9c9a8);
                default -> new Color(0xc9a98a);
            };
            g.setColor(c);
            g.fill(new RoundRectangle2D.Double(x0 + space * w, y, w - 2, 44, 4, 4));
            if (space == 10 || space == 18) {
                g.setColor(space == 10 ? new Color(0x7a1f1f) : Color.BLACK);
                g.setStroke(new BasicStroke(2f));
                g.draw(new RoundRectangle2D.Double(x0 + space * w, y, w - 2, 44, 4, 4));
            }
            g.setColor(new Color(0x555555));
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 9));
            g.drawString(Integer.toString(space), x0 + space * w + 3, y + 54);
        }
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 9));
        g.setColor(fg);
        g.drawString("Shadow Falls", x0 + 10 * w - 18, y - 3);
        g.drawString("Finale", x0 + 18 * w - 16, y - 3);
        if (view == null) {
            g.dispose();
            return;
        }
        Marker[] ms = Marker.values();
        for (int i = 0; i < ms.length; i++) {
            int pos = view.story().get(ms[i]);
            g.setColor(MARKERS[i]);
            g.fill(new Ellipse2D.Double(x0 + pos * w + 3, y + 3 + i * 10, 11, 9));
            g.setColor(Color.WHITE);
            g.draw(new Ellipse2D.Double(x0 + pos * w + 3, y + 3 + i * 10, 11, 9));
        }
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        g.setColor(fg);
        int ty = y + 76;
        g.drawString("Stage " + roman(view.stage()) + "   dominant: " + view.dominant().name().toLowerCase()
                + "   turn " + view.turn(), x0, ty);
        g.drawString("Shadow Pool " + view.shadowPool() + " / " + view.shadowPoolLimit(), x0, ty + 18);
        int ax = x0;
        int ay = ty + 34;
        for (ActionType t : ActionType.values()) {
            g.setColor(fg);
            g.drawString(switch (t) {
                case INFLUENCE -> "Influence";
                case SHADOW_AND_PLOT -> "Shadow & Plot";
                case COMMAND -> "Command";
            }, ax, ay + 12);
            for (int i = 0; i < 3; i++) {
                boolean filled = i < view.actionTokens().get(t);
                g.setColor(filled ? new Color(0x7a1f1f) : new Color(0xcccccc));
                g.fill(new RoundRectangle2D.Double(ax + i * 26, ay + 18, 22, 20, 5, 5));
                g.setColor(filled ? Color.WHITE : Color.DARK_GRAY);
                g.drawString(Integer.toString(t.value(i)), ax + i * 26 + 8, ay + 33);
            }
            ax += 120;
        }
        g.dispose();
    }

    static String roman(int n) {
        return n == 1 ? "I" : n == 2 ? "II" : "III";
    }
}
