package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.List;
import meq.rules.checks.Invariants;
import meq.state.Attribute;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.Lasting;
import meq.state.MinionState;
import org.junit.jupiter.api.Test;

/** Each invariant broken on a small state, and named. */
class InvariantsTest {
    private final Fixture f = new Fixture("eleanor", "thalin");
    private final GameState s = f.s;
    private final HeroState eleanor = s.hero("eleanor");
    private final HeroState thalin = s.hero("thalin");

    private List<String> broken() {
        return Invariants.check(Fixture.RULES, s);
    }

    private String name(int card) {
        return Fixture.RULES.cards().name(card);
    }

    @Test
    void aNewGameKeepsEveryInvariant() {
        assertThat(broken()).isEmpty();
    }

    @Test
    void aHerosPoolsHoldOnlyHisOwnCardsAndSkills() {
        int card = thalin.life.pop();
        eleanor.hand.add(card);
        assertThat(broken()).contains("eleanor's pools hold " + name(card) + ", not his own card")
                .anyMatch(v -> v.startsWith("thalin's life, hand, rest and damage pools hold 24 cards; 1 of his deck"));
    }

    @Test
    void aHerosWholeDeckIsInHisPoolsOrInPlay() {
        int card = eleanor.life.pop();
        s.removed.add(card);
        assertThat(broken()).anyMatch(v -> v.startsWith("eleanor's life, hand, rest and damage pools hold")
                && v.endsWith("1 of his deck are elsewhere"));
    }

    @Test
    void sauronsHandHoldsOnlyShadowAndPlotCards() {
        int shadow = s.decks.get("shadows").drawPile().pop();
        s.sauronPlots.add(shadow);
        int card = thalin.life.pop();
        s.sauronShadows.add(card);
        assertThat(broken()).contains("Sauron's Plot cards hold " + name(shadow),
                "Sauron's Shadow cards hold " + name(card));
    }

    @Test
    void itemsAndCorruptionHoldOnlyTheirKind() {
        int corruption = s.decks.get("corruption").drawPile().pop();
        eleanor.items.add(corruption);
        int item = s.itemSupply.pop();
        eleanor.corruption.add(item);
        assertThat(broken()).contains("eleanor's items hold " + name(corruption),
                "eleanor's Corruption cards hold " + name(item));
    }

    @Test
    void aCombatDeckHoldsOnlyItsOwnCards() {
        var decks = List.copyOf(s.combatDecks.keySet());
        int card = s.combatDecks.get(decks.get(0)).drawPile().pop();
        s.combatDecks.get(decks.get(1)).drawPile().add(card);
        assertThat(broken()).contains("the " + decks.get(1) + " combat deck holds " + name(card));
    }

    @Test
    void theSkillDeckHoldsOnlySkills() {
        int card = eleanor.life.pop();
        s.skillDeck.discards().add(card);
        assertThat(broken()).contains("the skill deck discards hold " + name(card));
    }

    @Test
    void aTokenPileHoldsOnlyItsOwnColour() {
        var colours = List.copyOf(s.tokenPiles.keySet());
        int token = s.tokenPiles.get(colours.get(0)).drawPile().pop();
        s.tokenPiles.get(colours.get(1)).drawPile().add(token);
        assertThat(broken()).contains("the " + colours.get(1) + " token pile holds a " + colours.get(0) + " token");
    }

    @Test
    void aMonsterTokenIsInOnePlace() {
        int token = s.tokenPiles.values().iterator().next().drawPile().get(0);
        s.tokenAt[token] = f.at("bree");
        assertThat(broken()).contains("monster token " + token + " is in 2 places");
    }

    @Test
    void aCardIsInOnePlace() {
        int card = eleanor.life.get(0);
        eleanor.hand.add(card);
        assertThat(broken()).anyMatch(v -> v.endsWith("(" + Fixture.RULES.cards().id(card) + ") is in 2 places"));
    }

    @Test
    void favorIsNeverNegative() {
        eleanor.favor = -1;
        s.favorTokens[f.at("bree")] = -2;
        s.setLasting(Lasting.Kind.TRUST_IN_FRIENDSHIP, -1, null);
        assertThat(broken()).contains("eleanor holds -1 favor", "-2 favor on bree", "-1 favor on Trust in Friendship");
    }

