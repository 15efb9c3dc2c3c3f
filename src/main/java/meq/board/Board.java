package meq.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import meq.data.GameData;
import meq.data.Icon;
import meq.data.LocationDef;
import meq.data.PairDef;
import meq.data.PathDef;
import meq.data.RegionDef;
import org.jgrapht.Graph;
import org.jgrapht.graph.AsUnmodifiableGraph;
import org.jgrapht.graph.SimpleGraph;

/**
 * The map of Middle-earth: a JGraphT graph of locations and paths, built once from the data and
 * immutable after. Distances (in locations, ignoring path cost) are computed once at build.
 */
public final class Board {
    /**
     * The Boat's extra crossing, Grey Havens to Belfalas, for 3 cards of any icon. It is not a path of
     * the graph and not a water path (the Boat's 1-card rule does not apply to it).
     */
    public static final String BOAT_FROM = "grey-havens";
    public static final String BOAT_TO = "belfalas";
    public static final int BOAT_COST = 3;

    private static final int[] NONE = {};

    private final Graph<Location, Path> graph;
    private final List<Location> locations;
    /** The locations by index, as an array: the engine asks for one at nearly every step. */
    private final Location[] byIndex;
    private final Map<String, Location> byId = new HashMap<>();
    private final Neighbour[][] steps;
    private final List<List<Neighbour>> neighbourLists = new ArrayList<>();
    private final int[][] distance;
    /** Per location, the indices of its neighbours (the hot paths walk these instead of Neighbour lists). */
    private final int[][] adjacent;
    /** Per location: 0 for a Haven, else its Stronghold's red number (0 for an ordinary location). */
    private final int[] strongholdMax;
    private final boolean[] haven;
    private final List<Location> havens;
    private final List<Location> strongholds;
    private final Path boatPath;
    /** Per encounter pair (by its id), the indices of its locations, lowest first. */
    private final Map<String, int[]> pairLocations;
    /** Per region (by its id), the indices of its locations, lowest first. */
    private final Map<String, int[]> regionLocations;
    /** Per location and range + 1 (a range below 0 is -1, above the map's width its width): made when first asked. */
    private final List<Location>[][] withinLists;

    private Board(GameData data) {
        Map<String, RegionDef> regions = new HashMap<>();
        data.regions().forEach(r -> regions.put(r.id(), r));
        Map<String, String> pairOf = new HashMap<>();
        for (PairDef p : data.pairs()) {
            p.regions().forEach(r -> pairOf.put(r, p.id()));
        }
        List<Location> locs = new ArrayList<>();
        SimpleGraph<Location, Path> g = new SimpleGraph<>(Path.class);
        for (LocationDef d : data.locations()) {
            Location l = new Location(locs.size(), d.id(), d.name(), regions.get(d.region()), pairOf.get(d.region()),
                    d.x(), d.y(), d.haven(), d.stronghold(), d.perilous());
            locs.add(l);
            byId.put(l.id(), l);
            g.addVertex(l);
        }
        for (PathDef p : data.paths()) {
            Location a = byId.get(p.from());
            Location b = byId.get(p.to());
            g.addEdge(a, b, new Path(a, b, p.icon(), p.cost(), p.water()));
        }
        graph = new AsUnmodifiableGraph<>(g);
        locations = List.copyOf(locs);
        byIndex = locations.toArray(new Location[0]);
        int n = locations.size();
        steps = new Neighbour[n][];
        distance = new int[n][];
        for (Location l : locations) {
            List<Neighbour> s = new ArrayList<>();
            for (Path p : graph.edgesOf(l)) {
                s.add(new Neighbour(p, p.other(l)));
            }
            s.sort((x, y) -> x.to().name().compareTo(y.to().name()));
            steps[l.index()] = s.toArray(new Neighbour[0]);
        }
        adjacent = new int[n][];
        strongholdMax = new int[n];
        haven = new boolean[n];
        for (Location l : locations) {
            neighbourLists.add(List.of(steps[l.index()]));
            adjacent[l.index()] = Arrays.stream(steps[l.index()]).mapToInt(x -> x.to().index()).toArray();
            strongholdMax[l.index()] = l.strongholdMax();
            haven[l.index()] = l.haven();
        }
        for (int i = 0; i < n; i++) {
            distance[i] = stepsFrom(i);
        }
        if (n > 0 && Arrays.stream(distance[0]).anyMatch(d -> d < 0)) {
            throw new IllegalArgumentException("the map is not connected");
        }
        int width = Arrays.stream(distance).flatMapToInt(Arrays::stream).max().orElse(0);
        @SuppressWarnings("unchecked")
        List<Location>[][] lists = new List[n][width + 2];
        withinLists = lists;
        pairLocations = indicesBy(locations, Location::pair);
        regionLocations = indicesBy(locations, l -> l.region() == null ? null : l.region().id());
        havens = locations.stream().filter(Location::haven).toList();
        strongholds = locations.stream().filter(Location::isStronghold).toList();
        Location boatA = byId.get(BOAT_FROM);
        Location boatB = byId.get(BOAT_TO);
        boatPath = boatA != null && boatB != null ? new Path(boatA, boatB, Icon.ANY, BOAT_COST, false) : null;
    }

