package meq.data;

import java.util.List;
import java.util.Set;

/**
 * Which locations a card means. kind is one of: location, locations, region, regions (ids in {@code ids}),
 * within (range N of {@code of}: a location id, "hero" or a minion id), adjacent (to {@code of}),
 * here, anywhere, affected (the location the plot affects); flags narrow the selection
 * (notHaven, notStronghold, withInfluence, withCharacter, withMonster, noPlot: no plot marker on it).
 */
public record Selector(String kind, List<String> ids, int range, String of, Set<String> flags) {
    public static final Set<String> FLAGS = Set.of("notHaven", "notStronghold", "withInfluence", "withCharacter",
            "withMonster", "haven", "noPlot");

    public Selector {
        ids = List.copyOf(ids);
        flags = Set.copyOf(flags);
    }

    public static Selector of(String kind) {
        return new Selector(kind, List.of(), 0, null, Set.of());
    }

    public static Selector location(String id) {
        return new Selector("location", List.of(id), 0, null, Set.of());
    }
}
