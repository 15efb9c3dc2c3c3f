package meq.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.geom.AffineTransform;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.QuadCurve2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.util.Map;
import meq.board.Board;
import meq.board.Location;
import meq.board.Path;
import meq.data.Icon;
import meq.data.RegionDef;

/**
 * Paints the map in map units (1600 x 1100): sea, land and regions, the scenery (rivers, mountains,
 * forests: {@link Scenery}), paths with their icons and numbers,
 * locations with their Haven, Stronghold and perilous marks, and names. Stateless apart from cached shapes;
 * usable headless (render to an image) and by the map panel.
 */
public final class MapPainter {
    public static final int WIDTH = 1600;
    public static final int HEIGHT = 1100;

    static final Color SEA = new Color(0xb9d0da);
    static final Color SEA_DEEP = new Color(0x9dbccb);
    static final Color LAND = new Color(0xf1e6c8);
    static final Color INK = new Color(0x3b2f22);
    static final Color WATER = new Color(0x2f6fa8);
    static final Color ROAD = new Color(0x6b5337);
    static final Color HAVEN = new Color(0xf7f7f2);
    static final Color SHADOW = new Color(0x1d1a1f);
    static final Color BLOOD = new Color(0xc0262d);
    static final double MARK = 11;

    private final Board board;
    private final MapGeometry geometry;
    private final Scenery scenery;
    private final LocationLabels labels = new LocationLabels();
    private final Font badgeFont = new Font(Font.SANS_SERIF, Font.BOLD, 10);
    private final Font numberFont = new Font(Font.SANS_SERIF, Font.BOLD, 12);

    public MapPainter(Board board) {
        this(board, Scenery.bundled());
    }

    /** A painter with the given scenery under the paths; null for none. */
    MapPainter(Board board, Scenery scenery) {
        this.board = board;
        this.geometry = new MapGeometry(board);
        this.scenery = scenery;
    }

    public Board board() {
        return board;
    }

