package meq.rules.table;

import java.util.List;
import meq.data.OngoingRule;
import meq.rules.Ctx;
import meq.rules.GameEvent;
import java.util.List;
import meq.state.Deck;
import meq.state.HeroState;
import meq.state.Pile;

/** Moving favor, cards, items and tokens between the players and the board. */
public final class Holdings {
    private Holdings() {
    }

    /**
     * Gains (or loses, never below 0) favor; Corruption may cap what he holds (Despairing) or gains in a
     * turn (Mistrusted).
     */
    public static void favor(Ctx c, HeroState h, int amount) {
        int before = h.favor;
        if (amount > 0) {
            int perTurn = Ongoing.heroNumber(c, h, OngoingRule.FAVOR_PER_TURN_LIMIT, Integer.MAX_VALUE);
            amount = Math.max(0, Math.min(amount, perTurn - h.favorGainedThisTurn));
            int limit = Ongoing.heroNumber(c, h, OngoingRule.FAVOR_LIMIT, Integer.MAX_VALUE);
            h.favor = Math.max(h.favor, Math.min(limit, h.favor + amount));
            h.favorGainedThisTurn += h.favor - before;
        } else {
            h.favor = Math.max(0, h.favor + amount);
        }
        if (h.favor != before) {
            c.emit(new GameEvent.FavorChanged(h.id, h.favor - before, h.favor));
        }
    }

    /** How much more favor the hero may gain now (his favor limit and his limit per turn), at most max. */
    public static int favorRoom(Ctx c, HeroState h, int max) {
        int perTurn = Ongoing.heroNumber(c, h, OngoingRule.FAVOR_PER_TURN_LIMIT, Integer.MAX_VALUE);
        int limit = Ongoing.heroNumber(c, h, OngoingRule.FAVOR_LIMIT, Integer.MAX_VALUE);
        long room = Math.min((long) perTurn - h.favorGainedThisTurn, (long) limit - h.favor);
        return (int) Math.max(0, Math.min(max, room));
    }

    /** Discards random cards from a hero's hand to his rest pool. */
    public static void discardRandom(Ctx c, HeroState h, int count) {
        int n = Math.min(count, h.hand.size());
        if (n <= 0) {
            return;
        }
        Integer[] gone = new Integer[n];
        for (int i = 0; i < n; i++) {
            gone[i] = h.hand.removeAt(c.s.rng.nextInt(h.hand.size()));
            h.rest.add(gone[i]);
        }
        c.emit(new GameEvent.DiscardedAtRandom(h.id, List.of(gone)));
    }

    /** Sauron discards Shadow cards at random from his hand (to the Shadow deck's discards). */
    public static void discardShadowsRandom(Ctx c, int count) {
        int n = Math.min(count, c.s.sauronShadows.size());
        if (n <= 0) {
            return;
        }
        Integer[] gone = new Integer[n];
        for (int i = 0; i < n; i++) {
            gone[i] = c.s.sauronShadows.removeAt(c.s.rng.nextInt(c.s.sauronShadows.size()));
            c.s.deck(Deck.SHADOWS).discard(gone[i]);
        }
        c.emit(new GameEvent.DiscardedAtRandom(null, List.of(gone)));
    }

    /** Gives a hero an item card from the supply, if one is left. */
    public static void giveItem(Ctx c, HeroState h, String item) {
        for (int i = 0; i < c.s.itemSupply.size(); i++) {
            int card = c.s.itemSupply.get(i);
            if (c.rules.cards().id(card).equals(item)) {
                c.s.itemSupply.removeAt(i);
                h.items.add(card);
                c.emit(new GameEvent.ItemGained(h.id, item));
                return;
            }
        }
    }

    public static boolean hasItem(Ctx c, HeroState h, String item) {
        for (int i = 0; i < h.items.size(); i++) {
            if (c.rules.cards().id(h.items.get(i)).equals(item)) {
                return true;
            }
        }
        return false;
    }

    /** Clears all influence or all monster tokens from a location. */
    public static void clear(Ctx c, int location, boolean tokens) {
        if (tokens) {
            int n = 0;
            for (int t : Table.tokensAt(c, location)) {
                discardToken(c, t);
                n++;
            }
            if (n > 0) {
                c.emit(new GameEvent.MonsterTokensRemoved(location, n));
            }
        } else if (c.s.influence[location] > 0) {
            Table.removeInfluence(c, location, c.s.influence[location], "a card");
        }
    }

    /** Up to N influence, or N monster tokens, leave a location (what is there, when it holds fewer). */
    public static void take(Ctx c, int location, boolean tokens, int n) {
        if (!tokens) {
            Table.removeInfluence(c, location, n, "a card");
            return;
        }
        List<Integer> here = Table.tokensAt(c, location);
        int k = Math.min(n, here.size());
        for (int i = 0; i < k; i++) {
            discardToken(c, here.get(i));
        }
        if (k > 0) {
            c.emit(new GameEvent.MonsterTokensRemoved(location, k));
        }
    }

    /** A monster token leaves the board, face up beside its pile. */
    public static void discardToken(Ctx c, int token) {
        c.s.tokenAt[token] = -1;
        c.s.tokenPiles.get(c.rules.cards().tokenPile(token)).discard(token);
    }

    /**
     * Draws up to count cards of a deck into drawn (fewer when it runs dry), keeps the best and discards the rest:
     * a card is kept over the one kept so far (-1 before any) when better says so. The card kept, or -1.
     */
    public static int drawKeepBest(Ctx c, Deck deck, int count, List<Integer> drawn, Better better) {
        for (int i = 0; i < count; i++) {
            int card = draw(c, deck);
            if (card >= 0) {
                drawn.add(card);
            }
        }
        int best = -1;
        for (int card : drawn) {
            if (better.test(card, best)) {
                best = card;
            }
        }
        for (int card : drawn) {
            if (card != best) {
                c.s.deck(deck).discard(card);
            }
        }
        return best;
    }

    /** Whether a card drawn is better than the best so far (-1: none yet). */
    @FunctionalInterface
    public interface Better {
        boolean test(int card, int best);
    }

    /** Draws a card from a named deck (reshuffling its discards when empty); -1 when there is none. */
    public static int draw(Ctx c, Deck deck) {
        return draw(c, GameEvent.Reshuffled.DECK, deck.name(), c.s.deck(deck));
    }

    /**
     * Draws the top card of a pile, reshuffling its discards first when it has run out (told by an event: kind and
     * name as {@link GameEvent.Reshuffled} says); -1 when there is none.
     */
    public static int draw(Ctx c, String kind, String name, Pile pile) {
        if (pile.drawPile().isEmpty() && !pile.discards().isEmpty()) {
            c.emit(new GameEvent.Reshuffled(kind, name));
        }
        return pile.draw(c.s.rng);
    }
}
