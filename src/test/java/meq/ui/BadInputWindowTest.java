package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.Component;
import java.awt.Container;
import java.awt.GraphicsEnvironment;
import java.awt.Window;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JDialog;
import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import meq.bots.RandomBot;
import meq.cli.MalformedInputTest;
import meq.rules.words.GameLog;
import meq.session.Session;
import meq.state.GameState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A broken preset or save opened through the start screen's own code shows an error dialog naming the file and
 * line, and changes nothing: the start screen offers what it did, a table already open keeps its game, and the
 * files on disk are as they were. (A save whose later actions no longer apply is not broken: OlderRulesWindowTest.)
 */
class BadInputWindowTest {
    @TempDir
    Path home;

    @Test
    void aBrokenPresetAndABrokenSaveShowTheirProblemAndChangeNothing() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        String oldHome = System.getProperty("user.home");
        System.setProperty("user.home", home.toString());
        try {
            Path files = Files.createDirectories(home.resolve("files"));
            Path preset = Files.copy(Path.of("src/test/resources/malformed-presets/unknown-card.yaml"),
                    files.resolve("unknown-card.yaml"));
            Path save = Files.copy(Path.of("src/test/resources/malformed-saves/hero-twice.yaml"),
                    files.resolve("hero-twice.yaml"));

            Session playing = Session.of(OddsDialogTest.RULES, new GameLog(List.of("beravor", "thalin"), 9, List.of()));
            RandomBot bot = new RandomBot(9);
            for (int i = 0; i < 30; i++) {
                playing.apply(bot.choose(playing.engine().current(playing.state())));
            }
            GameState was = playing.state().copy();
            AtomicReference<TableFrame> table = new AtomicReference<>();
            AtomicReference<StartDialog> start = new AtomicReference<>();
            TableWindowTest.onEdt(() -> {
                TableFrame t = new TableFrame(OddsDialogTest.RULES, playing, "a game in play");
                t.setVisible(true);
                table.set(t);
                start.set(new StartDialog(t, OddsDialogTest.RULES));
            });
            int listed = start.get().presets().listed();
            String before = MalformedInputTest.hash(home); // the window's own settings are written by now

            String presetError = errorShownBy(() -> start.get().presets().open(preset));
            assertThat(presetError).contains(
                    "unknown-card.yaml:5:32: heroes[0].hand[1]: unknown card \"argalad:flying-kick\"",
                    "unknown-card.yaml:7:13: sauron.shadows[0]: unknown card \"the-one-ring\"");
            String saveError = errorShownBy(() -> start.get().savedGames().openSave(OddsDialogTest.RULES, save));
            assertThat(saveError).contains(save + ":2:9: heroes: each hero can be played once: [beravor, beravor]");

            assertThat(start.get().choice()).as("nothing was chosen to play").isNull();
            assertThat(start.get().presets().listed()).isEqualTo(listed);
            assertThat(table.get().session().state()).as("the open table keeps its game").isEqualTo(was);
            assertThat(playing.log().actions()).hasSize(30);
            assertThat(MalformedInputTest.hash(home)).as("every file on disk is unchanged").isEqualTo(before);
            TableWindowTest.onEdt(() -> {
                start.get().dispose();
                table.get().dispose();
            });
        } finally {
            System.setProperty("user.home", oldHome);
        }
    }

    /** Runs an action on the event thread that should show an error dialog; returns its message and closes it. */
    private static String errorShownBy(Runnable action) throws Exception {
        SwingUtilities.invokeLater(action);
        long until = System.currentTimeMillis() + 10_000;
        while (System.currentTimeMillis() < until) {
            AtomicReference<String> message = new AtomicReference<>();
            TableWindowTest.onEdt(() -> {
                for (Window w : Window.getWindows()) {
                    if (w instanceof JDialog d && d.isShowing() && find(d) instanceof JOptionPane pane
                            && pane.getMessageType() == JOptionPane.ERROR_MESSAGE) {
                        message.set(d.getTitle() + "\n" + pane.getMessage());
                        d.dispose();
                    }
                }
            });
            if (message.get() != null) {
                TableWindowTest.onEdt(() -> { }); // the action has returned once its dialog is gone
                return message.get();
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no error dialog was shown");
    }

    private static Component find(Container c) {
        for (Component child : c.getComponents()) {
            if (child instanceof JOptionPane) {
                return child;
            }
            if (child instanceof Container inner && find(inner) != null) {
                return find(inner);
            }
        }
        return null;
    }
}
