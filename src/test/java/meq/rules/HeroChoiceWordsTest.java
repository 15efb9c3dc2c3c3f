package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.Map;
import java.util.TreeMap;
import meq.bots.RandomBot;
import meq.rules.engine.Engine;
import meq.rules.words.Describe;
import meq.sim.Simulator;
import meq.state.GameState;
import org.junit.jupiter.api.Test;

/**
 * Issue 34: wherever a seat picks a hero, the question or its answers say what the chosen hero will suffer or
 * gain ("Tempted by Power: choose a hero to choose: take 1 Corruption card ..."), never a bare "Choose Thálin".
 * Swept over every question of seeded games of 2 to 4 players.
 */
class HeroChoiceWordsTest {
    private static final Rules R = Fixture.RULES;

    @Test
    void everyHeroChoiceOfSeededGamesSaysWhatTheChosenHeroSuffersOrGains() {
        Engine engine = new Engine(R);
        Simulator sim = new Simulator(R);
        Map<String, String> bare = new TreeMap<>();
        Map<String, String> said = new TreeMap<>();
        for (int g = 0; g < 120; g++) {
            long seed = Simulator.gameSeed(34, g);
            GameState s = sim.start(seed, 2 + g % 3, null);
            RandomBot bot = new RandomBot(seed);
            for (Ask ask = engine.pending(s); ask != null; ask = engine.current(s)) {
                for (Action a : ask.options()) {
                    if (a instanceof Action.ChooseHero h) {
                        String name = Naming.who(R, h.hero());
                        String words = Describe.choice(R, ask, a);
                        String key = ask.prompt().replace(name, "HERO");
                        if (words.equals(name) || words.equals("Choose " + name)) {
                            bare.put(key, words);
                        } else {
                            said.put(key, words);
                        }
                    }
                }
                engine.apply(s, bot.choose(ask));
            }
        }
        assertThat(said).as("hero choices found").hasSizeGreaterThan(5);
        assertThat(bare).as("hero choices that do not say what the chosen hero suffers or gains").isEmpty();
    }
}
