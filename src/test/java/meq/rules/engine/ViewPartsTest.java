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
                    assertThat(kept.sauron()).isEqualTo(made.sauron());
                    View again = engine.view(s, seat); // nothing changed: the public parts are the kept ones
                    assertThat(again.story()).isSameAs(kept.story());
                    assertThat(again.sauron()).isSameAs(kept.sauron());
                    assertThat(kept.board().eventMarker()).isEqualTo(made.board().eventMarker());
                    assertThat(kept.sauron().actionTokens()).isEqualTo(made.sauron().actionTokens());
                    assertThat(kept.board().minions()).isEqualTo(made.board().minions());
                    assertThat(kept.board().tokens()).as("seed %d, %s", seed, seat).isEqualTo(made.board().tokens());
                    assertThat(kept.board().characters()).isEqualTo(made.board().characters());
                    assertThat(kept.board().tokenPiles()).isEqualTo(made.board().tokenPiles());
                    assertThat(kept.board().influence()).isEqualTo(made.board().influence()).isEqualTo(s.influence);
                    assertThat(kept.board().favorTokens()).isEqualTo(made.board().favorTokens()).isEqualTo(s.favorTokens);
                    assertThat(kept.own().hand()).isEqualTo(made.own().hand());
                    assertThat(kept.board().heroes()).hasSameSizeAs(made.board().heroes());
                    for (int i = 0; i < made.board().heroes().size(); i++) {
                        View.HeroView k = kept.board().heroes().get(i);
                        View.HeroView m = made.board().heroes().get(i);
                        assertThat(k.levels()).isEqualTo(m.levels());
                        assertThat(new View.HeroView(k.id(), k.location(), k.favor(), k.hand(), k.life(), k.rest(),
                                k.damage(), k.corruption(), List.copyOf(k.items()), m.levels(), List.copyOf(k.quests()),
                                List.copyOf(k.questsDone())))
                                .isEqualTo(m);
                    }
                    assertThat(kept.own().plots()).isEqualTo(made.own().plots());
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
