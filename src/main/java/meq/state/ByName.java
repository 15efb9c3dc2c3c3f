package meq.state;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Collection;
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
 * sample).
 */
final class ByName<V> extends AbstractMap<String, V> {
    private String[] names;
    private int[] hashes;
    private Object[] values;

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
            if (hashes[i] == h && (names[i] == n || names[i].equals(n))) {
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

    /** The names, values or entries in order. */
    private abstract class Walk<T> implements Iterator<T> {
        private int next;

        abstract T at(int i);

        @Override
        public boolean hasNext() {
            return next < names.length;
        }

        @Override
        public T next() {
            if (next >= names.length) {
                throw new NoSuchElementException();
            }
            return at(next++);
        }
    }

    /** One name and its value, written through to the map. */
    private final class Slot implements Map.Entry<String, V> {
        private final int index;

        Slot(int index) {
            this.index = index;
        }

        @Override
        public String getKey() {
            return names[index];
        }

        @Override
        @SuppressWarnings("unchecked")
        public V getValue() {
            return (V) values[index];
        }

        @Override
        @SuppressWarnings("unchecked")
        public V setValue(V value) {
            V old = (V) values[index];
            values[index] = value;
            return old;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Map.Entry<?, ?> e && getKey().equals(e.getKey())
                    && Objects.equals(getValue(), e.getValue());
        }

        @Override
        public int hashCode() {
            return getKey().hashCode() ^ Objects.hashCode(getValue());
        }

        @Override
        public String toString() {
            return getKey() + "=" + getValue();
        }
    }
}
