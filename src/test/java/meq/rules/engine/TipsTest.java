package meq.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import meq.TestData;
import meq.bots.RandomBot;
import meq.data.DataException;
import meq.data.HowToPlay;
import meq.data.Tips;
import meq.rules.Ask;
import meq.sim.Simulator;
import meq.state.GameState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Teach me as we play: every tip names a step that exists, and every kind of question the seeded games ask a seat
 * has its tip for that side, and every moment its own; a tip that names no How to play page, or a moment that is
 * none or that names a step or seat, is refused with its line.
 */
class TipsTest {
    @Test
    void everyTipNamesAStepAndEveryQuestionOfSeededGamesHasItsTip() throws DataException {
        Tips tips = Tips.bundled();
        for (Tips.Tip t : tips.tips()) {
            assertThat(t.moment() != null || StepNames.known(t.step())).as(t.step()).isTrue();
        }
        for (Tips.Moment m : Tips.Moment.values()) {
            assertThat(tips.forMoment(m)).as("the tip of the moment %s", m.word()).isNotNull();
        }
        Engine engine = new Engine(TestData.RULES);
        Simulator sim = new Simulator(TestData.RULES);
        Set<String> untold = new TreeSet<>();
        Set<String> asked = new TreeSet<>();
        for (int g = 0; g < 30; g++) {
            long seed = Simulator.gameSeed(33, g);
            GameState s = sim.start(seed, 2 + g % 3, null);
            RandomBot bot = new RandomBot(seed);
            for (Ask ask = engine.pending(s); ask != null; ask = engine.current(s)) {
                String step = StepNames.asking(s);
                String side = ask.seat().sauron() ? "Sauron" : "a hero";
                asked.add(step);
                if (tips.forStep(step, ask.seat().sauron()) == null) {
                    untold.add(step + " (asked of " + side + ")");
                }
                engine.apply(s, bot.choose(ask));
            }
        }
        assertThat(asked).hasSizeGreaterThan(30);
        assertThat(untold).as("questions with no tip").isEmpty();
    }

    @Test
    void sauronsVeryFirstQuestionIsSetupsInfluenceAndItsTipSaysTheRaceAndWhereHisMissionIs() throws DataException {
        // Setup: "Randomly select one of 3 Starting Plot cards ... then follow the card's instructions"; each starts
        // by placing influence, so Sauron's first tip is the one a newcomer learns the game's race from.
        Tips tips = Tips.bundled();
        Engine engine = new Engine(TestData.RULES);
        Simulator sim = new Simulator(TestData.RULES);
        for (int g = 0; g < 6; g++) {
            GameState s = sim.start(Simulator.gameSeed(34, g), 2 + g % 3, null);
            Ask first = engine.pending(s);
            assertThat(first.seat().sauron()).isTrue();
            assertThat(StepNames.asking(s)).isEqualTo("EffectSteps.Spread");
            assertThat(tips.forStep(StepNames.asking(s), true).text())
                    .contains("three Story Track markers against the heroes' green one")
                    .contains("your secret mission, which can win you the game, is in Yours alone");
        }
    }

    @Test
    void aTipWhosePageIsNotInHowToPlayIsRefusedWithItsLine(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("help"));
        Files.writeString(dir.resolve("help/tips.yaml"), """
                tips:
                  - step: HeroTurn.Rest
                    page: hero-turn
                    text: Rest or go on.
                  - step: HeroTurn.Travel
                    seat: everyone
                    page: no-such-page
                    text: Move.
                  - moment: victory
                    page: goal
                    text: You won.
                  - moment: danger
                    seat: sauron
                    page: combat-or-peril
                    text: Mind the monsters.
                """);
        assertThatThrownBy(() -> Tips.read(dir, HowToPlay.bundled()))
                .isInstanceOf(DataException.class)
                .hasMessageContaining("tips.yaml:9:13: tips[2].moment: no moment \"victory\"; the moments are"
                        + " [danger, shadow-cards]")
                .hasMessageContaining("tips.yaml:12:13: tips[3].moment: a moment's tip names no step nor seat (the"
                        + " moment danger comes to hero)")
                .hasMessageContaining("tips.yaml:6:11: tips[1].seat: expected sauron or hero, but found \"everyone\"")
                .hasMessageContaining("tips.yaml:7:11: tips[1].page: no How to play page \"no-such-page\"");
    }
}
