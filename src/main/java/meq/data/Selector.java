package meq.data;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Which locations a card means. kind is one of: location, locations, region, regions (ids in {@code ids}),
 * within (range N of {@code of}: a location id, "hero" or a minion id), adjacent (to {@code of}),
 * here, anywhere, affected (the location the plot affects); flags narrow the selection
 * (notHaven, notStronghold, withInfluence, withCharacter, withMonster, noPlot: no plot marker on it).
 * A kind "choose:K" lets the player choose among the locations of kind K ({@link #base}).
 */
public final class Selector {
    public static final Set<String> FLAGS = Set.of("notHaven", "notStronghold", "withInfluence", "withCharacter",
            "withMonster", "haven", "noPlot");
    private static final String CHOOSE = "choose:";

    private final String kind;
    private final String base;
    private final List<String> ids;
    private final int range;
    private final String of;
    private final Set<String> flags;
    private final String[] flagsInOrder;

    public Selector(String kind, List<String> ids, int range, String of, Set<String> flags) {
        this.kind = kind;
        this.base = kind.startsWith(CHOOSE) ? kind.substring(CHOOSE.length()) : kind;
        this.ids = List.copyOf(ids);
        this.range = range;
        this.of = of;
        this.flags = Set.copyOf(flags);
        this.flagsInOrder = this.flags.toArray(new String[0]);
    }

    public static Selector of(String kind) {
        return new Selector(kind, List.of(), 0, null, Set.of());
    }

    public static Selector location(String id) {
        return new Selector("location", List.of(id), 0, null, Set.of());
    }

    public String kind() {
        return kind;
    }

    /** The kind without its "choose:" prefix. */
    public String base() {
        return base;
    }

    /** Whether the player chooses among the selection ("choose:K"), rather than it being taken whole. */
    public boolean chooses() {
        return !base.equals(kind);
    }

    public List<String> ids() {
        return ids;
    }

    public int range() {
        return range;
    }

    public String of() {
        return of;
    }

    public Set<String> flags() {
        return flags;
    }

    /** The number of flags; the i-th is {@link #flag}(i) (for the engine to test without an iterator). */
    public int flagCount() {
        return flagsInOrder.length;
    }

    public String flag(int i) {
        return flagsInOrder[i];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Selector s && kind.equals(s.kind) && ids.equals(s.ids) && range == s.range
                && Objects.equals(of, s.of) && flags.equals(s.flags);
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, ids, range, of, flags);
    }

    @Override
    public String toString() {
        return "Selector[kind=" + kind + ", ids=" + ids + ", range=" + range + ", of=" + of + ", flags=" + flags + "]";
    }
}
