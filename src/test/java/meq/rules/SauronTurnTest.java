package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.ArrayList;
import java.util.List;
import meq.rules.play.Finale;
import meq.rules.play.SauronActions;
import meq.rules.play.SauronTurn;
import meq.state.Marker;
import meq.state.MinionState;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

class SauronTurnTest {
    @Test
    void heroRallyDiscardsTheInfluenceOnEachHerosLocationExceptInAStronghold() {
        Fixture f = new Fixture("beravor", "thalin");
        f.s.hero("beravor").location = f.at("bree");
        f.s.hero("thalin").location = f.at("dol-guldur");
        f.s.influence[f.at("dol-guldur")] = 3;
        f.s.influence[f.at("bree")] = 2;
        f.s.influence[f.at("tharbad")] = 1;
        f.only(new SauronTurn.Rally());
        assertThat(f.ask()).isNull();
        assertThat(f.s.influence[f.at("bree")]).isZero();
        assertThat(f.s.influence[f.at("dol-guldur")]).isEqualTo(3);
        assertThat(f.s.influence[f.at("tharbad")]).isEqualTo(1);
    }

    @Test
    void theStoryStepIsSkippedOnTheFirstTurnAndMovesGreenTwoAfter() {
        Fixture f = new Fixture("beravor");
        assertThat(f.s.turn).isEqualTo(1);
        assertThat(f.s.story.position(Marker.GREEN)).isZero();
        f.only(new SauronTurn.Story());
        f.ask();
        assertThat(f.s.story.position(Marker.GREEN)).isEqualTo(2);
    }

    @Test
    void theFinaleBeginsWhenAMarkerReachesTheFinaleSpace() {
        Fixture f = new Fixture("beravor");
        f.s.story.set(Marker.GREEN, 16);
        f.only(new SauronTurn.Story(), new SauronTurn.PlotStep());
        Ask a = f.ask();
        assertThat(f.s.stack).anyMatch(x -> x instanceof Finale);
        assertThat(f.s.stack).noneMatch(x -> x instanceof SauronTurn.PlotStep).as("the Finale replaces the turn");
        assertThat(a == null ? f.s.winReason : a.prompt()).isIn("mission at the Finale",
                "Choose the champion who fights the Ringwraiths");
    }

    @Test
    void newMinionsMayEnterTheFirstTimeAMarkerEntersStageTwo() {
        Fixture f = new Fixture("beravor");
        f.s.story.set(Marker.GREEN, 5);
        f.only(new SauronTurn.Story());
        Ask ask = f.ask();
        assertThat(ask.seat()).isEqualTo(Seat.SAURON);
        assertThat(ask.options()).containsExactly(new Action.PlaceMinion("gothmog", f.at("mount-gundabad")),
                new Action.Pass());
        f.apply(new Action.PlaceMinion("gothmog", f.at("mount-gundabad")));
        assertThat(f.ask().options()).contains(new Action.PlaceMinion("ringwraiths", f.at("minas-morgul")));
        f.apply(new Action.Pass());
        assertThat(f.s.minions.get("gothmog").onBoard()).isTrue();
        assertThat(f.s.minions.get("ringwraiths").status).isEqualTo(MinionState.Status.DEFEATED);
        assertThat(f.s.stageTwoReached).isTrue();
        // not again
        f.only(new SauronTurn.Story());
        assertThat(f.ask()).isNull();
    }

    @Test
    void heroDrawFillsEachHandUpToFortitude() {
        Fixture f = new Fixture("beravor", "thalin");
        f.only(new SauronTurn.HeroDraw());
        f.ask();
        assertThat(f.s.hero("beravor").hand.size()).isEqualTo(6);
        assertThat(f.s.hero("thalin").hand.size()).isEqualTo(5);
        assertThat(f.s.hero("beravor").life.size()).isEqualTo(19);
    }

    @Test
    void theFirstTurnRunsRallyActionsAndDrawThenEachHeroInOrder() {
        Fixture f = new Fixture("beravor", "thalin").atFirstAction();
        Ask first = f.ask();
        assertThat(first.seat()).isEqualTo(Seat.SAURON);
        assertThat(first.prompt()).isEqualTo("Take an action (1 of 2)");
        f.apply(new Action.Pass());
        Ask hero = f.ask();
        assertThat(hero.seat()).isEqualTo(Seat.hero("beravor"));
        assertThat(f.s.hero("beravor").hand.size()).isEqualTo(6);
    }

    @Test
    void sauronTakesThreeActionsInAFourPlayerGame() {
        assertThat(SauronActions.allowed(new Fixture("beravor", "thalin", "eleanor").s)).isEqualTo(3);
        assertThat(SauronActions.allowed(new Fixture("beravor", "thalin").s)).isEqualTo(2);
        assertThat(SauronActions.allowed(new Fixture("beravor").s)).isEqualTo(2);
    }

    @Test
    void aLoneHeroTakesTwoTurnsWithRallyAndDrawBetween() {
        Fixture f = new Fixture("beravor").atFirstAction();
        f.apply(new Action.Pass()); // Sauron ends his actions
        List<Object> seats = new ArrayList<>();
        int heroTurns = 0;
        for (int i = 0; i < 200 && f.s.turn == 1; i++) {
            Ask a = f.ask();
            seats.add(a.seat());
            if (a.prompt().equals("Rest?")) {
                heroTurns++;
            }
            f.apply(a.options().get(a.options().size() - 1)); // always the last option: pass
        }
        assertThat(heroTurns).isEqualTo(2);
        assertThat(f.s.turn).isEqualTo(2);
    }
}
