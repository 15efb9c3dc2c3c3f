package meq.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import meq.board.Board;
import meq.board.Location;
import meq.data.HeroDef;
import meq.rules.Rules;
import meq.rules.View;

/**
 * Paints one seat's view over the map, in map units: influence, favor, characters, monster tokens (faces only
 * where the seat may see them), minions, heroes, plot markers, the event marker, the locations the seat may
 * choose now, and the locations' names. When the map is small on screen the pieces grow (up to 1.8 times their size)
 * so their letters and numbers stay readable; a name steps down past the pieces under its location.
 */
public final class TablePainter {
    static final Color INFLUENCE = new Color(0x8b1a1a);
    static final Color FAVOR = new Color(0xd9a520);
    static final Color CHARACTER = new Color(0x2c5d9e);
    static final Color MINION = new Color(0x2b2026);
    static final Color CHOICE = new Color(40, 170, 80, 150);
    static final Color COST = new Color(0x1f7a3d);
    static final Map<String, Color> PILES = Map.of("yellow", new Color(0xe0c040), "purple", new Color(0x8a5cb0),
            "green", new Color(0x4c8c4a), "blue", new Color(0x3f6fb5), "brown", new Color(0x8b6a45));

    /** The smallest size on screen, in pixels, of a piece's letters (a piece is never drawn smaller than at 1:1). */
    static final double LETTERS_PX = 9;
    static final double MOST = 1.8;

    private final Board board;
    private final Rules rules;
    private final LocationLabels labels = new LocationLabels();
    private final Font small = new Font(Font.SANS_SERIF, Font.BOLD, 11);
    private final Font figure = new Font(Font.SANS_SERIF, Font.BOLD, 12);

    /**
     * A piece laid out: where it is (to move names aside), how it is drawn, whether it is a figure a player may take
     * in hand (a minion, a hero, a monster token), and what it is (for its tooltip).
     */
    private record Piece(int location, Rectangle2D box, Consumer<Graphics2D> draw, boolean figure,
                         TableTips.Part part, String what) {
        Piece(int location, Rectangle2D box, Consumer<Graphics2D> draw) {
            this(location, box, draw, false, null, null);
        }

        Piece as(TableTips.Part p, String w) {
            return new Piece(location, box, draw, figure, p, w);
        }
    }

    /** A piece under a point of the map: what it is, where it stands, and which (a minion's id, a cost...). */
    record Spot(TableTips.Part part, int location, String what) {
    }

    /** The piece drawn on top at this map point for a view at a graphics' scale, or null. */
    Spot pieceAt(Graphics2D g, View v, Map<Integer, String> costs, Point2D at) {
        List<Piece> pieces = layout(g, v, costs, growth(g));
        for (int i = pieces.size() - 1; i >= 0; i--) {
            Piece p = pieces.get(i);
            if (p.part() != null && p.box().contains(at)) {
                return new Spot(p.part(), p.location(), p.what());
            }
        }
        return null;
    }

    public TablePainter(Rules rules) {
        this.board = rules.board();
        this.rules = rules;
    }

    /** A hero's colour on the table, from his file. */
    static Color heroColour(Rules rules, String hero) {
        return new Color(rules.data().heroes().stream().filter(d -> d.id().equals(hero)).findFirst()
                .map(HeroDef::colour).orElse(HeroDef.NO_COLOUR));
    }

    public void paint(Graphics2D g, View v, Set<Integer> choosable) {
        paint(g, v, choosable, Map.of());
    }

    /** How much larger than at 1:1 the pieces are drawn at this graphics' scale (1 when the map is large enough). */
    static double growth(Graphics2D g) {
        return growth(g.getTransform().getScaleX());
    }

    /** As above, at a scale of pixels per map unit. */
    static double growth(double scale) {
        double s = Math.abs(scale);
        if (s <= 0) {
            return 1;
        }
        return Math.max(1, Math.min(MOST, LETTERS_PX / (11 * s)));
    }

