package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import meq.rules.play.HeroTurn;
import meq.rules.words.FightWords;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/** The combat table says why a fight is fought and what failing it costs, as the rulebook sets it. */
class FightStakesTest {
    private static final String MOUTH = "mouth-of-sauron";

    /** The fight as the hero's seat sees it, once its cards are dealt (the setup questions answered first). */
    private static View.FightView fight(Fixture f, String hero) {
        for (int i = 0; i < 12; i++) {
            View.FightView v = f.engine.view(f.s, Seat.hero(hero)).question().fight();
            if (v != null) {
                return v;
            }
            f.apply(f.ask().options().get(0));
        }
        throw new AssertionError("no fight began");
    }

    /** The hero arrives at Bree where the Mouth of Sauron stands, and Sauron attacks with it. */
    private static Fixture metInTravel(Fixture f, String hero) {
        f.s.minions.get(MOUTH).location = f.at("bree");
        f.s.hero(hero).location = f.at("bree");
        f.only(new HeroTurn.Arrival(hero, false));
        f.apply(new Action.FightMinion(MOUTH));
        return f;
    }

    private static int wisdom() {
        return Fixture.RULES.data().minion(MOUTH).wisdom();
    }

    /**
     * RS 279: "If there are no monster tokens or minions in your location ... you may rest"; RS 294-296: "Sauron
     * must choose and attack with one monster or minion in the hero's location"; RS 555-557: if not defeated "Sauron
     * may immediately place an amount of influence equal to his combatant's wisdom". The turn is not in its Travel
     * step, so it goes on.
     */
    @Test
    void anAmbushSaysTheFoeSharesThePlaceThatNoRestWasPossibleAndThatTheTurnGoesOn() {
        Fixture f = new Fixture("beravor");
        f.s.minions.get(MOUTH).location = f.at("bree");
        f.s.hero("beravor").location = f.at("bree");
        f.only(new HeroTurn.Ambush("beravor"));
        f.apply(new Action.FightMinion(MOUTH));
        View.FightView v = fight(f, "beravor");
        assertThat(v.cause()).isEqualTo(View.FightCause.AMBUSH);
        assertThat(FightWords.stakes(Fixture.RULES, v)).isEqualTo("Ambush: it shares Beravor's place, so no rest."
                + " If it is not defeated, Sauron may place " + wisdom() + " influence; the turn goes on.");
    }

    /** RS 340-343: "If you do not defeat this monster or minion in combat, your hero turn immediately ends." */
    @Test
    void aFoeMetInTravelSaysFailingEndsTheTurn() {
        View.FightView v = fight(metInTravel(new Fixture("beravor"), "beravor"), "beravor");
        assertThat(v.cause()).isEqualTo(View.FightCause.TRAVEL);
        assertThat(FightWords.stakes(Fixture.RULES, v)).isEqualTo("Met in travel: if it is not defeated, Sauron may"
                + " place " + wisdom() + " influence and Beravor's turn ends.");
    }

    /** Thálin's Iron Will: his turn does not end for a fight he fails in travel (the engine's own exception). */
    @Test
    void ironWillKeepsTheTurnGoingAndTheWordsSaySo() {
        Fixture f = metInTravel(new Fixture("thalin"), "thalin");
        View.FightView v = fight(f, "thalin");
        assertThat(FightWords.stakes(Fixture.RULES, v)).endsWith("and the turn goes on (Iron Will).");
        assertThat(f.engine.view(f.s, Seat.SAURON).question().fight().cause()).isEqualTo(View.FightCause.TRAVEL);
    }
}
