package meq.data;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** A pile of monster tokens of one colour, for one pair of regions; "blank" counts the empty faces. */
public record TokenPileDef(String colour, String pair, Map<String, Integer> tokens) {
    public static final String BLANK = "blank";

    public TokenPileDef {
        tokens = Collections.unmodifiableMap(new LinkedHashMap<>(tokens));
    }

    public int size() {
        return tokens.values().stream().mapToInt(Integer::intValue).sum();
    }
}
