package meq.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.RenderingHints;
import java.awt.event.MouseEvent;
import java.awt.geom.Ellipse2D;
import java.awt.geom.RoundRectangle2D;
import java.util.List;
import java.util.function.Function;
import javax.swing.JComponent;
import javax.swing.UIManager;
import meq.data.MinionDef;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.words.Describe;
import meq.state.ActionType;
import meq.state.Marker;

/**
 * The story track (three stages, The Shadow Falls, the Finale, four markers), the action tracks, the Pool and
 * the minion spaces.
 */
final class TracksPanel extends JComponent implements Hovered {
    static final Color[] MARKERS = {new Color(0x2e9a45), new Color(0xe0b020), new Color(0x222222), new Color(0xc0262d)};
    private View view;
    private final Function<String, MinionDef> minions;
    private final TableTips tips;

    /** The tracks, then a row of minion spaces (status and damage) under the action tracks. */
    TracksPanel(Rules rules) {
        this.minions = rules.data()::minion;
        this.tips = new TableTips(rules);
        setPreferredSize(new Dimension(380, 210)); // the log below has 8 lines at 1280x720
        setToolTipText("");
    }

    /** Words for what is under the pointer (see {@link TableTips}), ending with the page F1 opens. */
    @Override
    public String getToolTipText(MouseEvent e) {
        TableTips.Hover h = hoverAt(e.getPoint());
        return h == null ? null : h.html();
    }

    /** The part under a point: a story space and its markers, the stage, dominance, the Pool, a track, a minion. */
    @Override
    public TableTips.Hover hoverAt(Point p) {
        if (view == null) {
            return null;
        }
        int x = p.x;
        int y = p.y;
        if (y >= 20 && y <= 84 && x >= 10 && x < 10 + 19 * 19) {
            return tips.storySpace(view, (x - 10) / 19);
        }
        if (y > 84 && y <= 108) {
            FontMetrics fm = getFontMetrics(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
            if (x >= poolX(fm)) {
                return tips.shadowPool(view);
            }
            String stage = "Stage " + roman(view.story().stage()) + "   ";
            String dominant = stage + "dominant: " + Describe.dominant(view.story().dominant());
            return x >= 10 + fm.stringWidth(stage) && x <= 10 + fm.stringWidth(dominant) ? tips.dominance(view)
                    : tips.stage(view);
        }
        if (y > 108 && y <= 162 && x >= 10) {
            ActionType t = ActionType.values()[Math.min(ActionType.values().length - 1, (x - 10) / 120)];
            int dx = (x - 10) - 120 * t.ordinal();
            return y >= 136 && y <= 156 && dx < 3 * 26 ? tips.actionSpace(view, t, Math.min(2, dx / 26))
                    : tips.actionTrack(view, t);
        }
        if (y > 162) {
            int i = (x - 10) / MINION_W;
            List<View.MinionView> minions = view.board().minions();
            return x >= 10 && i < minions.size() ? tips.minionChip(view, minions.get(i)) : null;
        }
        return null;
    }

    private String pool() {
        return "Shadow Pool " + view.sauron().shadowPool() + " / " + view.sauron().shadowPoolLimit();
    }

    /** Where the Shadow Pool's words begin, at the right end of the stage's line. */
    private int poolX(FontMetrics fm) {
        return getWidth() - 10 - fm.stringWidth(pool());
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
            g.setColor(HeroSheets.mix(fg, UIManager.getColor("Panel.background"), 0.3)); // readable in both themes
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
            int pos = view.story().markers().get(ms[i]);
            g.setColor(MARKERS[i]);
            g.fill(new Ellipse2D.Double(x0 + pos * w + 3, y + 3 + i * 10, 11, 9));
            g.setColor(Color.WHITE);
            g.draw(new Ellipse2D.Double(x0 + pos * w + 3, y + 3 + i * 10, 11, 9));
        }
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        g.setColor(fg);
        int ty = y + 76;
        g.drawString("Stage " + roman(view.story().stage()) + "   dominant: " + Describe.dominant(view.story().dominant())
                + "   turn " + view.story().turn(), x0, ty);
        // the Pool on the stage's line, at its right end: a line less above the log
        g.drawString(pool(), poolX(g.getFontMetrics()), ty);
        int ax = x0;
        int ay = ty + 16;
        for (ActionType t : ActionType.values()) {
            g.setColor(fg);
            g.drawString(switch (t) {
                case INFLUENCE -> "Influence";
                case SHADOW_AND_PLOT -> "Shadow & Plot";
                case COMMAND -> "Command";
            }, ax, ay + 12);
            for (int i = 0; i < 3; i++) {
                boolean filled = (view.sauron().actionTokens().get(t) >> i & 1) != 0;
                boolean now = (view.sauron().actionTokensThisRound().get(t) >> i & 1) != 0;
                // this round's tokens dark, an earlier round's pale, a free space grey
                g.setColor(!filled ? new Color(0xcccccc) : now ? new Color(0x7a1f1f) : new Color(0xc08a8a));
                g.fill(new RoundRectangle2D.Double(ax + i * 26, ay + 18, 22, 20, 5, 5));
                g.setColor(filled ? Color.WHITE : Color.DARK_GRAY);
                g.drawString(Integer.toString(t.value(i)), ax + i * 26 + 8, ay + 33);
            }
            ax += 120;
        }
        paintMinions(g, fg, x0, ay + 50);
        g.dispose();
    }

    static final int MINION_W = 72;

    /** The minion spaces: each minion's initials, where it stands (or waits, or lies defeated) and its damage. */
    private void paintMinions(Graphics2D g, Color fg, int x0, int y) {
        g.setColor(fg);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        g.drawString("Minions", x0, y);
        int x = x0;
        for (View.MinionView m : view.board().minions()) {
            MinionDef d = minions.apply(m.id());
            boolean active = m.status().equals("ACTIVE");
            g.setColor(active ? TablePainter.MINION : new Color(0x9a9a9a));
            g.fill(new RoundRectangle2D.Double(x, y + 5, MINION_W - 5, 30, 6, 6));
            g.setColor(Color.WHITE);
            g.drawString(shortName(g, d.name(), MINION_W - 12), x + 4, y + 17);
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 9));
            g.drawString(active ? "dmg " + m.damage() + "/" + d.health() : status(m), x + 4, y + 30);
            x += MINION_W;
        }
    }

    /** The name without "The", in a bold size from 10 down to 8 that fits, cut with an ellipsis below that. */
    private static String shortName(Graphics2D g, String name, int width) {
        String n = name.startsWith("The ") ? name.substring(4) : name;
        return CardView.fitText(g, new Font(Font.SANS_SERIF, Font.BOLD, 10), 8, n, width);
    }

    private String status(View.MinionView m) {
        return switch (m.status()) {
            case "ACTIVE" -> "active";
            case "WAITING" -> "waiting";
            case "DEFEATED" -> "defeated";
            default -> "returning";
        };
    }

    static String roman(int n) {
        return n == 1 ? "I" : n == 2 ? "II" : "III";
    }
}
