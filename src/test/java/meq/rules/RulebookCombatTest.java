package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import meq.state.HeroState;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * The rulebook's sentences on combat, the Finale, the two-player game and the optional rules, and the fact
 * sheet's rulings (FS 5.1-5.11), each played on a small preset and checked against its words. Each test quotes
 * its sentence with the lines of the rules summary (RS) or the section of the fact sheet (FS) it comes from.
 */
class RulebookCombatTest {
    /** The first copy of a card of a Monster Combat deck. */
    static int combatCard(String deck, String id) {
        for (int c : Scenario.RULES.cards().combatDeck(deck)) {
            if (Scenario.RULES.cards().card(c).id().equals(id)) {
                return c;
            }
        }
        throw new IllegalArgumentException(id);
    }

    /**
     * A fight of the first hero of the preset against a monster, asked to spend agility: Sauron's combatant has
     * drawn exactly these cards (its fortitude in number is not checked), the Shadow window passed.
     */
    static Scenario fight(String yaml, String monster, List<Integer> sauronHand) {
        Scenario s = Scenario.of(yaml);
        String deck = Scenario.RULES.data().monster(monster).deck();
        var pile = s.s.combatDecks.get(deck);
        for (int c : sauronHand) {
            pile.drawPile().remove(c);
            pile.drawPile().add(c); // on top: drawn first
        }
        s.passShadowWindows();
        Fights.Fight f = s.fight();
        assertThat(f).isNotNull();
        // keep only the wanted cards in Sauron's hand; the others go back into the deck
        List<Integer> drawn = f.combat().sauronHand();
        for (int c : drawn) {
            if (!sauronHand.contains(c)) {
                pile.drawPile().add(c);
            }
        }
        replaceFight(s, f.at(f.phase(), f.combat().withSauronHand(sauronHand), f.heroCard(), f.sauronCard()));
        return s;
    }

    /** Puts a changed fight in place of the one on the stack (under the steps above it). */
    static void replaceFight(Scenario s, Fights.Fight changed) {
        java.util.ArrayDeque<meq.state.Frame> above = new java.util.ArrayDeque<>();
        while (!(s.s.stack.peek() instanceof Fights.Fight)) {
            above.push(s.s.stack.pop());
        }
        s.s.stack.pop();
        s.s.stack.push(changed);
        while (!above.isEmpty()) {
            s.s.stack.push(above.pop());
        }
        s.s.pendingCache = null;
    }

    static String fightStep(String hero, String monster) {
        return "  - {step: Fights.Fight, hero: " + hero + ", opponent: " + monster + ", minion: false, token: -1, "
                + "context: EFFECT, agilityCap: -1, phase: 0, heroCard: -1, sauronCard: -1}\n";
    }

    @Test
    void theHerosCombatCardAbilityResolvesBeforeSauronsWhenBothResolveAtTheSameTime() {
        // RS 476-477: "If multiple cards are resolved at the same time, the hero player's combat card is always
        // resolved first." RS 533-535: "e. Current Round Abilities: All abilities from cards that were played
        // during this round are now resolved, first by the hero and then by Sauron."
        // Eleanor's Rest ("draw up to 2 cards from the top of your rest pool or life pool") against the Giant
        // Spider's Smash (Melee 2/1), whose Paralyzing Venom makes the hero discard a random card from his hand
        // when its Melee card deals 2 or more damage: the hero draws first, and only then discards. Before the
        // fix the random discard came first (onto the rest pool, where Rest could draw it back).
        int rest = Scenario.card("eleanor:rest");
        int parry = Scenario.card("eleanor:parry");
        int hide = Scenario.card("eleanor:hide");
        int smash = combatCard("behemoth", "smash");
        Scenario s = fight("""
                heroes: [{id: eleanor, location: bree, hand: [eleanor:rest, eleanor:parry], rest: [eleanor:hide], others: life}]
                stack:
                """ + fightStep("eleanor", "giant-spider"), "giant-spider", List.of(smash));
        s.choose("Spend 0 agility");
        s.choose(new Action.ChooseCard(rest));
        s.choose(new Action.ChooseCard(smash));
        Ask draw = s.ask();
        assertThat(draw.prompt()).as("the hero's ability first").startsWith("Rest: draw");
        HeroState h = s.hero("eleanor");
        assertThat(h.hand.contains(parry)).as("nothing discarded from his hand yet").isTrue();
        assertThat(h.rest.size()).as("the rest pool holds only Hide").isEqualTo(1);
        assertThat(s.options()).contains("Draw 1 from the rest pool").doesNotContain("Draw 2 from the rest pool");
        s.choose("Draw 1 from the rest pool");
        assertThat(h.hand.contains(hide)).isTrue();
        // then the round's 2 damage, then the Venom's random discard
        s.chooseFirst("top of the life pool");
        s.chooseFirst("top of the life pool");
        s.ask();
        assertThat(h.hand.size()).as("Parry and Hide, one discarded at random").isEqualTo(1);
        assertThat(h.rest.size()).as("the discarded card on the rest pool").isEqualTo(1);
    }

    @Test
    void whenTheHeroDeclaresHimselfExhaustedSauronKnowsItBeforeHeChooses() {
        // RS 610-614: "Before the start of any combat round, if a combatant does not have any—or does not wish to
        // play any—combat cards in his hand, he declares himself exhausted. If both combatants wish to declare
        // themselves exhausted in the same round, the hero player must always do so first (and then Sauron may
        // choose whether he still wishes to do so)."
        // The hero's declaration is made openly before the round: when Sauron chooses (a card, or exhaustion too),
        // he and the table see that the hero is exhausted. A card the hero plays face down is not shown.
        int parry = Scenario.card("eleanor:parry");
        int smash = combatCard("behemoth", "smash");
        int sweep = combatCard("behemoth", "sweep");
        String preset = """
                heroes: [{id: eleanor, location: bree, hand: [eleanor:parry], others: life}]
                stack:
                """ + fightStep("eleanor", "giant-spider");
        Scenario s = fight(preset, "giant-spider", List.of(smash, sweep));
        s.choose("Spend 0 agility");
        assertThat(s.seat()).as("the hero first").isEqualTo(Seat.hero("eleanor"));
        s.choose(new Action.Pass());
        Ask a = s.ask();
        assertThat(a.seat()).isEqualTo(Seat.SAURON);
        assertThat(a.options()).as("Sauron may still choose: a card, or exhaustion").contains(
                new Action.ChooseCard(smash), new Action.Pass());
        assertThat(s.engine.view(s.s, Seat.SAURON).fight().heroExhausted()).as("Sauron sees the declaration")
                .isTrue();
        assertThat(a.prompt()).contains("declared himself exhausted");
        // he plays on alone: the hero, exhausted, plays no more cards
        s.choose(new Action.ChooseCard(smash));
        s.chooseFirst("top of the life pool");
        s.chooseFirst("top of the life pool");
        Ask next = s.ask();
        assertThat(next.seat()).as("an exhausted combatant skips the choosing").isEqualTo(Seat.SAURON);
        assertThat(s.fight().combat().heroStack()).as("no card of the hero's played").isEmpty();

        // a card played face down is not shown as exhaustion
        Scenario played = fight(preset, "giant-spider", List.of(smash, sweep));
        played.choose("Spend 0 agility");
        played.choose(new Action.ChooseCard(parry));
        assertThat(played.engine.view(played.s, Seat.SAURON).fight().heroExhausted()).isFalse();
        assertThat(played.prompt()).doesNotContain("declared himself exhausted");
    }
}
