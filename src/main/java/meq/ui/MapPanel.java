package meq.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Cursor;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.NoninvertibleTransformException;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import javax.swing.JComponent;
import javax.swing.Timer;
import meq.board.Location;
import meq.board.Neighbour;

/**
 * The map, zoomable with the wheel and keys, pannable by dragging, with tooltips on locations. A drag that starts
 * on a piece the player may command (see {@link #onCommandDrag}) carries it to the location where it is dropped.
 */
public final class MapPanel extends JComponent implements Hovered {
    static final double MIN_ZOOM = 0.25;
    static final double MAX_ZOOM = 6;

    private final MapPainter painter;
    private AffineTransform view;
    private boolean fitted = true;
    private Location hover;
    private Point dragFrom;
    /** The location a command drag started from, and where the pointer is now; null when panning. */
    private Location dragging;
    private Point dragAt;
    private Predicate<Location> commandFrom = l -> false;
    private BiConsumer<Location, Location> onDrop = (a, b) -> { };
    private Figures figures = (at, scale) -> null;
    private Consumer<Location> onHover = l -> { };
    private Consumer<Location> onClick = l -> { };
    private BiConsumer<Graphics2D, MapPanel> overlay = (g, p) -> { };
    private boolean namesOnOverlay;

    public MapPainter painter() {
        return painter;
    }

    public MapPanel(MapPainter painter) {
        this.painter = painter;
        setPreferredSize(new Dimension(1200, 825));
        setOpaque(true);
        setToolTipText("");
        setFocusable(true);
        MouseAdapter mouse = new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                requestFocusInWindow();
                Location at = grabbed(e.getPoint());
                if (at != null) {
                    dragging = at;
                    setCursor(Cursor.getPredefinedCursor(Cursor.HAND_CURSOR));
                    return;
                }
                dragFrom = e.getPoint();
                setCursor(Cursor.getPredefinedCursor(Cursor.MOVE_CURSOR));
            }

            @Override
            public void mouseReleased(MouseEvent e) {
                if (dragging != null) {
                    Location from = dragging;
                    Location to = locationAt(e.getPoint());
                    dragging = null;
                    dragAt = null;
                    repaint();
                    if (to != null && to != from) {
                        onDrop.accept(from, to);
                    }
                }
                dragFrom = null;
                setCursor(Cursor.getDefaultCursor());
            }

            @Override
            public void mouseDragged(MouseEvent e) {
                if (dragging != null) {
                    dragAt = e.getPoint();
                    hover = locationAt(e.getPoint());
                    repaint();
                } else if (dragFrom != null) {
                    pan(e.getX() - dragFrom.x, e.getY() - dragFrom.y);
                    dragFrom = e.getPoint();
                }
            }

            @Override
            public void mouseMoved(MouseEvent e) {
                Point2D m = toMap(e.getPoint());
                Location l = painter.locationAt(m.getX(), m.getY());
                if (l != hover) {
                    hover = l;
                    onHover.accept(l);
                    repaint();
                }
            }

            @Override
            public void mouseWheelMoved(MouseWheelEvent e) {
                zoomAt(Math.pow(1.15, -e.getPreciseWheelRotation()), e.getPoint());
            }

