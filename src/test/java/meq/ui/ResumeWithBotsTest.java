package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static org.assertj.core.api.Assertions.assertThat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import meq.bots.Strength;
import meq.session.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game played against bots and closed comes back from the start screen with the same seats played by bots, and the
 * start screen's list says which they are.
 */
class ResumeWithBotsTest {
    @TempDir
    Path home;

    @Test
    void aResumedGameHasItsBotsAgainAtTheirStrengths() throws Throwable {
        ResumeAfterCrashTest.atHome(home, played -> {
            AtomicReference<TableFrame> first = new AtomicReference<>();
            onEdt(() -> {
                TableFrame t = new TableFrame(OddsDialogTest.RULES, played, "bots");
                t.setVisible(true);
                t.botSeats().strength("eleanor", Strength.HARD); // her menu's strength, then the seat
                t.botPlays("eleanor", true);
                t.botSeats().strength("sauron", Strength.EASY);
                t.botPlays("sauron", true);
                t.botSeats().pause(); // nobody moves: the test reads the seats, not the game
                first.set(t);
            });
            onEdt(first.get()::dispose);
            assertThat(Files.readString(played.autosave())).contains("bots:").contains("eleanor: hard")
                    .contains("sauron: easy");

            AtomicReference<StartDialog> dialog = new AtomicReference<>();
            onEdt(() -> dialog.set(new StartDialog(null, OddsDialogTest.RULES)));
            AtomicReference<String> listed = new AtomicReference<>();
            onEdt(() -> listed.set(SavedGameTab.describe(OddsDialogTest.RULES, dialog.get().savedGames().unfinishedListed().get(0))));
            assertThat(listed.get()).as("the Saved game tab says who the bots play")
                    .startsWith("Argalad, Eleanor (bot) against Sauron (bot)  ·  turn 1");
            onEdt(dialog.get().savedGames()::resumeLast);
            Session resumed = dialog.get().choice().session();
            assertThat(resumed.bots()).isEqualTo(Map.of("eleanor", "hard", "sauron", "easy"));
            AtomicReference<TableFrame> again = new AtomicReference<>();
            onEdt(() -> {
                TableFrame t = new TableFrame(OddsDialogTest.RULES, resumed, dialog.get().choice().title());
                t.botSeats().pause();
                again.set(t);
            });
            BotSeats bots = again.get().botSeats();
            assertThat(bots.seats()).containsExactlyInAnyOrder("eleanor", "sauron");
            assertThat(bots.strengthOf("eleanor")).isEqualTo(Strength.HARD);
            assertThat(bots.strengthOf("sauron")).isEqualTo(Strength.EASY);
            onEdt(again.get()::dispose);

            // opening a table on a save with its bots writes nothing: no autosave until somebody moves
            Session quiet = Session.of(OddsDialogTest.RULES, resumed.log());
            Path untouched = home.resolve("quiet.yaml");
            quiet.autosaveTo(untouched);
            onEdt(() -> {
                TableFrame t = new TableFrame(OddsDialogTest.RULES, quiet, "quiet");
                t.botSeats().pause();
                again.set(t);
            });
            assertThat(untouched).as("an autosave written at the opening").doesNotExist();
            assertThat(again.get().botSeats().seats()).containsExactlyInAnyOrder("eleanor", "sauron");
            onEdt(again.get()::dispose);
            // a seat the game has not is passed over
            Session other = Session.of(OddsDialogTest.RULES, resumed.log().withBots(Map.of("thalin", "hard",
                    "sauron", "easy")));
            onEdt(() -> {
                TableFrame t = new TableFrame(OddsDialogTest.RULES, other, "other");
                t.botSeats().pause();
                t.dispose();
            });
            assertThat(other.bots()).isEqualTo(Map.of("sauron", "easy"));
        });
    }
}
