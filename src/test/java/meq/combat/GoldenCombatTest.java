package meq.combat;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import meq.data.DataLoader;
import meq.data.GameData;
import meq.sim.CombatSim;
import meq.state.Cards;
import org.junit.jupiter.api.Test;

/**
 * A few whole combats, seeded, round by round, against a committed transcript. A change of combat behaviour shows
 * here first; when it is meant, write the file anew (delete it and run the test once) and read the difference.
 */
class GoldenCombatTest {
    static final Path GOLDEN = Path.of("src/test/resources/golden/combats.txt");

    static List<String> transcript() throws Exception {
        GameData data = DataLoader.bundled();
        CombatSim sim = new CombatSim(data, new Cards(data));
        List<String> out = new ArrayList<>();
        String[][] fights = {{"thalin", "orc"}, {"argalad", "cave-troll"}, {"eleanor", "ringwraiths"},
            {"eometh", "oliphaunt"}, {"beravor", "barrow-wight"}};
        for (String[] f : fights) {
            List<String> rounds = new ArrayList<>();
            CombatSim.Outcome o = sim.play(f[0], f[1], -1, 42, rounds);
            out.add("== " + f[0] + " against " + f[1] + ": " + o.name().toLowerCase());
            out.addAll(rounds);
        }
        return out;
    }

    @Test
    void wholeCombatsReplayTheirCommittedTranscript() throws Exception {
        List<String> now = transcript();
        if (!Files.exists(GOLDEN)) {
            Files.write(GOLDEN, now, StandardCharsets.UTF_8);
        }
        assertThat(now).containsExactlyElementsOf(Files.readAllLines(GOLDEN, StandardCharsets.UTF_8));
    }
}
