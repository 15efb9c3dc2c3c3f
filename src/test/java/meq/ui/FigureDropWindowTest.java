package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.read;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.awt.event.InputEvent;
import java.awt.event.MouseEvent;
import java.awt.geom.Point2D;
import java.util.List;
import java.util.Map;
import java.util.Set;
import meq.board.Location;
import meq.bots.HeuristicBot;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.engine.Engine;
import meq.rules.engine.Setup;
import meq.rules.playtest.Presets;
import meq.rules.words.Describe;
import meq.rules.words.GameLog;
import meq.session.Session;
import meq.state.GameState;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * Issue 34: a figure dragged by its pixels and dropped on a place is offered only the moves that take that very piece
 * there. Two pieces at one place that may both go to the same neighbour: the one pressed goes, at once (one move
 * matches); dropped where it may not go, the status line says where it may.
 */
class FigureDropWindowTest {
    private static final Rules RULES = OddsDialogTest.RULES;

    /** Sauron's question where two pieces at one place may both go to one place: the preset, and the two moves. */
    record Moment(String preset, Action pressed, Action other) {
    }

    static Moment moment() {
        Engine engine = new Engine(RULES);
        for (long seed = 1; seed < 80; seed++) {
            GameState s = Setup.newGame(RULES, List.of("eleanor", "thalin"), seed);
            HeuristicBot bot = new HeuristicBot(RULES, seed);
            for (Ask a = engine.pending(s); a != null && s.turn < 12; a = engine.current(s)) {
                if (a.seat().sauron()) {
                    View v = engine.view(s, Seat.SAURON);
                    for (Action x : a.options()) {
                        for (Action y : a.options()) {
                            int from = TableReading.origin(v, x);
                            if (x instanceof Action.MoveMinion mm && onTheMap(v, mm.minion()) && !x.equals(y)
                                    && from >= 0 && TableReading.origin(v, y) == from
                                    && v.board().heroes().stream().noneMatch(h -> h.location() == from) // nothing over them
                                    && v.board().tokens().stream().noneMatch(t -> t.location() == from)
                                    && Describe.locationOf(x) == Describe.locationOf(y)) {
                                try {
                                    return new Moment(Presets.export(RULES, s, "two pieces", "d", "g"), x, y);
                                } catch (IllegalArgumentException | IllegalStateException
                                         | UnsupportedOperationException insideAnEffect) {
                                    // go on
                                }
                            }
                        }
                    }
                }
                engine.apply(s, bot.choose(engine.view(s, a.seat())));
            }
        }
        throw new AssertionError("no two pieces at one place that may go to one place");
    }

    private static boolean onTheMap(View v, String minion) {
        return v.board().minions().stream().anyMatch(m -> m.id().equals(minion) && m.location() >= 0
                && m.status().equals("ACTIVE"));
    }

    @Test
    void theFigurePressedIsTheOneThatGoes() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Moment m = moment();
        Session session = Session.of(RULES, new GameLog(List.of(), 0, List.of(), Set.of(), m.preset(), null));
        TableFrame f = TableWindowTest.table(RULES, session, "figure drop test", 1280, 720);
        try {
            onEdt(() -> {
                f.catchUp().dismiss();
                f.validate();
            });
            View v = read(f::view);
            Location from = RULES.board().location(TableReading.origin(v, m.pressed()));
            // two minions at one place stand one on the other: the one drawn on top is pressed
            Point top = read(() -> onFigure(f.map(), v, ((Action.MoveMinion) m.pressed()).minion(), from));
            Action.MoveMinion pressed = (Action.MoveMinion) (top != null ? m.pressed() : m.other());
            Action other = top != null ? m.other() : m.pressed();
            Location to = RULES.board().location(pressed.to());
            Point press = read(() -> onFigure(f.map(), v, pressed.minion(), from));
            assertThat(press).as("%s's figure is painted near %s", pressed.minion(), from.name()).isNotNull();
            // dropped where it may not go: the status line says where it may
            java.awt.Rectangle shown = read(() -> new java.awt.Rectangle(f.map().getSize()));
            List<Location> onTheMap = read(() -> RULES.board().locations().stream() // drawn where the map is shown
                    .filter(l -> shown.contains(f.map().screenPoint(l))).toList());
            Location nowhere = onTheMap.stream().filter(l -> l != from && l != to
                    && session.engine().current(session.state()).options().stream()
                            .noneMatch(a -> a instanceof Action.MoveMinion mm && mm.minion().equals(pressed.minion())
                                    && mm.to() == l.index())).findFirst().orElseThrow();
            int before = session.log().actions().size();
            drag(f, press, read(() -> f.map().screenPoint(nowhere)));
            String why = read(f::status);
            shoot(f, "figure-drop-why-not");
            assertThat(session.log().actions()).as("nothing was moved").hasSize(before);
            assertThat(why).as("the status line says why").contains(RULES.data().minion(pressed.minion()).name())
                    .contains("cannot go to " + nowhere.name()).contains(to.name());
            // dropped on the place both pieces may go: only the one pressed is offered, and it goes at once
            drag(f, press, read(() -> f.map().screenPoint(to)));
            assertThat(session.log().actions()).as("the one move that takes %s to %s was taken", pressed.minion(),
                    to.name()).hasSize(before + 1);
            assertThat(session.log().actions().get(before)).isEqualTo(pressed).isNotEqualTo(other);
            shoot(f, "figure-drop-moved");
        } finally {
            onEdt(f::dispose);
        }
    }

    /** A point on the screen where the minion's own figure is painted (its pawn, away from its dot); null: none. */
    private static Point onFigure(MapPanel map, View v, String minion, Location at) {
        TablePainter painter = new TablePainter(RULES);
        double scale = map.transform().getScaleX();
        for (int dy = 60; dy >= -60; dy--) {
            for (int dx = -60; dx <= 60; dx++) {
                TablePainter.Spot s = painter.figureSpotAt(v, Map.of(), scale, at.x() + dx, at.y() + dy);
                if (s != null && s.part() == TableTips.Part.MINION && s.what().equals(minion)) {
                    Point2D p = map.transform().transform(new Point2D.Double(at.x() + dx, at.y() + dy), null);
                    return new Point((int) Math.round(p.getX()), (int) Math.round(p.getY()));
                }
            }
        }
        return null; // covered by another figure
    }

    private static void drag(TableFrame f, Point from, Point to) throws Exception {
        onEdt(() -> {
            MapPanel panel = f.map();
            long t = System.currentTimeMillis();
            panel.dispatchEvent(new MouseEvent(panel, MouseEvent.MOUSE_PRESSED, t, InputEvent.BUTTON1_DOWN_MASK,
                    from.x, from.y, 1, false, MouseEvent.BUTTON1));
            for (int i = 1; i <= 5; i++) {
                panel.dispatchEvent(new MouseEvent(panel, MouseEvent.MOUSE_DRAGGED, t + i,
                        InputEvent.BUTTON1_DOWN_MASK, from.x + (to.x - from.x) * i / 5,
                        from.y + (to.y - from.y) * i / 5, 0, false, MouseEvent.NOBUTTON));
            }
            panel.dispatchEvent(new MouseEvent(panel, MouseEvent.MOUSE_RELEASED, t + 6, 0, to.x, to.y, 1, false,
                    MouseEvent.BUTTON1));
        });
    }
}
