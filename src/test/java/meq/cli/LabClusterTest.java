package meq.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `lab sweep --cluster` and `lab worker` as typed: the figures of a sweep in one process; a bad file in words. */
class LabClusterTest {
    @TempDir
    Path tmp;

    /** A point's line without its seconds (the only column that differs from run to run). */
    private static List<String> figures(String out) {
        return out.lines().filter(l -> l.trim().matches("\\d+ .*"))
                .map(l -> l.trim().replaceAll("\\s+\\d+\\.\\d\\d\\s+(sauron|heroes|none):", " $1:"))
                .collect(Collectors.toList());
    }

    @Test
    void aSweepOverTheClusterPrintsTheFiguresOfOneProcess() throws Exception {
        Path file = tmp.resolve("cluster.yaml");
        Files.writeString(file, "cluster: meq-cli\nlisten: 127.0.0.1:5861\npeers: []\nthreads: 2\n");
        String[] sweep = {"lab", "sweep", "finale-sauron-dominant", "--vary", "story.green=9..10", "--samples", "60",
            "--seed", "3"};
        var alone = ValidateCommandTest.run(sweep);
        var over = ValidateCommandTest.run(concat(sweep, "--cluster", file.toString()));
        assertThat(over.code()).as(over.err()).isZero();
        assertThat(over.err()).contains("cluster meq-cli: listening on 127.0.0.1:5861, joining no peers")
                .contains("members working: 127.0.0.1:5861 (2 threads, this one)");
        assertThat(figures(over.out())).hasSize(2).isEqualTo(figures(alone.out()));
    }

    @Test
    void aClusterFileIsRefusedInWordsNamingItsField() throws Exception {
        Path file = tmp.resolve("bad.yaml");
        Files.writeString(file, "cluster: meq-cli\nlisten: 127.0.0.1:99999\n");
        var worker = ValidateCommandTest.run("lab", "worker", "--config", file.toString());
        assertThat(worker.code()).isEqualTo(MeqCommand.BAD_INPUT);
        assertThat(worker.err()).contains(file + ": listen: \"127.0.0.1:99999\": a port is 1 to 65535");
        Files.writeString(file, "peers: 127.0.0.1:5701\n");
        var sweep = ValidateCommandTest.run("lab", "sweep", "finale-sauron-dominant", "--vary", "story.green=9..10",
                "--samples", "5", "--cluster", file.toString());
        assertThat(sweep.code()).isEqualTo(MeqCommand.BAD_INPUT);
        assertThat(sweep.err()).contains(file + ": peers: a list of host:port");
        var none = ValidateCommandTest.run("lab", "worker", "--config", tmp.resolve("none.yaml").toString());
        assertThat(none.err()).contains("none.yaml: no such file");
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