    /** As above, with what a move costs written under each reachable location ("1 mountain", "3 cards"). */
    public void paint(Graphics2D g, View v, Set<Integer> choosable, Map<Integer, String> costs) {
        double k = growth(g);
        if (v == null) {
            for (Location l : board.locations()) {
                labels.paint(g, l, 0, nameSize(k));
            }
            return;
        }
        for (int l : choosable) {
            Location loc = board.location(l);
            g.setColor(CHOICE);
            g.setStroke(new BasicStroke(5f));
            g.draw(new Ellipse2D.Double(loc.x() - 19, loc.y() - 19, 38, 38));
        }
        for (Location l : board.locations()) {
            int inf = v.board().influence()[l.index()];
            if (inf > 0) { // a red ring that thickens with the influence: read at a glance, the number beside it
                double w = (1.5 + inf) * Math.min(k, 1.5);
                double r = MapPainter.MARK + 1 + w / 2;
                g.setColor(new Color(0x8b, 0x1a, 0x1a, 210));
                g.setStroke(new BasicStroke((float) w));
                g.draw(new Ellipse2D.Double(l.x() - r, l.y() - r, 2 * r, 2 * r));
            }
        }
        List<Piece> pieces = layout(g, v, costs, k);
        // the names first, each stepped down past its own location's pieces; then the pieces over everything
        for (Location l : board.locations()) {
            labels.paint(g, l, drop(l, pieces, k), nameSize(k));
        }
        for (Piece p : pieces) {
            p.draw().accept(g);
        }
        if (v.board().eventMarker() >= 0) {
            Location l = board.location(v.board().eventMarker());
            double x = l.x() + 10 * k;
            double y = l.y() - 8 * k;
            Path2D flag = new Path2D.Double();
            flag.moveTo(x, y);
            flag.lineTo(x, y - 26 * k);
            flag.lineTo(x + 16 * k, y - 20 * k);
            flag.lineTo(x, y - 14 * k);
            g.setColor(new Color(0x2e9a45));
            g.setStroke(new BasicStroke((float) (2 * k)));
            g.draw(flag);
            g.fill(flag);
        }
    }

    /** Where the names and the pieces went for a view at a graphics' scale, by location (for tests). */
    record Laid(double growth, Map<Integer, Rectangle2D> names, Map<Integer, List<Rectangle2D>> pieces) {
    }

    Laid laid(Graphics2D g, View v, Map<Integer, String> costs) {
        double k = growth(g);
        List<Piece> pieces = layout(g, v, costs, k);
        Map<Integer, Rectangle2D> names = new HashMap<>();
        Map<Integer, List<Rectangle2D>> boxes = new HashMap<>();
        for (Location l : board.locations()) {
            names.put(l.index(), labels.bounds(l, drop(l, pieces, k), nameSize(k)));
        }
        for (Piece p : pieces) {
            boxes.computeIfAbsent(p.location(), x -> new ArrayList<>()).add(p.box());
        }
        return new Laid(k, names, boxes);
    }

    /**
     * The location of the figure (minion, hero or monster token) painted under a point in map units, at a map scale
     * (screen pixels per map unit); -1 when no figure is there. The topmost, painted last, wins.
     */
    int figureAt(View v, Map<Integer, String> costs, double scale, double x, double y) {
        Spot s = figureSpotAt(v, costs, scale, x, y);
        return s == null ? -1 : s.location();
    }

    /** As above, the figure itself: what it is (minion, hero, token), where, and which; null when none. */
    Spot figureSpotAt(View v, Map<Integer, String> costs, double scale, double x, double y) {
        if (v == null) {
            return null;
        }
        Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        try {
            g.scale(scale, scale);
            List<Piece> pieces = layout(g, v, costs, growth(g));
            for (int i = pieces.size() - 1; i >= 0; i--) {
                Piece p = pieces.get(i);
                if (p.figure() && p.box().contains(x, y)) {
                    return new Spot(p.part(), p.location(), p.what());
                }
            }
            return null;
        } finally {
            g.dispose();
        }
    }

    /** Names grow less than pieces: enough to read, not so much that they cover their neighbours. */
    private static double nameSize(double k) {
        return 1 + (k - 1) * 0.3;
    }

