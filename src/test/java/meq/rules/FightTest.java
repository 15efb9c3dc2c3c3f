package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;

import meq.state.HeroState;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/** Combat inside the game: setup, agility, rounds through the engine, and the resolution's consequences. */
class FightTest {
    /** Takes a token with this face (null: a blank) out of its pile. */
    static int token(Fixture f, String pile, String face) {
        for (int t = 0; t < Fixture.RULES.cards().tokenCount(); t++) {
            if (Fixture.RULES.cards().tokenPile(t).equals(pile)
                    && java.util.Objects.equals(face, Fixture.RULES.cards().tokenFace(t)) && f.s.tokenAt[t] < 0) {
                f.s.tokenPiles.get(pile).drawPile().remove(t);
                f.s.tokenPiles.get(pile).discards().remove(t);
                return t;
            }
        }
        throw new IllegalArgumentException(face);
    }

    @Test
    void sauronDrawsTheFortitudeOfHisCombatantAndTheHeroSpendsAgility() {
        Fixture f = new Fixture("thalin").atFirstAction();
        HeroState h = f.s.hero("thalin");
        f.s.sauronShadows.clear();
        int hand = h.hand.size();
        f.only(Fights.begin(new Ctx(Fixture.RULES, f.s, new java.util.ArrayList<>()), "thalin", "orc", false, -1,
                Fights.Context.EFFECT, -1));
        Ask a = f.passShadowWindows();
        assertThat(a.seat()).isEqualTo(Seat.hero("thalin"));
        assertThat(a.options()).hasSize(3); // spend 0, 1 or 2 agility
        Fights.Fight fight = (Fights.Fight) f.s.stack.peek();
        assertThat(fight.combat().sauronHand()).hasSize(5); // the Orc's fortitude
        f.apply(new Action.ChooseOption(2, "Spend 2 agility"));
        assertThat(h.hand.size()).isEqualTo(hand + 2);
        Fights.Fight after = (Fights.Fight) f.s.stack.peek();
        assertThat(after.combat().heroStrength()).isEqualTo(7); // no agility left unspent
    }

    @Test
    void eachUnspentAgilityGivesOneStrength() {
        Fixture f = new Fixture("thalin").atFirstAction();
        f.s.sauronShadows.clear();
        f.only(Fights.begin(new Ctx(Fixture.RULES, f.s, new java.util.ArrayList<>()), "thalin", "orc", false, -1,
                Fights.Context.EFFECT, -1));
        f.passShadowWindows();
        f.apply(new Action.ChooseOption(0, "Spend 0 agility"));
        assertThat(((Fights.Fight) f.s.stack.peek()).combat().heroStrength()).isEqualTo(9);
    }

    @Test
    void anUndefeatedMonsterLetsSauronPlaceItsWisdomAndEndsTheTravellingHerosTurn() {
        Fixture f = new Fixture("eleanor").atFirstAction();
        HeroState h = f.s.hero("eleanor");
        f.s.sauronShadows.clear();
        int orc = token(f, "blue", "orc");
        h.location = f.at("pelargir");
        f.s.tokenAt[orc] = h.location;
        f.s.influence[f.at("barad-dur")] = 3;
        f.only(new HeroTurn.Arrival("eleanor", false));
        f.apply(new Action.FlipToken(orc));
        f.passShadowWindows();
        f.apply(new Action.ChooseOption(0, "Spend 0 agility"));
        // both declare exhaustion at once: the Orc is not defeated
        f.apply(new Action.Pass());
        f.apply(new Action.Pass());
        Ask a = f.ask();
        assertThat(a.seat()).isEqualTo(Seat.SAURON);
        assertThat(a.prompt()).startsWith("Place influence (2 left)");
        assertThat(f.s.tokenAt[orc]).as("the token is discarded whether defeated or not").isEqualTo(-1);
        assertThat(h.turnOver).isTrue();
    }

    @Test
    @Plays("hero:thalin")
    void thalinsIronWillKeepsHisTurnGoing() {
        Fixture f = new Fixture("thalin").atFirstAction();
        HeroState h = f.s.hero("thalin");
        f.s.sauronShadows.clear();
        int orc = token(f, "green", "orc");
        h.location = f.at("forest-road");
        f.s.tokenAt[orc] = h.location;
        f.only(new HeroTurn.Arrival("thalin", false));
        f.apply(new Action.FlipToken(orc));
        f.passShadowWindows();
        f.apply(new Action.ChooseOption(0, "Spend 0 agility"));
        f.apply(new Action.Pass());
        f.apply(new Action.Pass());
        assertThat(h.turnOver).isFalse();
    }

    @Test
    void aBlankTokenIsDiscardedAndTheHeroExplores() {
        Fixture f = new Fixture("thalin").atFirstAction();
        HeroState h = f.s.hero("thalin");
        int blank = token(f, "green", null);
        h.location = f.at("forest-road");
        f.s.tokenAt[blank] = h.location;
        f.only(new HeroTurn.Arrival("thalin", false), new HeroTurn.Explore("thalin", false));
        f.apply(new Action.FlipToken(blank));
        assertThat(f.s.tokenAt[blank]).isEqualTo(-1);
        assertThat(f.s.tokenPiles.get("green").discards().contains(blank)).isTrue();
        assertThat(f.ask().prompt()).startsWith("Explore");
    }
}
