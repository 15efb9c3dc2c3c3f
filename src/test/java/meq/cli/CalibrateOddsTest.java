package meq.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `meq odds --calibrate`: the quick odds beside strong play (issue 35), reported, not judged. */
class CalibrateOddsTest {
    private static final String PRESET = "finale-sauron-dominant";
    private static final String SHARE = "\\d+\\.\\d\\d% \\(\\d+\\.\\d-\\d+\\.\\d\\)";

    private static ValidateCommandTest.Run calibrate(String threads, Path csv) {
        return ValidateCommandTest.run("odds", "--calibrate", PRESET, "--quick-samples", "12", "--strong-samples", "3",
                "--budget", "2", "--seed", "4", "--threads", threads, "--csv", csv.toString());
    }

    @Test
    void reportsBothFiguresTheirIntervalsAndTheDifferenceTheSameAtAnyThreadCount(@TempDir Path dir) throws Exception {
        var one = calibrate("1", dir.resolve("one.csv"));
        assertThat(one.code()).as(one.err()).isZero();
        assertThat(one.out()).contains("quick:  heuristic bots on every seat, 12 samples",
                "strong: search bots on every seat, budget 2, 3 samples");
        String row = one.out().lines().filter(l -> l.startsWith(PRESET)).findFirst().orElseThrow();
        assertThat(row).matches(PRESET + " +" + SHARE + " +" + SHARE + " +[+-]\\d+\\.\\d +\\([+-]\\d+\\.\\d to [+-]\\d+\\.\\d\\)");

        List<String> csv = Files.readAllLines(dir.resolve("one.csv"));
        assertThat(csv).hasSize(2);
        assertThat(csv.get(0)).isEqualTo(CalibrationTable.CSV_HEADER);
        String[] f = csv.get(1).split(",");
        assertThat(f).hasSize(CalibrationTable.CSV_HEADER.split(",").length);
        assertThat(f[0]).isEqualTo(PRESET);
        assertThat(f[1]).isEqualTo("heuristic");
        assertThat(f[6]).isEqualTo("search (budget 2)");
        assertThat(f[15]).as("the preset's kind").isEqualTo("finale");
        double quick = Double.parseDouble(f[3]);
        double strong = Double.parseDouble(f[8]);
        assertThat(Double.parseDouble(f[11])).isCloseTo(quick - strong, org.assertj.core.data.Offset.offset(0.011));
        assertThat(Double.parseDouble(f[4])).isLessThanOrEqualTo(quick);
        assertThat(Double.parseDouble(f[5])).isGreaterThanOrEqualTo(quick);
        assertThat(Double.parseDouble(f[12])).isLessThanOrEqualTo(Double.parseDouble(f[13]));

        var two = calibrate("2", dir.resolve("two.csv"));
        assertThat(two.out()).isEqualTo(one.out().replace("1 thread\n", "2 threads\n"));
        assertThat(Files.readAllLines(dir.resolve("two.csv"))).isEqualTo(csv);
    }

    @Test
    void theCalibrationNamesItsOwnBotsAndOddsWithoutAPresetIsBadUsage() {
        var bots = ValidateCommandTest.run("odds", "--calibrate", PRESET, "--bots", "random");
        assertThat(bots.code()).isEqualTo(MeqCommand.BAD_USAGE);
        assertThat(bots.err()).contains("--bots is not for --calibrate");
        var none = ValidateCommandTest.run("odds");
        assertThat(none.code()).isEqualTo(MeqCommand.BAD_USAGE);
        assertThat(none.err()).contains("odds takes a PRESET");
        var disagreements = ValidateCommandTest.run("odds", PRESET, PRESET, "--disagreements");
        assertThat(disagreements.code()).isEqualTo(MeqCommand.BAD_USAGE);
        assertThat(disagreements.err()).contains("--disagreements takes one PRESET");
    }
}