    /**
     * How far a name steps down so that none of its location's pieces covers it; when a neighbour's piece would
     * cover it there, and the place just above the location is free, it goes above instead (a negative drop).
     */
    private double drop(Location l, List<Piece> pieces, double k) {
        double size = nameSize(k);
        double below = clear(l, pieces, size, 0, true);
        if (!coversAnother(l, pieces, labels.bounds(l, below, size))) {
            return below;
        }
        double above = (l.y() - MapPainter.MARK - 2) - labels.bounds(l, 0, size).getMaxY();
        boolean free = clear(l, pieces, size, above, false) == above
                && !coversAnother(l, pieces, labels.bounds(l, above, size));
        return free ? above : below;
    }

    /** The drop, from {@code drop} on, at which none of the location's own pieces covers its name. */
    private double clear(Location l, List<Piece> pieces, double size, double drop, boolean down) {
        for (int guard = 0; guard < 8; guard++) {
            Rectangle2D name = labels.bounds(l, drop, size);
            double next = drop;
            for (Piece p : pieces) {
                if (p.location() == l.index() && p.box().intersects(name)) {
                    next = down ? Math.max(next, drop + p.box().getMaxY() + 1 - name.getMinY())
                            : Math.min(next, drop - (name.getMaxY() + 1 - p.box().getMinY()));
                }
            }
            if (next == drop) {
                return drop;
            }
            drop = next;
        }
        return drop;
    }

    private static boolean coversAnother(Location l, List<Piece> pieces, Rectangle2D name) {
        for (Piece p : pieces) {
            if (p.location() != l.index() && p.box().intersects(name)) {
                return true;
            }
        }
        return false;
    }

    private List<Piece> layout(Graphics2D g, View v, Map<Integer, String> costs, double k) {
        List<Piece> out = new ArrayList<>();
        for (Location l : board.locations()) {
            int inf = v.board().influence()[l.index()];
            if (inf > 0) {
                out.add(badge(g, l.index(), l.x() + 16 * k, l.y() - 16 * k, Integer.toString(inf), INFLUENCE, Color.WHITE, k)
                        .as(TableTips.Part.INFLUENCE, null));
            }
            int favor = v.board().favorTokens()[l.index()];
            if (favor > 0) {
                out.add(badge(g, l.index(), l.x() - 16 * k, l.y() - 16 * k, Integer.toString(favor), FAVOR, Color.BLACK, k)
                        .as(TableTips.Part.FAVOR, null));
            }
        }
        Map<Integer, List<String>> chars = new HashMap<>();
        v.board().characters().forEach((c, at) -> {
            if (at != null && at >= 0) {
                chars.computeIfAbsent(at, x -> new ArrayList<>()).add(c);
            }
        });
        chars.forEach((at, list) -> {
            Location l = board.location(at);
            for (int i = 0; i < list.size(); i++) {
                out.add(badge(g, at, l.x() - (24 + i * 15) * k, l.y(), list.get(i).substring(0, 1).toUpperCase(),
                        CHARACTER, Color.WHITE, k).as(TableTips.Part.CHARACTER, list.get(i)));
            }
        });
        Map<Integer, Integer> stacked = new HashMap<>();
        for (View.TokenView t : v.board().tokens()) {
            Location l = board.location(t.location());
            int n = stacked.merge(t.location(), 1, Integer::sum) - 1;
            out.add(token(t, l.x() + (20 + n * 10) * k, l.y() + 2 * k, k).as(TableTips.Part.MONSTER_TOKEN,
                    Integer.toString(v.board().tokens().indexOf(t))));
        }
        for (View.MinionView m : v.board().minions()) {
            if (m.location() >= 0 && m.status().equals("ACTIVE")) {
                Location l = board.location(m.location());
                out.add(pawn(m.location(), l.x() - 6 * k, l.y() + 22 * k, MINION, m.id().substring(0, 1).toUpperCase(), k)
                        .as(TableTips.Part.MINION, m.id()));
            }
        }
        Map<Integer, Integer> heroesAt = new HashMap<>();
        for (View.HeroView h : v.board().heroes()) {
            Location l = board.location(h.location());
            int n = heroesAt.merge(h.location(), 1, Integer::sum) - 1;
            out.add(pawn(h.location(), l.x() + (n * 16 - 1) * k, l.y() - 26 * k,
                    heroColour(rules, h.id()), h.id().substring(0, 1).toUpperCase(), k).as(TableTips.Part.HERO, h.id()));
        }
        for (View.PlotView p : v.sauron().plots()) {
            if (p.location() >= 0) {
                Location l = board.location(p.location());
                out.add(badge(g, p.location(), l.x() + 12 * k, l.y() + 20 * k, Integer.toString(p.slot() + 1), Color.BLACK,
                        new Color(0xff5050), k).as(TableTips.Part.PLOT_MARKER, Integer.toString(p.slot())));
            }
        }
        costs.forEach((at, text) -> {
            Location l = board.location(at);
            out.add(badge(g, at, l.x(), l.y() + 20 * k, text, COST, Color.WHITE, k).as(TableTips.Part.COST, text));
        });
        return out;
    }

