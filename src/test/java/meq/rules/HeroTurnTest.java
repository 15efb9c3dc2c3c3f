package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.List;
import meq.rules.play.HeroTurn;
import meq.state.HeroState;
import meq.state.Marker;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

class HeroTurnTest {
    @Test
    void restingShufflesTheRestPoolIntoTheLifePoolAndAdvancesSauronsLeftmostMarker() {
        Fixture f = new Fixture("beravor");
        HeroState h = f.s.hero("beravor");
        h.location = f.at("bree");
        for (int i = 0; i < 4; i++) {
            h.rest.add(h.life.pop());
        }
        f.s.story.set(Marker.YELLOW, 2);
        f.s.story.set(Marker.BLACK, 1);
        f.s.story.set(Marker.RED, 3);
        f.only(new HeroTurn.Rest("beravor"));
        f.apply(new Action.Rest());
        assertThat(h.rest.size()).isZero();
        assertThat(h.life.size()).isEqualTo(25);
        assertThat(f.s.story.position(Marker.BLACK)).isEqualTo(2);
    }

    @Test
    void theHeroChoosesAmongTiedLeftmostMarkers() {
        Fixture f = new Fixture("beravor");
        f.s.hero("beravor").location = f.at("bree");
        f.only(new HeroTurn.Rest("beravor"));
        f.apply(new Action.Rest());
        assertThat(f.ask().options()).containsExactly(new Action.AdvanceMarker(Marker.YELLOW),
                new Action.AdvanceMarker(Marker.BLACK), new Action.AdvanceMarker(Marker.RED));
        f.apply(new Action.AdvanceMarker(Marker.RED));
        assertThat(f.s.story.position(Marker.RED)).isEqualTo(1);
    }

    @Test
    void noRestWithAMonsterOrMinionHereOrInAStronghold() {
        Fixture f = new Fixture("beravor");
        f.s.hero("beravor").location = f.at("near-harad"); // the Black Serpent is there
        f.only(new HeroTurn.Rest("beravor"));
        assertThat(f.ask()).isNull();
        f.s.hero("beravor").location = f.at("barad-dur");
        f.only(new HeroTurn.Rest("beravor"));
        assertThat(f.ask()).isNull();
        int token = f.s.tokenPiles.get("yellow").draw(f.s.rng);
        f.s.tokenAt[token] = f.at("bree");
        f.s.hero("beravor").location = f.at("bree");
        f.only(new HeroTurn.Rest("beravor"));
        assertThat(f.ask()).isNull();
    }

    /**
     * RS 294-296: "Sauron must choose and attack with one monster or minion in the hero's location. If the hero is in
     * a Haven, combat only takes place if the hero allows it." Sauron may not pass the Ambush; in a Haven he names the
     * minion and the hero may refuse.
     */
    @Test
    void theAmbushIsSauronsDutyAndOnlyTheHeroMayRefuseItInAHaven() {
        Fixture f = new Fixture("beravor");
        int token = f.s.tokenPiles.get("yellow").draw(f.s.rng);
        f.s.tokenAt[token] = f.at("bree");
        f.s.hero("beravor").location = f.at("bree");
        f.only(new HeroTurn.Ambush("beravor"));
        Ask ambush = f.ask();
        assertThat(ambush.seat()).isEqualTo(Seat.SAURON);
        assertThat(ambush.options()).containsExactly(new Action.FlipToken(token));

        Fixture haven = new Fixture("beravor");
        haven.s.minions.get("mouth-of-sauron").location = haven.at("rivendell");
        haven.s.hero("beravor").location = haven.at("rivendell");
        haven.only(new HeroTurn.Ambush("beravor"));
        assertThat(haven.ask().options()).containsExactly(new Action.FightMinion("mouth-of-sauron"));
        haven.apply(new Action.FightMinion("mouth-of-sauron"));
        Ask consent = haven.ask();
        assertThat(consent.seat()).isEqualTo(Seat.hero("beravor"));
        assertThat(consent.options()).containsExactly(new Action.Accept(), new Action.Pass());
        haven.apply(new Action.Pass());
        assertThat(haven.ask()).isNull();
    }

    @Test
    void restingInAHavenMayAlsoHeal() {
        Fixture f = new Fixture("beravor");
        HeroState h = f.s.hero("beravor");
        h.damage.add(h.life.pop());
        h.damage.add(h.life.pop());
        f.s.story.set(Marker.YELLOW, 1);
        f.s.story.set(Marker.BLACK, 1);
        f.only(new HeroTurn.Rest("beravor"));
        f.apply(new Action.Rest());
        assertThat(f.ask().options()).containsExactly(new Action.Heal(), new Action.Pass());
        f.apply(new Action.Heal());
        assertThat(h.damage.isEmpty()).isTrue();
        assertThat(h.life.size()).isEqualTo(25);
    }

