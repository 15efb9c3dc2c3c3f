package meq.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import meq.TestData;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.checks.Invariants;
import meq.rules.engine.Engine;
import meq.rules.engine.Sampler;
import meq.rules.engine.Setup;
import meq.state.GameState;
import meq.state.Rng;
import org.junit.jupiter.api.Test;

/** The determinized search: the same choice for a seed and a budget, only what its seat knows, whole games. */
class SearchBotTest {
    private static final Rules RULES = TestData.RULES;
    private final Engine engine = new Engine(RULES);

    @Test
    void aSeedAndABudgetGiveTheSameChoiceAtOneThreadAndAtTwo() {
        GameState s = moment(3, 120);
        List<SearchBot.Rated> one = new SearchBot(RULES, 24, 5, 1).rate(s);
        List<SearchBot.Rated> two = new SearchBot(RULES, 24, 5, 2).rate(s);
        assertThat(two).isEqualTo(one);
        assertThat(one.stream().mapToInt(SearchBot.Rated::plays).sum()).isEqualTo(24);
        assertThat(new SearchBot(RULES, 24, 5, 2).choose(s)).isEqualTo(new SearchBot(RULES, 24, 5, 1).choose(s));
    }

    /**
     * A first answer wanted soon: once enough is said, a play-out under way is left unfinished and counts for nothing
     * (at a game's start one play-out is a whole game: a cold one took over a second). It is said here while the
     * first play-out runs: every play-out at a game's start lasts hundreds of actions, and enough is asked before
     * each and every 4 actions.
     */
    @Test
    void aPlayOutUnderWayWhenEnoughIsSaidIsLeftAndCountsForNothing() {
        GameState s = Setup.newGame(RULES, List.of("argalad", "eleanor"), 11);
        int[] asked = {0};
        List<SearchBot.Rated> cut = new SearchBot(RULES, 8, 5, 1).rate(s, () -> false, () -> ++asked[0] > 6);
        assertThat(cut.stream().mapToInt(SearchBot.Rated::plays).sum()).isZero();
        assertThat(cut).hasSize(engine.current(s).options().size());
        assertThat(engine.current(s)).as("the state searched is left as it was")
                .isEqualTo(engine.current(Setup.newGame(RULES, List.of("argalad", "eleanor"), 11)));
        List<SearchBot.Rated> whole = new SearchBot(RULES, 8, 5, 1).rate(s, () -> false, () -> false);
        assertThat(whole).as("never cut short: the figures of a search without a stop")
                .isEqualTo(new SearchBot(RULES, 8, 5, 1).rate(s));
        assertThat(whole.stream().mapToInt(SearchBot.Rated::plays).sum()).isEqualTo(8);
    }

    @Test
    void theChoiceDependsOnlyOnWhatTheDecidingSeatMayKnow() {
        Sampler sampler = new Sampler(RULES);
        for (int at : new int[] {40, 90, 160}) {
            GameState s = moment(7, at);
            Ask ask = engine.current(s);
            GameState twin = sampler.sample(s, ask.seat(), ask, new Rng(at)); // its secrets dealt again
            assertThat(engine.pending(twin)).isEqualTo(ask);
            assertThat(new SearchBot(RULES, 12, 9, 1).rate(twin)).as("decision %d", at)
                    .isEqualTo(new SearchBot(RULES, 12, 9, 1).rate(s));
        }
    }

    @Test
    void aSearchingSauronPlaysAWholeGameThroughTheEngineKeepingEveryRule() {
        GameState s = Setup.newGame(RULES, List.of("argalad", "eleanor"), 11);
        SearchBot sauron = new SearchBot(RULES, 4, 11, 2, 3_000);
        HeuristicBot heroes = new HeuristicBot(RULES, 12);
        int searched = 0;
        int actions = 0;
        for (Ask ask = engine.pending(s); ask != null && actions < 5_000; ask = engine.current(s), actions++) {
            Action a;
            if (ask.seat().sauron()) {
                a = sauron.choose(s);
                searched++;
            } else {
                a = heroes.choose(engine.view(s, ask.seat()));
            }
            assertThat(ask.options()).contains(a);
            engine.apply(s, a);
            assertThat(Invariants.check(RULES, s)).as("after %s", a).isEmpty();
        }
        assertThat(s.winner).as("the game ends").isNotNull();
        assertThat(searched).isGreaterThan(20);
    }

    /** A seeded random game stopped at a decision with more than one option. */
    private GameState moment(long seed, int actions) {
        GameState s = Setup.newGame(RULES, List.of("beravor", "thalin"), seed);
        RandomBot bot = new RandomBot(seed);
        for (int i = 0; engine.current(s) != null; i++) {
            Ask ask = engine.current(s);
            if (i >= actions && ask.options().size() > 1) {
                return s;
            }
            engine.apply(s, bot.choose(ask));
        }
        throw new IllegalStateException("the game ended before " + actions + " actions");
    }
}
