package meq.bots;

import java.util.List;
import meq.data.CardDef;
import meq.state.Cards;
import meq.state.IntList;

/**
 * How the heuristic bot takes a hero's damage in a fight, and what his stack has cost: the bot and its
 * {@link FightBook} read them alike, so a fight is planned as it will be played.
 */
final class FightCards {
    /** A life pool deeper than this takes the damage; a shallower one keeps its cards, the hand pays instead. */
    static final int DEEP_LIFE = 4;

    private FightCards() {
    }

    /** The strength the cards of a stack cost by their print. */
    static int used(Cards cards, List<Integer> stack) {
        int used = 0;
        for (int c : stack) {
            used += cards.card(c).cost();
        }
        return used;
    }

    /** How good a card of his hand looks as the one a hero gives up to a damage (the weakest is best). */
    static double giveUp(CardDef d) {
        return 2 - d.attack() - d.defense();
    }

    /** How good taking a damage from the top of the life pool looks, beside {@link #giveUp}. */
    static double fromLife(int life) {
        return life > DEEP_LIFE ? 3 : 0;
    }

    /** The place in hand of the card the hero gives up first. */
    static int weakest(Cards cards, IntList hand) {
        int best = 0;
        for (int i = 1; i < hand.size(); i++) {
            if (giveUp(cards.card(hand.get(i))) > giveUp(cards.card(hand.get(best)))) {
                best = i;
            }
        }
        return best;
    }
}