    /**
     * RS 279-281: "If there are no monster tokens or minions in your location ... you may rest"; RS 288-290: "If in
     * a Haven, you may also heal (even if a minion is present). Shuffle all cards from your damage pool into your
     * life pool." A minion in the Haven forbids the rest itself (no reshuffle of the rest pool, no story marker, no
     * Corruption discard), but the parenthesis keeps the heal: "even if a minion is present" can only mean healing
     * without resting, since resting is already forbidden there. So the hero is offered the heal alone.
     */
    @Test
    void inAHavenHealingCostsTheSameWithOrWithoutAMinion() {
        // Q12. RS 286-291: "If in a Haven, you may also heal (even if a minion is present)". The heal does not hang
        // on the rest (a minion forbids the rest, not the heal), so a hero in a Haven may heal without resting
        // whether or not a minion is there: no marker advances for the heal alone. Before, only the minion's
        // presence let him heal without the rest's marker.
        Scenario s = Scenario.of("""
                heroes:
                  - {id: beravor, location: fornost, hand: [], life: [beravor:evade, beravor:parry], rest: [beravor:charge], damage: [beravor:ranged-strike], others: life}
                story: {green: 2, yellow: 2, black: 3, red: 5}
                stack:
                  - {step: HeroTurn.Rest, hero: beravor}
                """);
        assertThat(s.options()).containsExactly("Rest", "Heal", "Don't rest");
        s.choose("Heal");
        assertThat(s.hero("beravor").damage.isEmpty()).isTrue();
        assertThat(s.hero("beravor").rest.size()).as("no rest: the rest pool stays").isEqualTo(1);
        assertThat(s.s.story.position(Marker.YELLOW)).as("no rest: no marker advances").isEqualTo(2);
        assertThat(s.ask()).isNull();
    }

    @Test
    void inAHavenWithAMinionTheHeroMayHealThoughHeMayNotRest() {
        Fixture f = new Fixture("beravor");
        HeroState h = f.s.hero("beravor");
        h.location = f.at("fornost");
        var serpent = f.s.minions.get("black-serpent");
        serpent.location = f.at("fornost");
        h.damage.add(h.life.pop());
        h.damage.add(h.life.pop());
        h.rest.add(h.life.pop());
        int black = f.s.story.position(Marker.BLACK);
        int yellow = f.s.story.position(Marker.YELLOW);
        int red = f.s.story.position(Marker.RED);
        f.only(new HeroTurn.Rest("beravor"));
        Ask a = f.ask();
        assertThat(a).as("the heal is offered in the Haven though the Black Serpent is there").isNotNull();
        assertThat(a.options()).containsExactly(new Action.Heal(), new Action.Pass());
        f.apply(new Action.Heal());
        assertThat(h.damage.isEmpty()).isTrue();
        assertThat(h.rest.size()).as("no rest: the rest pool stays").isEqualTo(1);
        assertThat(List.of(f.s.story.position(Marker.YELLOW), f.s.story.position(Marker.BLACK),
                f.s.story.position(Marker.RED))).as("no rest: no marker advances").containsExactly(yellow, black, red);
        assertThat(f.ask()).isNull();
        // with nothing to heal, nothing is asked
        f.only(new HeroTurn.Rest("beravor"));
        assertThat(f.ask()).isNull();
        // outside a Haven a minion forbids both
        h.damage.add(h.life.pop());
        h.location = f.at("bree");
        serpent.location = f.at("bree");
        f.only(new HeroTurn.Rest("beravor"));
        assertThat(f.ask()).isNull();
    }

    @Test
    void aMoveCostsOneMatchingCardOrTheNumberOnThePath() {
        Fixture f = new Fixture("beravor");
        HeroState h = f.s.hero("beravor");
        h.location = f.at("bree");
        int hills = f.card("beravor", "ranged-strike", 0);
        int plains = f.card("beravor", "evade", 0);
        int forest = f.card("beravor", "parry", 0);
        f.giveHand("beravor", hills, plains, forest);
        f.only(new HeroTurn.Travel("beravor", false, false));
        List<Action> options = f.ask().options();
        assertThat(options).contains(new Action.MoveHero(f.at("tharbad"), hills),
                new Action.MoveHero(f.at("tharbad"), -1), new Action.MoveHero(f.at("fornost"), plains));
        assertThat(options).doesNotContain(new Action.MoveHero(f.at("tharbad"), plains));
        f.apply(new Action.MoveHero(f.at("tharbad"), -1));
        f.apply(new Action.Discard(plains));
        assertThat(h.location).isEqualTo(f.at("bree"));
        f.apply(new Action.Discard(forest));
        assertThat(h.location).isEqualTo(f.at("tharbad"));
        assertThat(h.rest.toArray()).containsExactly(plains, forest);
        assertThat(h.hand.toArray()).containsExactly(hills);
    }

