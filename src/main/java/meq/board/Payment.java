package meq.board;

import java.util.List;
import meq.data.Icon;

/**
 * What a move along a path costs: one card with the matching icon (when {@code icon} is not null),
 * or {@code anyCards} cards of any icon. A hero may pay either way.
 */
public record Payment(Icon icon, int anyCards) {

    /** Whether these discarded cards (by their icons) pay for the move. */
    public boolean acceptedBy(List<Icon> cards) {
        if (icon != null && cards.size() == 1 && cards.get(0) == icon) {
            return true;
        }
        return cards.size() == anyCards;
    }

    /** The fewest cards a hand with these icons can pay, or -1 if it cannot pay at all. */
    public int cheapest(List<Icon> hand) {
        if (icon != null) {
            for (int i = 0; i < hand.size(); i++) {
                if (hand.get(i) == icon) {
                    return 1;
                }
            }
        }
        return hand.size() >= anyCards ? anyCards : -1;
    }
}
