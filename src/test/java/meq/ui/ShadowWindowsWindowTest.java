package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.read;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.awt.Robot;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JButton;
import meq.bots.HeuristicBot;
import meq.data.ShadowTiming;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Rules;
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
 * The Shadow-window mode at a real window (java.awt.Robot under a display): the same hero's move, the last of his
 * turn, after which the next hero's turn opens a Shadow window where Sauron holds no card he could play. Counted:
 * the hand-overs ("Hand over to NAME", each followed by the curtain) the table shows from that move until the next
 * hero sees his first question. In the strict mode the seat goes to Sauron, who passes, and on to the next hero:
 * two; in the faster mode the table passes for him and the seat goes straight to the next hero: one.
 */
class ShadowWindowsWindowTest {
    private static final Rules RULES = OddsDialogTest.RULES;
    private Robot robot;

    /** A hero's move whose answer opens, at the next hero's turn, a window Sauron can only pass. */
    record Moment(String preset, Action move, Seat mover, Seat next) {
    }

    /** A question the table answers from its Choices list (a fight's are answered at the combat table). */
    private static boolean fromTheChoices(Ask a) {
        return !a.prompt().startsWith("Choose a combat card") && !a.prompt().contains("agility");
    }

    /** A move that goes somewhere (a pass is also the toolbar's, and not the move this test follows). */
    private static boolean aMove(Action x) {
        return !(x instanceof Action.Pass);
    }

    static Moment moment() {
        Engine engine = new Engine(RULES);
        for (long seed = 1; seed < 40; seed++) {
            GameState s = Setup.newGame(RULES, List.of("eleanor", "thalin"), seed);
            HeuristicBot bot = new HeuristicBot(RULES, seed);
            for (Ask a = engine.pending(s); a != null && s.turn < 8; a = engine.current(s)) {
                Action x = bot.choose(engine.view(s, a.seat()));
                if (!a.seat().sauron() && s.turn >= 2 && fromTheChoices(a) && aMove(x)) {
                    GameState after = s.copy();
                    engine.apply(after, x);
                    Ask window = engine.current(after);
                    if (window != null && window.seat().sauron()
                            && Describe.shadowTiming(after) == ShadowTiming.HERO_TURN_START
                            && window.options().stream().noneMatch(Action.ChooseCard.class::isInstance)) {
                        engine.apply(after, Action.PASS);
                        Ask then = engine.current(after);
                        if (then != null && !then.seat().sauron() && !then.seat().equals(a.seat())) {
                            try {
                                String preset = Presets.export(RULES, s, "t", "d", "g");
                                if (TableWindowTest.asksAgain(engine, preset, a)) {
                                    return new Moment(preset, x, a.seat(), then.seat());
                                }
                            } catch (IllegalArgumentException | IllegalStateException insideAnEffect) {
                                // go on
                            }
                        }
                    }
                }
                engine.apply(s, x);
            }
        }
        throw new AssertionError("no hero's move before a Shadow window Sauron can only pass");
    }

