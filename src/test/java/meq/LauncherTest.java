package meq;

import static org.assertj.core.api.Assertions.assertThat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Linux image's launcher (src/dist/meq) picks the JIT by the work's length: C1 alone for a command of seconds,
 * the full JIT for the window, bench, the lab and bots that search. Run against a stand-in runtime that prints the
 * options it was given.
 */
@EnabledOnOs(OS.LINUX)
class LauncherTest {
    private static final String C1 = "-XX:TieredStopAtLevel=1";

    @TempDir
    Path home;

    @Test
    void shortCommandsGetC1AndLongWorkTheFullJit() throws Exception {
        assertThat(launch()).doesNotContain(C1); // the window
        assertThat(launch("bench", "--runs", "1")).doesNotContain(C1);
        assertThat(launch("lab", "sweep", "p", "--vary", "story.green=1..3")).doesNotContain(C1);
        assertThat(launch("odds", "finale-sauron-dominant", "--bots", "search")).doesNotContain(C1);
        assertThat(launch("simulate", "--heroes", "search:16")).doesNotContain(C1);
        assertThat(launch("odds", "finale-sauron-dominant", "--samples", "10000")).contains(C1);
        assertThat(launch("simulate", "--games", "200")).contains(C1);
        assertThat(launch("advise", "stage-three-crisis", "--bots", "search")).contains(C1); // a second's search
        assertThat(launch("--version")).contains(C1);
    }

    @Test
    void theUsersOptionsComeAfterTheLaunchersAndTheArgumentsPassUnchanged() throws Exception {
        List<String> got = launchWith("-XX:TieredStopAtLevel=4", "odds", "a b.yaml");
        assertThat(got.indexOf("-XX:TieredStopAtLevel=4")).isGreaterThan(got.indexOf(C1));
        assertThat(got.subList(got.indexOf("meq.Main"), got.size())).containsExactly("meq.Main", "odds", "a b.yaml");
    }

    private List<String> launch(String... args) throws IOException, InterruptedException {
        return launchWith("", args);
    }

    /** The launcher from the source tree, in an image's place, beside a stand-in java printing its arguments. */
    @BeforeEach
    void standIn() throws IOException {
        Path bin = Files.createDirectories(home.resolve("bin"));
        Path java = Files.createDirectories(home.resolve("lib/runtime/bin")).resolve("java");
        Files.copy(Path.of("src/dist/meq"), bin.resolve("meq"));
        Files.writeString(java, "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done\n");
        for (Path p : List.of(bin.resolve("meq"), java)) {
            Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    /** The stand-in java's arguments, one a line, as the launcher gave them. */
    private List<String> launchWith(String options, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(home.resolve("bin/meq").toString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().put("MEQ_JAVA_OPTIONS", options);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as(out).isZero();
        return out.lines().toList();
    }
}
