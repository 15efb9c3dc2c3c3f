package meq.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * How Sauron's influence hangs together, for one distribution of influence on the board.
 * Locations holding influence form networks (chains of adjacent locations with influence);
 * a network that contains a Shadow Stronghold with influence is "in extension" of it, and each of its
 * locations is capped by the strongest such Stronghold's influence. A location in a network with no
 * Stronghold is cut off and keeps at most 1.
 */
public final class InfluenceNetwork {
    private final Board board;
    private final int[] influence;
    /** The influence as it was given, to tell whether a later distribution is the same. */
    private final int[] given;
    /** Network number of each location, or -1 without influence. */
    private final int[] network;
    /** Per network: the highest influence on a connected Stronghold, 0 if none. */
    private final int[] networkCap;
    /** Per network, its Strongholds (worked out on the first question about them). */
    private List<List<Location>> networkStrongholds;
    /** The cap of each location (worked out on the first question about caps). */
    private int[] capOf;
    /** The locations that may take one more influence (worked out on the first question). */
    private List<Location> placeable;

    private InfluenceNetwork(Board board, int[] influence) {
        int size = board.size();
        if (influence.length != size) {
            throw new IllegalArgumentException("influence for " + influence.length + " locations, board has " + size);
        }
        this.board = board;
        this.given = influence.clone();
        this.influence = withoutHavens(board, given);
        this.network = new int[size];
        Arrays.fill(network, -1);
        int[] caps = new int[size];
        int networks = 0;
        int[] queue = new int[size];
        for (int start = 0; start < size; start++) {
            if (this.influence[start] <= 0 || network[start] >= 0) {
                continue;
            }
            int id = networks++;
            int cap = 0;
            int head = 0;
            int tail = 0;
            queue[tail++] = start;
            network[start] = id;
            while (head < tail) {
                int l = queue[head++];
                int max = board.strongholdMax(l);
                if (max > 0) {
                    cap = Math.max(cap, Math.min(this.influence[l], max));
                }
                for (int m : board.adjacentIndices(l)) {
                    if (this.influence[m] > 0 && network[m] < 0) {
                        network[m] = id;
                        queue[tail++] = m;
                    }
                }
            }
            caps[id] = cap;
        }
        networkCap = Arrays.copyOf(caps, networks);
    }

    /** The networks of another distribution with the same shape: these networks, caps and Strongholds, shared. */
    private InfluenceNetwork(InfluenceNetwork same, int[] influence) {
        this(same.board, influence, same.network, same.networkCap, same.networkStrongholds);
        this.capOf = same.capOf;
    }

    /** A distribution whose networks are known (the Strongholds of each: null to work them out when asked). */
    private InfluenceNetwork(Board board, int[] influence, int[] network, int[] networkCap,
                             List<List<Location>> networkStrongholds) {
        this.board = board;
        this.given = influence.clone();
        this.influence = withoutHavens(board, given);
        this.network = network;
        this.networkCap = networkCap;
        this.networkStrongholds = networkStrongholds;
    }

    /** The distribution as the networks see it: a Haven never holds influence, so never links a chain. */
    private static int[] withoutHavens(Board board, int[] given) {
        int[] out = given;
        for (Location h : board.havens()) {
            int i = h.index();
            if (given[i] != 0) {
                if (out == given) {
                    out = given.clone();
                }
                out[i] = 0;
            }
        }
        return out;
    }

    /**
     * Each location's network number (for tests): the same array in networks {@link #updated} carried over for
     * changed counts, a copy with one more place in networks a location joined.
     */
    int[] networkShape() {
        return network;
    }

    public static InfluenceNetwork of(Board board, int[] influence) {
        return new InfluenceNetwork(board, influence);
    }

    /**
     * The networks of another distribution: these when it is the same; these networks and caps shared when only
     * the counts of locations that keep some influence changed, none of them a Stronghold or a Haven (the usual
     * case: one more influence where there was some); these with one location added when one more such location
     * took its first influence next to at most one network; otherwise worked out anew.
     */
    public InfluenceNetwork updated(int[] distribution) {
        boolean changed = false;
        int joined = -1;
        for (int i = 0; i < given.length; i++) {
            int now = distribution[i];
            int was = given[i];
            if (now != was) {
                if (now <= 0 || board.strongholdMax(i) > 0 || board.isHaven(i) || (was <= 0 && joined >= 0)) {
                    return new InfluenceNetwork(board, distribution);
                }
                joined = was <= 0 ? i : joined;
                changed = true;
            }
        }
        if (!changed) {
            return this;
        }
        return joined < 0 ? new InfluenceNetwork(this, distribution) : joining(joined, distribution);
    }

