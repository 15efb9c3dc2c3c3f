package meq.sim;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import meq.TestData;
import meq.rules.playtest.Presets;
import meq.state.GameState;
import org.junit.jupiter.api.Test;

/**
 * The same seed gives the same games at any thread count, and the same games as when this file's figures were
 * written (before the speed work of the engine): random and heuristic games and a preset's odds, each game's
 * winner, reason, length and story track. A rule fix may change them; then write them anew with
 * {@code -Dmeq.writeDigests=true} and say why in the commit. A speed change may not.
 */
class SeededGamesDigestTest {
    private static final Path DIGESTS = Path.of("src/test/resources/golden/seeded-games.txt");

    static List<String> lines(int threads) throws Exception {
        Simulator sim = new Simulator(TestData.RULES);
        List<String> out = new ArrayList<>();
        for (Simulator.Outcome o : sim.run(40, 7, 3, threads, false)) {
            out.add("random " + game(o));
        }
        for (Simulator.Outcome o : sim.run(16, 11, 4, threads, false, true, true)) {
            out.add("heuristic " + game(o));
        }
        var file = Presets.find("finale-sauron-dominant");
        GameState finale = Presets.load(TestData.RULES, Files.readAllBytes(file), file.toString()).state();
        for (Odds.Sample x : new Odds(TestData.RULES).run(finale, 200, 5, threads, done -> { })) {
            out.add("odds " + x.index() + " " + x.seed() + " " + x.winner().word() + " " + x.reason() + " " + x.champion()
                    + " " + x.turns() + " " + x.actions());
        }
        return out;
    }

    private static String game(Simulator.Outcome o) {
        StringBuilder story = new StringBuilder();
        for (int[] turn : o.story()) {
            story.append(Arrays.toString(turn));
        }
        return o.seed() + " " + o.heroes() + " " + o.winner() + " " + o.reason() + " " + o.turns() + " " + o.actions()
                + " " + o.champion() + " " + story;
    }

    @Test
    void theSameSeedGivesTheSameGamesAtAnyThreadCountAndAsBefore() throws Exception {
        List<String> one = lines(1);
        if (Boolean.getBoolean("meq.writeDigests")) {
            Files.write(DIGESTS, one);
        }
        assertThat(lines(2)).as("two threads").containsExactlyElementsOf(one);
        assertThat(one).as("the games as they were").hasSize(40 + 16 + 200)
                .containsExactlyElementsOf(Files.readAllLines(DIGESTS));
    }
}
