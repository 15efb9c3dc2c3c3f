package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.List;
import java.util.Set;
import meq.rules.engine.Setup;
import meq.rules.play.Damage;
import meq.rules.play.HeroTurn;
import meq.rules.table.Dominance;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.Marker;
import meq.state.OptionalRule;
import meq.state.Seat;
import meq.state.Side;
import org.junit.jupiter.api.Test;

class OptionalRulesTest {
    @Test
    void advancedDominanceCountsTheStoryStepsEachSideStillNeeds() {
        GameState s = Setup.newGame(Fixture.RULES, List.of("beravor"), 3, Set.of(OptionalRule.ADVANCED_DOMINANCE));
        s.story.set(Marker.GREEN, 10);
        s.story.set(Marker.YELLOW, 9);
        s.story.set(Marker.BLACK, 9);
        s.story.set(Marker.RED, 9);
        // by distance: heroes 8, Sauron min(9, 3) = 3 -> Sauron
        assertThat(s.story.dominant()).isEqualTo(Side.SAURON);
        // Advanced: the heroes need 4 Story steps; Sauron's one starting plot moves one marker one space a step,
        // so the other two never reach The Shadow Falls nor the Finale within reach
        assertThat(Dominance.sauronSteps(Fixture.RULES, s)).isEqualTo(9);
        assertThat(Dominance.of(Fixture.RULES, s)).isEqualTo(Side.HEROES);
    }

    @Test
    void highStakesLetsSauronPickTheMarkerWhenTheDominantHeroesLoseAHeroInStageThree() {
        Fixture f = new Fixture("beravor").atFirstAction();
        f.s.options.add(OptionalRule.HIGH_STAKES);
        f.s.story.set(Marker.GREEN, 14);
        f.s.story.set(Marker.YELLOW, 1);
        HeroState h = f.s.hero("beravor");
        h.life.clear();
        h.damage.addAll(f.s.hero("beravor").hand);
        h.hand.clear();
        for (int c : Fixture.RULES.cards().heroDeck("beravor")) {
            if (!h.damage.contains(c) && !h.rest.contains(c)) {
                h.damage.add(c);
            }
        }
        f.only(new Damage.Take("beravor", 1));
        Ask a = f.ask();
        assertThat(a.seat()).isEqualTo(Seat.SAURON);
        assertThat(a.options()).contains(new Action.AdvanceMarker(Marker.RED));
    }

    @Test
    void heroesOnTheSameLocationMayGiveAndAskForFavorAndItems() {
        Fixture f = new Fixture("beravor", "eometh").atFirstAction();
        HeroState b = f.s.hero("beravor");
        HeroState e = f.s.hero("eometh");
        b.corruption.clear();
        e.corruption.clear();
        b.location = f.at("bree");
        e.location = f.at("bree");
        b.favor = 2;
        int horse = e.items.get(0);
        f.only(new HeroTurn.Explore("beravor", false));
        List<Action> options = f.ask().options();
        assertThat(options).contains(new Action.Trade("eometh", -1, false), new Action.Trade("eometh", horse, true));
        f.apply(new Action.Trade("eometh", -1, false));
        assertThat(b.favor).isEqualTo(1);
        assertThat(e.favor).isEqualTo(1);
        f.apply(new Action.Trade("eometh", horse, true));
        assertThat(f.ask().seat()).isEqualTo(Seat.hero("eometh"));
        f.apply(new Action.Accept());
        assertThat(b.items.contains(horse)).isTrue();
    }
}
