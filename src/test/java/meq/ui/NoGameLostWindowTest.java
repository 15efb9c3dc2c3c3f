package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Container;
import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.awt.Robot;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import javax.swing.AbstractButton;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.SwingUtilities;
import meq.bots.HeuristicBot;
import meq.bots.RandomBot;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.engine.Engine;
import meq.rules.words.GameLog;
import meq.session.Session;
import meq.state.GameState;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No game lost at the table: closing with unsaved progress asks first, every game autosaves to its own file and the
 * start screen lists the unfinished ones to resume any, a loaded game shows its whole log, a save says where it
 * went, Escape closes the dialogs, and a double click answers one question only. The autosaves of these tests go
 * to a temporary home folder.
 */
class NoGameLostWindowTest {
    private static final Rules RULES = OddsDialogTest.RULES;

    @TempDir
    Path home;
    private String oldHome;
    private final List<Window> opened = new ArrayList<>();

    @BeforeEach
    void homeInTemp() {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        oldHome = System.getProperty("user.home");
        System.setProperty("user.home", home.toString());
    }

    @AfterEach
    void closeAll() throws Exception {
        if (oldHome != null) {
            System.setProperty("user.home", oldHome);
        }
        TableWindowTest.onEdt(() -> opened.forEach(Window::dispose));
    }

    /** A game of these heroes played for a number of random actions, autosaving to its own new file. */
    private static Session play(List<String> heroes, long seed, int actions) {
        Session s = Session.of(RULES, new GameLog(heroes, seed, List.of()));
        s.autosaveTo(Session.newAutosaveFile());
        RandomBot bot = new RandomBot(seed);
        for (int i = 0; i < actions && !s.state().over(); i++) {
            s.apply(bot.choose(s.engine().current(s.state())));
        }
        assertThat(s.state().over()).as("the game is still going").isFalse();
        return s;
    }

    private TableFrame table(Session s, String title) throws Exception {
        AtomicReference<TableFrame> t = new AtomicReference<>();
        TableWindowTest.onEdt(() -> {
            TableFrame f = new TableFrame(RULES, s, title);
            f.setBounds(0, 0, 1600, 1000);
            f.setVisible(true);
            f.toFront();
            opened.add(f);
            t.set(f);
        });
        return t.get();
    }

    private static <T> T onEdt(Supplier<T> get) throws Exception {
        AtomicReference<T> v = new AtomicReference<>();
        TableWindowTest.onEdt(() -> v.set(get.get()));
        return v.get();
    }

