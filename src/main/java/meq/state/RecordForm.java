package meq.state;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * How one kind of record is written in files (a step in a snapshot, an action in a save): its word, each part
 * under its key, and how it is made again from the parts read. All spelled out where the form is made, never
 * found by reflection: a record or a part renamed in Java changes nothing in a file. A word or key files held
 * before stays readable as a "was".
 */
public final class RecordForm<T> {
    /** What a part holds, and so how it is written and read. */
    public enum Kind {
        /** An int (0 when a file leaves it out). */
        NUMBER,
        /** A boolean (false when left out). */
        FLAG,
        /** An Integer, or null. */
        OPTIONAL_NUMBER,
        /** Text, or null. */
        TEXT,
        /** A hero of the game, by id. */
        HERO,
        /** A minion of the game, by id. */
        MINION,
        /** A deck of the game, by name. */
        DECK,
        /** A seat: sauron or a hero of the game. */
        SEAT,
        /** A list of whole numbers. */
        NUMBERS,
        /** A list of texts. */
        TEXTS,
        /** A value written by its word ({@link Words}). */
        WORD,
        /** A record written as a mapping by its own form. */
        RECORD,
        /** A list of records, each written by the form. */
        RECORDS,
        /** A value a file cannot hold (a combat under way, a card's effect): written only when absent. */
        UNSAVED,
        /** A list a file cannot hold: written only when absent or empty. */
        UNSAVED_LIST
    }

    /** One part of the record: its key in files (and the keys it had before), what it holds, how it is read. */
    public record Part<T>(String key, List<String> was, Kind kind, Function<T, ?> get, Words<?> words,
                          RecordForm<?> form) {
    }

    private final String word;
    private final List<String> was = new ArrayList<>();
    private final Class<T> type;
    private final Function<Parts, T> make;
    private final List<Part<T>> parts = new ArrayList<>();

    private RecordForm(String word, Class<T> type, Function<Parts, T> make) {
        this.word = word;
        this.type = type;
        this.make = make;
    }

    /** A form: the record's word in files, its class, and how it is made from its parts, in the order added. */
    public static <T> RecordForm<T> of(String word, Class<T> type, Function<Parts, T> make) {
        return new RecordForm<>(word, type, make);
    }

    /** A part of a kind that needs no words nor form. */
    public RecordForm<T> part(String key, Kind kind, Function<T, ?> get) {
        if (kind == Kind.WORD || kind == Kind.RECORD || kind == Kind.RECORDS) {
            throw new IllegalArgumentException(key + ": a " + kind + " part needs its words or form");
        }
        return add(new Part<>(key, List.of(), kind, get, null, null));
    }

    /** A part written by its word. */
    public <V> RecordForm<T> word(String key, Words<V> words, Function<T, V> get) {
        return add(new Part<>(key, List.of(), Kind.WORD, get, words, null));
    }

    /** A part that is a record (RECORD) or a list of them (RECORDS), written by that form. */
    public RecordForm<T> record(String key, Kind kind, RecordForm<?> form, Function<T, ?> get) {
        if (kind != Kind.RECORD && kind != Kind.RECORDS) {
            throw new IllegalArgumentException(key + ": not a record part");
        }
        return add(new Part<>(key, List.of(), kind, get, null, form));
    }

    /** The last part added was written under these keys before (read still, never written). */
    public RecordForm<T> partWas(String... keys) {
        Part<T> last = parts.remove(parts.size() - 1);
        List<String> all = new ArrayList<>(last.was());
        all.addAll(List.of(keys));
        return add(new Part<>(last.key(), List.copyOf(all), last.kind(), last.get(), last.words(), last.form()));
    }

    /** The record was written under this word before (read still, never written). */
    public RecordForm<T> was(String oldWord) {
        was.add(oldWord);
        return this;
    }

    private RecordForm<T> add(Part<T> p) {
        for (Part<T> q : parts) {
            if (q.key().equals(p.key())) {
                throw new IllegalArgumentException(word + ": key " + p.key() + " given twice");
            }
        }
        parts.add(p);
        return this;
    }

    public String word() {
        return word;
    }

    /** The words it was written under before. */
    public List<String> oldWords() {
        return Collections.unmodifiableList(was);
    }

    public Class<T> type() {
        return type;
    }

    public List<Part<T>> parts() {
        return Collections.unmodifiableList(parts);
    }

    /** The record made again from the values of its parts, in their order. */
    public T make(Object[] values) {
        return make.apply(new Parts(values));
    }

    /** The value of each part of a record, in order. */
    public Object[] values(T x) {
        Object[] out = new Object[parts.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = parts.get(i).get().apply(x);
        }
        return out;
    }

    /** The record as a mapping of its keys to their written values; refused when a part cannot be written. */
    public Map<String, Object> write(Object record) {
        Object[] values = values(type.cast(record));
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < values.length; i++) {
            m.put(parts.get(i).key(), written(word, parts.get(i), values[i]));
        }
        return m;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object written(String word, Part<?> p, Object v) {
        if (v == null) {
            return null;
        }
        return switch (p.kind()) {
            case NUMBER, FLAG, OPTIONAL_NUMBER, TEXT, HERO, MINION -> v;
            case DECK -> ((Deck) v).name();
            case SEAT -> ((Seat) v).id();
            case NUMBERS, TEXTS -> new ArrayList<>((List<?>) v);
            case WORD -> ((Words) p.words()).word(v);
            case RECORD -> p.form().write(v);
            case RECORDS -> {
                List<Object> out = new ArrayList<>();
                ((List<?>) v).forEach(r -> out.add(p.form().write(r)));
                yield out;
            }
            case UNSAVED -> throw unsaved(word, p);
            case UNSAVED_LIST -> {
                if (!((List<?>) v).isEmpty()) {
                    throw unsaved(word, p);
                }
                yield new ArrayList<>();
            }
        };
    }

    private static UnsupportedOperationException unsaved(String word, Part<?> p) {
        return new UnsupportedOperationException("the game cannot be written out in the middle of a card's effect or"
                + " a combat (" + word + " " + p.key() + "); let it resolve first");
    }

    /** The values read, in the order of the parts, as the record's constructor takes them. */
    public static final class Parts {
        private final Object[] values;

        Parts(Object[] values) {
            this.values = values;
        }

        public int number(int i) {
            return (Integer) values[i];
        }

        public boolean flag(int i) {
            return (Boolean) values[i];
        }

        public String text(int i) {
            return (String) values[i];
        }

        /** A value of any other kind, as the constructor takes it. */
        @SuppressWarnings("unchecked")
        public <X> X get(int i) {
            return (X) values[i];
        }
    }
}
