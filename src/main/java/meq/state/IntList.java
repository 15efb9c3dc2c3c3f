package meq.state;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * A small growable list of ints (card and token ids); the top of a pile is the end of the list.
 *
 * <p>A copy shares its array until one of the two lists writes (a state's copy copies every deck, and most are
 * never touched again). {@link #shuffleLater} takes a shuffle's numbers from the generator at once and leaves the
 * swaps until the list is next read (a preset's odds reshuffle every hidden deck, and most are never drawn from),
 * making only the top's when it is popped;
 * it keeps the generator as it stood, so the order is the one {@link #shuffle} would have made. A list with a
 * shuffle left to make changes when read, so it must not be read from two threads (copying it may be).
 */
public final class IntList {
    private int[] items;
    private int size;
    /** The array may be another list's too: copied before the first write. */
    private boolean shared;
    /** A shuffle still to make (the generator as it stood when shuffled), or null. */
    private Rng unshuffled;
    /** The read-only list of the values as they are now, kept until they change; or null. */
    private List<Integer> frozen;

    public IntList() {
        items = new int[8];
    }

    public IntList(int... values) {
        items = values.length == 0 ? new int[8] : values.clone();
        size = values.length;
    }

    private IntList(int[] items, int size, Rng unshuffled) {
        this.items = items;
        this.size = size;
        this.shared = true;
        this.unshuffled = unshuffled;
    }

    public IntList copy() {
        shared = true;
        return new IntList(items, size, unshuffled == null ? null : unshuffled.copy());
    }

    /** Makes a shuffle left for later: every read and write comes here first. */
    private void settle() {
        if (unshuffled != null) {
            Rng rng = unshuffled;
            unshuffled = null;
            swaps(rng);
        }
    }

    private void swaps(Rng rng) {
        own();
        frozen = null;
        for (int i = size - 1; i > 0; i--) {
            swap(i, rng);
        }
    }

    /** One step of the shuffle: the value at i changes place with one at or below it. */
    private void swap(int i, Rng rng) {
        int j = rng.nextInt(i + 1);
        int t = items[i];
        items[i] = items[j];
        items[j] = t;
    }

    /** Before a write: the array made this list's own. */
    private void own() {
        if (shared) {
            items = Arrays.copyOf(items, Math.max(8, size));
            shared = false;
        }
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public int get(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException(i);
        }
        settle();
        return items[i];
    }

    public void add(int v) {
        settle();
        own();
        if (size == items.length) {
            items = Arrays.copyOf(items, size * 2);
        }
        items[size++] = v;
        frozen = null;
    }

    /** Puts a value at the bottom (index 0). */
    public void addBottom(int v) {
        add(v);
        System.arraycopy(items, 0, items, 1, size - 1);
        items[0] = v;
    }

    public void addAll(IntList other) {
        other.settle();
        for (int i = 0; i < other.size; i++) {
            add(other.items[i]);
        }
    }

    /**
     * Removes and returns the top (last) value. With a shuffle left to make, only its first swap is made: it settles
     * the top, and the swaps left are those of the values below, in the same order (a Finale draws a few cards from
     * each pile the odds reshuffled).
     */
    public int pop() {
        if (size == 0) {
            throw new IllegalStateException("empty");
        }
        if (unshuffled != null) {
            own();
            int top = size - 1;
            swap(top, unshuffled);
            if (top < 2) {
                unshuffled = null; // the one value left below has no swap of its own
            }
        }
        frozen = null;
        return items[--size];
    }

    public int removeAt(int i) {
        int v = get(i);
        own();
        frozen = null;
        System.arraycopy(items, i + 1, items, i, size - i - 1);
        size--;
        return v;
    }

    /** Removes the first occurrence of a value; returns whether it was there. */
    public boolean remove(int v) {
        int i = indexOf(v);
        if (i < 0) {
            return false;
        }
        removeAt(i);
        return true;
    }

    public int indexOf(int v) {
        settle();
        for (int i = 0; i < size; i++) {
            if (items[i] == v) {
                return i;
            }
        }
        return -1;
    }

    public boolean contains(int v) {
        return indexOf(v) >= 0;
    }

    public void clear() {
        unshuffled = null;
        frozen = null;
        size = 0;
    }

    public void shuffle(Rng rng) {
        settle();
        swaps(rng);
    }

    /** As {@link #shuffle}, the generator moved on at once, the swaps made when the list is next read. */
    public void shuffleLater(Rng rng) {
        if (size < 2) {
            return;
        }
        settle();
        frozen = null;
        unshuffled = rng.copy();
        rng.skip(size - 1);
    }

    /**
     * The values as they are now, as a read-only list that later changes do not reach: no copy is made (the array
     * is shared until this list next writes), and the same list is given again while the values are unchanged.
     */
    public List<Integer> asList() {
        settle();
        if (frozen == null) {
            shared = true;
            frozen = size == 0 ? List.of() : new Frozen(items, size);
        }
        return frozen;
    }

    private static final class Frozen extends AbstractList<Integer> implements RandomAccess {
        private final int[] values;
        private final int size;

        Frozen(int[] values, int size) {
            this.values = values;
            this.size = size;
        }

        @Override
        public Integer get(int index) {
            if (index < 0 || index >= size) {
                throw new IndexOutOfBoundsException(index);
            }
            return values[index];
        }

        @Override
        public int size() {
            return size;
        }
    }

    public int[] toArray() {
        settle();
        return Arrays.copyOf(items, size);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof IntList l && Arrays.equals(toArray(), l.toArray());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(toArray());
    }

    @Override
    public String toString() {
        return Arrays.toString(toArray());
    }
}