    /** The showing dialog of this name (or title), waited for up to five seconds. */
    private static JDialog dialog(String nameOrTitle) throws Exception {
        for (int i = 0; i < 100; i++) {
            JDialog d = onEdt(() -> {
                for (Window w : Window.getWindows()) {
                    if (w instanceof JDialog j && j.isShowing()
                            && (nameOrTitle.equals(j.getName()) || nameOrTitle.equals(j.getTitle()))) {
                        return j;
                    }
                }
                return null;
            });
            if (d != null) {
                return d;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no dialog " + nameOrTitle + " came");
    }

    private static AbstractButton button(Container c, String text) {
        for (Component k : c.getComponents()) {
            if (k instanceof AbstractButton b && text.equals(b.getText())) {
                return b;
            }
            if (k instanceof Container inner) {
                AbstractButton b = button(inner, text);
                if (b != null) {
                    return b;
                }
            }
        }
        return null;
    }


    @Test
    void closingWithUnsavedProgressAsksAndCancelOrEscapeKeepsTheTable() throws Exception {
        Session s = play(List.of("argalad", "eleanor"), 31, 40);
        TableFrame f = table(s, "close test");
        TableWindowTest.onEdt(() -> {
            Ask ask = s.engine().current(s.state());
            f.choose(new RandomBot(5).choose(ask)); // one action at the table: not in any file of the players'
        });
        List<Action> before = s.log().actions();
        assertThat(s.unsavedActions()).isEqualTo(41);

        openCurtain(f);
        SwingUtilities.invokeLater(f::closeTable); // Ctrl+W, as the window's close button does
        JDialog ask = dialog("close-question");
        TableWindowTest.screen("close-question");
        assertThat(onEdt(() -> button(ask, "Cancel"))).isNotNull();
        TableWindowTest.onEdt(() -> button(ask, "Cancel").doClick());
        assertThat(onEdt(f::isDisplayable)).as("Cancel keeps the table").isTrue();
        assertThat(s.log().actions()).isEqualTo(before);

        SwingUtilities.invokeLater(f::closeTable);
        JDialog again = dialog("close-question");
        Robot robot = new Robot();
        waitFocused(again);
        robot.keyPress(KeyEvent.VK_ESCAPE);
        robot.keyRelease(KeyEvent.VK_ESCAPE);
        robot.waitForIdle();
        waitGone(again);
        assertThat(onEdt(f::isDisplayable)).as("Escape on the question keeps the table too").isTrue();

        SwingUtilities.invokeLater(f::closeTable);
        JDialog third = dialog("close-question");
        TableWindowTest.onEdt(() -> button(third, "Close").doClick());
        waitGone(third);
        for (int i = 0; i < 50 && onEdt(f::isDisplayable); i++) {
            Thread.sleep(50);
        }
        assertThat(onEdt(f::isDisplayable)).as("Close closes it").isFalse();
        assertThat(Session.load(RULES, s.autosave()).log().actions())
                .as("the unfinished game stays in its autosave").isEqualTo(before);
    }

    @Test
    void aSavedTableClosesWithoutAQuestionAndTheSaveSaysWhereItWent() throws Exception {
        Session s = play(List.of("beravor"), 8, 25);
        TableFrame f = table(s, "save test");
        Path file = home.resolve("kept.yaml");
        assertThat(onEdt(() -> f.saveTo(file))).isTrue();
        assertThat(onEdt(f::status)).isEqualTo("Saved to " + file.toAbsolutePath());
        openCurtain(f);
        TableWindowTest.shoot(f, "table-saved-to");
        assertThat(Session.load(RULES, file).log().actions()).isEqualTo(s.log().actions());
        assertThat(s.unsavedActions()).isZero();
        TableWindowTest.onEdt(f::closeTable);
        assertThat(onEdt(f::isDisplayable)).as("nothing unsaved: no question").isFalse();
    }

    @Test
    void twoGamesGiveTwoAutosavesAndTheStartScreenListsBothAndResumesTheChosenOne() throws Exception {
        Session first = play(List.of("argalad", "eleanor"), 77, 60);
        Thread.sleep(1100); // a minute apart or a second: each game its own file either way
        Session second = play(List.of("beravor", "thalin", "eometh"), 91, 120);
        assertThat(first.autosave()).isNotEqualTo(second.autosave());
        assertThat(Session.autosaves()).containsExactlyInAnyOrder(first.autosave(), second.autosave());
        String firstText = Files.readString(first.autosave());

        AtomicReference<StartDialog> d = new AtomicReference<>();
        TableWindowTest.onEdt(() -> {
            StartDialog sd = new StartDialog(null, RULES);
            sd.setBounds(0, 0, 720, 520);
            sd.addNotify();
            sd.validate();
            d.set(sd);
        });
        StartDialog start = d.get();
        assertThat(start.shownTab()).as("unfinished games are offered first").isEqualTo("Saved game");
        List<SavedGameTab.Unfinished> listed = start.savedGames().unfinishedListed();
        assertThat(listed).extracting(SavedGameTab.Unfinished::file).containsExactly(second.autosave(), first.autosave());
        String newest = SavedGameTab.describe(RULES, listed.get(0));
        String older = SavedGameTab.describe(RULES, listed.get(1));
        assertThat(newest).contains("Beravor, Thálin, Eometh", "turn " + second.state().turn, "120 actions",
                "last played " + when(Files.getLastModifiedTime(second.autosave()).toInstant()),
                "started " + WHEN.format(Session.startedAt(second.autosave()).orElseThrow()));
        assertThat(older).contains("Argalad, Eleanor", "turn " + first.state().turn, "60 actions",
                "last played " + when(Files.getLastModifiedTime(first.autosave()).toInstant()));
        TableWindowTest.shoot(start, "start-unfinished-games");

        // the older game is resumed whole, and goes on autosaving to its own file only
        TableWindowTest.onEdt(() -> start.savedGames().resume(1));
        Session resumed = start.choice().session();
        assertThat(resumed.log().actions()).isEqualTo(first.log().actions());
        assertThat(resumed.state()).isEqualTo(first.state());
        assertThat(resumed.autosave()).isEqualTo(first.autosave());
        String secondText = Files.readString(second.autosave());
        TableFrame f = table(resumed, start.choice().title());
        TableWindowTest.onEdt(() -> f.choose(new RandomBot(3).choose(resumed.engine().current(resumed.state()))));
        assertThat(Files.readString(first.autosave())).isNotEqualTo(firstText);
        assertThat(Session.load(RULES, first.autosave()).log().actions()).hasSize(61);
        assertThat(Files.readString(second.autosave())).as("the other game's autosave is untouched").isEqualTo(secondText);

        // a third game started now takes a file of its own
        Path third = Session.newAutosaveFile();
        assertThat(third).isNotIn(first.autosave(), second.autosave());
    }

    @Test
    void aFinishedGamesAutosaveIsRemovedAndNotListed() throws Exception {
        Session s = Session.of(RULES, new GameLog(List.of("argalad"), 5, List.of()));
        s.autosaveTo(Session.newAutosaveFile());
        HeuristicBot bot = new HeuristicBot(RULES, 5);
        boolean written = false;
        for (int i = 0; i < 20_000 && !s.state().over(); i++) {
            Ask ask = s.engine().current(s.state());
            s.apply(bot.choose(s.engine().view(s.state(), ask.seat())));
            written |= Files.exists(s.autosave());
        }
        assertThat(s.state().over()).isTrue();
        assertThat(written).as("autosaved while it went on").isTrue();
        assertThat(s.autosave()).doesNotExist();
        AtomicReference<StartDialog> d = new AtomicReference<>();
        TableWindowTest.onEdt(() -> d.set(new StartDialog(null, RULES)));
        assertThat(d.get().savedGames().unfinishedListed()).isEmpty();
        assertThat(d.get().shownTab()).isEqualTo("New game");
        TableWindowTest.onEdt(d.get()::dispose);
    }

    @Test
    void aReloadedSaveShowsTheWholeLogOfItsGame() throws Exception {
        Session s = Session.of(RULES, new GameLog(List.of("eleanor", "thalin"), 2024, List.of()));
        TableFrame played = table(s, "played");
        RandomBot bot = new RandomBot(11);
        for (int i = 0; i < 150; i++) {
            TableWindowTest.onEdt(() -> played.choose(bot.choose(s.engine().current(s.state()))));
        }
        List<String> lines = onEdt(played::logLines);
        assertThat(lines).hasSizeGreaterThan(100);
        Path file = home.resolve("game.yaml");
        s.save(file);

        TableFrame reloaded = table(Session.load(RULES, file), "reloaded");
        assertThat(onEdt(reloaded::logLines)).as("the replay tells the same story, line for line").isEqualTo(lines);
        openCurtain(reloaded);
        TableWindowTest.shoot(reloaded, "table-reloaded-log");
    }

    @Test
    void escapeClosesEveryDialogButNotTheTableNorTheStartScreen() throws Exception {
        Session s = play(List.of("argalad"), 3, 10);
        TableFrame f = table(s, "escape test");
        Robot robot = new Robot();
        List<Supplier<Window>> dialogs = List.of(
                () -> new OddsDialog(f, RULES, s.state(), "escape", null),
                () -> new SimulationDialog(f, RULES, s.state(), "escape"),
                () -> new PresetEditorFrame(RULES, s.state(), "escape"),
                () -> {
                    // a card's view, as a plain dialog shows it
                    JDialog card = new JDialog(f, "A card");
                    var hero = s.state().heroes.get(0);
                    card.add(CardView.of(RULES, hero.hand.size() > 0 ? hero.hand.get(0) : hero.life.get(0)));
                    card.add(new JButton("OK"), BorderLayout.SOUTH);
                    card.pack();
                    return card;
                });
        for (Supplier<Window> make : dialogs) {
            Window w = onEdt(() -> {
                Window d = make.get();
                d.setLocation(200, 150);
                d.setVisible(true);
                d.toFront();
                opened.add(d);
                return d;
            });
            waitFocused(w);
            robot.keyPress(KeyEvent.VK_ESCAPE);
            robot.keyRelease(KeyEvent.VK_ESCAPE);
            robot.waitForIdle();
            waitGone(w);
            assertThat(onEdt(w::isShowing)).as("Escape closes %s", w.getClass().getSimpleName()).isFalse();
        }
        waitFocused(f);
        robot.keyPress(KeyEvent.VK_ESCAPE);
        robot.keyRelease(KeyEvent.VK_ESCAPE);
        robot.waitForIdle();
        assertThat(onEdt(f::isShowing)).as("the table stays").isTrue();

        StartDialog start = onEdt(() -> new StartDialog(null, RULES));
        opened.add(start);
        SwingUtilities.invokeLater(() -> start.setVisible(true)); // modal: shown from the event thread's next turn
        waitFocused(start);
        robot.keyPress(KeyEvent.VK_ESCAPE);
        robot.keyRelease(KeyEvent.VK_ESCAPE);
        robot.waitForIdle();
        assertThat(onEdt(start::isShowing)).as("Escape does not quit meq from the start screen").isTrue();
        TableWindowTest.onEdt(start::dispose);
    }

    @Test
    void aDoubleClickOnPassOrOnAChoiceAnswersOnlyOnce() throws Exception {
        // a moment where Pass is offered, the same seat is asked again with Pass on offer, and its first answer
        // leads to a question of the same seat again (so no curtain comes between the two clicks)
        Session s = Session.of(RULES, new GameLog(List.of("argalad", "eleanor"), 12, List.of()));
        RandomBot bot = new RandomBot(12);
        Action pass = new Action.Pass();
        Engine engine = new Engine(RULES);
        boolean found = false;
        for (int i = 0; i < 20_000 && !found; i++) {
            Ask ask = s.engine().current(s.state());
            if (ask.options().contains(pass)) {
                GameState probe = s.state().copy();
                engine.apply(probe, pass);
                Ask next = engine.current(probe);
                if (next != null && next.options().contains(pass) && next.seat().equals(ask.seat())) {
                    engine.apply(probe, next.options().get(0));
                    Ask third = engine.current(probe);
                    found = third != null && third.seat().equals(ask.seat());
                }
            }
            if (!found) {
                s.apply(bot.choose(ask));
            }
        }
        assertThat(found).as("such a moment comes").isTrue();
        TableFrame f = table(s, "double click");
        openCurtain(f);
        Robot robot = new Robot();
        robot.waitForIdle();
        int before = s.log().actions().size();
        Point passAt = onEdt(() -> {
            AbstractButton b = HowToPlayWindowTest.find(f.getRootPane(), "pass", AbstractButton.class);
            assertThat(b.getText()).as("the toolbar's pass says what is declined")
                    .isEqualTo(s.engine().current(s.state()).pass());
            Point p = b.getLocationOnScreen();
            return new Point(p.x + b.getWidth() / 2, p.y + b.getHeight() / 2);
        });
        doubleClick(robot, passAt);
        assertThat(s.log().actions()).as("a double click on the toolbar's pass passes once").hasSize(before + 1);
        assertThat(s.log().actions().get(before)).isEqualTo(pass);

        // a double click on choice 1: the second click lands on the next question's first button, and is not taken
        Thread.sleep(multiClick() + 100);
        int now = s.log().actions().size();
        Point first = onEdt(() -> {
            JButton b = f.choiceButtons().get(0);
            Point p = b.getLocationOnScreen();
            return new Point(p.x + 30, p.y + b.getHeight() / 2);
        });
        doubleClick(robot, first);
        assertThat(s.log().actions()).as("a double click on a choice answers once").hasSize(now + 1);

        // a button of a question already answered answers nothing
        List<JButton> stale = onEdt(f::choiceButtons);
        TableWindowTest.onEdt(() -> f.choose(s.engine().current(s.state()).options().get(0)));
        openCurtain(f);
        int after = s.log().actions().size();
        TableWindowTest.onEdt(() -> stale.get(0).doClick());
        assertThat(s.log().actions()).hasSize(after);

        // and a single click, a moment later, is taken
        Thread.sleep(multiClick() + 100);
        Point again = onEdt(() -> {
            JButton b = f.choiceButtons().get(0);
            Point p = b.getLocationOnScreen();
            return new Point(p.x + 30, p.y + b.getHeight() / 2);
        });
        robot.mouseMove(again.x, again.y);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        robot.waitForIdle();
        TableWindowTest.onEdt(() -> { });
        assertThat(s.log().actions()).hasSize(after + 1);
    }

    private static final DateTimeFormatter WHEN =
            DateTimeFormatter.ofPattern("d MMM yyyy, HH:mm", Locale.ENGLISH);

    private static String when(Instant t) {
        return WHEN.format(LocalDateTime.ofInstant(t, ZoneId.systemDefault()));
    }

    private static void openCurtain(TableFrame f) throws Exception {
        TableWindowTest.onEdt(() -> {
            if (f.curtain().isVisible()) {
                f.curtain().open();
            }
        });
    }

    private static int multiClick() {
        Object v = Toolkit.getDefaultToolkit().getDesktopProperty("awt.multiClickInterval");
        return v instanceof Integer i ? i : 500;
    }

    private static void doubleClick(Robot robot, Point p) throws Exception {
        robot.setAutoDelay(0);
        robot.mouseMove(p.x, p.y);
        robot.waitForIdle();
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        robot.delay(60);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        robot.waitForIdle();
        TableWindowTest.onEdt(() -> { });
    }

    private static void waitFocused(Window w) throws Exception {
        for (int i = 0; i < 100 && !onEdt(w::isFocused); i++) {
            TableWindowTest.onEdt(() -> {
                w.toFront();
                w.requestFocus();
            });
            Thread.sleep(50);
        }
        assertThat(onEdt(w::isFocused)).as("%s has the keyboard", w.getClass().getSimpleName()).isTrue();
    }

    private static void waitGone(Window w) throws Exception {
        for (int i = 0; i < 100 && onEdt(w::isShowing); i++) {
            Thread.sleep(50);
        }
    }
}
