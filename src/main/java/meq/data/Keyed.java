package meq.data;

import java.util.ArrayList;
import java.util.List;

/**
 * A constant of the rule vocabulary known by its YAML word: read from the data by that word, and written in files
 * by it, never by its Java name.
 */
public interface Keyed {
    String key();

    /** The constant of a word, or null. */
    static <E extends Enum<E> & Keyed> E byKey(Class<E> type, String key) {
        for (E e : type.getEnumConstants()) {
            if (e.key().equals(key)) {
                return e;
            }
        }
        return null;
    }

    /** Every word of a vocabulary, in its order. */
    static <E extends Enum<E> & Keyed> List<String> keys(Class<E> type) {
        List<String> out = new ArrayList<>();
        for (E e : type.getEnumConstants()) {
            out.add(e.key());
        }
        return out;
    }
}