    @Test
    void anAttributeRisesAtMostTwice() {
        eleanor.levels[Attribute.STRENGTH.ordinal()] = 3;
        assertThat(broken()).contains("eleanor has 3 STRENGTH level tokens (0 to 2 allowed)");
    }

    @Test
    void aHeroStandsOnALocation() {
        thalin.location = -1;
        assertThat(broken()).contains("thalin stands on no location (-1)");
    }

    @Test
    void aMinionIsOnTheBoardExactlyWhenInPlay() {
        MinionState m = s.minions.values().stream().filter(x -> x.status == MinionState.Status.ACTIVE).findFirst()
                .orElseThrow();
        m.status = MinionState.Status.DEFEATED;
        assertThat(broken()).contains("minion " + m.id + " is DEFEATED at location " + m.location);
        m.status = MinionState.Status.ACTIVE;
        m.location = -1;
        assertThat(broken()).contains("minion " + m.id + " is ACTIVE at location -1");
    }

    @Test
    void aMinionTakesNoMoreDamageThanItsHealth() {
        MinionState m = s.minions.values().iterator().next();
        int health = Fixture.RULES.data().minion(m.id).health();
        m.damage = health;
        assertThat(broken()).isEmpty(); // at its health: defeated as the fight ends
        m.damage = health + 1;
        assertThat(broken()).contains("minion " + m.id + " has " + (health + 1) + " damage (health " + health + ")");
    }

    @Test
    void aCharacterIsOnALocationOrInTheFavorAndCharacterArea() {
        String character = s.characterAt.keySet().iterator().next();
        s.characterAt.put(character, Fixture.RULES.board().size());
        assertThat(broken())
                .contains("character " + character + " at no location (" + Fixture.RULES.board().size() + ")");
    }

    @Test
    void theShadowPoolStaysWithinItsLimit() {
        s.shadowPool = s.shadowPoolLimit() + 1;
        assertThat(broken()).anyMatch(v -> v.startsWith("Shadow Pool " + s.shadowPool + " outside 0.."));
        s.shadowPool = -1;
        assertThat(broken()).contains("Shadow Pool -1 outside 0.." + s.shadowPoolLimit());
    }

    @Test
    void noInfluenceInAHaven() {
        s.influence[f.at("fornost")] = 1;
        assertThat(broken()).contains("1 influence in the Haven fornost");
    }
    @Test
    void aDeckHoldsOnlyItsOwnCards() {
        int event = s.decks.get("events-1").drawPile().pop();
        s.decks.get("events-2").discards().add(event);
        assertThat(broken()).contains("the events-2 deck holds " + name(event));
    }

    @Test
    void aDiscardedStartingPlotMayLieInThePlotDiscards() {
        int plot = s.activePlots[0];
        s.activePlots[0] = -1;
        s.plotAt[0] = -1;
        s.decks.get("plots").discards().add(plot);
        assertThat(broken()).isEmpty();
    }

    @Test
    void eachMissionComesFromItsSidesDeck() {
        int sauron = s.sauronMission;
        s.sauronMission = s.heroMission;
        s.heroMission = sauron;
        assertThat(broken()).contains("Sauron's mission is " + name(s.sauronMission),
                "the heroes' mission is " + name(sauron));
    }

    @Test
    void aHerosQuestsHoldOnlyQuestsAndEncounters() {
        int peril = s.decks.get("perils").drawPile().pop();
        eleanor.quests.add(peril);
        assertThat(broken()).contains("eleanor's quests hold " + name(peril));
    }

    @Test
    void aPlotMarkerStandsExactlyWhenItsSlotHoldsAPlot() {
        s.plotAt[1] = f.at("bree");
        assertThat(broken()).contains("plot marker 2 at " + f.at("bree") + " with card -1 in its slot");
    }

    @Test
    void theEventMarkerStandsOnlyWithACurrentEvent() {
        s.currentEvent = -1;
        s.eventMarker = f.at("bree");
        assertThat(broken()).contains("the event marker at " + f.at("bree") + " with no current event");
    }
}
