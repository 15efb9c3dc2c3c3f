package meq.session;

import static org.assertj.core.api.Assertions.assertThat;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.file.Path;
import meq.TestData;
import meq.rules.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A process killed (SIGKILL) while it saves never leaves a damaged file: the old one stays whole. */
class SaveKillTest {
    @TempDir
    Path tmp;

    @Test
    void aKilledSaveLeavesTheFileWhole() throws Exception {
        Rules rules = TestData.RULES;
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Path file = tmp.resolve("game.yaml");
        for (int round = 0; round < 3; round++) {
            Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp", cp,
                    SaveLoop.class.getName(), file.toString()).redirectErrorStream(true).start();
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream()))) {
                assertThat(r.readLine()).isEqualTo("ready");
                Thread.sleep(150 + round * 90);
                p.destroyForcibly();
                p.waitFor();
            }
            assertThat(file).exists();
            Session back = Session.load(rules, file);
            assertThat(back.log().actions()).isNotEmpty();
        }
    }
}
