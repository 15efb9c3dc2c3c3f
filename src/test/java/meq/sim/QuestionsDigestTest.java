package meq.sim;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.security.MessageDigest;
import java.util.HexFormat;
import meq.TestData;
import meq.bots.RandomBot;
import meq.rules.Ask;
import meq.rules.engine.Engine;
import meq.rules.playtest.Presets;
import meq.state.GameState;
import org.junit.jupiter.api.Test;

/**
 * Every question of a few seeded games, in words: who decides, the prompt and each answer in order (written anew
 * when issue 33 mended the rules and the words). The seeded games' digests hold the play; this holds what a player
 * reads. A change of wording writes the figure anew, and says so.
 */
class QuestionsDigestTest {
    private static final String DIGEST = "8c2a5469cc8e1e77c8a52e356ffaf3ad06a6e67956dd42946a12d2c3d154e2bb";

    @Test
    void theQuestionsOfSeededGamesReadAsBefore() throws Exception {
        Engine engine = new Engine(TestData.RULES);
        Simulator sim = new Simulator(TestData.RULES);
        var file = Presets.find("finale-sauron-dominant");
        GameState finale = Presets.load(TestData.RULES, Files.readAllBytes(file), file.toString()).state();
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        int questions = 0;
        for (int g = 0; g < 8; g++) { // four new games of three players, four endings of the Finale preset
            long seed = Simulator.gameSeed(21, g);
            GameState s = g < 4 ? sim.start(seed, 3, null) : sim.start(seed, 0, finale);
            RandomBot bot = new RandomBot(seed);
            for (Ask ask = engine.pending(s); ask != null; ask = engine.current(s)) {
                md.update((ask.seat() + "|" + ask.prompt() + "|" + ask.options() + "\n").getBytes(StandardCharsets.UTF_8));
                questions++;
                engine.apply(s, bot.choose(ask));
            }
        }
        assertThat(questions).isEqualTo(1430);
        assertThat(HexFormat.of().formatHex(md.digest())).isEqualTo(DIGEST);
    }
}