    /**
     * The networks once a location that is neither a Stronghold nor a Haven takes its first influence: it joins the
     * one network next to it, or makes one of its own, cut off; next to two or more, they merge (worked out anew).
     */
    private InfluenceNetwork joining(int l, int[] distribution) {
        int next = -1;
        for (int m : board.adjacentIndices(l)) {
            int n = network[m];
            if (n >= 0 && n != next) {
                if (next >= 0) {
                    return new InfluenceNetwork(board, distribution);
                }
                next = n;
            }
        }
        int[] shape = network.clone();
        if (next < 0) {
            shape[l] = networkCap.length; // its cap stays 0, and so do its neighbours' caps
            InfluenceNetwork alone = new InfluenceNetwork(board, distribution, shape,
                    Arrays.copyOf(networkCap, networkCap.length + 1), null);
            alone.capOf = capOf;
            return alone;
        }
        shape[l] = next;
        InfluenceNetwork joined = new InfluenceNetwork(board, distribution, shape, networkCap, networkStrongholds);
        if (capOf != null) { // l's cap was already its network's; an empty neighbour may now join that network too
            joined.capOf = capOf.clone();
            for (int m : board.adjacentIndices(l)) {
                if (network[m] < 0 && !board.isHaven(m) && board.strongholdMax(m) <= 0) {
                    joined.capOf[m] = Math.max(capOf[m], networkCap[next]);
                }
            }
        }
        return joined;
    }

    public int influence(Location l) {
        return influence[l.index()];
    }

    /** The Strongholds a location's influence is connected to (empty without influence or when cut off). */
    public List<Location> connectedStrongholds(Location l) {
        int n = network[l.index()];
        if (n < 0) {
            return List.of();
        }
        if (networkStrongholds == null) {
            List<List<Location>> holds = new ArrayList<>();
            for (int k = 0; k < networkCap.length; k++) {
                holds.add(new ArrayList<>());
            }
            for (Location s : board.strongholds()) {
                if (network[s.index()] >= 0) {
                    holds.get(network[s.index()]).add(s);
                }
            }
            holds.replaceAll(List::copyOf);
            networkStrongholds = holds;
        }
        return networkStrongholds.get(n);
    }

    /** Whether a location holds influence traced back to a Shadow Stronghold. */
    public boolean inExtension(Location l) {
        int n = network[l.index()];
        return n >= 0 && networkCap[n] > 0; // a Stronghold in a network holds influence, so gives it a cap of 1 or more
    }

    /**
     * The most influence a location may hold now: a Stronghold its red number; a location in extension
     * the influence of its strongest connected Stronghold; a location with no influence what it would get
     * by joining the strongest adjacent network; a Haven 0.
     */
    public int cap(Location l) {
        if (capOf == null) {
            int[] caps = new int[board.size()];
            for (int i = 0; i < caps.length; i++) {
                caps[i] = capFor(i);
            }
            capOf = caps;
        }
        return capOf[l.index()];
    }

    private int capFor(int l) {
        if (board.isHaven(l)) {
            return 0;
        }
        if (board.strongholdMax(l) > 0) {
            return board.strongholdMax(l);
        }
        int n = network[l];
        if (n >= 0) {
            return networkCap[n];
        }
        int best = 0;
        for (int s : board.adjacentIndices(l)) {
            int m = network[s];
            if (m >= 0) {
                best = Math.max(best, networkCap[m]);
            }
        }
        return best;
    }

    /** Whether Sauron may place one more influence on this location. */
    public boolean canPlace(Location l) {
        return !l.haven() && influence[l.index()] < cap(l);
    }

    /** Every location that may take one more influence. */
    public List<Location> placeable() {
        if (placeable == null) {
            List<Location> out = new ArrayList<>();
            for (Location l : board.locations()) {
                if (canPlace(l)) {
                    out.add(l);
                }
            }
            placeable = Collections.unmodifiableList(out);
        }
        return placeable;
    }

    /** Locations holding more than 1 influence with no connection to a Stronghold: they drop to 1. */
    public List<Location> cutOff() {
        List<Location> out = new ArrayList<>();
        for (Location l : board.locations()) {
            if (influence[l.index()] > 1 && !l.isStronghold() && !inExtension(l)) {
                out.add(l);
            }
        }
        return out;
    }

    /** What a location keeps once the limits are enforced (see {@link #settled}). */
    public int settled(int i) {
        if (board.isHaven(i)) {
            return 0;
        }
        int held = influence[i];
        if (held <= 1) {
            return held;
        }
        int max = board.strongholdMax(i);
        int limit = max > 0 ? max : inExtension(board.location(i)) ? Math.max(1, cap(board.location(i))) : 1;
        return Math.min(held, limit);
    }

    /**
     * The influence after the limits are enforced: each location down to its cap, never below 1
     * (cut-off locations to 1), and nothing in a Haven.
     */
    public int[] settled() {
        int[] out = new int[board.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = settled(i);
        }
        return out;
    }
}