    @Test
    void theStartingLocationMayBeExploredOnceWithoutMoving() {
        Fixture f = new Fixture("beravor");
        f.s.favorTokens[f.at("fornost")] = 2;
        f.only(new HeroTurn.Travel("beravor", false, false));
        f.apply(new Action.ExploreHere());
        f.apply(new Action.RetrieveFavor());
        assertThat(f.s.hero("beravor").favor).isEqualTo(2);
        assertThat(f.s.favorTokens[f.at("fornost")]).isZero();
        f.apply(new Action.Pass());
        assertThat(f.ask().options()).doesNotContain(new Action.ExploreHere());
    }
    /**
     * The Travel question, whole and in order: path by path as the board lists them, each card that pays alone,
     * then the move paid with several cards; then exploring here, then ending the step.
     */
    @Test
    void theTravelQuestionOffersEachPathsWaysOfPayingInOrder() {
        Fixture f = new Fixture("beravor");
        f.s.hero("beravor").location = f.at("bree");
        int hills = f.card("beravor", "ranged-strike", 0);
        int plains = f.card("beravor", "evade", 0);
        int forest = f.card("beravor", "parry", 0);
        f.giveHand("beravor", hills, plains, forest);
        f.only(new HeroTurn.Travel("beravor", false, false));
        int fornost = f.at("fornost"); // any card (1)
        int oldForest = f.at("old-forest"); // any card (1)
        int tharbad = f.at("tharbad"); // hills or 2 cards
        int weathertop = f.at("weathertop"); // hills or 2 cards
        assertThat(f.ask().options()).containsExactly(
                new Action.MoveHero(fornost, hills), new Action.MoveHero(fornost, plains),
                new Action.MoveHero(fornost, forest), new Action.MoveHero(oldForest, hills),
                new Action.MoveHero(oldForest, plains), new Action.MoveHero(oldForest, forest),
                new Action.MoveHero(tharbad, hills), new Action.MoveHero(tharbad, -1),
                new Action.MoveHero(weathertop, hills), new Action.MoveHero(weathertop, -1),
                new Action.ExploreHere(), new Action.Pass());
    }

    /** With a Boat, a water path takes any one card, and the crossing to Belfalas (3 cards) comes last. */
    @Test
    void aBoatsPathsInTheTravelQuestionAndItsCrossingLast() {
        Fixture f = new Fixture("beravor");
        HeroState h = f.s.hero("beravor");
        h.location = f.at("grey-havens");
        for (int i = 0; i < f.s.itemSupply.size(); i++) {
            if (Fixture.RULES.cards().id(f.s.itemSupply.get(i)).equals("boat")) {
                h.items.add(f.s.itemSupply.get(i));
                f.s.itemSupply.remove(f.s.itemSupply.get(i));
                break;
            }
        }
        int hills = f.card("beravor", "ranged-strike", 0);
        int plains = f.card("beravor", "evade", 0);
        int forest = f.card("beravor", "parry", 0);
        f.giveHand("beravor", hills, plains, forest);
        f.only(new HeroTurn.Travel("beravor", true, false));
        int mountains = f.at("blue-mountains"); // mountains or 2 cards: none matches
        int harlindon = f.at("harlindon"); // water: any card with the Boat
        int evendim = f.at("hills-of-evendim"); // water: any card with the Boat
        int shire = f.at("shire"); // any card (1)
        int belfalas = f.at("belfalas"); // the Boat's crossing: 3 cards
        assertThat(f.ask().options()).containsExactly(new Action.MoveHero(mountains, -1),
                new Action.MoveHero(harlindon, hills), new Action.MoveHero(harlindon, plains),
                new Action.MoveHero(harlindon, forest), new Action.MoveHero(evendim, hills),
                new Action.MoveHero(evendim, plains), new Action.MoveHero(evendim, forest),
                new Action.MoveHero(shire, hills), new Action.MoveHero(shire, plains),
                new Action.MoveHero(shire, forest), new Action.MoveHero(belfalas, -1), new Action.Pass());
        h.travelLimit = 0;
        f.only(new HeroTurn.Travel("beravor", true, false));
        assertThat(f.ask().options()).as("no move once the limit is reached").containsExactly(new Action.Pass());
    }
}
