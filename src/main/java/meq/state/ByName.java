package meq.state;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Collection;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.UnaryOperator;

/**
 * The decks, piles, minions or characters of a state by name, in the order they were first put. The names are
 * fixed once a game is set up, so they sit in arrays a state's copies share (never written: a new name makes new
 * arrays, as does a name removed), and a copy copies the values' array alone (a state is copied for every odds
 * sample). No name is null.
 */
final class ByName<V> extends AbstractMap<String, V> {
    private String[] names;
    private int[] hashes;
    private Object[] values;
    private Collection<V> valuesView;

    ByName() {
        this(new String[0], new int[0], new Object[0]);
    }

    private ByName(String[] names, int[] hashes, Object[] values) {
        this.names = names;
        this.hashes = hashes;
        this.values = values;
    }

    /** A copy with each value copied by the given operator. */
    @SuppressWarnings("unchecked")
    ByName<V> copy(UnaryOperator<V> copyValue) {
        Object[] v = new Object[values.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = copyValue.apply((V) values[i]);
        }
        return new ByName<>(names, hashes, v);
    }

    private int indexOf(Object name) {
        if (!(name instanceof String n)) {
            return -1;
        }
        int h = n.hashCode();
        for (int i = 0; i < names.length; i++) {
            if (hashes[i] == h && names[i].equals(n)) { // equals looks at identity first
                return i;
            }
        }
        return -1;
    }

    @Override
    public int size() {
        return names.length;
    }

    @Override
    public boolean containsKey(Object name) {
        return indexOf(name) >= 0;
    }

    @Override
    public void clear() {
        names = new String[0];
        hashes = new int[0];
        values = new Object[0];
    }

    @Override
    public boolean containsValue(Object value) {
        for (Object v : values) {
            if (Objects.equals(v, value)) {
                return true;
            }
        }
        return false;
    }

    @Override
    @SuppressWarnings("unchecked")
    public V get(Object name) {
        int i = indexOf(name);
        return i < 0 ? null : (V) values[i];
    }

    @Override
    @SuppressWarnings("unchecked")
    public V put(String name, V value) {
        int i = indexOf(Objects.requireNonNull(name));
        if (i >= 0) {
            V old = (V) values[i];
            values[i] = value;
            return old;
        }
        int n = names.length;
        names = Arrays.copyOf(names, n + 1);
        hashes = Arrays.copyOf(hashes, n + 1);
        values = Arrays.copyOf(values, n + 1);
        names[n] = name;
        hashes[n] = name.hashCode();
        values[n] = value;
        return null;
    }

    @Override
    @SuppressWarnings("unchecked")
    public V remove(Object name) {
        int i = indexOf(name);
        if (i < 0) {
            return null;
        }
        V old = (V) values[i];
        names = without(names, new String[names.length - 1], i);
        values = without(values, new Object[values.length - 1], i);
        int[] h = new int[hashes.length - 1];
        System.arraycopy(hashes, 0, h, 0, i);
        System.arraycopy(hashes, i + 1, h, i, h.length - i);
        hashes = h;
        return old;
    }

    private static <T> T[] without(T[] all, T[] out, int i) {
        System.arraycopy(all, 0, out, 0, i);
        System.arraycopy(all, i + 1, out, i, out.length - i);
        return out;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void forEach(BiConsumer<? super String, ? super V> action) {
        for (int i = 0; i < names.length; i++) {
            action.accept(names[i], (V) values[i]);
        }
    }

    @Override
    public Collection<V> values() {
        if (valuesView == null) {
            valuesView = valuesView();
        }
        return valuesView;
    }

    /** The values in order, read through to the map (made once: the rules walk the minions at every question). */
    private Collection<V> valuesView() {
        return new AbstractCollection<>() {
            @Override
            public Iterator<V> iterator() {
                return new Walk<>() {
                    @Override
                    @SuppressWarnings("unchecked")
                    V at(int i) {
                        return (V) values[i];
                    }
                };
            }

            @Override
            public int size() {
                return names.length;
            }
        };
    }

    @Override
    public Set<String> keySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<String> iterator() {
                return new Walk<>() {
                    @Override
                    String at(int i) {
                        return names[i];
                    }
                };
            }

            @Override
            public boolean contains(Object name) {
                return indexOf(name) >= 0;
            }

            @Override
            public int size() {
                return names.length;
            }
        };
    }

    @Override
    public Set<Entry<String, V>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<Entry<String, V>> iterator() {
                return new Walk<>() {
                    @Override
                    Entry<String, V> at(int i) {
                        return new Slot(i);
                    }
                };
            }

            @Override
            public int size() {
                return names.length;
            }
        };
    }

    /**
     * The names, values or entries in order. A name added or removed gives the map new arrays, so a walk sees a
     * change other than its own remove by its names' array.
     */
    private abstract class Walk<T> implements Iterator<T> {
        private String[] seen = names;
        private int next;
        private int last = -1;

        abstract T at(int i);

        @Override
        public boolean hasNext() {
            return next < seen.length;
        }

        @Override
        public T next() {
            if (names != seen) {
                throw new ConcurrentModificationException();
            }
            if (next >= names.length) {
                throw new NoSuchElementException();
            }
            last = next;
            return at(next++);
        }

        @Override
        public void remove() {
            if (last < 0) {
                throw new IllegalStateException();
            }
            if (names != seen) {
                throw new ConcurrentModificationException();
            }
            ByName.this.remove(names[last]);
            next = last;
            last = -1;
            seen = names;
        }
    }

    /** One name and its value, written through to the map while the name is in it. */
    private final class Slot implements Map.Entry<String, V> {
        private final String name;
        private final int index;

        Slot(int index) {
            this.name = names[index];
            this.index = index;
        }

        /** Where the name is now (names added or removed since move it), or -1 once it is removed. */
        private int where() {
            return index < names.length && names[index].equals(name) ? index : indexOf(name);
        }

        @Override
        public String getKey() {
            return name;
        }

        @Override
        @SuppressWarnings("unchecked")
        public V getValue() {
            int i = where();
            return i < 0 ? null : (V) values[i];
        }

        @Override
        @SuppressWarnings("unchecked")
        public V setValue(V value) {
            int i = where();
            if (i < 0) {
                throw new IllegalStateException(name + " is no longer in the map");
            }
            V old = (V) values[i];
            values[i] = value;
            return old;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Map.Entry<?, ?> e && name.equals(e.getKey()) && Objects.equals(getValue(), e.getValue());
        }

        @Override
        public int hashCode() {
            return name.hashCode() ^ Objects.hashCode(getValue());
        }

        @Override
        public String toString() {
            return name + "=" + getValue();
        }
    }
}
