package meq.ui;

import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.Map;
import java.util.function.Supplier;
import meq.board.Location;
import meq.board.Path;
import meq.rules.Rules;
import meq.rules.View;

/** What the pointer rests on over the map, in the table tips' words: a piece of the seat's view, or a path. */
final class MapHovers {
    private final Rules rules;
    private final TableTips tips;
    private final TablePainter pieces;
    private final MapPainter board;
    private final Supplier<View> view;
    private final Supplier<Map<Integer, String>> costs;

    MapHovers(Rules rules, TablePainter pieces, MapPainter board, Supplier<View> view,
              Supplier<Map<Integer, String>> costs) {
        this.rules = rules;
        this.tips = new TableTips(rules);
        this.pieces = pieces;
        this.board = board;
        this.view = view;
        this.costs = costs;
    }

    /** The piece or path at a map point, the map drawn with this transform; null over a location or nothing. */
    TableTips.Hover at(Point2D m, AffineTransform t) {
        View v = view.get();
        if (v != null) {
            Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_ARGB).createGraphics();
            TablePainter.Spot s;
            try {
                g.setTransform(t);
                s = pieces.pieceAt(g, v, costs.get(), m);
            } finally {
                g.dispose();
            }
            if (s != null) {
                return piece(v, s);
            }
        }
        Path p = board.pathAt(m.getX(), m.getY());
        return p == null ? null : tips.path(p);
    }

    private TableTips.Hover piece(View v, TablePainter.Spot s) {
        Location l = rules.board().location(s.location());
        return switch (s.part()) {
            case INFLUENCE -> tips.influence(v, l);
            case FAVOR -> tips.favor(v, l);
            case CHARACTER -> tips.character(s.what(), l);
            case MONSTER_TOKEN -> tips.token(v.board().tokens().get(Integer.parseInt(s.what())), l);
            case MINION -> tips.minion(v.board().minions().stream().filter(x -> x.id().equals(s.what())).findFirst()
                    .orElseThrow());
            case HERO -> tips.hero(v.board().heroes().stream().filter(x -> x.id().equals(s.what())).findFirst()
                    .orElseThrow());
            case PLOT_MARKER -> tips.plotMarker(v.sauron().plots().stream().filter(x -> x.slot() == Integer.parseInt(s.what()))
                    .findFirst().orElseThrow(), l);
            case COST -> tips.cost(l, s.what());
            default -> null;
        };
    }
}
