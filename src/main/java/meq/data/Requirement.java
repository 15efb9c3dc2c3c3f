package meq.data;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * A condition on the game (if, requires, criteria, goal): all of {@code all} must hold, and at least one of
 * {@code anyOf} when given, and {@code not} must fail when given. Values are Integer, Boolean, String,
 * Selector or a Map (for the keys that take a mapping) according to the key.
 */
public record Requirement(Map<RuleCondition, Object> all, List<Requirement> anyOf, Requirement not) {
    public Requirement {
        all = all.isEmpty() ? Map.of() : Collections.unmodifiableMap(new EnumMap<>(all));
        anyOf = List.copyOf(anyOf);
    }
}
