package meq.data;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.yaml.snakeyaml.nodes.Node;

/**
 * Ids declared across all files, and references between files. Duplicates are reported when declared;
 * references are resolved once everything has been read, so files may come in any order.
 */
final class Catalog {
    enum Kind {
        REGION("region"), PAIR("region pair"), LOCATION("location"), HERO("hero"), MINION("minion"),
        MONSTER("monster"), COMBAT_DECK("combat deck"), PILE("token pile"), CHARACTER("character"), ITEM("item"),
        PLOT("plot"), EVENT("event"), SHADOW("shadow card"), CORRUPTION("corruption card"), PERIL("peril"),
        MISSION("mission"), QUEST("quest"), ENCOUNTER_DECK("encounter deck");

        final String label;

        Kind(String label) {
            this.label = label;
        }
    }

    private record Declared(String file, Node node) {
    }

    private record Ref(Kind kind, String id, String file, Node node, String field, Predicate<String> extra,
                       String extraMessage) {
    }

    private final Map<Kind, Map<String, Declared>> declared = new EnumMap<>(Kind.class);
    private final List<Ref> refs = new ArrayList<>();
    /** Kinds some of whose ids could not be read: references to them are not checked, to avoid cascades. */
    private final Set<Kind> tainted = EnumSet.noneOf(Kind.class);
    private final Problems problems;

    Catalog(Problems problems) {
        this.problems = problems;
        for (Kind k : Kind.values()) {
            declared.put(k, new HashMap<>());
        }
    }

    /** Declares an id; reports a duplicate with where it was first declared. Returns false on a duplicate. */
    boolean declare(Kind kind, String id, String file, Node node, String field) {
        if (id == null) {
            return false;
        }
        Declared first = declared.get(kind).get(id);
        if (first != null) {
            problems.at(file, node, field, "duplicate " + kind.label + " id \"" + id + "\" (first declared at "
                    + first.file + ":" + (first.node.getStartMark().getLine() + 1) + ")");
            return false;
        }
        declared.get(kind).put(id, new Declared(file, node));
        return true;
    }

    /**
     * Declares the id of a record read through {@code f} under {@code key}, even when the rest of the
     * record is broken (so that references to it do not cascade). An unreadable id taints the kind.
     */
    boolean register(Kind kind, Fields f, String key, String id) {
        if (id == null) {
            tainted.add(kind);
            return false;
        }
        return declare(kind, id, f.file(), f.raw(key), f.child(key));
    }

    /** Marks kinds whose file could not be read at all. */
    void taint(Kind... kinds) {
        tainted.addAll(List.of(kinds));
    }

    boolean has(Kind kind, String id) {
        return declared.get(kind).containsKey(id);
    }

    void expect(Kind kind, String id, String file, Node node, String field) {
        expect(kind, id, file, node, field, null, null);
    }

    /** Expects a reference to an id of a kind that also passes a test (for example: a location that is a Haven). */
    void expect(Kind kind, String id, String file, Node node, String field, Predicate<String> extra,
                String extraMessage) {
        if (id != null) {
            refs.add(new Ref(kind, id, file, node, field, extra, extraMessage));
        }
    }

    /** Reports every reference to an id that was never declared, listing a few that were. */
    void resolve() {
        for (Ref r : refs) {
            Map<String, Declared> ids = declared.get(r.kind);
            if (!ids.containsKey(r.id)) {
                if (tainted.contains(r.kind)) {
                    continue;
                }
                problems.at(r.file, r.node, r.field, "unknown " + r.kind.label + " \"" + r.id + "\"" + hint(ids, r.id));
            } else if (r.extra != null && !r.extra.test(r.id)) {
                problems.at(r.file, r.node, r.field, "\"" + r.id + "\" " + r.extraMessage);
            }
        }
    }

    private static String hint(Map<String, Declared> ids, String wrong) {
        String best = null;
        int bestScore = Integer.MAX_VALUE;
        for (String id : ids.keySet()) {
            int d = Names.distance(id, wrong);
            if (d < bestScore || (d == bestScore && best != null && id.compareTo(best) < 0)) {
                best = id;
                bestScore = d;
            }
        }
        return best != null && bestScore <= Math.max(2, wrong.length() / 3) ? "; did you mean \"" + best + "\"?" : "";
    }
}
