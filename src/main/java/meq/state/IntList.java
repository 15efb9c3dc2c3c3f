package meq.state;

import java.util.Arrays;

/** A small growable list of ints (card and token ids); the top of a pile is the end of the list. */
public final class IntList {
    private int[] items;
    private int size;

    public IntList() {
        items = new int[8];
    }

    public IntList(int... values) {
        items = values.length == 0 ? new int[8] : values.clone();
        size = values.length;
    }

    public IntList copy() {
        IntList c = new IntList();
        c.items = Arrays.copyOf(items, Math.max(8, size));
        c.size = size;
        return c;
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
        return items[i];
    }

    public void add(int v) {
        if (size == items.length) {
            items = Arrays.copyOf(items, size * 2);
        }
        items[size++] = v;
    }

    /** Puts a value at the bottom (index 0). */
    public void addBottom(int v) {
        add(v);
        System.arraycopy(items, 0, items, 1, size - 1);
        items[0] = v;
    }

    public void addAll(IntList other) {
        for (int i = 0; i < other.size; i++) {
            add(other.items[i]);
        }
    }

    /** Removes and returns the top (last) value. */
    public int pop() {
        if (size == 0) {
            throw new IllegalStateException("empty");
        }
        return items[--size];
    }

    public int removeAt(int i) {
        int v = get(i);
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
        size = 0;
    }

    public void shuffle(Rng rng) {
        for (int i = size - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            int t = items[i];
            items[i] = items[j];
            items[j] = t;
        }
    }

    public int[] toArray() {
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
