package meq.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ColdRunsTest {
    @Test
    void underJavaAColdRunStartsJavaOnTheSameClassPath() {
        List<String> command = ColdRuns.asTyped();
        assertThat(command.get(0)).endsWith("java");
        assertThat(command.subList(1, 4)).containsExactly("-cp", System.getProperty("java.class.path"), "meq.Main");
    }

    @Test
    void aColdRunPrintsTheRateTheCommandPrinted() throws Exception {
        ColdRuns.Cold cold = ColdRuns.measure(List.of("simulate", "--games", "3", "--seed", "7", "--players", "2",
                "--threads", "1", "--sauron", "random", "--heroes", "random"), 1);
        assertThat(cold.rate()).isPositive();
        assertThat(cold.wallSeconds()).isPositive();
    }
}
