package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.GraphicsEnvironment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import meq.bots.RandomBot;
import meq.rules.words.GameLog;
import meq.session.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.ThrowingConsumer;
import org.junit.jupiter.api.io.TempDir;

/** After a crash the start screen offers the last game first, and resuming it loses no completed action. */
class ResumeAfterCrashTest {
    @TempDir
    Path home;

    /** Runs a window test with the home folder at home, on a new game of Argalad and Eleanor autosaving there. */
    static void atHome(Path home, ThrowingConsumer<Session> test) throws Throwable {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        String oldHome = System.getProperty("user.home");
        System.setProperty("user.home", home.toString());
        try {
            Session played = Session.of(OddsDialogTest.RULES, new GameLog(List.of("argalad", "eleanor"), 77, List.of()));
            played.autosaveTo(Session.newAutosaveFile());
            test.accept(played);
        } finally {
            System.setProperty("user.home", oldHome);
        }
    }

    @Test
    void theStartScreenOffersTheLastGameAndResumesItWhole() throws Throwable {
        atHome(home, played -> {
            RandomBot bot = new RandomBot(77);
            for (int i = 0; i < 150 && !played.state().over(); i++) {
                played.apply(bot.choose(played.engine().current(played.state())));
            }
            // the crash: the process dies mid-write of the next autosave, leaving a partial file beside it
            Files.writeString(played.autosave().resolveSibling(".meq-save-123.tmp"), "format: 2\nactions: [");
            AtomicReference<StartDialog> dialog = new AtomicReference<>();
            TableWindowTest.onEdt(() -> dialog.set(new StartDialog(null, OddsDialogTest.RULES)));
            StartDialog start = dialog.get();
            assertThat(start.shownTab()).isEqualTo("Saved game");
            TableWindowTest.onEdt(start.savedGames()::resumeLast);
            Session resumed = start.choice().session();
            assertThat(resumed.log().actions()).isEqualTo(played.log().actions());
            assertThat(resumed.state()).isEqualTo(played.state());
            AtomicReference<TableFrame> table = new AtomicReference<>();
            TableWindowTest.onEdt(() -> {
                TableFrame t = new TableFrame(OddsDialogTest.RULES, resumed, start.choice().title());
                t.setVisible(true);
                table.set(t);
            });
            assertThat(table.get().session().state().turn).isEqualTo(played.state().turn);
            TableWindowTest.onEdt(table.get()::dispose);
        });
    }
}
