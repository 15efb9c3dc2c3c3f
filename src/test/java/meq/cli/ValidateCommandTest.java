package meq.cli;

import static org.assertj.core.api.Assertions.assertThat;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
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
