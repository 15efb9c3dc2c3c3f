package meq.ui;

import java.awt.geom.Area;
import java.awt.geom.Path2D;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import meq.board.Board;
import meq.board.Location;

/**
 * The painted shape of the land, computed once from the locations: each location owns the part of a
 * disc around it that is nearer to it than to any other location (a clipped Voronoi cell); a region is
 * the union of its locations' cells, the land the union of all. Vector shapes, so sharp at every zoom.
 */
final class MapGeometry {
    static final double REACH = 105;
    private static final int DISC_SIDES = 40;
    /** Cells overlap by this much so that their union leaves no hairline gaps. */
    private static final double OVERLAP = 0.6;

    final Map<String, Area> regions = new LinkedHashMap<>();
    final Area land = new Area();

    MapGeometry(Board board) {
        for (Location l : board.locations()) {
            Area cell = new Area(cell(board, l));
            regions.computeIfAbsent(l.region().id(), k -> new Area()).add(cell);
            land.add(cell);
        }
    }

    private static Path2D cell(Board board, Location p) {
        List<double[]> poly = new ArrayList<>();
        for (int i = 0; i < DISC_SIDES; i++) {
            double a = 2 * Math.PI * i / DISC_SIDES;
            poly.add(new double[] {p.x() + REACH * Math.cos(a), p.y() + REACH * Math.sin(a)});
        }
        for (Location q : board.locations()) {
            if (q == p || Math.hypot(q.x() - p.x(), q.y() - p.y()) > 2 * REACH) {
                continue;
            }
            // Keep points nearer p than q: (q - p) . x <= (|q|^2 - |p|^2) / 2
            double nx = q.x() - p.x();
            double ny = q.y() - p.y();
            double c = (q.x() * (double) q.x() + q.y() * (double) q.y() - p.x() * (double) p.x() - p.y() * (double) p.y()) / 2
                    + OVERLAP * Math.hypot(nx, ny);
            poly = clip(poly, nx, ny, c);
        }
        Path2D path = new Path2D.Double();
        for (int i = 0; i < poly.size(); i++) {
            double[] v = poly.get(i);
            if (i == 0) {
                path.moveTo(v[0], v[1]);
            } else {
                path.lineTo(v[0], v[1]);
            }
        }
        path.closePath();
        return path;
    }

    /** Sutherland-Hodgman: the part of a convex polygon where nx*x + ny*y <= c. */
    private static List<double[]> clip(List<double[]> poly, double nx, double ny, double c) {
        List<double[]> out = new ArrayList<>();
        for (int i = 0; i < poly.size(); i++) {
            double[] a = poly.get(i);
            double[] b = poly.get((i + 1) % poly.size());
            double da = nx * a[0] + ny * a[1] - c;
            double db = nx * b[0] + ny * b[1] - c;
            if (da <= 0) {
                out.add(a);
            }
            if ((da < 0 && db > 0) || (da > 0 && db < 0)) {
                double t = da / (da - db);
                out.add(new double[] {a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])});
            }
        }
        return out;
    }
}
