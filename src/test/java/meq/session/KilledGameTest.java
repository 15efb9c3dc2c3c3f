package meq.session;

import static org.assertj.core.api.Assertions.assertThat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import meq.TestData;
import meq.rules.Action;
import meq.rules.Rules;
import meq.rules.engine.Engine;
import meq.rules.words.GameLog;
import meq.state.GameState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game process killed (SIGKILL) in the middle and started again: its autosave resumes with every action it
 * had completed, and they are the seeded game's own first actions.
 */
class KilledGameTest {
    static final long SEED = 44;

    @TempDir
    Path tmp;

    @Test
    void theAutosaveResumesWithEveryCompletedActionAfterAKill() throws Exception {
        Rules rules = TestData.RULES;
        List<Action> whole = AutosavedGame.actions(rules, SEED);
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        for (int killAfter : new int[] {3, 60, 180}) {
            Path file = tmp.resolve("autosave-" + killAfter + ".yaml");
            Path printed = tmp.resolve("printed-" + killAfter + ".txt");
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            Process p = new ProcessBuilder(java, "-cp", cp, AutosavedGame.class.getName(), file.toString(),
                    Long.toString(SEED))
                    .redirectOutput(printed.toFile()).redirectErrorStream(true).start();
            long deadline = System.nanoTime() + 60_000_000_000L;
            while (lines(printed).size() < killAfter && p.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(2);
            }
            p.destroyForcibly();
            p.waitFor();
            List<String> lines = lines(printed); // all it printed before the kill, read after it
            assertThat(lines).as("the game ended before the kill").doesNotContain("over");
            int reported = Integer.parseInt(lines.get(lines.size() - 1));
            assertThat(reported).isGreaterThanOrEqualTo(killAfter).isLessThan(whole.size());
            Session back = Session.load(rules, file);
            List<Action> saved = back.log().actions();
            assertThat(saved.size()).as("actions saved, killed after %d", killAfter).isGreaterThanOrEqualTo(reported);
            assertThat(saved).isEqualTo(whole.subList(0, saved.size()));
            assertThat(back.state()).isEqualTo(replay(rules, saved));
            System.out.printf("killed after %d of %d actions reported; the autosave holds %d%n", reported, whole.size(),
                    saved.size());
        }
    }

    /** The whole lines of a file (a last line without its newline is still being written). */
    private static List<String> lines(Path file) throws IOException {
        String text = Files.readString(file);
        return text.lastIndexOf('\n') < 0 ? List.of() : List.of(text.substring(0, text.lastIndexOf('\n')).split("\n"));
    }

    private static GameState replay(Rules rules, List<Action> actions) {
        GameState s = new GameLog(AutosavedGame.HEROES, SEED, List.of()).start(rules);
        Engine engine = new Engine(rules);
        actions.forEach(a -> engine.apply(s, a));
        return s;
    }
}
