package meq.cli;

import static org.assertj.core.api.Assertions.assertThat;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ValidateCommandTest {
    @TempDir
    Path tmp;

    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = MeqCommand.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void validatesTheBuiltInDataAndPrintsCounts() {
        Run r = run("validate");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("locations     63", "paths         106", "regions       10", "heroes        5",
                "hero cards    125", "skills        20", "minions       5", "monsters      14", "token piles   5",
                "combat cards  75", "events        42", "encounters    102", "lessons       22");
    }

    @Test
    void validatesAFolderGivenWithData() {
        Run r = run("validate", "--data", "data");
        assertThat(r.code()).isZero();
        assertThat(r.out()).startsWith("Data data is valid:");
    }

    @Test
    void brokenDataPrintsEveryProblemAndExitsOne() throws Exception {
        Path dir = tmp.resolve("d");
        Files.createDirectories(dir.resolve("board"));
        Files.writeString(dir.resolve("board/regions.yaml"), "regions: [\n");
        Run r = run("validate", "--data", dir.toString());
        assertThat(r.code()).isEqualTo(1);
        String shown = dir.toString().replace('\\', '/');
        assertThat(r.err()).contains(shown + "/board/regions.yaml:2:1: not valid YAML",
                shown + "/board/locations.yaml: missing file", shown + "/heroes: missing folder");
        assertThat(r.err()).doesNotContain("Exception", "\tat ");
        assertThat(r.out()).isEmpty();
    }

    @Test
    void aBrokenCalibrationLineIsNamedAndExitsOne() throws Exception {
        Path dir = tmp.resolve("copy");
        try (var files = Files.walk(Path.of("data"))) {
            for (Path p : files.toList()) {
                Files.copy(p, dir.resolve(Path.of("data").relativize(p).toString()));
            }
        }
        Path csv = dir.resolve("odds/calibration.csv");
        List<String> lines = Files.readAllLines(csv);
        Files.writeString(csv, lines.get(0) + "\n" + lines.get(1).replaceFirst(",finale$", ",final") + "\n");
        Run r = run("validate", "--data", dir.toString());
        assertThat(r.code()).isEqualTo(1);
        int column = lines.get(1).lastIndexOf(',') + 2;
        assertThat(r.err()).contains(dir.toString().replace('\\', '/') + "/odds/calibration.csv:2:" + column
                + ": kind: expected one of [finale, game], got 'final'");
        Files.writeString(csv, String.join("\n", lines) + "\n");
        Run good = run("validate", "--data", dir.toString());
        assertThat(good.code()).as(good.err()).isZero();
        assertThat(good.out()).contains("calibrated    " + (lines.size() - 1));
    }

    @Test
    void aMissingFolderIsBadInput() {
        Run r = run("validate", "--data", tmp.resolve("nowhere").toString());
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).contains("no such data folder");
    }

    @Test
    void helpListsTheCommandsAndBadUsageExitsTwo() {
        Run help = run("--help");
        assertThat(help.code()).isZero();
        assertThat(help.out()).contains("validate");
        assertThat(run("validate", "--help").code()).isZero();
        assertThat(run("validate", "--frobnicate").code()).isEqualTo(2);
        assertThat(run("no-such-command").code()).isEqualTo(2);
    }
}
