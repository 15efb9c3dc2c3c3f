package meq.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** data/odds/calibration.csv: the lines `meq odds --calibrate --csv` writes, read back; a broken line is named. */
class OddsCalibrationTest {
    private static final String HEADER = String.join(",", OddsCalibration.COLUMNS);
    private static final String EOMETH = "finale-champion-eometh,heuristic,2000,74.30,72.34,76.17,search (budget 32),"
            + "40,87.50,73.89,94.54,-13.20,-20.51,0.54,5,finale";
    private static final String FRESH = "fresh-four-player,heuristic,200,37.00,30.60,43.90,search (budget 16),"
            + "10,60.00,31.27,83.18,-23.00,-47.19,9.51,7,game";

    private static Path folder(Path dir, String... lines) throws Exception {
        Files.createDirectories(dir.resolve("odds"));
        Files.writeString(dir.resolve("odds/calibration.csv"), String.join("\n", lines) + "\n");
        return dir;
    }

    @Test
    void aGoodFileGivesEachPresetItsLineAndItsKind(@TempDir Path dir) throws Exception {
        OddsCalibration c = OddsCalibration.read(folder(dir, HEADER, EOMETH, "", FRESH));
        assertThat(c.lines()).extracting(OddsCalibration.Line::preset)
                .containsExactly("finale-champion-eometh", "fresh-four-player");
        OddsCalibration.Line eometh = c.of("finale-champion-eometh");
        assertThat(eometh.kind()).isEqualTo(OddsCalibration.Kind.FINALE);
        assertThat(eometh.strongBudget()).isEqualTo(32);
        assertThat(eometh.strongSamples()).isEqualTo(40);
        assertThat(eometh.quickSamples()).isEqualTo(2000);
        assertThat(eometh.difference()).isEqualTo(-13.20);
        assertThat(eometh.differenceLow()).isEqualTo(-20.51);
        assertThat(eometh.differenceHigh()).isEqualTo(0.54);
        assertThat(eometh.seed()).isEqualTo(5);
        assertThat(c.of("fresh-four-player").strongBudget()).isEqualTo(16);
        assertThat(c.of(OddsCalibration.Kind.GAME)).extracting(OddsCalibration.Line::preset)
                .containsExactly("fresh-four-player");
        assertThat(c.of("no-such-preset")).isNull();
    }

    @Test
    void aBrokenLineIsRefusedWithItsFileLineAndField(@TempDir Path dir) throws Exception {
        String broken = EOMETH.replace(",87.50,", ",lots,");
        Path root = folder(dir, HEADER, FRESH, broken);
        int column = broken.indexOf("lots") + 1;
        String file = root.toString().replace('\\', '/') + "/odds/calibration.csv";
        assertThatThrownBy(() -> OddsCalibration.read(root)).isInstanceOfSatisfying(DataException.class, e ->
                assertThat(e.problems()).containsExactly(new DataProblem(file, 3, column, "strong_heroes",
                        "expected a number, got 'lots'")));
    }

    @Test
    void everyKindOfBrokenLineIsNamedAndNothingOfTheFileIsTaken(@TempDir Path dir) throws Exception {
        Path root = folder(dir, HEADER, EOMETH.replace(",finale", ",endgame"), EOMETH.replace("heuristic,", "random,"),
                FRESH.replace("search (budget 16)", "search"), FRESH.replace(",7,game", ",game"), EOMETH,
                EOMETH.replace(",2000,", ",20.5,"), EOMETH);
        assertThatThrownBy(() -> OddsCalibration.read(root)).isInstanceOfSatisfying(DataException.class, e -> {
            assertThat(e.problems()).extracting(DataProblem::line).containsExactly(2, 3, 4, 5, 7, 8);
            assertThat(e.problems()).extracting(DataProblem::field).containsExactly("kind", "quick_bots",
                    "strong_bots", "", "quick_samples", "preset");
            assertThat(e.problems().get(0).message()).contains("[finale, game]", "'endgame'");
            assertThat(e.problems().get(3).message()).isEqualTo("15 fields, where the columns are 16");
            assertThat(e.problems().get(5).message()).isEqualTo("a second line for finale-champion-eometh");
        });
    }

    @Test
    void aFileWithoutItsColumnsOrMissingIsRefused(@TempDir Path dir) throws Exception {
        Path root = folder(dir.resolve("a"), "preset,quick", EOMETH);
        assertThatThrownBy(() -> OddsCalibration.read(root)).isInstanceOfSatisfying(DataException.class, e ->
                assertThat(e.problems().get(0).toString()).endsWith("odds/calibration.csv:1:1: the first line must"
                        + " name the columns: " + HEADER));
        Path empty = Files.createDirectories(dir.resolve("b"));
        assertThatThrownBy(() -> OddsCalibration.read(empty)).isInstanceOfSatisfying(DataException.class, e ->
                assertThat(e.problems()).extracting(DataProblem::message).containsExactly("missing file"));
    }

    @Test
    void theBundledCalibrationReads() throws Exception {
        List<OddsCalibration.Line> lines = OddsCalibration.bundled().lines();
        assertThat(lines).isNotEmpty();
        assertThat(lines).allSatisfy(l -> assertThat(l.strongBudget()).isPositive());
    }
}
