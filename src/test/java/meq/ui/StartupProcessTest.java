package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.GraphicsEnvironment;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * `meq` with no command, as a separate process under the display: the start screen shows at once saying the data
 * is being read, then takes its tabs; the first-frame probe reports both and ends the process cleanly.
 */
class StartupProcessTest {
    @Test
    void theStartScreenShowsFirstAndTakesItsTabsWhenTheDataIsRead(@TempDir Path home) throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(List.of(java, "-Dmeq.firstFrame=exit", "-Duser.home=" + home,
                "-cp", System.getProperty("java.class.path"), "meq.Main"))
                .redirectErrorStream(true).redirectOutput(home.resolve("out.txt").toFile()).start();
        assertThat(p.waitFor(90, TimeUnit.SECONDS)).as("meq ends after the probe").isTrue();
        String out = Files.readString(home.resolve("out.txt"), StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(out).isZero();
        assertThat(out).contains("first frame painted", "start screen with its tabs painted", "data ",
                "start screen filled", "start screen with its presets listed");
        assertThat(out).as("the presets read after the data").containsPattern(", presets \\d+ ms");
        long first = number(out, "first frame painted ");
        long tabs = number(out, "start screen with its tabs painted ");
        assertThat(first).as("the first frame comes before the tabs").isLessThanOrEqualTo(tabs);
        assertThat(number(out, "start screen with its presets listed ")).as("the probe ends once the presets are listed too")
                .isGreaterThanOrEqualTo(tabs);
        assertThat(home.resolve(".meq/settings.properties")).as("the settings are kept in a file of meq's own")
                .exists();
    }

    private static long number(String out, String after) {
        int i = out.indexOf(after) + after.length();
        return Long.parseLong(out.substring(i, out.indexOf(' ', i)));
    }
}
