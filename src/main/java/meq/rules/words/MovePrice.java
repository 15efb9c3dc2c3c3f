package meq.rules.words;

import meq.board.Board;
import meq.board.Payment;
import meq.board.Travel;
import meq.rules.Rules;
import meq.rules.View;

/**
 * What a move costs the hero a view shows, as the Travel step prices it: the path's icon or its number of cards,
 * with his Boat (any water path 1 card of any icon; the crossing from the Grey Havens to Belfalas) and his Horse
 * (every number 1 less, never under 1). Read from what every seat sees: where he stands and his items.
 */
public final class MovePrice {
    private MovePrice() {
    }

    /** The price of moving a view's hero to a location next to him (or across the Boat's crossing), or null. */
    public static Payment of(Rules r, View v, String hero, int to) {
        return of(r, v.board().heroes().stream().filter(x -> x.id().equals(hero)).findFirst().orElse(null), to);
    }

    /** The price of moving a hero (his public sheet) to a location next to him, or across the Boat's crossing. */
    private static Payment of(Rules r, View.HeroView h, int to) {
        if (h == null || h.location() < 0) {
            return null;
        }
        Travel.Items items = new Travel.Items(holds(r, h, "boat"), holds(r, h, "horse"));
        Board board = r.board();
        return Travel.price(board, board.location(h.location()), board.location(to), items);
    }

    private static boolean holds(Rules r, View.HeroView h, String item) {
        return h.items().stream().anyMatch(card -> r.cards().id(card).equals(item));
    }
}
