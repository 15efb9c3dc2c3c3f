package meq.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.font.FontRenderContext;
import java.awt.font.GlyphVector;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import meq.board.Location;

/**
 * The locations' names, under their marks in map units. A name may be drawn larger (to stay readable when the map
 * is small on screen) and lower (to step aside from the pieces under its location).
 */
final class LocationLabels {
    private static final Font FONT = new Font(Font.SERIF, Font.BOLD, 15);
    private static final FontRenderContext FRC = new FontRenderContext(null, true, true);
    private final Shape[] outlines = new Shape[256];

    /** The name's outline at size 1, its top centre at the origin. */
    private Shape outline(Location l) {
        int i = l.index();
        if (i >= outlines.length) {
            return shape(l);
        }
        if (outlines[i] == null) {
            outlines[i] = shape(l);
        }
        return outlines[i];
    }

    private static Shape shape(Location l) {
        GlyphVector gv = FONT.createGlyphVector(FRC, l.name());
        Rectangle2D b = gv.getLogicalBounds();
        double height = gv.getVisualBounds().getHeight();
        return gv.getOutline((float) (-b.getWidth() / 2), (float) height);
    }

    /** Where the name's top sits below the location's centre, before any drop. */
    static double top(Location l) {
        return MapPainter.MARK * (l.permanentlyPerilous() ? 1.75 : 1.0) + 4;
    }

    private AffineTransform place(Location l, double drop, double size) {
        AffineTransform t = AffineTransform.getTranslateInstance(l.x(), l.y() + top(l) + drop);
        t.scale(size, size);
        return t;
    }

    /** The box the name takes, drawn {@code drop} lower and {@code size} times larger. */
    Rectangle2D bounds(Location l, double drop, double size) {
        return place(l, drop, size).createTransformedShape(outline(l)).getBounds2D();
    }

    void paint(Graphics2D g, Location l, double drop, double size) {
        Shape s = place(l, drop, size).createTransformedShape(outline(l));
        g.setStroke(new BasicStroke((float) (3.6 * size), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.setColor(new Color(255, 250, 236, 225));
        g.draw(s);
        g.setColor(MapPainter.INK);
        g.fill(s);
    }
}
