package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.awt.Robot;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import javax.swing.JButton;
import javax.swing.JPopupMenu;
import javax.swing.MenuElement;
import javax.swing.MenuSelectionManager;
import meq.bots.HeuristicBot;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.words.GameLog;
import meq.session.Session;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * A real window under a display, driven by the operating system's mouse and keyboard (java.awt.Robot): the
 * curtain lifted with Space, a hero moved by clicking a highlighted location on the map, and a combat round played
 * by clicking the hero's card in the hand and then Sauron's.
 */
class RobotPlayWindowTest {
    private Robot robot;

    @Test
    void aHeroMovesByAClickOnTheMapAndACombatRoundIsPlayedWithCardClicks() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Rules rules = OddsDialogTest.RULES;
        Session session = Session.of(rules, new GameLog(List.of("eleanor", "thalin"), 2024, List.of()));
        HeuristicBot bot = new HeuristicBot(rules, 5);
        play(session, bot, a -> !a.seat().sauron() && a.prompt().equals("Travel")
                && a.options().stream().anyMatch(o -> o instanceof Action.MoveHero m && m.card() >= 0), null);

        TableFrame f = openTable(rules, session, "robot test");

        // the table opens behind the curtain; Space lifts it for the hero who decides
        assertThat(curtainUp(f)).isTrue();
        liftCurtain();
        assertThat(curtainUp(f)).as("Space lifts the curtain").isFalse();

        GameState s = session.state();
        Ask travel = session.engine().current(s);
        HeroState hero = s.hero(travel.seat().id());
        int from = hero.location;
        int to = travel.options().stream().filter(o -> o instanceof Action.MoveHero m && m.card() >= 0)
                .mapToInt(o -> ((Action.MoveHero) o).to()).findFirst().orElseThrow();
        AtomicReference<Point> at = new AtomicReference<>();
        onEdt(() -> {
            Point p = f.map().screenPoint(rules.board().location(to));
            Point origin = f.map().getLocationOnScreen();
            at.set(new Point(origin.x + p.x, origin.y + p.y));
        });
        shoot(f, "robot-travel");
        click(at.get());
        pickFirstInPopup(); // several cards may pay for the path: the menu offers each
        assertThat(session.state().hero(hero.id).location).as("the hero moved from %s to %s", from, to).isEqualTo(to);

