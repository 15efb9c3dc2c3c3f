package meq.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import meq.TestData;
import meq.bots.HeuristicBot;
import meq.bots.RandomBot;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.checks.Invariants;
import meq.rules.words.ViewText;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.Rng;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/** The sampler of hidden states: a state its seat cannot tell from the real one, its secrets dealt again. */
class SamplerTest {
    private static final Rules RULES = TestData.RULES;
    private final Engine engine = new Engine(RULES);
    private final Sampler sampler = new Sampler(RULES);

    @Test
    void aSampledStateLooksToItsSeatExactlyAsTheRealOneAtEveryDecisionAndKeepsEveryRule() {
        int compared = 0;
        for (long seed = 1; seed <= 8; seed++) {
            List<String> heroes = seed % 3 == 0 ? List.of("argalad", "eleanor", "thalin")
                    : seed % 3 == 1 ? List.of("beravor", "eometh") : List.of("thalin");
            GameState s = Setup.newGame(RULES, heroes, seed);
            boolean heuristic = seed % 2 == 0;
            HeuristicBot smart = new HeuristicBot(RULES, seed);
            RandomBot random = new RandomBot(seed);
            Rng r = new Rng(seed * 7);
            int decisions = 0;
            for (Ask ask = engine.pending(s); ask != null && decisions < 1_500; ask = engine.current(s), decisions++) {
                for (Seat seat : seats(s)) {
                    GameState sample = sampler.sample(s, seat, ask, r);
                    Ask sampledAsk = engine.pending(sample);
                    assertThat(ViewText.of(Views.of(RULES, sample, seat, sampledAsk)))
                            .as("seed %d, decision %d, %s's view of a sample", seed, decisions, seat)
                            .isEqualTo(ViewText.of(Views.of(RULES, s, seat, ask)));
                    assertThat(Invariants.check(RULES, sample)).as("seed %d, decision %d", seed, decisions).isEmpty();
                    compared++;
                }
                engine.apply(s, heuristic ? smart.choose(engine.view(s, ask.seat())) : random.choose(ask));
            }
        }
        assertThat(compared).as("views compared").isGreaterThan(5_000);
    }

    @Test
    void twoStatesASeatCannotTellApartGiveItTheSameSample() {
        int compared = 0;
        for (long seed = 11; seed <= 16; seed++) {
            List<String> heroes = seed % 2 == 0 ? List.of("argalad", "beravor", "thalin") : List.of("eleanor", "eometh");
            GameState s = Setup.newGame(RULES, heroes, seed);
            HeuristicBot smart = new HeuristicBot(RULES, seed);
            Rng other = new Rng(seed * 13);
            int decisions = 0;
            for (Ask ask = engine.pending(s); ask != null && decisions < 800; ask = engine.current(s), decisions++) {
                if (decisions % 3 == 0) {
                    for (Seat seat : seats(s)) {
                        GameState twin = sampler.sample(s, seat, ask, other); // its secrets changed, nothing it sees
                        GameState fromReal = sampler.sample(s, seat, ask, new Rng(decisions));
                        GameState fromTwin = sampler.sample(twin, seat, engine.pending(twin.copy()), new Rng(decisions));
                        assertThat(fromTwin).as("seed %d, decision %d, %s", seed, decisions, seat).isEqualTo(fromReal);
                        compared++;
                    }
                }
                engine.apply(s, smart.choose(engine.view(s, ask.seat())));
            }
        }
        assertThat(compared).as("samples compared").isGreaterThan(1_000);
    }

    @Test
    void aHerosSampleDealsSauronsHandAgainFromTheCardsTheHeroCannotSeeUniformly() {
        GameState s = midGame(4);
        Seat hero = Seat.hero(s.heroes.get(0).id);
        Set<Integer> pool = new HashSet<>();
        for (int c : s.sauronShadows.toArray()) {
            pool.add(c);
        }
        for (int c : s.decks.get("shadows").drawPile().toArray()) {
            pool.add(c);
        }
        Set<Integer> played = new HashSet<>();
        for (int c : s.decks.get("shadows").discards().toArray()) {
            played.add(c);
        }
        int hand = s.sauronShadows.size();
        assertThat(hand).isPositive();
        Map<Integer, Integer> seen = new HashMap<>();
        Rng r = new Rng(3);
        int samples = 4_000;
        int changed = 0;
        for (int i = 0; i < samples; i++) {
            GameState sample = sampler.sample(s, hero, engine.current(s), r);
            assertThat(sample.sauronShadows.size()).isEqualTo(hand);
            for (int c : sample.sauronShadows.toArray()) {
                assertThat(pool).as("a sampled card comes from what the hero cannot see").contains(c);
                assertThat(played).as("a card seen played is never in a sampled hand").doesNotContain(c);
                seen.merge(c, 1, Integer::sum);
            }
            if (!sample.sauronShadows.equals(s.sauronShadows)) {
                changed++;
            }
        }
        assertThat(changed).as("the hand is dealt again").isGreaterThan(samples / 2);
        double expected = (double) samples * hand / pool.size();
        for (int c : pool) {
            assertThat((double) seen.getOrDefault(c, 0)).as("card %d in a sampled hand", c)
                    .isBetween(expected * 0.8, expected * 1.2);
        }
    }

    @Test
    void sauronsOwnHandAndMissionStayInHisSample() {
        GameState s = midGame(5);
        GameState sample = sampler.sample(s, Seat.SAURON, engine.current(s), new Rng(1));
        assertThat(sample.sauronShadows).isEqualTo(s.sauronShadows);
        assertThat(sample.sauronPlots).isEqualTo(s.sauronPlots);
        assertThat(sample.sauronMission).isEqualTo(s.sauronMission);
        assertThat(sample.rng).as("the future is drawn again").isNotEqualTo(s.rng);
    }

    @Test
    void aSeedGivesTheSameSampleAndTheRealStateIsLeftAsItWas() {
        GameState s = midGame(6);
        GameState before = s.copy();
        Seat hero = Seat.hero(s.heroes.get(1).id);
        GameState a = sampler.sample(s, hero, engine.current(s), new Rng(42));
        GameState b = sampler.sample(s, hero, engine.current(s), new Rng(42));
        assertThat(a).isEqualTo(b);
        assertThat(s).isEqualTo(before);
    }

    private GameState midGame(long seed) {
        GameState s = Setup.newGame(RULES, List.of("argalad", "eleanor"), seed);
        RandomBot bot = new RandomBot(seed);
        for (int i = 0; i < 250 && engine.pending(s) != null; i++) {
            engine.apply(s, bot.choose(engine.current(s)));
        }
        return s;
    }

    private static List<Seat> seats(GameState s) {
        List<Seat> seats = new ArrayList<>(List.of(Seat.SAURON));
        for (HeroState h : s.heroes) {
            seats.add(Seat.hero(h.id));
        }
        return seats;
    }
}
