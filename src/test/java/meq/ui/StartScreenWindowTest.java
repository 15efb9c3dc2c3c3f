package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.Component;
import java.awt.Container;
import java.awt.GraphicsEnvironment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JLabel;
import meq.rules.playtest.Presets;
import meq.rules.words.GameLog;
import meq.session.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The start screen's preset filter and its recent files. */
class StartScreenWindowTest {
    @Test
    void theStartScreenSaysTheDataIsBeingReadThenTakesItsTabs(@TempDir Path dir) throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        AtomicReference<StartDialog> d = new AtomicReference<>();
        TableWindowTest.onEdt(() -> {
            StartDialog s = new StartDialog(null);
            s.addNotify();
            s.validate();
            d.set(s);
        });
        TableWindowTest.shoot(d.get(), "start-reading");
        AtomicReference<Boolean> words = new AtomicReference<>();
        TableWindowTest.onEdt(() -> words.set(labels(d.get().getContentPane()).contains(
                "Reading the map, the heroes and the cards…")));
        assertThat(words.get()).as("the start screen says what it is doing").isTrue();
        String home = System.getProperty("user.home");
        System.setProperty("user.home", dir.toString()); // no autosave here: the new game comes first
        try {
            TableWindowTest.onEdt(() -> d.get().fill(OddsDialogTest.RULES, PresetTab.bundledPresets(OddsDialogTest.RULES)));
        } finally {
            System.setProperty("user.home", home);
        }
        assertThat(d.get().shownTab()).isEqualTo("New game");
        assertThat(d.get().presets().listed()).isEqualTo(15);
        TableWindowTest.onEdt(d.get()::dispose);
    }

    private static List<String> labels(Container c) {
        List<String> out = new ArrayList<>();
        for (Component k : c.getComponents()) {
            if (k instanceof JLabel l) {
                out.add(l.getText());
            } else if (k instanceof Container inner) {
                out.addAll(labels(inner));
            }
        }
        return out;
    }

    @Test
    void thePresetListFiltersByWordsInTitleDescriptionAndGoal() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        AtomicReference<StartDialog> d = new AtomicReference<>();
        TableWindowTest.onEdt(() -> d.set(new StartDialog(null, OddsDialogTest.RULES)));
        StartDialog start = d.get();
        int all = start.presets().listed();
        assertThat(all).isEqualTo(15);
        TableWindowTest.onEdt(() -> {
            start.addNotify();
            start.validate();
            start.presets().filter("finale dominant");
            start.showTab("Preset");
            start.validate();
        });
        TableWindowTest.shoot(start, "start-presets-filtered");
        TableWindowTest.onEdt(() -> start.presets().filter("two-player"));
        assertThat(start.presets().listed()).as("only the two-player Finale says two-player").isEqualTo(1);
        TableWindowTest.onEdt(() -> start.presets().filter("FOUR-player"));
        assertThat(start.presets().listed()).as("case aside").isEqualTo(1);
        TableWindowTest.onEdt(() -> start.presets().filter("champion finale"));
        assertThat(start.presets().listed()).as("every word, in any order: at least the five champion Finales")
                .isBetween(5, all - 1);
        TableWindowTest.onEdt(() -> start.presets().filter("no such words anywhere"));
        assertThat(start.presets().listed()).isZero();
        TableWindowTest.onEdt(() -> start.presets().filter(""));
        assertThat(start.presets().listed()).isEqualTo(all);
        TableWindowTest.onEdt(start::dispose);
    }

    @Test
    void theRecentFilesKeepTheNewestEightOnceEach(@TempDir Path dir) {
        for (int i = 0; i < 10; i++) {
            Settings.remember(Settings.Recent.SAVE, dir.resolve("game-" + i + ".yaml"));
        }
        Settings.remember(Settings.Recent.PRESET, dir.resolve("game-5.yaml"));
        List<Settings.Recent> r = Settings.recent();
        assertThat(r).hasSize(Settings.RECENT);
        assertThat(r).extracting(x -> x.path().getFileName().toString()).containsExactly("game-5.yaml", "game-9.yaml",
                "game-8.yaml", "game-7.yaml", "game-6.yaml", "game-4.yaml", "game-3.yaml", "game-2.yaml");
        assertThat(r.get(0).kind()).isEqualTo(Settings.Recent.PRESET);
        Settings.forget(dir.resolve("game-9.yaml"));
        assertThat(Settings.recent()).hasSize(Settings.RECENT - 1).noneMatch(x -> x.path().endsWith("game-9.yaml"));
    }

    @Test
    void aSavedGameOpenedOnceIsOfferedAgainAmongTheRecentFiles(@TempDir Path dir) throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Path save = dir.resolve("evening-game.yaml");
        Session.of(OddsDialogTest.RULES, new GameLog(List.of("eleanor", "thalin"), 5, List.of())).save(save);
        Path preset = dir.resolve("my-finale.yaml");
        Files.copy(Presets.find("finale-heroes-dominant"), preset);

        AtomicReference<StartDialog> d = new AtomicReference<>();
        TableWindowTest.onEdt(() -> d.set(new StartDialog(null, OddsDialogTest.RULES)));
        TableWindowTest.onEdt(() -> d.get().savedGames().openSave(OddsDialogTest.RULES, save));
        assertThat(d.get().choice()).isNotNull();
        TableWindowTest.onEdt(() -> d.set(new StartDialog(null, OddsDialogTest.RULES)));
        TableWindowTest.onEdt(() -> d.get().presets().open(preset));
        TableWindowTest.onEdt(d.get()::dispose);

        TableWindowTest.onEdt(() -> d.set(new StartDialog(null, OddsDialogTest.RULES)));
        StartDialog again = d.get();
        assertThat(again.savedGames().recentFiles().listed()).extracting(Settings.Recent::path)
                .startsWith(preset.toAbsolutePath(), save.toAbsolutePath());
        assertThat(again.savedGames().recentFiles().listed().get(0).kind()).isEqualTo(Settings.Recent.PRESET);
        TableWindowTest.onEdt(() -> {
            again.addNotify();
            again.showTab("Saved game");
            again.validate();
        });
        TableWindowTest.shoot(again, "start-recent-files");
        int before = again.presets().listed();
        TableWindowTest.onEdt(() -> again.savedGames().recentFiles().open(OddsDialogTest.RULES, 0));
        assertThat(again.presets().listed()).as("the recent preset joins the list").isEqualTo(before + 1);
        TableWindowTest.onEdt(() -> again.savedGames().recentFiles().open(OddsDialogTest.RULES, 1));
        assertThat(again.choice()).as("the recent save is played").isNotNull();
        assertThat(again.choice().session().log().seed()).isEqualTo(5);
    }
}
