package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.ArrayList;
import java.util.List;
import meq.bots.HeuristicBot;
import meq.rules.checks.Invariants;
import meq.rules.engine.Engine;
import meq.rules.engine.Setup;
import meq.rules.play.Damage;
import meq.rules.play.EffectSteps;
import meq.rules.play.Encounters;
import meq.rules.play.Fights;
import meq.rules.play.Opponent;
import meq.rules.play.HeroTurn;
import meq.rules.play.SauronTurn;
import meq.rules.play.Specials;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.Marker;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/** A hero's defeat: when it comes (no cards in his life pool and hand), and what a fight that defeats him leaves. */
class DefeatTest {
    static final List<String> THREE = List.of("eleanor", "thalin", "beravor");

    // RS 649-650: "If a hero has 0 cards in his life pool and 0 cards in his hand, he is immediately defeated."
    // Not only while he takes damage: after paying a move, a discard, his last card played in a fight...
    @Test
    void noHeroStandsWithoutCardsUndefeatedInBotGames() {
        Engine engine = new Engine(Fixture.RULES);
        int defeats = 0;
        for (int seed = 1; seed <= 30; seed++) {
            GameState s = Setup.newGame(Fixture.RULES, THREE, seed);
            HeuristicBot sauron = new HeuristicBot(Fixture.RULES, seed);
            HeuristicBot heroes = new HeuristicBot(Fixture.RULES, seed + 1000);
            int actions = 0;
            for (Ask a = engine.pending(s); a != null; a = engine.current(s)) {
                Action act = (a.seat().sauron() ? sauron : heroes).choose(engine.view(s, a.seat()));
                engine.apply(s, act);
                actions++;
                assertThat(Invariants.check(Fixture.RULES, s)).as("seed %d, action %d: %s", seed, actions, act)
                        .isEmpty();
            }
            defeats += s.heroes.stream().mapToInt(h -> h.defeats).sum();
        }
        assertThat(defeats).as("the games saw heroes defeated").isGreaterThan(0);
    }

    /** Leaves the hero with no life pool and only the given number of cards in his hand (the rest is damage). */
    static HeroState strip(Fixture f, String hero, int keep) {
        HeroState h = f.s.hero(hero);
        while (!h.life.isEmpty()) {
            h.damage.add(h.life.pop());
        }
        while (h.hand.size() > keep) {
            h.damage.add(h.hand.removeAt(h.hand.size() - 1));
        }
        return h;
    }

    /** Answers the questions of a defeat (tied markers, favor or item, tied Havens) with their first option. */
    static void finishDefeat(Fixture f, HeroState h) {
        int before = h.defeats;
        for (Ask a = f.ask(); a != null && h.defeats == before; a = f.ask()) {
            f.apply(a.options().get(0));
        }
    }

    // RS 649-650: "If a hero has 0 cards in his life pool and 0 cards in his hand, he is immediately defeated":
    // paying for a move with his last card defeats him as he arrives, before any Combat, Peril or Explore.
    @Test
    void payingAMoveWithTheLastCardDefeatsTheHero() {
        Fixture f = new Fixture("beravor").atFirstAction();
        f.s.sauronShadows.clear();
        HeroState h = strip(f, "beravor", 1);
        h.location = f.at("bree");
        h.favor = 1;
        f.s.story.set(Marker.YELLOW, 1); // one leftmost marker: no question about ties
        f.s.story.set(Marker.BLACK, 2);
        f.s.story.set(Marker.RED, 2);
        f.only(new HeroTurn.Travel("beravor", false, false), new Encounters.Draw("beravor"));
        Action move = f.ask().options().stream().filter(a -> a instanceof Action.MoveHero m && m.card() >= 0
                && !Fixture.RULES.board().location(m.to()).haven())
                .findFirst().orElseThrow();
        f.apply(move);
        Ask a = f.ask();
        assertThat(a.prompt()).isEqualTo("Defeated: lose a favor or an item");
        f.apply(new Action.LoseFavor());
        assertThat(f.s.story.position(Marker.YELLOW)).isEqualTo(2);
        assertThat(h.defeats).isEqualTo(1);
        assertThat(h.location).isEqualTo(f.at("fornost")); // the closest Haven to where he arrived
        assertThat(h.life.isEmpty()).isFalse();
        assertThat(h.turnOver).isTrue();
        assertThat(f.passShadowWindows()).as("no Combat, Peril, Explore or Encounter after the defeat").isNull();
    }

    // RS 649-650 again: a card effect that makes him discard his last card defeats him too.
    @Test
    void discardingTheLastCardToACardDefeatsTheHero() {
        Fixture f = new Fixture("beravor").atFirstAction();
        HeroState h = strip(f, "beravor", 1);
        h.favor = 0;
        h.items.clear();
        f.only(new EffectSteps.TrimHand("beravor", 0));
        f.apply(new Action.ChooseCard(h.hand.get(0)));
        finishDefeat(f, h);
        assertThat(h.defeats).isEqualTo(1);
        assertThat(Fixture.RULES.board().location(h.location).haven()).isTrue();
    }