    private Piece token(View.TokenView t, double x, double y, double k) {
        double r = 7 * k;
        Rectangle2D box = new Rectangle2D.Double(x - r, y - r, 2 * r, 2 * r);
        return held(new Piece(t.location(), box, g -> {
            g.setColor(PILES.getOrDefault(t.pile(), Color.GRAY));
            g.fill(new Ellipse2D.Double(x - r, y - r, 2 * r, 2 * r));
            g.setColor(Color.BLACK);
            g.setStroke(new BasicStroke((float) (1.2 * k)));
            g.draw(new Ellipse2D.Double(x - r, y - r, 2 * r, 2 * r));
            if (t.face() != null) {
                g.setFont(small.deriveFont((float) (11 * k)));
                g.setColor(Color.WHITE);
                String f = t.face().equals("blank") ? "-" : t.face().substring(0, 1).toUpperCase();
                FontMetrics fm = g.getFontMetrics();
                g.drawString(f, (float) (x - fm.stringWidth(f) / 2.0), (float) (y + 4 * k));
            }
        }));
    }

    /** A piece a player may take in hand. */
    private static Piece held(Piece p) {
        return new Piece(p.location(), p.box(), p.draw(), true, p.part(), p.what());
    }

    private Piece badge(Graphics2D g0, int at, double x, double y, String text, Color fill, Color ink, double k) {
        Font font = small.deriveFont((float) (11 * k));
        FontMetrics fm = g0.getFontMetrics(font);
        double w = Math.max(15 * k, fm.stringWidth(text) + 7 * k);
        RoundRectangle2D r = new RoundRectangle2D.Double(x - w / 2, y - 8 * k, w, 16 * k, 9 * k, 9 * k);
        return new Piece(at, r.getBounds2D(), g -> {
            g.setColor(fill);
            g.fill(r);
            g.setColor(Color.WHITE);
            g.setStroke(new BasicStroke((float) (1.2 * k)));
            g.draw(r);
            g.setColor(ink);
            g.setFont(font);
            g.drawString(text, (float) (x - fm.stringWidth(text) / 2.0), (float) (y + 4 * k));
        });
    }

    private Piece pawn(int at, double x, double y, Color c, String letter, double k) {
        Path2D p = new Path2D.Double();
        p.moveTo(x - 8 * k, y + 9 * k);
        p.quadTo(x - 7 * k, y - 2 * k, x - 3 * k, y - 3 * k);
        p.quadTo(x - 7 * k, y - 12 * k, x, y - 12 * k);
        p.quadTo(x + 7 * k, y - 12 * k, x + 3 * k, y - 3 * k);
        p.quadTo(x + 7 * k, y - 2 * k, x + 8 * k, y + 9 * k);
        p.closePath();
        Font font = figure.deriveFont((float) (12 * k));
        return held(new Piece(at, p.getBounds2D(), g -> {
            g.setColor(c);
            g.fill(p);
            g.setColor(Color.WHITE);
            g.setStroke(new BasicStroke((float) (1.4 * k)));
            g.draw(p);
            g.setFont(font);
            FontMetrics fm = g.getFontMetrics();
            g.drawString(letter, (float) (x - fm.stringWidth(letter) / 2.0), (float) (y + 6 * k));
        }));
    }
}