            @Override
            public void mouseClicked(MouseEvent e) {
                Point2D m = toMap(e.getPoint());
                Location l = painter.locationAt(m.getX(), m.getY());
                if (l != null && e.getClickCount() == 1) {
                    onClick.accept(l);
                } else if (e.getClickCount() == 2) {
                    fit();
                }
            }
        };
        addMouseListener(mouse);
        addMouseMotionListener(mouse);
        addMouseWheelListener(mouse);
    }

    /**
     * Command by dragging: a press on a location that {@code from} accepts starts a drag instead of a pan, and a
     * release on another location hands both to {@code drop}.
     */
    public void onCommandDrag(Predicate<Location> from,
                              BiConsumer<Location, Location> drop) {
        this.commandFrom = from;
        this.onDrop = drop;
    }

    /** Where the figures stand that a player may take in hand: the location of the one painted at a point. */
    @FunctionalInterface
    public interface Figures {
        /** The location of the figure painted at (map units), at the map's scale (pixels per map unit); or null. */
        Location at(Point2D map, double scale);
    }

    /** As above; a press on a figure painted away from its location's dot starts the drag from its location too. */
    public void onCommandDrag(Predicate<Location> from, BiConsumer<Location, Location> drop, Figures figures) {
        onCommandDrag(from, drop);
        this.figures = figures;
    }

    /**
     * The location a press at p takes a piece from: that of the figure painted there, else that of the dot; null when
     * neither has a piece to command (the press pans the map).
     */
    Location grabbed(Point p) {
        Location figure = figures.at(toMap(p), transform().getScaleX());
        if (figure != null && commandFrom.test(figure)) {
            return figure;
        }
        Location dot = locationAt(p);
        return dot != null && commandFrom.test(dot) ? dot : null;
    }

    private Location locationAt(Point p) {
        Point2D m = toMap(p);
        return painter.locationAt(m.getX(), m.getY());
    }

    /** Where a location is drawn on the panel now (for tests that click it). */
    public Point screenPoint(Location l) {
        Point2D p = transform().transform(new Point2D.Double(l.x(), l.y()), null);
        return new Point((int) Math.round(p.getX()), (int) Math.round(p.getY()));
    }

    public void onHover(Consumer<Location> listener) {
        this.onHover = listener;
    }

    /** Called with the location clicked (a single click on a location). */
    public void onClick(Consumer<Location> listener) {
        this.onClick = listener;
    }

    /** Paints over the map, in map units, after the board. */
    public void overlay(BiConsumer<Graphics2D, MapPanel> painter) {
        overlay(painter, false);
    }

    /** As above; {@code names}: the overlay draws the locations' names itself (so they step aside from its pieces). */
    public void overlay(BiConsumer<Graphics2D, MapPanel> painter, boolean names) {
        this.overlay = painter;
        this.namesOnOverlay = names;
        base = null;
        repaint();
    }

    public Location hovered() {
        return hover;
    }

    /** Fits the whole map in the panel (and keeps fitting it as the panel resizes). */
    public void fit() {
        fitted = true;
        view = null;
        repaint();
    }

    public void zoom(double factor) {
        zoomAt(factor, new Point(getWidth() / 2, getHeight() / 2));
    }

    private void zoomAt(double factor, Point at) {
        AffineTransform t = transform();
        double scale = t.getScaleX() * factor;
        double base = MapPainter.fit(getWidth(), getHeight()).getScaleX();
        scale = Math.max(base * MIN_ZOOM, Math.min(base * MAX_ZOOM, scale));
        double f = scale / t.getScaleX();
        AffineTransform z = new AffineTransform();
        z.translate(at.x, at.y);
        z.scale(f, f);
        z.translate(-at.x, -at.y);
        z.concatenate(t);
        view = z;
        fitted = false;
        moving();
        repaint();
    }

    public void pan(double dx, double dy) {
        AffineTransform t = new AffineTransform();
        t.translate(dx, dy);
        t.concatenate(transform());
        view = t;
        fitted = false;
        moving();
        repaint();
    }

    /** The current zoom relative to the fitted map (1 = whole map fits). */
    public double zoomLevel() {
        return transform().getScaleX() / MapPainter.fit(getWidth(), getHeight()).getScaleX();
    }

    AffineTransform transform() {
        if (fitted || view == null) {
            return MapPainter.fit(Math.max(1, getWidth()), Math.max(1, getHeight()));
        }
        return view;
    }

    Point2D toMap(Point p) {
        try {
            return transform().inverseTransform(p, null);
        } catch (NoninvertibleTransformException e) {
            return new Point2D.Double();
        }
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        TableTips.Hover h = hoverAt(e.getPoint());
        return h == null ? null : h.html();
    }

    /** What the pointer rests on: a piece or path (see {@link #explain}), else a location. */
    @Override
    public TableTips.Hover hoverAt(Point p) {
        Point2D m = toMap(p);
        TableTips.Hover h = explain.apply(m, transform());
        if (h != null) {
            return h;
        }
        Location l = painter.locationAt(m.getX(), m.getY());
        return l == null ? null : new TableTips.Hover(TableTips.Part.LOCATION, tooltip(l));
    }

    /** Words for the pieces and paths under a map point, the map drawn with the transform given (null: none). */
    private BiFunction<Point2D, AffineTransform, TableTips.Hover> explain = (m, t) -> null;

    void explain(BiFunction<Point2D, AffineTransform, TableTips.Hover> words) {
        this.explain = words;
    }

    /** Extra lines for a location's tooltip (what stands there in the game). */
    private Function<Location, String> tooltipExtra = l -> "";

    public void tooltipExtra(Function<Location, String> extra) {
        this.tooltipExtra = extra;
    }

    private String tooltip(Location l) {
        StringBuilder s = new StringBuilder("<html><b>").append(l.name()).append("</b><br>")
                .append(l.region().name());
        if (l.haven()) {
            s.append(" · Haven");
        }
        if (l.isStronghold()) {
            s.append(" · Shadow Stronghold (up to ").append(l.strongholdMax()).append(" influence)");
        }
        if (l.permanentlyPerilous()) {
            s.append(" · permanently perilous");
        }
        s.append("<br>Paths: ").append(painter.board().neighbours(l).stream().map(MapPanel::describe)
                .collect(Collectors.joining(", ")));
        s.append(tooltipExtra.apply(l)).append(TableTips.location());
        return s.append("</html>").toString();
    }

    private static String describe(Neighbour s) {
        String icon = s.path().icon().name().toLowerCase();
        return s.to().name() + " (" + icon + " " + s.path().cost() + (s.path().water() ? ", water" : "") + ")";
    }

    /** The board drawn once for the current size and zoom; the overlay and the hover are drawn over it live. */
    private BufferedImage base;
    private AffineTransform baseTransform;
    /**
     * While the wheel, the keys or a drag move the map, the board last drawn is shown moved and scaled, pixel for
     * pixel (a frame costs about 3 ms instead of a 70-100 ms redraw of the board); once the map has rested this
     * long, it is drawn sharp again.
     */
    static final int SHARPEN_MS = 160;
    private volatile boolean moving; // set by the sharpen timer on the event thread, read by the bench's thread
    private final Timer sharpen = new Timer(SHARPEN_MS, e -> {
        moving = false;
        repaint();
    });

    private void moving() {
        moving = true;
        sharpen.setRepeats(false);
        sharpen.restart();
    }

    /** True while the map is shown from the last drawn board, moved or scaled (for tests and the bench). */
    boolean showsMovedBoard() {
        return moving && base != null && !transform().equals(baseTransform);
    }

    @Override
    protected void paintComponent(Graphics g) {
        AffineTransform t = transform();
        int w = Math.max(1, getWidth());
        int h = Math.max(1, getHeight());
        boolean sameSize = base != null && base.getWidth() == w && base.getHeight() == h;
        if (moving && sameSize && !t.equals(baseTransform)) {
            Graphics2D m = (Graphics2D) g.create();
            try {
                m.setColor(MapPainter.SEA);
                m.fillRect(0, 0, w, h);
                AffineTransform rel = new AffineTransform(t);
                rel.concatenate(baseTransform.createInverse());
                m.setRenderingHint(RenderingHints.KEY_INTERPOLATION,
                        RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR);
                m.drawImage(base, rel, null);
            } catch (NoninvertibleTransformException e) {
                moving = false;
            } finally {
                m.dispose();
            }
        } else if (base == null || !sameSize || !t.equals(baseTransform)) {
            base = getGraphicsConfiguration() != null
                    ? getGraphicsConfiguration().createCompatibleImage(w, h)
                    : new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
            Graphics2D b = base.createGraphics();
            try {
                b.setColor(MapPainter.SEA);
                b.fillRect(0, 0, w, h);
                b.transform(t);
                painter.paint(b, null, !namesOnOverlay);
            } finally {
                b.dispose();
            }
            baseTransform = new AffineTransform(t);
            g.drawImage(base, 0, 0, null);
        } else {
            g.drawImage(base, 0, 0, null);
        }
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.transform(t);
            g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            if (hover != null) {
                painter.paintHighlight(g2, hover);
            }
            overlay.accept(g2, this);
            if (dragging != null && dragAt != null) {
                Point2D to = toMap(dragAt);
                g2.setColor(new Color(40, 170, 80, 220));
                g2.setStroke(new BasicStroke(4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
                g2.draw(new Line2D.Double(dragging.x(), dragging.y(), to.getX(), to.getY()));
                g2.fill(new Ellipse2D.Double(to.getX() - 6, to.getY() - 6, 12, 12));
            }
        } finally {
            g2.dispose();
        }
    }
}
