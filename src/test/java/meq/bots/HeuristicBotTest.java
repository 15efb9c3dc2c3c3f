package meq.bots;

import static org.assertj.core.api.Assertions.assertThat;
import meq.TestData;
import meq.sim.Simulator;
import org.junit.jupiter.api.Test;

class HeuristicBotTest {
    @Test
    void botGamesAreDeterministicForASeedAndKeepEveryInvariant() throws Exception {
        Simulator sim = new Simulator(TestData.RULES);
        for (int i = 0; i < 4; i++) {
            long seed = Simulator.gameSeed(99, i);
            Simulator.Outcome a = sim.play(seed, 3, true, true, true);
            Simulator.Outcome b = sim.play(seed, 3, false, true, true);
            assertThat(a.violation()).isNull();
            assertThat(a.winner()).isIn("HEROES", "SAURON");
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
            botWins += sim.play(seed, 3, false, false, true).winner().equals("HEROES") ? 1 : 0;
            randomWins += sim.play(seed, 3, false, false, false).winner().equals("HEROES") ? 1 : 0;
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
            botWins += sim.play(seed, 3, false, true, false).winner().equals("SAURON") ? 1 : 0;
            randomWins += sim.play(seed, 3, false, false, false).winner().equals("SAURON") ? 1 : 0;
        }
        assertThat(botWins).isGreaterThan(randomWins);
        assertThat(botWins).isGreaterThanOrEqualTo(30);
    }
}
