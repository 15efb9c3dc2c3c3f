package meq.data;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.SequenceNode;

/** Reads board/regions.yaml, board/locations.yaml and board/paths.yaml. */
final class BoardReader {
    static final int MAP_WIDTH = 1600;
    static final int MAP_HEIGHT = 1100;

    private final Catalog catalog;
    private final Problems problems;
    final List<RegionDef> regions = new ArrayList<>();
    final List<PairDef> pairs = new ArrayList<>();
    final List<LocationDef> locations = new ArrayList<>();
    final List<PathDef> paths = new ArrayList<>();
    private final Map<String, Node> locationNodes = new LinkedHashMap<>();
    private final Set<String> havens = new HashSet<>();
    private String pathsFile;

    BoardReader(Catalog catalog, Problems problems) {
        this.catalog = catalog;
        this.problems = problems;
    }

    void readRegions(String file, Node root) {
        Fields top = Fields.of(file, root, "", problems);
        if (!top.ok()) {
            return;
        }
        regions.addAll(top.list("regions", true, (n, field) -> {
            Fields f = Fields.of(file, n, field, problems);
            String id = f.id("id");
            String name = f.str("name");
            String gem = f.str("gem");
            int rgb = f.colour("colour", null);
            boolean declared = catalog.register(Catalog.Kind.REGION, f, "id", id);
            if (!f.done() || !declared) {
                return null;
            }
            return new RegionDef(id, name, gem, rgb);
        }));
        Map<String, String> pairOf = new HashMap<>();
        pairs.addAll(top.list("pairs", true, (n, field) -> {
            Fields f = Fields.of(file, n, field, problems);
            String id = f.id("id");
            String name = f.str("name");
            List<String> members = f.idList("regions", true);
            Node list = f.raw("regions");
            if (f.ok() && members.size() != 2) {
                f.fail(list, f.child("regions"), "expected 2 regions, but found " + members.size());
            }
            for (int i = 0; i < members.size(); i++) {
                Node at = list instanceof SequenceNode s ? s.getValue().get(i) : list;
                String r = members.get(i);
                catalog.expect(Catalog.Kind.REGION, r, file, at, f.child("regions") + "[" + i + "]");
                String other = pairOf.putIfAbsent(r, id);
                if (other != null) {
                    f.fail(at, f.child("regions") + "[" + i + "]", "region \"" + r + "\" is already in pair \"" + other + "\"");
                }
            }
            boolean declared = catalog.register(Catalog.Kind.PAIR, f, "id", id);
            if (!f.done() || !declared) {
                return null;
            }
            return new PairDef(id, name, members);
        }));
        top.done();
        if (top.ok()) {
            for (RegionDef r : regions) {
                if (!pairOf.containsKey(r.id())) {
                    problems.at(file, top.raw("pairs"), "pairs", "region \"" + r.id() + "\" is in no pair");
                }
            }
        }
    }

    void readLocations(String file, Node root) {
        Fields top = Fields.of(file, root, "", problems);
        if (!top.ok()) {
            return;
        }
        locations.addAll(top.list("locations", true, (n, field) -> {
            Fields f = Fields.of(file, n, field, problems);
            String id = f.id("id");
            String name = f.str("name");
            String region = f.id("region");
            catalog.expect(Catalog.Kind.REGION, region, file, f.raw("region"), f.child("region"));
            int[] at = point(f);
            boolean haven = f.optBool("haven", false);
            int stronghold = f.optInt("stronghold", 0, 1, 12);
            boolean perilous = f.optBool("perilous", false);
            if (haven && stronghold > 0) {
                f.fail(f.raw("stronghold"), f.child("stronghold"),
                        "a Haven never holds influence, so it cannot be a Shadow Stronghold");
            }
            if (haven && perilous) {
                f.fail(f.raw("perilous"), f.child("perilous"), "a Haven is never perilous");
            }
            boolean declared = catalog.register(Catalog.Kind.LOCATION, f, "id", id);
            if (declared && haven) {
                havens.add(id);
            }
            if (!f.done() || !declared) {
                return null;
            }
            locationNodes.put(id, n);
            return new LocationDef(id, name, region, at[0], at[1], haven, stronghold, perilous);
        }));
        top.done();
    }

