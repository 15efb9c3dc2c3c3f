package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.ArrayList;
import meq.rules.play.HeroTurn;
import meq.rules.play.SauronTurn;
import meq.rules.table.Holdings;
import meq.state.HeroState;
import meq.state.Marker;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/** The heroes' abilities and the Corruption cards that change the rules for them. */
class HeroAbilitiesTest {
    static int corruption(Fixture f, String id) {
        return CardRulesTest.take(f, "corruption", id);
    }

    @Test
    void despairingCapsFavorAtThreeAndMistrustedAtOneGainedPerTurn() {
        Fixture f = new Fixture("beravor").atFirstAction();
        HeroState h = f.s.hero("beravor");
        Ctx c = new Ctx(Fixture.RULES, f.s, new ArrayList<>());
        h.favor = 0;
        h.favorGainedThisTurn = 0;
        h.corruption.add(corruption(f, "despairing"));
        Holdings.favor(c, h, 5);
        assertThat(h.favor).isEqualTo(3);
        h.favor = 0;
        h.favorGainedThisTurn = 0;
        h.corruption.add(corruption(f, "mistrusted"));
        Holdings.favor(c, h, 2);
        Holdings.favor(c, h, 1);
        assertThat(h.favor).isEqualTo(1);
    }

    @Test
    void hopelessAllowsAtMostThreeTravelSteps() {
        Fixture f = new Fixture("beravor").atFirstAction();
        HeroState h = f.s.hero("beravor");
        h.corruption.add(corruption(f, "hopeless"));
        h.moves = 3;
        f.giveHand("beravor", h.life.get(0), h.life.get(1), h.life.get(2));
        f.only(new HeroTurn.Travel("beravor", true, true));
        assertThat(f.ask().options()).noneMatch(a -> a instanceof Action.MoveHero);
    }

    @Test
    void despondentAdvancesTheLeftmostMarkerTwoWhenResting() {
        Fixture f = new Fixture("beravor").atFirstAction();
        HeroState h = f.s.hero("beravor");
        h.corruption.add(corruption(f, "despondent"));
        h.location = f.at("bree");
        f.s.story.set(Marker.YELLOW, 0);
        f.s.story.set(Marker.BLACK, 5);
        f.s.story.set(Marker.RED, 5);
        f.only(new HeroTurn.Rest("beravor"));
        f.apply(new Action.Rest());
        for (Ask a = f.ask(); a != null && a.options().contains(new Action.Pass()); a = f.ask()) {
            f.apply(new Action.Pass());
        }
        assertThat(f.s.story.position(Marker.YELLOW)).isEqualTo(2);
    }

    @Test
    @Plays("hero:beravor")
    void beravorRestingOutsideAHavenMayAlsoHealOrTrain() {
        Fixture f = new Fixture("beravor").atFirstAction();
        HeroState h = f.s.hero("beravor");
        h.corruption.clear();
        h.location = f.at("bree");
        h.damage.add(h.life.pop());
        f.s.story.set(Marker.YELLOW, 0);
        f.s.story.set(Marker.BLACK, 3);
        f.s.story.set(Marker.RED, 3);
        f.only(new HeroTurn.Rest("beravor"));
        f.apply(new Action.Rest());
        Ask a = f.ask();
        assertThat(a.prompt()).isEqualTo("Survivalist: heal or train?");
        f.apply(new Action.Heal());
        assertThat(h.damage.isEmpty()).isTrue();
    }

    @Test
    void eleanorGainsOneMoreFavorOncePerTurnWhenConsulting() {
        Fixture f = new Fixture("eleanor").atFirstAction();
        HeroState h = f.s.hero("eleanor");
        h.favor = 0;
        h.favorGainedThisTurn = 0;
        h.abilityUsed = false;
        h.corruption.clear();
        f.s.characterAt.put("boromir", h.location);
        f.s.characterAt.put("aragorn", h.location);
        f.only(new HeroTurn.Explore("eleanor", false));
        f.apply(new Action.Consult("boromir", false));
        assertThat(h.favor).isEqualTo(3);
        f.apply(new Action.Consult("aragorn", false));
        assertThat(h.favor).isEqualTo(5);
    }

    @Test
    @Plays("hero:argalad")
    void argaladScoutsTheTokensOfOneAdjacentLocationAndOnlyHeSeesThem() {
        Fixture f = new Fixture("argalad", "thalin").atFirstAction();
        HeroState h = f.s.hero("argalad");
        h.abilityUsed = false;
        int token = f.s.tokenPiles.get("green").draw(f.s.rng);
        f.s.tokenAt[token] = f.at("forest-road");
        f.only(new HeroTurn.Travel("argalad", false, false));
        f.apply(new Action.Scout(f.at("forest-road")));
        View argalad = f.engine.view(f.s, Seat.hero("argalad"));
        View thalin = f.engine.view(f.s, Seat.hero("thalin"));
        assertThat(argalad.board().tokens()).filteredOn(t -> t.token() == token).singleElement()
                .satisfies(t -> assertThat(t.face()).isNotNull());
        assertThat(thalin.board().tokens()).filteredOn(t -> t.location() == f.at("forest-road")).singleElement()
                .satisfies(t -> assertThat(t.face()).isNull())
                .satisfies(t -> assertThat(t.token()).as("a hidden token's number names its face").isEqualTo(-1));
        assertThat(f.ask().options()).noneMatch(a -> a instanceof Action.Scout);
    }

    @Test
    void distraughtLimitsTheHandToSevenCards() {
        Fixture f = new Fixture("eometh").atFirstAction();
        HeroState h = f.s.hero("eometh");
        h.corruption.clear();
        h.corruption.add(corruption(f, "distraught"));
        while (h.hand.size() < 9) {
            h.hand.add(h.life.pop());
        }
        f.only(new SauronTurn.HeroDraw());
        Ask a = f.ask();
        assertThat(a.prompt()).isEqualTo("Discard down to 7 cards");
        f.apply(a.options().get(0));
        f.apply(f.ask().options().get(0));
        assertThat(h.hand.size()).isEqualTo(7);
    }

    @Test
    void inTheTwoPlayerGameSauronMayPlayAShadowCardOnEachOfTheHerosTwoTurns() {
        Fixture f = new Fixture("beravor").atFirstAction();
        f.s.shadowPlayed = true;
        f.only(new HeroTurn.Start("beravor"));
        f.ask();
        assertThat(f.s.shadowPlayed).as("a new hero turn allows a new Shadow card").isFalse();
    }
}
