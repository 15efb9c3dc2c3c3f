package meq.bots;

import static org.assertj.core.api.Assertions.assertThat;
import meq.TestData;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.engine.Engine;
import meq.rules.engine.Setup;
import meq.sim.Simulator;
import meq.state.GameState;
import meq.state.Side;
import org.junit.jupiter.api.Test;

class HeuristicBotTest {
    @Test
    void answersFromAPartOfTheViewAreThoseTheWholeViewGives() {
        Engine engine = new Engine(TestData.RULES);
        HeuristicBot parts = new HeuristicBot(TestData.RULES, 3);
        HeuristicBot whole = new HeuristicBot(TestData.RULES, 3);
        int combat = 0;
        int damage = 0;
        int influence = 0;
        int actions = 0;
        int rests = 0;
        int shadowCards = 0;
        int agility = 0;
        int champions = 0;
        for (int g = 0; g < 20; g++) { // games of 2, 3 and 4 players
            GameState s = Setup.newGame(TestData.RULES, Simulator.heroesFor(TestData.RULES, g, 2 + g % 3), g);
            for (Ask ask = engine.pending(s); ask != null; ask = engine.current(s)) {
                Action a = parts.choose(engine, s, ask);
                assertThat(a).as("%s at %s", ask.seat(), ask.prompt())
                        .isEqualTo(whole.choose(engine.view(s, ask.seat())));
                assertThat(ask.choosesCombatCard()).as("marked as a fight's card question: %s", ask.prompt())
                        .isEqualTo(ask.prompt().startsWith("Choose a combat card"));
                assertThat(ask.takesDamage()).as("marked as a damage question: %s", ask.prompt())
                        .isEqualTo(ask.prompt().startsWith("Take damage"));
                combat += ask.prompt().startsWith("Choose a combat card") && ask.options().size() > 1 ? 1 : 0;
                damage += ask.prompt().startsWith("Take damage") && ask.options().size() > 1 ? 1 : 0;
                influence += ask.prompt().startsWith("Place influence") && ask.options().size() > 1 ? 1 : 0;
                actions += ask.prompt().startsWith("Take an action") && ask.options().size() > 1 ? 1 : 0;
                rests += ask.prompt().equals("Rest?") ? 1 : 0;
                shadowCards += ask.prompt().startsWith("Play a Shadow card")
                        && ask.options().stream().anyMatch(o -> o instanceof Action.ChooseCard) ? 1 : 0;
                agility += ask.prompt().contains("how much agility") && ask.options().size() > 1 ? 1 : 0;
                champions += ask.options().size() > 1 && ask.options().get(0) instanceof Action.ChooseHero
                        && ask.prompt().contains("champion") ? 1 : 0;
                engine.apply(s, a);
            }
        }
        assertThat(agility).as("the agility a hero spends, from his fight's part of the view").isGreaterThan(10);
        assertThat(champions).as("the Finale's champion, from the same part").isGreaterThan(5);
        assertThat(combat).as("combat cards chosen from the fight alone").isGreaterThan(50);
        assertThat(damage).as("damage taken from the heroes' sheets alone").isGreaterThan(50);
        assertThat(influence).as("influence placed from the heroes' sheets, the plots and the Pool").isGreaterThan(50);
        assertThat(actions).as("Sauron's actions chosen from the same part").isGreaterThan(50);
        assertThat(rests).as("rests from the hero's sheet").isGreaterThan(50);
        assertThat(shadowCards).as("Shadow windows with a card to play, answered by kind").isGreaterThan(10);
    }

    @Test
    void botGamesAreDeterministicForASeedAndKeepEveryInvariant() throws Exception {
        Simulator sim = new Simulator(TestData.RULES);
        for (int i = 0; i < 4; i++) {
            long seed = Simulator.gameSeed(99, i);
            Simulator.Outcome a = sim.play(seed, 3, true, true, true);
            Simulator.Outcome b = sim.play(seed, 3, false, true, true);
            assertThat(a.violation()).isNull();
            assertThat(a.winner()).isIn(Side.HEROES, Side.SAURON);
            assertThat(b.winner()).isEqualTo(a.winner());
            assertThat(b.actions()).isEqualTo(a.actions());
        }
    }

    @Test
    void theHeroBotBeatsRandomPlayMostOfTheTime() throws Exception {
        Simulator sim = new Simulator(TestData.RULES);
        int botWins = 0;
        int randomWins = 0;
        for (int i = 0; i < 40; i++) {
            long seed = Simulator.gameSeed(5, i);
            botWins += sim.play(seed, 3, false, false, true).winner() == Side.HEROES ? 1 : 0;
            randomWins += sim.play(seed, 3, false, false, false).winner() == Side.HEROES ? 1 : 0;
        }
        assertThat(botWins).isGreaterThan(randomWins);
        assertThat(botWins).isGreaterThanOrEqualTo(30);
    }

    @Test
    void sauronsBotBeatsRandomHeroesMostOfTheTime() throws Exception {
        Simulator sim = new Simulator(TestData.RULES);
        int botWins = 0;
        int randomWins = 0;
        for (int i = 0; i < 40; i++) {
            long seed = Simulator.gameSeed(6, i);
            botWins += sim.play(seed, 3, false, true, false).winner() == Side.SAURON ? 1 : 0;
            randomWins += sim.play(seed, 3, false, false, false).winner() == Side.SAURON ? 1 : 0;
        }
        assertThat(botWins).isGreaterThan(randomWins);
        assertThat(botWins).isGreaterThanOrEqualTo(30);
    }
}