    /** Breadth first over the neighbour arrays: the number of steps from one location to each other. */
    private int[] stepsFrom(int start) {
        int[] d = new int[adjacent.length];
        Arrays.fill(d, -1);
        int[] queue = new int[adjacent.length];
        int head = 0;
        int tail = 0;
        d[start] = 0;
        queue[tail++] = start;
        while (head < tail) {
            int at = queue[head++];
            for (int next : adjacent[at]) {
                if (d[next] < 0) {
                    d[next] = d[at] + 1;
                    queue[tail++] = next;
                }
            }
        }
        return d;
    }

    public static Board of(GameData data) {
        return new Board(data);
    }

    /** The graph itself, read-only. */
    public Graph<Location, Path> graph() {
        return graph;
    }

    public List<Location> locations() {
        return locations;
    }

    public int size() {
        return locations.size();
    }

    public Location location(String id) {
        Location l = byId.get(id);
        if (l == null) {
            throw new IllegalArgumentException("no location \"" + id + "\"");
        }
        return l;
    }

    public Location location(int index) {
        return byIndex[index];
    }

    public boolean has(String id) {
        return byId.containsKey(id);
    }

    /** The locations' indices, lowest first, grouped by a key of theirs (a location whose key is null in none). */
    private static Map<String, int[]> indicesBy(List<Location> locations, Function<Location, String> key) {
        Map<String, int[]> out = new HashMap<>();
        for (Location l : locations) {
            String k = key.apply(l);
            if (k != null) {
                int[] before = out.getOrDefault(k, NONE);
                int[] now = Arrays.copyOf(before, before.length + 1);
                now[before.length] = l.index();
                out.put(k, now);
            }
        }
        return out;
    }

    /**
     * The indices of the locations of an encounter pair (the colour of a monster token pile), lowest first; none
     * for an unknown pair. Do not change the array.
     */
    public int[] pairIndices(String pair) {
        return pairLocations.getOrDefault(pair, NONE);
    }

    /** The indices of a region's locations, lowest first; none for an unknown region. Do not change the array. */
    public int[] regionIndices(String region) {
        return regionLocations.getOrDefault(region, NONE);
    }

    /** The indices of a location's neighbours (do not change the array). */
    int[] adjacentIndices(int location) {
        return adjacent[location];
    }

    /** A Stronghold's red number by index, 0 for any other location. */
    int strongholdMax(int location) {
        return strongholdMax[location];
    }

    boolean isHaven(int location) {
        return haven[location];
    }

    /** The paths leaving a location and where they lead, sorted by the neighbour's name. */
    public List<Neighbour> neighbours(Location l) {
        return neighbourLists.get(l.index());
    }

    /** Whether two locations are joined by a path. */
    public boolean adjacent(Location a, Location b) {
        return graph.containsEdge(a, b);
    }

    public Path path(Location a, Location b) {
        return graph.getEdge(a, b);
    }

    /** The Boat's crossing between the Grey Havens and Belfalas (not a path of the graph). */
    public Path boatPath() {
        return boatPath;
    }

    /** Distance in locations (number of paths crossed), ignoring path cost. */
    public int distance(Location a, Location b) {
        return distance[a.index()][b.index()];
    }

    /** The same, by the locations' indices. */
    public int distance(int a, int b) {
        return distance[a][b];
    }

    /** Every location within {@code range} paths of a location, itself included (read-only, in board order). */
    public List<Location> within(Location l, int range) {
        int r = Math.max(-1, Math.min(range, withinLists[0].length - 2));
        List<Location> kept = withinLists[l.index()][r + 1];
        if (kept == null) {
            List<Location> out = new ArrayList<>();
            for (Location m : locations) {
                if (distance[l.index()][m.index()] <= r) {
                    out.add(m);
                }
            }
            kept = List.copyOf(out);
            withinLists[l.index()][r + 1] = kept; // a race makes the same list twice: both are right
        }
        return kept;
    }

    public List<Location> havens() {
        return havens;
    }

    public List<Location> strongholds() {
        return strongholds;
    }

    /** The Havens closest to a location by number of locations; all of them when tied. */
    public List<Location> closestHavens(Location l) {
        int best = Integer.MAX_VALUE;
        List<Location> out = new ArrayList<>();
        for (Location h : havens) {
            int d = distance(l, h);
            if (d < best) {
                best = d;
                out.clear();
            }
            if (d == best) {
                out.add(h);
            }
        }
        return out;
    }

    /**
     * Perilous for a hero: permanently perilous, or holding more influence than his wisdom.
     * A Haven is never perilous.
     */
    public boolean isPerilous(Location l, int influence, int wisdom) {
        if (l.haven()) {
            return false;
        }
        return l.permanentlyPerilous() || influence > wisdom;
    }
}
