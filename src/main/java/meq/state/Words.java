package meq.state;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * How the values of one kind are spelled in files: each value's word (text, or a fixed number), and the value
 * of a word. Words are written out where the table is made, never taken from a Java name or an enum's position;
 * a word once written stays readable (an old word is kept with {@link #was}).
 */
public final class Words<V> {
    private final String what;
    private final Map<V, Object> words;
    private final Map<String, V> values;
    private final Function<V, Object> wordOf;
    private final Function<String, V> valueOf;
    private final List<String> examples;

    private Words(String what, Map<V, Object> words, Map<String, V> values, Function<V, Object> wordOf,
                  Function<String, V> valueOf, List<String> examples) {
        this.what = what;
        this.examples = examples;
        this.words = words;
        this.values = values;
        this.wordOf = wordOf;
        this.valueOf = valueOf;
    }

    /** An empty table of the words of a closed set of values (an enum), filled with {@link #put}. */
    public static <V> Words<V> of(String what) {
        return new Words<>(what, new LinkedHashMap<>(), new LinkedHashMap<>(), null, null, List.of());
    }

    /**
     * Words of an open set of values (a purpose naming a character): written and read by these two functions;
     * read throws IllegalArgumentException, with the reason, for a word it does not know. The examples, one of
     * each shape of word, stand for the set where its words are listed (docs, the names test).
     */
    public static <V> Words<V> by(String what, Function<V, Object> write, Function<String, V> read,
                                  String... examples) {
        return new Words<>(what, Map.of(), Map.of(), write, read, List.of(examples));
    }

    /** A value's word (text or a number); a value has one. */
    public Words<V> put(V value, Object word) {
        if (words.put(value, word) != null || values.put(word.toString(), value) != null) {
            throw new IllegalArgumentException(what + ": " + value + " or " + word + " given twice");
        }
        return this;
    }

    /** A word files held before, still read as this value (never written). */
    public Words<V> was(String word, V value) {
        if (values.put(word, value) != null) {
            throw new IllegalArgumentException(what + ": " + word + " given twice");
        }
        return this;
    }

    /** Fails at once when a value of the set has no word. */
    public Words<V> covering(V[] all) {
        for (V v : all) {
            if (!words.containsKey(v)) {
                throw new IllegalStateException(what + ": " + v + " has no word");
            }
        }
        return this;
    }

    /** Whether the set is open (words made and read by functions) rather than listed. */
    public boolean open() {
        return valueOf != null;
    }

    /** What the values are (in a refusal: "unknown purpose"). */
    public String what() {
        return what;
    }

    /** The word a value is written as (a String or an Integer). */
    public Object word(V value) {
        if (wordOf != null) {
            return wordOf.apply(value);
        }
        Object w = words.get(value);
        if (w == null) {
            throw new IllegalStateException(what + ": " + value + " has no word");
        }
        return w;
    }

    /** The value of a word, or null when the word is not known. */
    public V value(String word) {
        if (valueOf == null) {
            return values.get(word);
        }
        try {
            return valueOf.apply(word);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The words written today, in order (an open set: its examples). */
    public List<String> written() {
        if (open()) {
            return examples;
        }
        List<String> out = new ArrayList<>();
        words.values().forEach(w -> out.add(w.toString()));
        return Collections.unmodifiableList(out);
    }

    /** Every word read: today's and the old ones (an open set: its examples). */
    public List<String> readable() {
        return open() ? examples : List.copyOf(values.keySet());
    }
}
