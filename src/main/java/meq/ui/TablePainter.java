package meq.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import meq.board.Board;
import meq.board.Location;
import meq.rules.View;

/**
 * Paints one seat's view over the map, in map units: influence, favor, characters, monster tokens (faces only
 * where the seat may see them), minions, heroes, plot markers, the event marker, and the locations the seat may
 * choose now.
 */
public final class TablePainter {
    static final Color INFLUENCE = new Color(0x8b1a1a);
    static final Color FAVOR = new Color(0xd9a520);
    static final Color CHARACTER = new Color(0x2c5d9e);
    static final Color MINION = new Color(0x2b2026);
    static final Color CHOICE = new Color(40, 170, 80, 150);
    static final Color COST = new Color(0x1f7a3d);
    static final Map<String, Color> HERO_COLOURS = Map.of("argalad", new Color(0x2e8b57), "beravor", new Color(0x6a5acd),
            "eleanor", new Color(0x1e90ff), "eometh", new Color(0xd2691e), "thalin", new Color(0xb22222));
    static final Map<String, Color> PILES = Map.of("yellow", new Color(0xe0c040), "purple", new Color(0x8a5cb0),
            "green", new Color(0x4c8c4a), "blue", new Color(0x3f6fb5), "brown", new Color(0x8b6a45));

    private final Board board;
    private final Font small = new Font(Font.SANS_SERIF, Font.BOLD, 11);
    private final Font figure = new Font(Font.SANS_SERIF, Font.BOLD, 12);

    public TablePainter(Board board) {
        this.board = board;
    }

    public void paint(Graphics2D g, View v, Set<Integer> choosable) {
        paint(g, v, choosable, Map.of());
    }

    /** As above, with what a move costs written under each reachable location ("1 mountain", "3 cards"). */
    public void paint(Graphics2D g, View v, Set<Integer> choosable, Map<Integer, String> costs) {
        if (v == null) {
            return;
        }
        for (int l : choosable) {
            Location loc = board.location(l);
            g.setColor(CHOICE);
            g.setStroke(new BasicStroke(5f));
            g.draw(new Ellipse2D.Double(loc.x() - 19, loc.y() - 19, 38, 38));
        }
        costs.forEach((l, text) -> {
            Location loc = board.location(l);
            badge(g, loc.x(), loc.y() + 40, text, COST, Color.WHITE);
        });
        for (Location l : board.locations()) {
            int inf = v.influence()[l.index()];
            if (inf > 0) {
                badge(g, l.x() + 13, l.y() - 16, Integer.toString(inf), INFLUENCE, Color.WHITE);
            }
            int favor = v.favorTokens()[l.index()];
            if (favor > 0) {
                badge(g, l.x() - 15, l.y() - 16, Integer.toString(favor), FAVOR, Color.BLACK);
            }
        }
        Map<Integer, List<String>> chars = new HashMap<>();
        v.characters().forEach((c, at) -> {
            if (at != null && at >= 0) {
                chars.computeIfAbsent(at, k -> new ArrayList<>()).add(c);
            }
        });
        chars.forEach((at, list) -> {
            Location l = board.location(at);
            for (int i = 0; i < list.size(); i++) {
                badge(g, l.x() - 26 - i * 14, l.y() + 2, list.get(i).substring(0, 1).toUpperCase(), CHARACTER, Color.WHITE);
            }
        });
        Map<Integer, Integer> stacked = new HashMap<>();
        for (View.TokenView t : v.tokens()) {
            Location l = board.location(t.location());
            int n = stacked.merge(t.location(), 1, Integer::sum) - 1;
            double x = l.x() + 16 + n * 9;
            double y = l.y() + 6;
            g.setColor(PILES.getOrDefault(t.pile(), Color.GRAY));
            g.fill(new Ellipse2D.Double(x - 7, y - 7, 14, 14));
            g.setColor(Color.BLACK);
            g.setStroke(new BasicStroke(1.2f));
            g.draw(new Ellipse2D.Double(x - 7, y - 7, 14, 14));
            if (t.face() != null) {
                g.setFont(small);
                g.setColor(Color.WHITE);
                String f = t.face().equals("blank") ? "-" : t.face().substring(0, 1).toUpperCase();
                g.drawString(f, (float) (x - 3.5), (float) (y + 4));
            }
        }
        for (View.MinionView m : v.minions()) {
            if (m.location() >= 0 && m.status().equals("ACTIVE")) {
                Location l = board.location(m.location());
                pawn(g, l.x() + 4, l.y() + 24, MINION, m.id().substring(0, 1).toUpperCase());
            }
        }
        Map<Integer, Integer> heroesAt = new HashMap<>();
        for (View.HeroView h : v.heroes()) {
            Location l = board.location(h.location());
            int n = heroesAt.merge(h.location(), 1, Integer::sum) - 1;
            pawn(g, l.x() - 8 + n * 15, l.y() - 26, HERO_COLOURS.getOrDefault(h.id(), Color.DARK_GRAY),
                    h.id().substring(0, 1).toUpperCase());
        }
        for (View.PlotView p : v.plots()) {
            if (p.location() >= 0) {
                Location l = board.location(p.location());
                badge(g, l.x() + 26, l.y() + 18, Integer.toString(p.slot() + 1), Color.BLACK, new Color(0xff5050));
            }
        }
        if (v.eventMarker() >= 0) {
            Location l = board.location(v.eventMarker());
            Path2D flag = new Path2D.Double();
            flag.moveTo(l.x() + 10, l.y() - 8);
            flag.lineTo(l.x() + 10, l.y() - 34);
            flag.lineTo(l.x() + 26, l.y() - 28);
            flag.lineTo(l.x() + 10, l.y() - 22);
            g.setColor(new Color(0x2e9a45));
            g.setStroke(new BasicStroke(2f));
            g.draw(flag);
            g.fill(flag);
        }
    }

    private void badge(Graphics2D g, double x, double y, String text, Color fill, Color ink) {
        g.setFont(small);
        FontMetrics fm = g.getFontMetrics();
        double w = Math.max(15, fm.stringWidth(text) + 7);
        RoundRectangle2D r = new RoundRectangle2D.Double(x - w / 2, y - 8, w, 16, 9, 9);
        g.setColor(fill);
        g.fill(r);
        g.setColor(Color.WHITE);
        g.setStroke(new BasicStroke(1.2f));
        g.draw(r);
        g.setColor(ink);
        g.drawString(text, (float) (x - fm.stringWidth(text) / 2.0), (float) (y + 4));
    }

    private void pawn(Graphics2D g, double x, double y, Color c, String letter) {
        Path2D p = new Path2D.Double();
        p.moveTo(x - 8, y + 9);
        p.quadTo(x - 7, y - 2, x - 3, y - 3);
        p.quadTo(x - 7, y - 12, x, y - 12);
        p.quadTo(x + 7, y - 12, x + 3, y - 3);
        p.quadTo(x + 7, y - 2, x + 8, y + 9);
        p.closePath();
        g.setColor(c);
        g.fill(p);
        g.setColor(Color.WHITE);
        g.setStroke(new BasicStroke(1.4f));
        g.draw(p);
        g.setFont(figure);
        FontMetrics fm = g.getFontMetrics();
        g.drawString(letter, (float) (x - fm.stringWidth(letter) / 2.0), (float) (y + 6));
    }
}