    /** Renders the whole map into an image of the given size, scaled to fit. */
    public BufferedImage render(int width, int height, Location highlight) {
        BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setColor(SEA);
            g.fillRect(0, 0, width, height);
            double s = Math.min(width / (double) WIDTH, height / (double) HEIGHT);
            g.translate((width - WIDTH * s) / 2, (height - HEIGHT * s) / 2);
            g.scale(s, s);
            paint(g, highlight);
        } finally {
            g.dispose();
        }
        return img;
    }

    /** Paints the map; the graphics is already transformed to map units. */
    public void paint(Graphics2D g, Location highlight) {
        paint(g, highlight, true);
    }

    /** As above; without the names when a layer over the map draws them (stepping aside from its pieces). */
    public void paint(Graphics2D g, Location highlight, boolean names) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        paintSeaAndLand(g);
        if (scenery != null) {
            scenery.paint(g, geometry.land);
        }
        for (Path p : board.graph().edgeSet()) {
            paintPath(g, p);
        }
        for (Path p : board.graph().edgeSet()) {
            paintBadge(g, p);
        }
        for (Location l : board.locations()) {
            paintLocation(g, l, l.equals(highlight));
        }
        if (names) {
            for (Location l : board.locations()) {
                labels.paint(g, l, 0, 1);
            }
        }
    }

    private void paintSeaAndLand(Graphics2D g) {
        g.setColor(SEA);
        g.fill(new Rectangle2D.Double(-2000, -2000, WIDTH + 4000, HEIGHT + 4000));
        Stroke old = g.getStroke();
        g.setColor(SEA_DEEP);
        g.setStroke(new BasicStroke(26, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(geometry.land);
        g.setColor(LAND);
        g.fill(geometry.land);
        for (Map.Entry<String, Area> e : geometry.regions.entrySet()) {
            Color c = regionColour(e.getKey());
            g.setColor(new Color(c.getRed(), c.getGreen(), c.getBlue(), 135));
            g.fill(e.getValue());
        }
        g.setStroke(new BasicStroke(1.6f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10, new float[] {5, 4}, 0));
        for (Map.Entry<String, Area> e : geometry.regions.entrySet()) {
            g.setColor(regionColour(e.getKey()).darker());
            g.draw(e.getValue());
        }
        g.setStroke(new BasicStroke(2.4f));
        g.setColor(new Color(0x6d8796));
        g.draw(geometry.land);
        g.setStroke(old);
    }

    private Color regionColour(String regionId) {
        for (Location l : board.locations()) {
            if (l.region().id().equals(regionId)) {
                return new Color(l.region().colour());
            }
        }
        return LAND;
    }

    private void paintPath(Graphics2D g, Path p) {
        if (p.water()) {
            g.setColor(new Color(0xdbe9f2));
            g.setStroke(new BasicStroke(7f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(line(p));
            g.setColor(WATER);
            g.setStroke(new BasicStroke(3.2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        } else {
            g.setColor(ROAD);
            g.setStroke(new BasicStroke(2.6f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10, new float[] {9, 6}, 0));
        }
        g.draw(line(p));
    }

    private static Shape line(Path p) {
        return new Line2D.Double(p.a().x(), p.a().y(), p.b().x(), p.b().y());
    }

    /** Where a path's badge sits: its middle. */
    static Point2D badgeCentre(Path p) {
        return new Point2D.Double((p.a().x() + p.b().x()) / 2.0, (p.a().y() + p.b().y()) / 2.0);
    }

    private void paintBadge(Graphics2D g, Path p) {
        Point2D c = badgeCentre(p);
        double w = 34;
        double h = 17;
        RoundRectangle2D box = new RoundRectangle2D.Double(c.getX() - w / 2, c.getY() - h / 2, w, h, 8, 8);
        g.setColor(p.water() ? new Color(0xe8f2f8) : new Color(0xfbf6e8));
        g.fill(box);
        g.setStroke(new BasicStroke(1.2f));
        g.setColor(p.water() ? WATER : ROAD);
        g.draw(box);
        paintIcon(g, p.icon(), c.getX() - 7, c.getY(), 6.2);
        g.setFont(badgeFont);
        g.setColor(INK);
        String n = Integer.toString(p.cost());
        FontMetrics fm = g.getFontMetrics();
        g.drawString(n, (float) (c.getX() + 8 - fm.stringWidth(n) / 2.0), (float) (c.getY() + fm.getAscent() / 2.0 - 1));
    }

    /** A small movement icon centred on (x, y) with radius r. */
    static void paintIcon(Graphics2D g, Icon icon, double x, double y, double r) {
        Stroke old = g.getStroke();
        switch (icon) {
            case PLAINS -> {
                g.setColor(new Color(0xe0a91b));
                g.setStroke(new BasicStroke((float) (r * 0.22), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
                for (int i = 0; i < 8; i++) {
                    double a = Math.PI * i / 4;
                    g.draw(new Line2D.Double(x + Math.cos(a) * r * 0.62, y + Math.sin(a) * r * 0.62,
                            x + Math.cos(a) * r, y + Math.sin(a) * r));
                }
                g.fill(new Ellipse2D.Double(x - r * 0.45, y - r * 0.45, r * 0.9, r * 0.9));
            }
            case HILLS -> {
                g.setColor(new Color(0x9a6a3a));
                Path2D hill = new Path2D.Double();
                hill.moveTo(x - r, y + r * 0.7);
                hill.quadTo(x - r * 0.2, y - r * 1.1, x + r * 0.6, y + r * 0.7);
                hill.closePath();
                g.fill(hill);
                Path2D small = new Path2D.Double();
                small.moveTo(x, y + r * 0.7);
                small.quadTo(x + r * 0.55, y - r * 0.3, x + r, y + r * 0.7);
                small.closePath();
                g.setColor(new Color(0xb9854e));
                g.fill(small);
            }
            case MOUNTAINS -> {
                g.setColor(new Color(0x6f7278));
                Path2D m = new Path2D.Double();
                m.moveTo(x - r, y + r * 0.8);
                m.lineTo(x - r * 0.15, y - r * 0.95);
                m.lineTo(x + r, y + r * 0.8);
                m.closePath();
                g.fill(m);
                Path2D snow = new Path2D.Double();
                snow.moveTo(x - r * 0.42, y - r * 0.4);
                snow.lineTo(x - r * 0.15, y - r * 0.95);
                snow.lineTo(x + r * 0.14, y - r * 0.4);
                snow.closePath();
                g.setColor(Color.WHITE);
                g.fill(snow);
            }
            case FOREST -> {
                g.setColor(new Color(0x2f7a3a));
                Path2D t = new Path2D.Double();
                t.moveTo(x, y - r);
                t.lineTo(x + r * 0.8, y + r * 0.45);
                t.lineTo(x - r * 0.8, y + r * 0.45);
                t.closePath();
                g.fill(t);
                g.setColor(new Color(0x6b4a2b));
                g.fill(new Rectangle2D.Double(x - r * 0.14, y + r * 0.45, r * 0.28, r * 0.5));
            }
            case SWAMP -> {
                g.setColor(new Color(0x7d4f9a));
                g.setStroke(new BasicStroke((float) (r * 0.26), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
                for (int i = -1; i <= 1; i++) {
                    g.draw(new QuadCurve2D.Double(x + i * r * 0.5, y + r * 0.9, x + i * r * 0.5 + r * 0.2,
                            y, x + i * r * 0.55 + i * r * 0.2, y - r * 0.9 + Math.abs(i) * r * 0.3));
                }
            }
            case ANY -> {
                g.setColor(new Color(0xfdfbf5));
                RoundRectangle2D card = new RoundRectangle2D.Double(x - r * 0.65, y - r * 0.95, r * 1.3, r * 1.9, r * 0.4, r * 0.4);
                g.fill(card);
                g.setColor(INK);
                g.setStroke(new BasicStroke((float) (r * 0.16)));
                g.draw(card);
            }
        }
        g.setStroke(old);
    }

    /** A soft ring around the location under the pointer. */
    void paintHighlight(Graphics2D g, Location l) {
        g.setColor(new Color(255, 215, 80, 150));
        g.setStroke(new BasicStroke(4f));
        g.draw(new Ellipse2D.Double(l.x() - MARK * 1.8, l.y() - MARK * 1.8, MARK * 3.6, MARK * 3.6));
    }

    private void paintLocation(Graphics2D g, Location l, boolean highlighted) {
        double x = l.x();
        double y = l.y();
        RegionDef region = l.region();
        Color rim = new Color(region.colour()).darker();
        if (highlighted) {
            g.setColor(new Color(255, 215, 80, 170));
            g.fill(new Ellipse2D.Double(x - MARK * 2.2, y - MARK * 2.2, MARK * 4.4, MARK * 4.4));
        }
        if (l.permanentlyPerilous()) {
            g.setColor(BLOOD);
            g.fill(spikes(x, y, MARK * 1.75, MARK * 1.2, 12));
        }
        Ellipse2D disc = new Ellipse2D.Double(x - MARK, y - MARK, MARK * 2, MARK * 2);
        if (l.isStronghold()) {
            g.setColor(SHADOW);
            g.fill(disc);
            g.setColor(BLOOD);
            g.setStroke(new BasicStroke(2.5f));
            g.draw(disc);
            g.setFont(numberFont);
            String n = Integer.toString(l.strongholdMax());
            FontMetrics fm = g.getFontMetrics();
            g.drawString(n, (float) (x - fm.stringWidth(n) / 2.0), (float) (y + fm.getAscent() / 2.0 - 1.5));
            return;
        }
        g.setColor(l.haven() ? HAVEN : new Color(0xfffaf0));
        g.fill(disc);
        g.setColor(l.haven() ? new Color(0x8f9aa6) : rim);
        g.setStroke(new BasicStroke(l.haven() ? 3.2f : 3.6f));
        g.draw(disc);
        if (l.haven()) {
            paintTower(g, x, y);
        } else {
            g.setColor(new Color(region.colour()));
            g.fill(new Ellipse2D.Double(x - MARK * 0.45, y - MARK * 0.45, MARK * 0.9, MARK * 0.9));
        }
    }

    private static void paintTower(Graphics2D g, double x, double y) {
        Path2D t = new Path2D.Double();
        t.moveTo(x - 3.2, y + 6.5);
        t.lineTo(x - 2.4, y - 3.5);
        t.lineTo(x - 4, y - 3.5);
        t.lineTo(x - 4, y - 6.5);
        t.lineTo(x + 4, y - 6.5);
        t.lineTo(x + 4, y - 3.5);
        t.lineTo(x + 2.4, y - 3.5);
        t.lineTo(x + 3.2, y + 6.5);
        t.closePath();
        g.setColor(new Color(0x5f6b78));
        g.fill(t);
    }

    private static Shape spikes(double x, double y, double outer, double inner, int points) {
        Path2D s = new Path2D.Double();
        for (int i = 0; i < points * 2; i++) {
            double a = Math.PI * i / points - Math.PI / 2;
            double r = i % 2 == 0 ? outer : inner;
            if (i == 0) {
                s.moveTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
            } else {
                s.lineTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
            }
        }
        s.closePath();
        return s;
    }

    /** The path whose badge (icon and number) is under a point in map units, or null. */
    public Path pathAt(double x, double y) {
        for (Path p : board.graph().edgeSet()) {
            Point2D c = badgeCentre(p);
            if (Math.abs(c.getX() - x) <= 17 && Math.abs(c.getY() - y) <= 8.5) {
                return p;
            }
        }
        return null;
    }

    /** The location under a point in map units, or null. */
    public Location locationAt(double x, double y) {
        Location best = null;
        double bestD = MARK * 2;
        for (Location l : board.locations()) {
            double d = Math.hypot(l.x() - x, l.y() - y);
            if (d <= bestD) {
                best = l;
                bestD = d;
            }
        }
        return best;
    }

    /** The transform that fits the map in a w x h area, centred. */
    public static AffineTransform fit(double w, double h) {
        double s = Math.min(w / WIDTH, h / HEIGHT);
        AffineTransform t = new AffineTransform();
        t.translate((w - WIDTH * s) / 2, (h - HEIGHT * s) / 2);
        t.scale(s, s);
        return t;
    }
}
