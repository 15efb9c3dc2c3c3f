package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.Dialog;
import java.awt.GraphicsEnvironment;
import java.awt.KeyboardFocusManager;
import java.awt.MouseInfo;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import javax.imageio.ImageIO;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.SwingUtilities;
import meq.bots.HeuristicBot;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.View;
import meq.rules.Rules;
import meq.rules.words.Describe;
import meq.rules.words.GameLog;
import meq.session.Session;
import org.junit.jupiter.api.Test;

/**
 * A whole three-player game played at the window as people would, with the operating system's mouse and keyboard:
 * each player lifts the curtain with Space, reads and dismisses every reveal with a click, answers by clicking the
 * choice the heuristic bot would take for that seat, hands over with a click, and the game ends on the result
 * screen, closed with a click.
 */
class RobotWholeGameWindowTest {
    private static final Rules RULES = OddsDialogTest.RULES;
    private Robot robot;
    private int wiggle;

    private static <T> T read(Supplier<T> s) throws Exception {
        AtomicReference<T> out = new AtomicReference<>();
        onEdt(() -> out.set(s.get()));
        return out.get();
    }

    /** A click at a component's middle, a little aside each time (two clicks are never one double click). */
    private void click(JComponent c) throws Exception {
        onEdt(() -> c.scrollRectToVisible(new Rectangle(0, 0, c.getWidth(), c.getHeight())));
        Point at = read(() -> {
            Point p = c.getLocationOnScreen();
            return new Point(p.x + c.getWidth() / 2 + (wiggle++ % 2 == 0 ? -12 : 12), p.y + c.getHeight() / 2);
        });
        robot.mouseMove(at.x, at.y);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
    }

    /** Waits (polling the table, not the display server) until the click or key has done its work. */
    private static void until(Supplier<Boolean> done, String what) throws Exception {
        until(done, what, 10_000); // generous: the machine may be busy with other work
    }

    private static void until(Supplier<Boolean> done, String what, long ms) throws Exception {
        long deadline = System.nanoTime() + ms * 1_000_000L;
        while (System.nanoTime() < deadline) {
            if (read(done)) {
                return;
            }
            Thread.sleep(5);
        }
        throw new AssertionError("the window did not answer: " + what);
    }

