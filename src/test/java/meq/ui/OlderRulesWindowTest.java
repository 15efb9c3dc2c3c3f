package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.Component;
import java.awt.Container;
import java.awt.GraphicsEnvironment;
import java.awt.Robot;
import java.awt.Window;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import javax.swing.AbstractButton;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JMenu;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;
import meq.bots.RandomBot;
import meq.rules.Rules;
import meq.rules.words.GameLog;
import meq.session.OlderRules;
import meq.session.Session;
import meq.state.GameState;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A save whose later actions no longer apply, opened from a table's Game menu with real clicks: the question says
 * what was left out and where the game resumes; declining leaves the table's game as it was, resuming opens a table
 * at that moment; the file is not touched either way.
 */
class OlderRulesWindowTest {
    private static final Rules RULES = OddsDialogTest.RULES;

    @TempDir
    Path home;
    private String oldHome;

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
        TableWindowTest.closeAll(TableWindowTest.read(() -> List.of(Window.getWindows()).stream()
                .filter(w -> w instanceof TableFrame || w instanceof JDialog).toArray(Window[]::new)));
    }

    @Test
    void anOlderSaveOpenedFromTheMenuSaysWhatWasLeftOutAndResumesThereOrChangesNothing() throws Exception {
        Path save = Files.copy(Path.of("src/test/resources/saves/format-1.yaml"), home.resolve("format-1.yaml"));
        byte[] before = Files.readAllBytes(save);
        Session.Loaded expected = Session.loadAsFarAsItApplies(RULES, save);
        OlderRules older = expected.olderRules();

        Session playing = Session.of(RULES, new GameLog(List.of("eleanor", "thalin"), 9, List.of()));
        RandomBot bot = new RandomBot(9);
        for (int i = 0; i < 20; i++) {
            playing.apply(bot.choose(playing.engine().current(playing.state())));
        }
        playing.save(home.resolve("playing.yaml")); // nothing unsaved: the menu asks no question first
        GameState was = playing.state().copy();
        TableFrame table = TableWindowTest.table(RULES, playing, "a game in play", 1600, 1000);
        Robot robot = new Robot();

        JDialog question = openFromTheMenu(robot, table, save);
        String words = TableWindowTest.read(() -> find(question, JTextArea.class, a -> true).getText());
        assertThat(words).startsWith(older.words()).contains("Why: " + older.why(),
                "The last 71 of this game's 120 actions were made under older rules",
                "the game resumes after action 49, in turn 2", "the file stays as it is until you save");
        TableWindowTest.screen("older-rules-question");
        TableWindowTest.click(robot, button(question, OlderRulesQuestion.DECLINE), 10, 10);
        for (int i = 0; i < 50 && TableWindowTest.read(question::isShowing); i++) {
            Thread.sleep(100); // under load the dialog may close a moment after the click is taken
        }
        assertThat(TableWindowTest.read(question::isShowing)).isFalse();
        assertThat(TableWindowTest.read(table::isDisplayable)).as("declined: the table stays").isTrue();
        assertThat(TableWindowTest.read(() -> table.session().state())).as("and keeps its game").isEqualTo(was);
        assertThat(tables()).containsExactly(table);

        JDialog again = openFromTheMenu(robot, null, save);
        TableWindowTest.click(robot, button(again, OlderRulesQuestion.RESUME), 10, 10);
        TableFrame resumed = waitFor(() -> showingTables().stream().filter(t -> t != table).findFirst().orElse(null));
        assertThat(TableWindowTest.read(table::isDisplayable)).as("the new table takes the old one's place").isFalse();
        assertThat(TableWindowTest.read(() -> resumed.session().state())).isEqualTo(expected.session().state());
        assertThat(TableWindowTest.read(resumed::getTitle)).contains("format-1.yaml");
        TableWindowTest.onEdt(() -> {
            resumed.setBounds(0, 0, 1600, 1000);
            if (resumed.curtain().isVisible()) {
                resumed.curtain().open();
            }
        });
        TableWindowTest.shoot(resumed, "older-rules-resumed");
        assertThat(Files.readAllBytes(save)).as("the save is untouched").isEqualTo(before);
    }

    @Test
    void anOlderAutosaveIsListedAsSuchAndResumedThereToAFileOfItsOwn() throws Exception {
        Path old = Files.createDirectories(Session.autosaveFolder()).resolve("game-2026-11-01T10-00-00-000.yaml");
        Files.copy(Path.of("src/test/resources/saves/format-1.yaml"), old);
        byte[] before = Files.readAllBytes(old);
        Session.Loaded expected = Session.loadAsFarAsItApplies(RULES, old);

        StartDialog start = TableWindowTest.read(() -> {
            StartDialog sd = new StartDialog(null, RULES);
            sd.setBounds(0, 0, 720, 520);
            sd.addNotify();
            sd.validate();
            return sd;
        });
        assertThat(SavedGameTab.describe(RULES, start.savedGames().unfinishedListed().get(0)))
                .contains("Beravor, Thálin against Sauron  ·  turn 2, 49 actions of 120 (the rest made under older rules)");
        TableWindowTest.shoot(start, "older-rules-autosave-listed");

        SwingUtilities.invokeLater(() -> start.savedGames().resume(0));
        JDialog question = waitFor(() -> showing(w -> "older-rules".equals(w.getName())) instanceof JDialog d ? d : null);
        TableWindowTest.onEdt(() -> button(question).doClick());
        StartDialog.Choice choice = waitFor(start::choice);
        Session resumed = choice.session();
        assertThat(resumed.state()).isEqualTo(expected.session().state());
        assertThat(resumed.autosave()).as("an autosave of its own").isNotEqualTo(old);
        assertThat(resumed.autosave().getParent()).isEqualTo(Session.autosaveFolder());
        TableWindowTest.onEdt(() -> resumed.apply(resumed.engine().current(resumed.state()).options().get(0)));
        assertThat(Session.load(RULES, resumed.autosave()).log().actions()).hasSize(50);
        assertThat(Files.readAllBytes(old)).as("the old autosave is untouched").isEqualTo(before);
    }

    /** The question's Resume there button (found on the event thread). */
    private static AbstractButton button(JDialog question) {
        return find(question, AbstractButton.class, b -> OlderRulesQuestion.RESUME.equals(b.getText()));
    }

    /**
     * Game > New game or open..., then the start screen's Open a saved game... and the file chooser (the file set
     * in it, as a player types it); returns the question that follows. A null table: the start screen is open.
     */
    private static JDialog openFromTheMenu(Robot robot, TableFrame table, Path save) throws Exception {
        if (table != null) {
            JMenu game = TableWindowTest.read(() -> table.getJMenuBar().getMenu(0));
            TableWindowTest.click(robot, game, 10, 5);
            AbstractButton item = waitFor(() -> game.getPopupMenu().isShowing()
                    ? find(game.getPopupMenu(), AbstractButton.class, b -> "New game or open...".equals(b.getText()))
                    : null);
            TableWindowTest.click(robot, item, 10, 5);
        }
        StartDialog start = waitFor(() -> showing(StartDialog.class::isInstance) instanceof StartDialog s ? s : null);
        TableWindowTest.onEdt(() -> start.showTab("Saved game"));
        TableWindowTest.click(robot, button(start, "Open a saved game..."), 10, 10);
        JFileChooser chooser = waitFor(() -> {
            Window w = showing(d -> d instanceof JDialog j && find(j, JFileChooser.class, c -> true) != null);
            return w == null ? null : find((JDialog) w, JFileChooser.class, c -> true);
        });
        TableWindowTest.onEdt(() -> {
            chooser.setSelectedFile(save.toFile());
            chooser.approveSelection();
        });
        JDialog question = waitFor(() -> showing(w -> "older-rules".equals(w.getName())) instanceof JDialog d ? d : null);
        // showing is not yet mapped on the display: a click before it has the focus may land on the window beneath
        return waitFor(() -> question.isFocused() ? question : null);
    }

    private static List<TableFrame> tables() throws Exception {
        return TableWindowTest.read(OlderRulesWindowTest::showingTables);
    }

    /** The tables showing (read on the event thread). */
    private static List<TableFrame> showingTables() {
        List<TableFrame> out = new ArrayList<>();
        for (Window w : Window.getWindows()) {
            if (w instanceof TableFrame t && t.isShowing()) {
                out.add(t);
            }
        }
        return out;
    }

    private static Window showing(Predicate<Window> which) {
        for (Window w : Window.getWindows()) {
            if (w.isShowing() && which.test(w)) {
                return w;
            }
        }
        return null;
    }

    /** What the supplier finds on the event thread, waited for up to ten seconds. */
    private static <T> T waitFor(java.util.function.Supplier<T> find) throws Exception {
        for (int i = 0; i < 200; i++) {
            T t = TableWindowTest.read(find);
            if (t != null) {
                return t;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("it never came");
    }

    private static AbstractButton button(Container c, String text) throws Exception {
        return TableWindowTest.read(() -> find(c, AbstractButton.class, b -> text.equals(b.getText())));
    }

    private static <T extends Component> T find(Container c, Class<T> kind, Predicate<T> which) {
        for (Component k : c.getComponents()) {
            if (kind.isInstance(k) && which.test(kind.cast(k))) {
                return kind.cast(k);
            }
            if (k instanceof Container inner) {
                T found = find(inner, kind, which);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

}
