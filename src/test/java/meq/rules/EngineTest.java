package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.ArrayList;
import java.util.List;
import meq.bots.RandomBot;
import meq.rules.engine.Engine;
import meq.rules.engine.Setup;
import meq.sim.Simulator;
import meq.state.GameState;
import meq.state.Seat;
import meq.state.Side;
import org.junit.jupiter.api.Test;

class EngineTest {
    static GameState play(long seed, List<Action> record) {
        Engine engine = new Engine(Fixture.RULES);
        GameState s = Setup.newGame(Fixture.RULES, List.of("eleanor", "thalin"), seed);
        RandomBot bot = new RandomBot(seed);
        for (Ask a = engine.pending(s); a != null; a = engine.pending(s)) {
            Action act = bot.choose(a);
            record.add(act);
            engine.apply(s, act);
        }
        return s;
    }

    @Test
    void aSeedAndTheListOfActionsReplayAGameExactly() {
        List<Action> actions = new ArrayList<>();
        GameState end = play(99, actions);
        Engine engine = new Engine(Fixture.RULES);
        GameState replay = Setup.newGame(Fixture.RULES, List.of("eleanor", "thalin"), 99);
        for (Action a : actions) {
            engine.apply(replay, a);
        }
        assertThat(replay).isEqualTo(end);
        assertThat(end.over()).isTrue();
    }

    @Test
    void aCopyPlaysOnIdentically() {
        Engine engine = new Engine(Fixture.RULES);
        GameState s = Setup.newGame(Fixture.RULES, List.of("argalad"), 5);
        RandomBot bot = new RandomBot(1);
        for (int i = 0; i < 40; i++) {
            engine.apply(s, bot.choose(engine.pending(s)));
        }
        GameState copy = s.copy();
        assertThat(copy).isEqualTo(s);
        RandomBot b1 = new RandomBot(2);
        RandomBot b2 = new RandomBot(2);
        for (int i = 0; i < 40; i++) {
            engine.apply(s, b1.choose(engine.pending(s)));
            engine.apply(copy, b2.choose(engine.pending(copy)));
        }
        assertThat(copy).isEqualTo(s);
    }

    @Test
    void aHeroSeesOnlyHisOwnHandAndNoTokenFaces() {
        Engine engine = new Engine(Fixture.RULES);
        Fixture f = new Fixture("eleanor", "thalin").atFirstAction();
        GameState s = f.s;
        s.influence[Fixture.RULES.board().location("dol-guldur").index()] = 3;
        int token = s.tokenPiles.get("brown").draw(s.rng);
        s.tokenAt[token] = Fixture.RULES.board().location("dol-guldur").index();
        engine.apply(s, new Action.Pass());
        View eleanor = engine.view(s, Seat.hero("eleanor"));
        View sauron = engine.view(s, Seat.SAURON);
        assertThat(eleanor.own().hand()).hasSize(6);
        assertThat(engine.view(s, Seat.hero("thalin")).own().hand()).hasSize(5).doesNotContainAnyElementsOf(eleanor.own().hand());
        assertThat(sauron.own().hand()).isEmpty();
        assertThat(eleanor.board().tokens()).singleElement().satisfies(t -> assertThat(t.face()).isNull());
        assertThat(sauron.board().tokens()).singleElement().satisfies(t -> assertThat(t.face()).isNotNull());
        assertThat(eleanor.question().ask()).isNotNull();
        assertThat(engine.view(s, Seat.hero("thalin")).question().ask()).isNull();
    }

    @Test
    void randomGamesKeepEveryInvariant() {
        Simulator sim = new Simulator(Fixture.RULES);
        for (int players = 2; players <= 4; players++) {
            for (int i = 0; i < 20; i++) {
                var o = sim.play(Simulator.gameSeed(17, i), players, true);
                assertThat(o.violation()).as("seed %d, %d players", o.seed(), players).isNull();
                assertThat(o.reason()).isIn("Finale combat", "mission at the Finale");
                assertThat(o.winner()).isIn(Side.HEROES, Side.SAURON);
            }
        }
    }
}
