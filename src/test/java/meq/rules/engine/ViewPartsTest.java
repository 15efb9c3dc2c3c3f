package meq.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import meq.TestData;
import meq.bots.RandomBot;
import meq.rules.Ask;
import meq.rules.View;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/** A view keeps parts of itself between decisions (Views' kept parts): they must always show the state as it is. */
class ViewPartsTest {
    private final Engine engine = new Engine(TestData.RULES);

    @Test
    void aViewMadeFromKeptPartsShowsWhatAFreshViewShowsAtEveryDecisionForEverySeat() {
        int decisions = 0;
        for (long seed = 1; seed <= 6; seed++) {
            List<String> heroes = seed % 2 == 0 ? List.of("argalad", "eleanor", "thalin") : List.of("beravor", "eometh");
            GameState s = Setup.newGame(TestData.RULES, heroes, seed);
            RandomBot bot = new RandomBot(seed);
            for (Ask ask = engine.pending(s); ask != null && decisions < 6_000; ask = engine.current(s)) {
                for (Seat seat : seats(s)) {
                    View kept = engine.view(s, seat); // made with the parts this state kept
                    GameState fresh = s.copy(); // a copy keeps nothing: every part made anew
                    fresh.remember(Engine.PENDING, s.recall(Engine.PENDING));
                    View made = engine.view(fresh, seat);
                    assertThat(kept.story()).isEqualTo(made.story());
                    assertThat(kept.actionTokens()).isEqualTo(made.actionTokens());
                    assertThat(kept.minions()).isEqualTo(made.minions());
                    assertThat(kept.tokens()).as("seed %d, %s", seed, seat).isEqualTo(made.tokens());
                    assertThat(kept.characters()).isEqualTo(made.characters());
                    assertThat(kept.tokenPiles()).isEqualTo(made.tokenPiles());
                    assertThat(kept.influence()).isEqualTo(made.influence()).isEqualTo(s.influence);
                    assertThat(kept.favorTokens()).isEqualTo(made.favorTokens()).isEqualTo(s.favorTokens);
                    assertThat(kept.ownHand()).isEqualTo(made.ownHand());
                    assertThat(kept.heroes()).hasSameSizeAs(made.heroes());
                    for (int i = 0; i < made.heroes().size(); i++) {
                        View.HeroView k = kept.heroes().get(i);
                        View.HeroView m = made.heroes().get(i);
                        assertThat(k.levels()).isEqualTo(m.levels());
                        assertThat(new View.HeroView(k.id(), k.location(), k.favor(), k.hand(), k.life(), k.rest(),
                                k.damage(), k.corruption(), List.copyOf(k.items()), m.levels(), List.copyOf(k.quests()),
                                List.copyOf(k.questsDone())))
                                .isEqualTo(m);
                    }
                    assertThat(kept.ownPlots()).isEqualTo(made.ownPlots());
                }
                engine.apply(s, bot.choose(ask));
                decisions++;
            }
        }
        assertThat(decisions).isGreaterThan(1_000);
    }

    private static List<Seat> seats(GameState s) {
        List<Seat> seats = new ArrayList<>(List.of(Seat.SAURON));
        for (HeroState h : s.heroes) {
            seats.add(Seat.hero(h.id));
        }
        return seats;
    }
}
