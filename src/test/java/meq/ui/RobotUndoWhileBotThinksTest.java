package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.awt.Robot;
import java.awt.event.InputEvent;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import javax.swing.JComponent;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import meq.bots.HeuristicBot;
import meq.bots.Strength;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.words.GameLog;
import meq.session.Session;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * Issue 18: the window stays free while a bot searches. A person plays a hero against Sauron's searching bot; while
 * the bot thinks over the hero's move, the operating system's mouse opens the Game menu and clicks Undo: the search
 * stops, the move is taken back, and nothing of the search is ever played.
 */
class RobotUndoWhileBotThinksTest {
    private static final Rules RULES = OddsDialogTest.RULES;
    private Robot robot;

    private static <T> T read(Supplier<T> s) throws Exception {
        AtomicReference<T> out = new AtomicReference<>();
        onEdt(() -> out.set(s.get()));
        return out.get();
    }

    private static void until(Supplier<Boolean> done, String what) throws Exception {
        until(done, what, () -> "");
    }

    private static void until(Supplier<Boolean> done, String what, Supplier<String> state) throws Exception {
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (System.nanoTime() < deadline) {
            if (read(done)) {
                return;
            }
            Thread.sleep(10);
        }
        throw new AssertionError("the window did not answer: " + what + "; " + read(state));
    }

    private void click(JComponent c) throws Exception {
        Point at = read(() -> {
            Point p = c.getLocationOnScreen();
            return new Point(p.x + c.getWidth() / 2, p.y + c.getHeight() / 2);
        });
        robot.mouseMove(at.x, at.y);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
    }

    @Test
    void undoWhileSauronsBotThinksTakesBackTheHerosMoveAndTheSearchLeavesNothingBehind() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = Session.of(RULES, new GameLog(List.of("eometh"), 31, List.of()));
        Action move = heroMoveThatHandsSauronTheTable(session);
        int before = session.log().actions().size();

        AtomicReference<TableFrame> frame = new AtomicReference<>();
        onEdt(() -> {
            TableFrame f = new TableFrame(RULES, session, "undo while the bot thinks");
            f.botSpeed(1);
            f.botSeats().strength("sauron", Strength.NORMAL);
            f.botSeats().searchWith("sauron", 1_000_000); // a search that would not end before the test does
            f.setVisible(true);
            f.botPlays("sauron", true);
            frame.set(f);
        });
        TableFrame f = frame.get();
        robot = new Robot();
        onEdt(() -> {
            f.curtain().open();
            f.choose(move); // the person's move: the table passes to Sauron's bot
        });
        until(() -> f.botSeats().thinking(), "the bot begins to think", () -> "asked: "
                + session.engine().current(session.state()).seat() + ", actions " + session.log().actions().size()
                + " (before " + before + "), bots " + f.botSeats().seats());
        assertThat(session.log().actions()).as("the bot thinks over the person's move").hasSize(before + 1);
        assertThat(read(() -> f.botSeats().thinkingBar().isShowing())).as("the thinking bar shows").isTrue();
        assertThat(read(() -> f.prompt().getText())).contains("Sauron (bot, Normal) is ");
        shoot(f, "bot-thinking");

        JMenu game = read(() -> f.menus().get(0));
        click(game);
        until(game::isPopupMenuVisible, "the Game menu opens");
        JMenuItem undo = read(() -> {
            for (var c : game.getMenuComponents()) {
                if (c instanceof JMenuItem i && "Undo".equals(i.getText())) {
                    return i;
                }
            }
            throw new AssertionError("no Undo in the Game menu");
        });
        click(undo);
        until(() -> !f.botSeats().thinking(), "undo stops the search");
        assertThat(session.log().actions()).hasSize(before);
        Ask now = read(() -> session.engine().current(session.state()));
        assertThat(now.seat().id()).isEqualTo("eometh");
        assertThat(now.options()).contains(move);

        Thread.sleep(1_500); // the stopped search never plays: Sauron is not asked, and nothing is applied
        assertThat(session.log().actions()).hasSize(before);
        assertThat(read(() -> f.botSeats().thinkingBar().isVisible())).isFalse();
        assertThat(Session.of(RULES, session.log()).state()).isEqualTo(session.state());
        onEdt(f::dispose);
    }

    @Test
    void closingTheTableWhileTheBotThinksStopsTheSearchAndPlaysNothing() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = Session.of(RULES, new GameLog(List.of("eometh"), 31, List.of()));
        Action move = heroMoveThatHandsSauronTheTable(session);
        AtomicReference<TableFrame> frame = new AtomicReference<>();
        onEdt(() -> {
            TableFrame f = new TableFrame(RULES, session, "close while the bot thinks");
            f.botSpeed(1);
            f.botSeats().searchWith("sauron", 1_000_000);
            f.setVisible(true);
            f.botPlays("sauron", true);
            f.curtain().open();
            f.choose(move);
            frame.set(f);
        });
        TableFrame f = frame.get();
        until(() -> f.botSeats().thinking(), "the bot begins to think");
        int actions = session.log().actions().size();
        onEdt(f::dispose);
        assertThat(read(() -> f.botSeats().thinking())).isFalse();
        Thread.sleep(1_500);
        assertThat(session.log().actions()).as("nothing of the stopped search is played").hasSize(actions);
    }

    /**
     * Plays the game on with heuristic bots until the hero's next answer hands Sauron the table and draws nothing
     * (so that undo may take it back); returns that answer, not yet given.
     */
    private static Action heroMoveThatHandsSauronTheTable(Session session) {
        HeuristicBot bot = new HeuristicBot(RULES, 3);
        for (int i = 0; i < 2_000; i++) {
            Ask ask = session.engine().current(session.state());
            Action a = bot.choose(session.engine().view(session.state(), ask.seat()));
            session.apply(a);
            Ask next = session.engine().current(session.state());
            if (!ask.seat().sauron() && next != null && next.seat().sauron() && next.options().size() > 1
                    && session.whyNoUndo(Seat::sauron) == null) {
                session.undo(Seat::sauron);
                return a;
            }
        }
        throw new AssertionError("no such moment in 2,000 actions");
    }
}