    @Test
    void theFastModeMakesOneHandOverWhereStrictMakesTwoForTheSameHerosMove() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Moment m = moment();
        robot = new Robot();
        robot.setAutoDelay(30);
        assertThat(handOvers(m, false, "shadow-windows-strict")).as("strict: to Sauron, and from him to %s", m.next())
                .isEqualTo(2);
        assertThat(handOvers(m, true, "shadow-windows-fast")).as("faster: straight to %s", m.next()).isEqualTo(1);
    }

    /**
     * The new-game screen asks the way, both explained in a sentence, the faster one chosen; the game starts with
     * Sauron asked at every timing for the whole game in the way chosen. A preset started from the start screen
     * asks the same.
     */
    @Test
    void theStartScreenAsksTheWayWithBothExplainedAndTheFasterOneIsTheDefault() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        StartDialog shown = startScreen();
        shoot(shown, "setup-shadow-windows");
        String words = read(() -> CardsReadableWindowTest.text(shown.getContentPane()));
        assertThat(words).contains(ShadowWindowsChoice.FAST).contains(ShadowWindowsChoice.STRICT);
        List<ShadowWindowsChoice> choices = read(() -> CardsReadableWindowTest.components(shown.getContentPane(),
                ShadowWindowsChoice.class));
        assertThat(choices).as("on the New game tab and the Preset tab").hasSize(2);
        assertThat(read(() -> choices.get(0).onlyWhenPlayable())).as("faster by default").isTrue();
        press(shown, "Start the game");
        assertThat(shown.choice().session().orders()).isEqualTo(GameLog.ShadowOrders.everyTiming(RULES, true));

        StartDialog strict = startScreen();
        onEdt(() -> CardsReadableWindowTest.components(strict.getContentPane(), ShadowWindowsChoice.class).get(0)
                .choose(false));
        press(strict, "Start the game");
        assertThat(strict.choice().session().orders()).isEqualTo(GameLog.ShadowOrders.everyTiming(RULES, false));

        StartDialog preset = startScreen();
        onEdt(() -> preset.showTab("Preset"));
        assertThat(read(() -> CardsReadableWindowTest.components(preset.getContentPane(), ShadowWindowsChoice.class)
                .get(1).onlyWhenPlayable())).as("a preset: faster by default too").isTrue();
        shoot(preset, "setup-shadow-windows-preset");
        onEdt(() -> CardsReadableWindowTest.components(preset.getContentPane(), ShadowWindowsChoice.class).get(1)
                .choose(false));
        press(preset, "Play this preset");
        assertThat(preset.choice().session().orders()).isEqualTo(GameLog.ShadowOrders.everyTiming(RULES, false));
    }

    /** How to play's Shadow cards page says both ways, which one a new game starts with and where to change it. */
    @Test
    void howToPlaySaysBothWaysAndWhereToChangeThem() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        HowToPlayWindow w = read(() -> HowToPlayWindow.show(null, RULES, "shadow-cards"));
        try {
            String page = read(w::pageText);
            assertThat(page).contains("Only when he holds a card he could play there").contains("the default")
                    .contains("At every window").contains("strict secrecy").contains("Shadow orders...");
            shoot(w, "how-to-play-shadow-windows");
        } finally {
            onEdt(w::dispose);
        }
    }

    private static StartDialog startScreen() throws Exception {
        AtomicReference<StartDialog> dialog = new AtomicReference<>();
        onEdt(() -> {
            StartDialog d = new StartDialog(null, RULES);
            ((javax.swing.JTextField) CardsReadableWindowTest.find(d.getContentPane(), "seed")).setText("7");
            d.setModalityType(java.awt.Dialog.ModalityType.MODELESS); // shown for its picture, not waited on
            d.setLocation(0, 0);
            d.setVisible(true);
            dialog.set(d);
        });
        return dialog.get();
    }

    private static void press(StartDialog d, String button) throws Exception {
        onEdt(() -> CardsReadableWindowTest.components(d.getContentPane(), JButton.class).stream()
                .filter(b -> b.getText().equals(button)).findFirst().orElseThrow().doClick());
    }

    /** Opens the moment at a table in one mode, makes the hero's move with a click and counts the hand-overs. */
    private int handOvers(Moment m, boolean onlyWhenPlayable, String shot) throws Exception {
        Session session = Session.of(RULES, new GameLog(List.of(), 0, List.of(), Set.of(), m.preset(), null)
                .withOrders(GameLog.ShadowOrders.everyTiming(RULES, onlyWhenPlayable)));
        AtomicReference<TableFrame> frame = new AtomicReference<>();
        onEdt(() -> {
            TableFrame f = new TableFrame(RULES, session, "shadow windows test");
            f.setBounds(0, 0, 1600, 1000);
            f.setVisible(true);
            f.toFront();
            frame.set(f);
        });
        TableFrame f = frame.get();
        try {
            robot.waitForIdle();
            assertThat(read(() -> f.curtain().isVisible())).as("the table opens behind the curtain").isTrue();
            space();
            assertThat(read(() -> f.view().seat())).isEqualTo(m.mover());
            click(choiceButton(f, session, m.move()));
            int handOvers = 0;
            for (int guard = 0; guard < 12; guard++) {
                robot.waitForIdle();
                if (read(f::handingOver)) {
                    handOvers++;
                    if (handOvers == 1) {
                        shoot(f, shot + "-hand-over");
                    }
                    Thread.sleep(Curtain.GUARD_MS + 50);
                    click(read(() -> centre(f.handOverButton())));
                } else if (read(() -> f.curtain().isVisible())) {
                    space();
                } else {
                    Ask ask = session.engine().current(session.state());
                    if (ask.seat().equals(m.next())) {
                        return handOvers;
                    }
                    assertThat(ask.seat()).as("only Sauron is asked between the moves").isEqualTo(Seat.SAURON);
                    assertThat(Describe.shadowTiming(session.state())).isEqualTo(ShadowTiming.HERO_TURN_START);
                    shoot(f, shot + "-sauron-asked");
                    click(choiceButton(f, session, Action.PASS));
                }
            }
            throw new AssertionError("the next hero was never asked");
        } finally {
            onEdt(f::dispose);
        }
    }

    /** Where to click for an option of the question on screen: its choice button. */
    private static Point choiceButton(TableFrame f, Session session, Action option) throws Exception {
        return read(() -> {
            String words = Describe.choice(RULES, f.view(), f.view().question().ask(), option);
            JButton b = f.choiceButtons().stream().filter(x -> x.getText().endsWith(words)).findFirst()
                    .orElseThrow(() -> new AssertionError("no button for " + words));
            return centre(b);
        });
    }

    private static Point centre(JButton b) {
        Point p = b.getLocationOnScreen();
        return new Point(p.x + b.getWidth() / 2, p.y + b.getHeight() / 2);
    }

    private void click(Point p) throws Exception {
        robot.mouseMove(p.x, p.y);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        robot.waitForIdle();
        onEdt(() -> { });
    }

    private void space() throws Exception {
        Thread.sleep(Curtain.GUARD_MS + 50);
        robot.keyPress(KeyEvent.VK_SPACE);
        robot.keyRelease(KeyEvent.VK_SPACE);
        robot.waitForIdle();
        onEdt(() -> { });
    }
}
