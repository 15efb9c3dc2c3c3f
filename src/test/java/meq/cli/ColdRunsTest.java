package meq.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ColdRunsTest {
    @Test
    void underJavaAColdRunStartsJavaOnTheSameClassPath() {
        List<String> command = ColdRuns.asTyped();
        assertThat(command.get(0)).endsWith("java");
        assertThat(command.subList(1, 4)).containsExactly("-cp", System.getProperty("java.class.path"), "meq.Main");
    }

    @Test
    void aPackagedLaunchersChildGetsTheLibraryPathAsTheLauncherFoundIt() {
        Map<String, String> env = new HashMap<>(Map.of("LD_LIBRARY_PATH", ":/opt/meq/lib/app"));
        ColdRuns.launcherEnvironment(env, "/opt/meq/bin/meq");
        assertThat(env).doesNotContainKey("LD_LIBRARY_PATH");
        Map<String, String> own = new HashMap<>(Map.of("LD_LIBRARY_PATH", "/usr/local/lib:/opt/meq/lib/app"));
        ColdRuns.launcherEnvironment(own, "/opt/meq/bin/meq");
        assertThat(own).containsEntry("LD_LIBRARY_PATH", "/usr/local/lib");
    }

    @Test
    void aColdRunPrintsTheRateTheCommandPrinted() throws Exception {
        ColdRuns.Cold cold = ColdRuns.measure(List.of("simulate", "--games", "3", "--seed", "7", "--players", "2",
                "--threads", "1", "--sauron", "random", "--heroes", "random"), 1);
        assertThat(cold.rate()).isPositive();
        assertThat(cold.wallSeconds()).isPositive();
    }
}
