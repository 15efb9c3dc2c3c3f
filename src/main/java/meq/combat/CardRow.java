package meq.combat;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.function.IntConsumer;

/**
 * A combat stack or Sauron's combat hand: card numbers in order, read-only. A round changes a row by making a new
 * one (one array copy), and a combat state keeps the rows it is given without copying them again.
 */
public final class CardRow extends AbstractList<Integer> implements RandomAccess {
    static final CardRow EMPTY = new CardRow(new int[0]);

    private final int[] cards;

    private CardRow(int[] cards) {
        this.cards = cards;
    }

    /** The row itself, or a row of the list's cards (none may be null). */
    public static CardRow of(List<Integer> cards) {
        if (cards instanceof CardRow row) {
            return row;
        }
        if (cards.isEmpty()) {
            return EMPTY;
        }
        int[] a = new int[cards.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = cards.get(i);
        }
        return new CardRow(a);
    }

    /** A row of the first size cards of an array (copied). */
    public static CardRow of(int[] cards, int size) {
        Objects.checkFromToIndex(0, size, cards.length);
        return size == 0 ? EMPTY : new CardRow(Arrays.copyOf(cards, size));
    }

    /** Each card in order, as an int (no boxing). */
    public void forEachCard(IntConsumer action) {
        for (int card : cards) {
            action.accept(card);
        }
    }

    public int card(int i) {
        return cards[i];
    }

    @Override
    public Integer get(int i) {
        return cards[i];
    }

    @Override
    public int size() {
        return cards.length;
    }

    public boolean has(int card) {
        return indexOf(card) >= 0;
    }

    public int indexOf(int card) {
        for (int i = 0; i < cards.length; i++) {
            if (cards[i] == card) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public boolean contains(Object o) {
        return o instanceof Integer card && has(card);
    }

    @Override
    public int indexOf(Object o) {
        return o instanceof Integer card ? indexOf(card.intValue()) : -1;
    }

    /** The cards as a new array. */
    public int[] toInts() {
        return cards.clone();
    }

    /** The row with a card put on top (at the end). */
    public CardRow plus(int card) {
        int[] a = Arrays.copyOf(cards, cards.length + 1);
        a[cards.length] = card;
        return new CardRow(a);
    }

    /** The row with a card put at the bottom (index 0). */
    public CardRow plusBottom(int card) {
        int[] a = new int[cards.length + 1];
        a[0] = card;
        System.arraycopy(cards, 0, a, 1, cards.length);
        return new CardRow(a);
    }

    /** The row without its first copy of a card (the same row if the card is not in it). */
    public CardRow minus(int card) {
        int i = indexOf(card);
        return i < 0 ? this : minusAt(i);
    }

    /** The row without the card at index i. */
    public CardRow minusAt(int i) {
        if (cards.length == 1) {
            return EMPTY;
        }
        int[] a = new int[cards.length - 1];
        System.arraycopy(cards, 0, a, 0, i);
        System.arraycopy(cards, i + 1, a, i, a.length - i);
        return new CardRow(a);
    }
}
