package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.InputEvent;
import java.awt.event.MouseEvent;
import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import meq.board.Location;
import meq.bots.HeuristicBot;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.engine.Engine;
import meq.rules.words.GameLog;
import meq.session.Session;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * Issue 34: a minion, a hero or a token is dragged by its figure, not only by its location's dot. A minion's pawn is
 * painted below its location's dot (and grows when the map is small), so most of its pixels are beyond the dot's
 * reach; a press there takes the minion in hand all the same.
 */
class FigureDragTest {
    private static final Rules RULES = OddsDialogTest.RULES;
    /** The map's room at 1366x768 (as MapPiecesTest has it): the pieces are drawn 1.8 times their size. */
    private static final int W = 970;
    private static final int H = 470;

    /** A seeded game a few turns in, seen by Sauron: minions on the map. */
    private static View midGame() {
        Session s = Session.of(RULES, new GameLog(List.of("eleanor", "thalin", "argalad"), 11, List.of()));
        HeuristicBot bot = new HeuristicBot(RULES, 11);
        Engine engine = s.engine();
        while (s.state().turn < 4) {
            s.apply(bot.choose(engine.view(s.state(), engine.current(s.state()).seat())));
        }
        return engine.view(s.state(), Seat.SAURON);
    }

    /** A point of a minion's pawn near its foot (map units): the pawn stands 22 units below the dot, 6 to the left. */
    private static Point2D foot(Location l, double k) {
        return new Point2D.Double(l.x() - 6 * k, l.y() + 28 * k);
    }

    private static View.MinionView aMinionOnTheMap(View v) {
        return v.board().minions().stream().filter(m -> m.location() >= 0 && m.status().equals("ACTIVE")).findFirst()
                .orElseThrow();
    }

    @Test
    void theFigurePaintedOffTheDotIsFoundAtItsPixels() {
        View v = midGame();
        View.MinionView m = aMinionOnTheMap(v);
        Location l = RULES.board().location(m.location());
        double scale = MapPainter.fit(W, H).getScaleX();
        double k = TablePainter.growth(scale);
        Point2D p = foot(l, k);
        MapPainter map = new MapPainter(RULES.board());
        assertThat(map.locationAt(p.getX(), p.getY())).as("the pawn's foot is beyond the dot's reach").isNotEqualTo(l);
        assertThat(new TablePainter(RULES).figureAt(v, Map.of(), scale, p.getX(), p.getY()))
                .as("the figure painted there is %s's, at %s", m.id(), l.name()).isEqualTo(m.location());
        assertThat(new TablePainter(RULES).figureAt(v, Map.of(), scale, -100, -100)).as("off the map: no figure")
                .isEqualTo(-1);
    }

    @Test
    void aDragStartedOnTheMinionsFigureMovesItWhereItIsDropped() {
        View v = midGame();
        View.MinionView m = aMinionOnTheMap(v);
        Location from = RULES.board().location(m.location());
        Location to = RULES.board().neighbours(from).get(0).to();
        TablePainter pieces = new TablePainter(RULES);
        List<Location[]> dropped = new ArrayList<>();

        MapPanel panel = new MapPanel(new MapPainter(RULES.board()));
        panel.setSize(W, H);
        panel.onCommandDrag(l -> l == from, (a, b) -> dropped.add(new Location[] {a, b}), (at, scale) -> {
            int l = pieces.figureAt(v, Map.of(), scale, at.getX(), at.getY());
            return l < 0 ? null : RULES.board().location(l);
        });
        double k = TablePainter.growth(panel.transform().getScaleX());
        Point2D footOnScreen = panel.transform().transform(foot(from, k), null);
        Point press = new Point((int) Math.round(footOnScreen.getX()), (int) Math.round(footOnScreen.getY()));
        assertThat(press.distance(panel.screenPoint(from))).as("pressed well away from the dot (pixels)")
                .isGreaterThan(MapPainter.MARK * 2 * panel.transform().getScaleX());

        drag(panel, press, panel.screenPoint(to));
        assertThat(dropped).as("the minion goes from %s to %s", from.name(), to.name()).hasSize(1);
        assertThat(dropped.get(0)).containsExactly(from, to);

        // before: only the dot took a piece in hand; the same press panned the map and moved nothing
        MapPanel dotOnly = new MapPanel(new MapPainter(RULES.board()));
        dotOnly.setSize(W, H);
        List<Location[]> none = new ArrayList<>();
        dotOnly.onCommandDrag(l -> l == from, (a, b) -> none.add(new Location[] {a, b}));
        drag(dotOnly, press, dotOnly.screenPoint(to));
        assertThat(none).isEmpty();
    }

    private static void drag(MapPanel panel, Point from, Point to) {
        long t = System.currentTimeMillis();
        panel.dispatchEvent(new MouseEvent(panel, MouseEvent.MOUSE_PRESSED, t, InputEvent.BUTTON1_DOWN_MASK, from.x,
                from.y, 1, false, MouseEvent.BUTTON1));
        for (int i = 1; i <= 5; i++) {
            panel.dispatchEvent(new MouseEvent(panel, MouseEvent.MOUSE_DRAGGED, t + i, InputEvent.BUTTON1_DOWN_MASK,
                    from.x + (to.x - from.x) * i / 5, from.y + (to.y - from.y) * i / 5, 0, false, MouseEvent.NOBUTTON));
        }
        panel.dispatchEvent(new MouseEvent(panel, MouseEvent.MOUSE_RELEASED, t + 6, 0, to.x, to.y, 1, false,
                MouseEvent.BUTTON1));
    }
}
