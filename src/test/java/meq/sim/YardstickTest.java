package meq.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.util.List;
import meq.TestData;
import meq.bots.BotKind;
import meq.data.OddsCalibration;
import meq.data.OddsCalibration.Kind;
import meq.rules.playtest.Presets;
import org.junit.jupiter.api.Test;

/** What a figure of odds is, in words: the bots, and how far the calibration found quick odds from strong play. */
class YardstickTest {
    private static OddsCalibration.Line line(String preset, Kind kind, double difference) {
        return new OddsCalibration.Line(preset, kind, "heuristic", 2000, 50, "search (budget 24)", 24, 80,
                50 - difference, difference, difference - 9, difference + 7, 3);
    }

    private static final OddsCalibration TWO_FINALES = new OddsCalibration(List.of(
            line("finale-a", Kind.FINALE, -21.3), line("finale-b", Kind.FINALE, 4.5)));

    @Test
    void aBundledPresetIsToldItsOwnDifferenceWithItsIntervalAndTheStrongBotsAndSamples() {
        Yardstick y = Yardstick.of(TWO_FINALES, BotKind.HEURISTIC, "finale-a", Kind.FINALE);
        assertThat(y.line()).contains("on this preset", "21.3 points below strong play", "-21.3",
                "95% interval -30.3 to -14.3", "search bots, budget 24, 80 samples", "2000 quick", "seed 3");
        assertThat(y.caption()).isEqualTo("heroes 21.3 points below strong play here");
        assertThat(Yardstick.of(TWO_FINALES, BotKind.HEURISTIC, "finale-b", Kind.FINALE).caption())
                .isEqualTo("heroes 4.5 points above strong play here");
    }

    @Test
    void aPresetWithoutALineOfItsOwnIsToldTheLargestDistanceOfItsKind() {
        Yardstick y = Yardstick.of(TWO_FINALES, BotKind.HEURISTIC, null, Kind.FINALE);
        assertThat(y.line()).contains("on the bundled Finale presets", "within 22 points of strong play",
                "the largest of 2", "no calibration of its own");
        assertThat(y.caption()).isEqualTo("within 22 points of strong play on the bundled Finale presets");
        assertThat(Yardstick.of(TWO_FINALES, BotKind.HEURISTIC, "a-file-of-mine", Kind.FINALE)).isEqualTo(y);
    }

    @Test
    void aKindWithNoCalibrationIsSaidNotCalibrated() {
        Yardstick y = Yardstick.of(TWO_FINALES, BotKind.HEURISTIC, null, Kind.GAME);
        assertThat(y.line()).contains("not calibrated against strong play", "no bundled whole-game preset");
        assertThat(y.caption()).isEqualTo("not calibrated against strong play");
        assertThat(Yardstick.of(null, BotKind.HEURISTIC, "finale-a", Kind.FINALE).caption())
                .as("an unreadable calibration calibrates nothing").isEqualTo("not calibrated against strong play");
    }

    @Test
    void theSearchBotsAreStrongPlayItselfAndRandomBotsAreNotCalibrated() {
        Yardstick strong = Yardstick.of(TWO_FINALES, BotKind.search(24), "finale-a", Kind.FINALE);
        assertThat(strong.caption()).isEqualTo("strong play itself, the yardstick of the quick odds");
        assertThat(strong.line()).contains("strong play", "search bots", "budget 24").doesNotContain("points");
        assertThat(Yardstick.of(TWO_FINALES, BotKind.RANDOM, "finale-a", Kind.FINALE).caption())
                .isEqualTo("not calibrated");
        assertThat(Yardstick.strongBudget(TWO_FINALES)).isEqualTo(24);
        assertThat(Yardstick.strongBudget(null)).isEqualTo(Calibration.STRONG_BUDGET);
    }

    @Test
    void eachBundledLineNamesABuiltInPresetOfItsKind() throws Exception {
        for (OddsCalibration.Line l : OddsCalibration.bundled().lines()) {
            var file = Presets.find(l.preset());
            assertThat(Presets.builtInName(file)).as(l.preset()).isEqualTo(l.preset());
            var preset = Presets.loadChecked(TestData.RULES, Files.readAllBytes(file), file.toString());
            assertThat(Presets.kind(preset.state())).as(l.preset()).isEqualTo(l.kind());
        }
    }
}
