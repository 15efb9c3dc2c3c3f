package meq.data;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A condition on the game (if, requires, criteria, goal): all of {@code all} must hold, and at least one of
 * {@code anyOf} when given, and {@code not} must fail when given. Values are Integer, Boolean, String,
 * Selector or a Map (for the keys that take a mapping) according to the key. The conditions of {@code all} are
 * also kept in two arrays in the map's order, for the engine to test without an iterator.
 */
public final class Requirement {
    private final Map<RuleCondition, Object> all;
    private final List<Requirement> anyOf;
    private final Requirement not;
    private final RuleCondition[] keys;
    private final Object[] values;

    public Requirement(Map<RuleCondition, Object> all, List<Requirement> anyOf, Requirement not) {
        this.all = all.isEmpty() ? Map.of() : Collections.unmodifiableMap(new EnumMap<>(all));
        this.anyOf = List.copyOf(anyOf);
        this.not = not;
        this.keys = this.all.keySet().toArray(new RuleCondition[0]);
        this.values = new Object[keys.length];
        for (int i = 0; i < keys.length; i++) {
            values[i] = this.all.get(keys[i]);
        }
    }

    public Map<RuleCondition, Object> all() {
        return all;
    }

    public List<Requirement> anyOf() {
        return anyOf;
    }

    public Requirement not() {
        return not;
    }

    /** The number of conditions in {@link #all}; the i-th is {@link #key}(i) with {@link #value}(i). */
    public int size() {
        return keys.length;
    }

    public RuleCondition key(int i) {
        return keys[i];
    }

    public Object value(int i) {
        return values[i];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Requirement r && all.equals(r.all) && anyOf.equals(r.anyOf) && Objects.equals(not, r.not);
    }

    @Override
    public int hashCode() {
        return Objects.hash(all, anyOf, not);
    }

    @Override
    public String toString() {
        return "Requirement[all=" + all + ", anyOf=" + anyOf + ", not=" + not + "]";
    }
}