    // RS 570-572: "combatants cannot be defeated until the Deal Damage part of the round", RS 538-540: "If a
    // combatant is defeated, proceed to step 4 [Resolution]". A hero who plays his last card is not yet
    // defeated while Sauron chooses his card; after that round's Deal Damage step, with no card left, he is: the
    // fight goes to its resolution (no further round), where (RS 555-559) the undefeated combatant lets Sauron
    // place its wisdom in influence; then the defeat's own steps (RS 653-668), which recover the combat stack too.
    @Test
    void aHeroWhoPlaysHisLastCardIsDefeatedAfterThatRoundsDamage() {
        Fixture f = new Fixture("eleanor").atFirstAction();
        f.s.sauronShadows.clear();
        HeroState h = strip(f, "eleanor", 1);
        h.location = f.at("pelargir");
        f.s.influence[f.at("barad-dur")] = 3;
        int last = h.hand.get(0);
        f.only(Fights.begin(new Ctx(Fixture.RULES, f.s, new ArrayList<>()), "eleanor", new Opponent.Monster("huorn"),
                Fights.Context.TRAVEL));
        Ask a = CardFightsTest.toFirstCard(f);
        assertThat(a.seat()).isEqualTo(Seat.hero("eleanor"));
        f.apply(new Action.ChooseCard(last));
        a = f.ask();
        assertThat(a.seat()).as("mid-round: not defeated yet").isEqualTo(Seat.SAURON);
        assertThat(a.prompt()).startsWith("Choose a combat card");
        assertThat(h.defeats).isZero();
        assertThat(Invariants.check(Fixture.RULES, f.s)).noneMatch(v -> v.contains("is not defeated"));
        f.apply(new Action.Pass());
        a = f.ask();
        assertThat(a.prompt()).as("the Huorn's wisdom (1) comes first").isEqualTo("Place influence (up to 1 more; you may stop)");
        assertThat(h.defeats).isZero();
        f.apply(a.options().get(0));
        finishDefeat(f, h);
        assertThat(h.defeats).isEqualTo(1);
        assertThat(h.life.contains(last)).as("the combat stack went to the rest pool, then was recovered").isTrue();
        assertThat(h.turnOver).isTrue();
    }

    // RS 667: "5. End Turn: The hero's turn immediately ends." A hero defeated by a Shadow card's fight at the
    // start of his turn does not go on to rest (nor to any later step).
    @Test
    void aHeroDefeatedAtTheStartOfHisTurnDoesNotRest() {
        Fixture f = new Fixture("beravor").atFirstAction();
        HeroState h = strip(f, "beravor", 1);
        h.location = f.at("bree");
        h.favor = 0;
        h.items.clear();
        f.s.decks.get("shadows").discards().addAll(f.s.sauronShadows);
        f.s.sauronShadows.clear();
        f.s.sauronShadows.add(CardRulesTest.take(f, "shadows", "flocks-of-crebain"));
        f.s.shadowPool = 5;
        f.s.influence[f.at("dol-guldur")] = 1;
        f.only(new HeroTurn.Start("beravor"));
        f.apply(f.ask().options().stream().filter(x -> x instanceof Action.ChooseCard).findFirst().orElseThrow());
        Ask a = CardFightsTest.toFirstCard(f);
        f.apply(new Action.ChooseCard(h.hand.get(0)));
        f.apply(new Action.Pass());
        for (a = f.ask(); a != null && !a.prompt().equals("Rest?"); a = f.ask()) {
            f.apply(a.options().get(0));
        }
        assertThat(h.defeats).isEqualTo(1);
        assertThat(a).as("no Rest, Ambush, Travel or Encounter after the defeat").isNull();
    }

    @Test
    void damageLeftOverAfterADefeatIsNotDealtToTheRecoveredHero() {
        // RS 649-650 and 653-668: with his last card gone he is defeated at once and recovers in a Haven; the
        // damage still owed when he fell is not dealt to him there (found in review: "Take damage (2 left)" came
        // back after his defeat)
        Fixture f = new Fixture("beravor").atFirstAction();
        f.s.sauronShadows.clear();
        HeroState h = strip(f, "beravor", 1);
        h.location = f.at("bree");
        f.only(new Damage.Take("beravor", 3), new HeroTurn.End("beravor"), new SauronTurn.End());
        f.apply(f.ask().options().get(0)); // the last card of his hand
        finishDefeat(f, h);
        Ask a = f.passShadowWindows();
        assertThat(h.defeats).isEqualTo(1);
        assertThat(a == null ? "nothing asked" : a.prompt()).doesNotStartWith("Take damage");
        assertThat(h.damage.isEmpty()).as("recovered: nothing in his damage pool").isTrue();
    }

    @Test
    void theHoundsDealNoDamageToAHeroDefeatedByDiscardingHisLastShield() {
        // The Hounds of Sauron: "6 damage, reduced by 1 per shield card the hero discards"; discarding his last
        // card with an empty life pool defeats him (RS 649-650), and the Hounds' damage does not follow him
        Fixture f = new Fixture("beravor").atFirstAction();
        f.s.sauronShadows.clear();
        HeroState h = strip(f, "beravor", 0);
        int shield = -1;
        for (int card : Fixture.RULES.cards().heroDeck("beravor")) {
            if (shield < 0 && Fixture.RULES.cards().card(card).defense() >= 2 && h.damage.remove(card)) {
                shield = card;
            }
        }
        h.hand.add(shield);
        h.location = f.at("bree");
        f.only(new Specials.Hounds("beravor", 0), new HeroTurn.End("beravor"), new SauronTurn.End());
        f.apply(new Action.ChooseCard(shield));
        finishDefeat(f, h);
        Ask a = f.passShadowWindows();
        assertThat(h.defeats).isEqualTo(1);
        assertThat(a == null ? "nothing asked" : a.prompt()).doesNotStartWith("Take damage")
                .doesNotStartWith("Discard a shield");
        assertThat(h.damage.isEmpty()).isTrue();
    }
}
