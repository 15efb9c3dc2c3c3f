package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.GraphicsEnvironment;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import meq.bots.RandomBot;
import meq.rules.words.GameLog;
import meq.session.Session;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The start screen as meq opens it: its tabs go in as soon as the data is read, with the autosaved games listed at
 * once and replayed behind (each taking its place when read), and the presets listed after.
 */
class StartScreenReadsBehindTest {
    @TempDir
    Path home;
    private String oldHome;
    private Session older;
    private Session newer;

    @BeforeEach
    void twoUnfinishedGames() throws Exception {
        oldHome = System.getProperty("user.home");
        System.setProperty("user.home", home.toString());
        older = played(List.of("argalad", "eleanor"), 5, 90);
        Thread.sleep(20); // the newer autosave written last
        newer = played(List.of("beravor", "thalin"), 6, 40);
    }

    @AfterEach
    void homeBack() {
        System.setProperty("user.home", oldHome);
    }

    private static Session played(List<String> heroes, long seed, int actions) {
        Session s = Session.of(OddsDialogTest.RULES, new GameLog(heroes, seed, List.of()));
        s.autosaveTo(Session.newAutosaveFile());
        RandomBot bot = new RandomBot(seed);
        for (int i = 0; i < actions && !s.state().over(); i++) {
            s.apply(bot.choose(s.engine().current(s.state())));
        }
        return s;
    }

    private static StartDialog opened() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        AtomicReference<StartDialog> d = new AtomicReference<>();
        TableWindowTest.onEdt(() -> {
            StartDialog sd = new StartDialog(null);
            sd.fill(OddsDialogTest.RULES, null);
            d.set(sd);
        });
        return d.get();
    }

    @Test
    void theAutosavesAreListedAtOnceAndReadBehind() throws Exception {
        StartDialog start = opened();
        assertThat(start.shownTab()).as("unfinished games are offered first").isEqualTo("Saved game");
        assertThat(start.savedGames().unfinishedListed()).extracting(SavedGameTab.Unfinished::file)
                .containsExactly(newer.autosave(), older.autosave());
        long until = System.currentTimeMillis() + 30_000;
        while (start.savedGames().unfinishedListed().stream().anyMatch(SavedGameTab.Unfinished::reading)
                && System.currentTimeMillis() < until) {
            Thread.sleep(20);
            TableWindowTest.onEdt(() -> { }); // the settled entries are put in on the event thread
        }
        List<SavedGameTab.Unfinished> listed = start.savedGames().unfinishedListed();
        assertThat(listed).noneMatch(SavedGameTab.Unfinished::reading);
        assertThat(listed.get(0).session().state()).isEqualTo(newer.state());
        assertThat(SavedGameTab.describe(OddsDialogTest.RULES, listed.get(1)))
                .contains("Argalad, Eleanor", "turn " + older.state().turn, "90 actions");
        assertThat(start.presets().listed()).as("the presets come after the tabs").isZero();
        TableWindowTest.onEdt(() -> start.addBundled(PresetTab.bundledPresets(OddsDialogTest.RULES)));
        assertThat(start.presets().listed()).isPositive();
        TableWindowTest.onEdt(start::dispose);
    }

    @Test
    void aGameResumedBeforeItWasReadIsReadThenAndResumedWhole() throws Exception {
        AtomicReference<StartDialog> d = new AtomicReference<>();
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        TableWindowTest.onEdt(() -> {
            StartDialog sd = new StartDialog(null);
            sd.fill(OddsDialogTest.RULES, null);
            sd.savedGames().resume(1); // at once, in the same event as the tabs went in: not read yet
            d.set(sd);
        });
        Session resumed = d.get().choice().session();
        assertThat(resumed.log().actions()).isEqualTo(older.log().actions());
        assertThat(resumed.state()).isEqualTo(older.state());
        assertThat(resumed.autosave()).isEqualTo(older.autosave());
    }
}
