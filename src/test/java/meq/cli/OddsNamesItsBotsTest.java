package meq.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import meq.bots.BotKind;
import meq.data.OddsCalibration;
import meq.sim.Yardstick;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `meq odds PRESET` says what its figure is: the bots that played and how far the calibration found them. */
class OddsNamesItsBotsTest {
    private static final String BUNDLED = "finale-champion-eometh";

    @Test
    void aBundledPresetIsToldItsOwnCalibrationAndTheCsvNamesTheBots(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("samples.csv");
        var odds = ValidateCommandTest.run("odds", BUNDLED, "--samples", "12", "--csv", csv.toString());
        assertThat(odds.code()).as(odds.err()).isZero();
        OddsCalibration calibration = OddsCalibration.bundled();
        OddsCalibration.Line own = calibration.of(BUNDLED);
        String said = Yardstick.of(calibration, BotKind.HEURISTIC, BUNDLED, own.kind()).line();
        assertThat(odds.out()).contains("12 samples, seed 1, heuristic bots on every seat\n" + said + "\n");
        assertThat(said).contains("on this preset", "budget " + own.strongBudget(), own.strongSamples() + " samples");

        List<String> lines = Files.readAllLines(csv);
        assertThat(lines.get(0)).isEqualTo(OddsCommand.CSV_HEADER).endsWith(",bots");
        assertThat(lines).hasSize(13);
        assertThat(lines.subList(1, 13)).allSatisfy(l -> assertThat(l).endsWith(",heuristic"));
    }

    @Test
    void aPresetFileOfItsOwnIsToldTheCalibrationOfItsKind(@TempDir Path dir) throws Exception {
        Path mine = dir.resolve("my-finale.yaml");
        Files.copy(meq.rules.playtest.Presets.find(BUNDLED), mine);
        var odds = ValidateCommandTest.run("odds", mine.toString(), "--samples", "12");
        assertThat(odds.code()).as(odds.err()).isZero();
        String said = Yardstick.of(OddsCalibration.bundled(), BotKind.HEURISTIC, null, OddsCalibration.Kind.FINALE)
                .line();
        assertThat(said).contains("on the bundled Finale presets");
        assertThat(odds.out()).contains("heuristic bots on every seat\n" + said + "\n");
    }

    @Test
    void searchBotsAreStrongPlayItselfAndTheirCsvSaysSo(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("strong.csv");
        var odds = ValidateCommandTest.run("odds", "finale-sauron-dominant", "--samples", "2", "--bots", "search",
                "--budget", "2", "--csv", csv.toString());
        assertThat(odds.code()).as(odds.err()).isZero();
        assertThat(odds.out()).contains("search bots on every seat, budget 2\nstrong play: the search bots");
        assertThat(Files.readAllLines(csv).subList(1, 3)).allSatisfy(l -> assertThat(l).endsWith(",search (budget 2)"));
    }
}