    private static int[] point(Fields f) {
        Node v = f.raw("at");
        String field = f.child("at");
        if (v == null || Fields.isNull(v)) {
            f.fail(v, field, "missing; expected a map position [x, y]");
            return new int[2];
        }
        if (!(v instanceof SequenceNode s) || s.getValue().size() != 2) {
            String found = v instanceof SequenceNode q ? "a list of " + q.getValue().size() : Fields.describe(v);
            f.fail(v, field, "expected a map position [x, y], but found " + found);
            return new int[2];
        }
        int x = f.intValue(s.getValue().get(0), field + "[0]", 0, MAP_WIDTH);
        int y = f.intValue(s.getValue().get(1), field + "[1]", 0, MAP_HEIGHT);
        return new int[] {x, y};
    }

    void readPaths(String file, Node root) {
        pathsFile = file;
        Fields top = Fields.of(file, root, "", problems);
        if (!top.ok()) {
            return;
        }
        Map<String, Node> seen = new HashMap<>();
        paths.addAll(top.list("paths", true, (n, field) -> {
            Fields f = Fields.of(file, n, field, problems);
            String from = f.id("from");
            String to = f.id("to");
            Icon icon = f.enumOf("icon", Icon.class);
            int cost = f.integer("cost", 1, 9);
            boolean water = f.optBool("water", false);
            catalog.expect(Catalog.Kind.LOCATION, from, file, f.raw("from"), f.child("from"));
            catalog.expect(Catalog.Kind.LOCATION, to, file, f.raw("to"), f.child("to"));
            if (from != null && from.equals(to)) {
                f.fail(f.raw("to"), f.child("to"), "a path must join two different locations");
            }
            if (f.ok() && icon == Icon.ANY && cost != 1) {
                f.fail(f.raw("cost"), f.child("cost"), "an \"any\" path costs 1, but found " + cost);
            }
            if (f.ok() && icon != Icon.ANY && cost < 2) {
                f.fail(f.raw("cost"), f.child("cost"), "a path with an icon costs 2 or more cards, but found " + cost);
            }
            if (f.ok() && from != null && to != null) {
                String key = from.compareTo(to) < 0 ? from + "|" + to : to + "|" + from;
                Node first = seen.putIfAbsent(key, n);
                if (first != null) {
                    f.fail(n, field, "duplicate path between \"" + from + "\" and \"" + to + "\" (first given on line "
                            + (first.getStartMark().getLine() + 1) + ")");
                }
            }
            return f.done() ? new PathDef(from, to, icon, cost, water) : null;
        }));
        top.done();
    }

    /** After all files: the map must be connected. Reported at the first location that cannot be reached. */
    void checkConnected() {
        if (locations.isEmpty() || pathsFile == null) {
            return;
        }
        Map<String, List<String>> adj = new HashMap<>();
        for (PathDef p : paths) {
            adj.computeIfAbsent(p.from(), k -> new ArrayList<>()).add(p.to());
            adj.computeIfAbsent(p.to(), k -> new ArrayList<>()).add(p.from());
        }
        String start = locations.get(0).id();
        Set<String> reached = new HashSet<>(List.of(start));
        ArrayDeque<String> queue = new ArrayDeque<>(List.of(start));
        while (!queue.isEmpty()) {
            for (String n : adj.getOrDefault(queue.poll(), List.of())) {
                if (reached.add(n)) {
                    queue.add(n);
                }
            }
        }
        List<String> cut = new ArrayList<>();
        for (LocationDef l : locations) {
            if (!reached.contains(l.id())) {
                cut.add(l.id());
            }
        }
        if (!cut.isEmpty()) {
            Node at = locationNodes.get(cut.get(0));
            String locFile = fileOf(at);
            problems.at(locFile, at, "locations", "the map is not connected: no path leads from \"" + start
                    + "\" to " + String.join(", ", cut.stream().map(c -> "\"" + c + "\"").toList()));
        }
    }

    private String locationsFile;

    void setLocationsFile(String file) {
        this.locationsFile = file;
    }

    private String fileOf(Node n) {
        return locationsFile != null ? locationsFile : pathsFile;
    }

    boolean isHaven(String id) {
        return havens.contains(id);
    }
}