    @Test
    void threePlayersPlayAWholeGameAtTheWindowToTheResultScreen() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = Session.of(RULES, new GameLog(List.of("eleanor", "thalin"), 77, List.of())
                .withNames(Map.of("sauron", "Anna", "eleanor", "Bob", "thalin", "Cy")));
        AtomicReference<TableFrame> frame = new AtomicReference<>();
        onEdt(() -> {
            TableFrame f = new TableFrame(RULES, session, "whole game");
            f.setBounds(0, 0, 1600, 1000);
            f.setVisible(true);
            f.toFront();
            frame.set(f);
        });
        TableFrame f = frame.get();
        robot = new Robot();
        robot.setAutoDelay(0);
        Thread.sleep(300); // the window on the screen
        HeuristicBot bot = new HeuristicBot(RULES, 11);
        // the players here are quick and steady hands: the guard against a double click is shorter for them
        Curtain.guard = 60;
        try {
            play(f, session, bot);
        } finally {
            Curtain.guard = Curtain.GUARD_MS;
        }
    }

    private void play(TableFrame f, Session session, HeuristicBot bot) throws Exception {
        int answers = 0;
        int curtains = 0;
        int handOvers = 0;
        int reveals = 0;
        for (int step = 0; step < 6_000 && session.state().winner == null; step++) {
            if (read(() -> f.curtain().isVisible())) {
                Thread.sleep(Curtain.guard + 30);
                robot.keyPress(KeyEvent.VK_SPACE);
                robot.keyRelease(KeyEvent.VK_SPACE);
                until(() -> !f.curtain().isVisible(), "Space on the curtain");
                curtains++;
                continue;
            }
            if (read(f::handingOver)) {
                Thread.sleep(Curtain.guard + 30);
                click(read(f::handOverButton));
                until(() -> !f.handingOver(), "the hand-over button");
                handOvers++;
                continue;
            }
            if (read(() -> f.reveals().isVisible())) {
                int left = read(() -> f.reveals().queued().size());
                click(f.reveals());
                until(() -> f.reveals().queued().size() < left, "a click on the reveal");
                reveals++;
                continue;
            }
            FinaleOpening opening = read(f::finaleOpening);
            if (opening != null && read(opening::isVisible)) { // the Finale's opening stands over the table
                click((JComponent) CardsReadableWindowTest.find(opening, "finale-go"));
                until(() -> !opening.isVisible(), "To the fight");
                continue;
            }
            if (read(() -> f.catchUp().isVisible())) {
                click((JComponent) CardsReadableWindowTest.find(f.catchUp(), "catch-up-ok"));
                until(() -> !f.catchUp().isVisible(), "Got it");
                continue;
            }
            Ask ask = session.engine().current(session.state());
            View seen = session.engine().view(session.state(), ask.seat());
            Action want = bot.choose(seen);
            String words = Describe.choice(RULES, seen, ask, want);
            List<JButton> buttons = read(f::choiceButtons);
            JButton button = buttons.stream().filter(b -> b.getText().equals(words)
                    || b.getText().matches("\\d\\. .*") && b.getText().substring(3).equals(words)).findFirst()
                    .orElseThrow(() -> new AssertionError("no button says \"" + words + "\" for " + ask.seat()
                            + " at " + ask.prompt()));
            int before = session.log().actions().size();
            click(button);
            until(() -> session.log().actions().size() > before || forGood() != null, "the click on " + words);
            if (read(RobotWholeGameWindowTest::forGood) != null) {
                // an answer that destroys something for good asks first: the player reads it and confirms
                JDialog sure = read(RobotWholeGameWindowTest::forGood);
                JButton yes = read(() -> CardsReadableWindowTest.components(sure, JButton.class).stream()
                        .filter(b -> b.getText().equals(words)).findFirst().orElseThrow());
                click(yes);
                until(() -> session.log().actions().size() > before, "confirming " + words);
            }
            answers++;
        }
        assertThat(session.state().winner).as("the game ends (%d answers)", answers).isNotNull();
        until(() -> f.resultScreen() != null, "the result screen");
        ResultScreen result = read(f::resultScreen);
        assertThat(result).as("the game ends on the result screen").isNotNull();
        assertThat(read(result::isVisible)).isTrue();
        assertThat(result.result().headline()).isIn("Sauron wins", "The heroes win");
        assertThat(result.chart().points().size()).as("a point a turn").isGreaterThan(session.state().turn / 2);
        assertThat(curtains).as("the seat changed hands behind the curtain").isGreaterThan(10);
        assertThat(handOvers).as("each time after a hand-over").isGreaterThanOrEqualTo(curtains - 1);
        assertThat(reveals).as("cards came to light and were dismissed").isGreaterThan(5);
        shoot(result, "result-screen-whole-game");
        shoot(f, "table-end-whole-game");
        Thread.sleep(300); // the result screen on the screen
        // a click that does nothing is made again, as a player would; the fifth tells what was on the screen
        JComponent close = (JComponent) CardsReadableWindowTest.find(result.getContentPane(), "result-close");
        for (int tries = 1; read(result::isVisible); tries++) {
            click(close);
            try {
                until(() -> !result.isVisible(), "Close on the result screen", 2_000);
            } catch (AssertionError missed) {
                if (tries == 5) {
                    throw new AssertionError(missed.getMessage() + "; on the screen: " + screen(close), missed);
                }
            }
        }
        onEdt(f::dispose);
    }

    /** The dialog asking to confirm an answer that cannot be undone, if one is showing. */
    private static JDialog forGood() {
        for (Window w : Window.getWindows()) {
            if (w instanceof JDialog d && w.isShowing() && "for-good".equals(w.getName())) {
                return d;
            }
        }
        return null;
    }

    /** What lies under a component that a click missed: the windows showing, and a capture of the real screen. */
    private String screen(JComponent under) throws Exception {
        Rectangle all = new Rectangle(Toolkit.getDefaultToolkit().getScreenSize());
        Path shot = TableWindowTest.SHOTS.resolve("missed-click-screen.png");
        Files.createDirectories(TableWindowTest.SHOTS);
        ImageIO.write(robot.createScreenCapture(all), "png", shot.toFile());
        return read(() -> {
            StringBuilder out = new StringBuilder("the button at " + under.getLocationOnScreen() + " in "
                    + SwingUtilities.getWindowAncestor(under).getBounds() + "; pointer at "
                    + MouseInfo.getPointerInfo().getLocation() + "; focus in "
                    + name(KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusedWindow()) + "; windows:");
            for (Window w : Window.getWindows()) {
                if (w.isShowing()) {
                    out.append("\n  ").append(w.getClass().getSimpleName()).append(' ').append(w.getName())
                            .append(' ').append(w.getBounds()).append(w instanceof Dialog d
                                    ? " modality " + d.getModalityType() : "")
                            .append(" enabled ").append(w.isEnabled());
                }
            }
            return out.append("\n  (screen: ").append(shot).append(')').toString();
        });
    }

    private static String name(Window w) {
        return w == null ? "none" : w.getName();
    }
}
