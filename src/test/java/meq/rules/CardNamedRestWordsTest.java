package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import org.junit.jupiter.api.Test;

/**
 * Eleanor's Hero card Rest bears the name of the Rest action; wherever she pays for a move with it the words name it
 * as a card, so "paying Rest" is never read as resting.
 */
class CardNamedRestWordsTest {
    private static Scenario eleanor(String step, String hand) {
        return Scenario.of("heroes:\n  - {id: eleanor, location: minas-tirith, hand: [" + hand + "]}\n"
                + "stack:\n  - " + step + "\n");
    }

    @Test
    void aMovePaidWithTheCardRestSaysTheCard() {
        // "You may move to an adjacent location by discarding the required Hero card(s) from your hand."
        // Minas Tirith to Osgiliath costs any one card.
        Scenario s = eleanor("{step: HeroTurn.Travel, hero: eleanor, moved: false, exploredStart: false}",
                "eleanor:rest");
        assertThat(s.read()).contains("Move to Osgiliath paying the card Rest (0/0/0)")
                .noneMatch(o -> o.contains("paying Rest"));
    }

    @Test
    void eachCardDiscardedToPayForAMoveIsNamedAsACard() {
        // "... you may instead discard a number of cards equal to the number on the movement icon": Minas Tirith to
        // Dunharrow is hills 3, and Eleanor's Rest and Hide show plains and forest, so she pays 3 cards one by one.
        Scenario s = eleanor("{step: HeroTurn.Travel, hero: eleanor, moved: false, exploredStart: false}",
                "eleanor:rest, eleanor:rest, eleanor:hide");
        s.choose("Move to Dunharrow paying several cards");
        assertThat(s.prompt()).startsWith("Discard a card to pay for the move");
        assertThat(s.read()).contains("Discard the card Rest (0/0/0)", "Discard Hide (0/2/1)");
    }

    @Test
    void theRestActionStaysTheRestActionBesideTheCard() {
        // "1. Rest ... you may rest": the action reads Rest, and is no card of her hand
        Scenario s = eleanor("{step: HeroTurn.Rest, hero: eleanor}", "eleanor:rest");
        assertThat(s.read()).contains("Rest").noneMatch(o -> o.contains("card"));
    }
}