        // on to a fight, played by the bot through the window, until a hero must choose a combat card
        onEdt(() -> play(session, bot, a -> !a.seat().sauron() && a.prompt().startsWith("Choose a combat card"), f));
        robot.waitForIdle();
        if (handingOver(f)) {
            clickHandOver(f);
        }
        if (curtainUp(f)) {
            liftCurtain();
        }
        int round = fightRound(f);
        shoot(f, "robot-combat-hero");
        assertThat(curtainUp(f)).as("Space lifted the curtain").isFalse();
        clickFirstChoosableCard(f);
        Ask next = session.engine().current(session.state());
        assertThat(next.seat().sauron()).as("after the hero's card, Sauron chooses: %s", next.prompt()).isTrue();
        assertThat(handingOver(f)).as("the hero sees his card played, then hands over").isTrue();
        clickHandOver(f);
        assertThat(curtainUp(f)).as("the hero's card is hidden before Sauron takes the seat").isTrue();
        liftCurtain();
        shoot(f, "robot-combat-sauron");
        if (!clickFirstChoosableCard(f)) {
            onEdt(() -> f.choiceButtons().get(0).doClick()); // Sauron has no card left: he passes, exhausted
        }
        robot.waitForIdle();
        assertThat(fightRound(f)).as("a round was revealed and resolved").isGreaterThan(round);
        if (handingOver(f)) {
            clickHandOver(f);
        }
        if (curtainUp(f)) {
            liftCurtain();
        }
        shoot(f, "robot-combat-revealed");
        onEdt(f::dispose);
    }

    @Test
    void sauronCommandsAMinionByDraggingItOnTheMap() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Rules rules = OddsDialogTest.RULES;
        Session session = Session.of(rules, new GameLog(List.of("eleanor", "thalin"), 2024, List.of()));
        HeuristicBot bot = new HeuristicBot(rules, 5);
        play(session, bot, a -> a.seat().sauron() && a.options().stream().anyMatch(Action.MoveMinion.class::isInstance), null);
        Action.MoveMinion order = (Action.MoveMinion) session.engine().current(session.state()).options().stream()
                .filter(Action.MoveMinion.class::isInstance).findFirst().orElseThrow();
        int from = minionAt(session, order.minion());

        TableFrame f = openTable(rules, session, "robot drag test");
        assertThat(curtainUp(f)).isTrue();
        int before = session.log().actions().size();
        key(KeyEvent.VK_ENTER);
        assertThat(curtainUp(f)).as("Enter (the last player's pass, pressed again) does not lift it").isTrue();
        assertThat(session.log().actions()).as("and answers nothing beneath it").hasSize(before);
        liftCurtain();
        assertThat(curtainUp(f)).isFalse();
        assertThat(session.engine().current(session.state()).options()).contains(order);

        Point a = onScreen(f, rules, from);
        Point b = onScreen(f, rules, order.to());
        robot.mouseMove(a.x, a.y);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        for (int i = 1; i <= 10; i++) {
            robot.mouseMove(a.x + (b.x - a.x) * i / 10, a.y + (b.y - a.y) * i / 10);
        }
        shoot(f, "robot-drag");
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        robot.waitForIdle();
        onEdt(() -> { });
        pickFirstInPopup();
        int now = minionAt(session, order.minion());
        assertThat(now).as("%s dragged from %s to %s", order.minion(), from, order.to()).isEqualTo(order.to());
        onEdt(f::dispose);
    }

    @Test
    void theKeyboardZoomsPansAndTakesNumberedChoicesButNothingBeneathTheCurtain() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Rules rules = OddsDialogTest.RULES;
        Session session = Session.of(rules, new GameLog(List.of("eleanor", "thalin"), 11, List.of()));
        TableFrame f = openTable(rules, session, "robot keys test");
        assertThat(curtainUp(f)).isTrue();
        onEdt(() -> assertThat(f.menus()).as("the menus are shut beneath the curtain").noneMatch(m -> m.isEnabled()));
        int actions = session.log().actions().size();
        key(KeyEvent.VK_1);
        assertThat(session.log().actions()).as("1 beneath the curtain answers nothing").hasSize(actions);
        liftCurtain();
        assertThat(curtainUp(f)).isFalse();
        onEdt(() -> assertThat(f.menus()).as("and open again once the seat is taken").allMatch(m -> m.isEnabled()));

        key(KeyEvent.VK_EQUALS);
        key(KeyEvent.VK_EQUALS);
        AtomicReference<Double> zoom = new AtomicReference<>();
        onEdt(() -> zoom.set(f.map().zoomLevel()));
        assertThat(zoom.get()).as("= zooms in").isGreaterThan(1.4);
        AtomicReference<Point> before = new AtomicReference<>();
        onEdt(() -> before.set(f.map().screenPoint(rules.board().location(0))));
        key(KeyEvent.VK_LEFT);
        onEdt(() -> assertThat(f.map().screenPoint(rules.board().location(0)).x).as("left pans the map")
                .isGreaterThan(before.get().x));
        key(KeyEvent.VK_0);
        onEdt(() -> zoom.set(f.map().zoomLevel()));
        assertThat(zoom.get()).as("0 fits the map").isEqualTo(1.0);

        AtomicReference<String> first = new AtomicReference<>();
        onEdt(() -> first.set(f.choiceButtons().get(0).getText()));
        assertThat(first.get()).startsWith("1. ");
        key(KeyEvent.VK_1);
        assertThat(session.log().actions()).as("1 takes the first choice: %s", first.get()).hasSize(actions + 1);
        onEdt(f::dispose);
    }

    private static int minionAt(Session session, String minion) {
        return session.engine().view(session.state(), Seat.SAURON).board().minions().stream()
                .filter(m -> m.id().equals(minion)).findFirst().orElseThrow().location();
    }

    private static Point onScreen(TableFrame f, Rules rules, int location) throws Exception {
        AtomicReference<Point> at = new AtomicReference<>();
        onEdt(() -> {
            Point p = f.map().screenPoint(rules.board().location(location));
            Point origin = f.map().getLocationOnScreen();
            at.set(new Point(origin.x + p.x, origin.y + p.y));
        });
        return at.get();
    }

    /** A table at 1600x1000 at the screen's corner, and the robot that plays at it. */
    private TableFrame openTable(Rules rules, Session session, String title) throws Exception {
        AtomicReference<TableFrame> frame = new AtomicReference<>();
        onEdt(() -> {
            TableFrame f = new TableFrame(rules, session, title);
            f.setBounds(0, 0, 1600, 1000);
            f.setVisible(true);
            f.toFront();
            frame.set(f);
        });
        robot = new Robot();
        robot.setAutoDelay(30);
        robot.waitForIdle();
        return frame.get();
    }

    /** Plays bot answers until the question fits; through the frame (so it redraws) when there is one. */
    private static void play(Session session, HeuristicBot bot, Predicate<Ask> until, TableFrame f) {
        for (int i = 0; i < 5000; i++) {
            Ask ask = session.engine().current(session.state());
            assertThat(ask).as("the game goes on").isNotNull();
            if (until.test(ask)) {
                if (f != null) {
                    f.refresh();
                }
                return;
            }
            Action a = bot.choose(session.engine().view(session.state(), ask.seat()));
            if (f != null) {
                f.choose(a);
            } else {
                session.apply(a);
            }
        }
        throw new AssertionError("the question never came");
    }

    private int fightRound(TableFrame f) throws Exception {
        AtomicReference<Integer> r = new AtomicReference<>(-1);
        onEdt(() -> r.set(f.view().question().fight() == null ? Integer.MAX_VALUE : f.view().question().fight().round()));
        return r.get();
    }

    private boolean clickFirstChoosableCard(TableFrame f) throws Exception {
        AtomicReference<Point> at = new AtomicReference<>();
        onEdt(() -> f.handCards().stream().filter(CardView::isChoosable).findFirst().ifPresent(c -> {
            Point p = c.getLocationOnScreen();
            at.set(new Point(p.x + c.getWidth() / 2, p.y + c.getHeight() / 2));
        }));
        if (at.get() == null) {
            return false;
        }
        click(at.get());
        pickFirstInPopup();
        return true;
    }

    private void pickFirstInPopup() throws Exception {
        AtomicReference<Point> at = new AtomicReference<>();
        onEdt(() -> {
            for (MenuElement e : MenuSelectionManager.defaultManager().getSelectedPath()) {
                if (e instanceof JPopupMenu menu && menu.isShowing() && menu.getComponentCount() > 0) {
                    var item = menu.getComponent(0);
                    Point p = item.getLocationOnScreen();
                    at.set(new Point(p.x + item.getWidth() / 2, p.y + item.getHeight() / 2));
                }
            }
        });
        if (at.get() != null) {
            click(at.get());
        }
    }

    private boolean curtainUp(TableFrame f) throws Exception {
        robot.waitForIdle();
        AtomicReference<Boolean> up = new AtomicReference<>();
        onEdt(() -> up.set(f.curtain().isVisible()));
        return up.get();
    }

    private void click(Point p) throws Exception {
        robot.mouseMove(p.x, p.y);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        robot.waitForIdle();
        onEdt(() -> { });
    }

    /** The next player, having taken the seat a moment later, presses Space. */
    private boolean handingOver(TableFrame f) throws Exception {
        robot.waitForIdle();
        AtomicReference<Boolean> up = new AtomicReference<>();
        onEdt(() -> up.set(f.handingOver()));
        return up.get();
    }

    /** A real click on the "Hand over to NAME" button, once the guard against the last answer's click is past. */
    private void clickHandOver(TableFrame f) throws Exception {
        Thread.sleep(Curtain.GUARD_MS + 50);
        AtomicReference<Point> at = new AtomicReference<>();
        onEdt(() -> {
            JButton b = f.handOverButton();
            Point p = b.getLocationOnScreen();
            at.set(new Point(p.x + b.getWidth() / 2, p.y + b.getHeight() / 2));
        });
        click(at.get());
        robot.waitForIdle();
        onEdt(() -> { });
    }

    private void liftCurtain() throws Exception {
        Thread.sleep(Curtain.GUARD_MS + 50);
        key(KeyEvent.VK_SPACE);
    }

    private void key(int code) throws Exception {
        robot.keyPress(code);
        robot.keyRelease(code);
        robot.waitForIdle();
        onEdt(() -> { });
    }
}
