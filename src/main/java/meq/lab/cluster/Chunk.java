package meq.lab.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import meq.bots.BotKind;
import meq.data.DataException;
import meq.data.Keyed;
import meq.lab.Sweep;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.sim.Odds;
import meq.sim.Simulator;
import meq.state.GameState;
import meq.state.OptionalRule;

/**
 * Samples from..to-1 of a point, with all a member needs to play them: the point's preset as YAML (empty for new
 * games of this many players), the data files the point writes anew (a number of the game's data varied), the
 * optional rules' words, the bots, the seed, and the leader's data and program.
 */
final class Chunk implements Callable<Played>, IdentifiedDataSerializable, HazelcastInstanceAware {
    String yaml = "";
    /** The game's data files written anew at the point (path under data/ to text); empty for the bundled data. */
    Map<String, String> data = new TreeMap<>();
    int players;
    List<String> rules = new ArrayList<>();
    String bots;
    int budget;
    long seed;
    int from;
    int to;
    String fingerprint;
    String version;
    private transient HazelcastInstance member;

    Chunk() {
    }

    Chunk(String yaml, Map<String, String> data, int players, Set<OptionalRule> rules, BotKind bots, long seed,
          int from, int to, String fingerprint, String version) {
        this.yaml = yaml == null ? "" : yaml;
        this.data = new TreeMap<>(data);
        this.players = players;
        rules.forEach(r -> this.rules.add(r.key()));
        this.bots = bots.name();
        this.budget = bots.budget();
        this.seed = seed;
        this.from = from;
        this.to = to;
        this.fingerprint = fingerprint;
        this.version = version;
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance instance) {
        this.member = instance;
    }

    /** Plays the samples one after another (the member's executor runs as many chunks at once as it has threads). */
    @Override
    public Played call() {
        Object mine = member.getUserContext().get(LabMember.FINGERPRINT);
        Object program = member.getUserContext().get(LabMember.VERSION);
        if (!fingerprint.equals(mine) || !version.equals(program)) {
            return Played.refused(String.format("%s has %s, data %s; the leader has %s, data %s",
                    member.getCluster().getLocalMember().getAddress(), program, mine, version, fingerprint));
        }
        BotKind kind = BotKind.parse(bots, budget == 0 ? 1 : budget);
        if (kind == null) {
            return Played.refused("this member knows no bots called " + bots);
        }
        Set<OptionalRule> on = EnumSet.noneOf(OptionalRule.class);
        for (String word : rules) {
            OptionalRule r = Keyed.byKey(OptionalRule.class, word);
            if (r == null) {
                return Played.refused("this member knows no optional rule " + word);
            }
            on.add(r);
        }
        try {
            Rules game = data.isEmpty() ? (Rules) member.getUserContext().get(LabMember.RULES) : game(data);
            GameState preset = yaml.isEmpty() ? null
                    : Presets.loadChecked(game, yaml.getBytes(StandardCharsets.UTF_8), "the leader's point").state();
            Odds odds = new Odds(game, on);
            List<Odds.Sample> out = new ArrayList<>(to - from);
            for (int i = from; i < to; i++) {
                long s = Simulator.gameSeed(seed, i);
                out.add(preset == null ? odds.playNew(players, i, s, kind, () -> false)
                        : odds.play(preset, i, s, kind, () -> false));
            }
            return Played.of(out);
        } catch (DataException e) {
            return Played.refused("this member's rules refuse the point: " + e.getMessage());
        }
    }

    /** The rules of the point's data, loaded once a member for all the point's chunks (the last few kept). */
    private static Rules game(Map<String, String> data) throws DataException {
        synchronized (GAMES) {
            Rules r = GAMES.get(data);
            if (r == null) {
                r = Sweep.withData(data);
                GAMES.put(Map.copyOf(data), r);
            }
            return r;
        }
    }

    private static final Map<Map<String, String>, Rules> GAMES = new LinkedHashMap<>(8, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Map<String, String>, Rules> eldest) {
            return size() > 4;
        }
    };

    /** A count read off the network, refused when no leader would send it (a few data files, a few rules). */
    private static int count(int n) throws IOException {
        if (n < 0 || n > 64) {
            throw new IOException("a chunk with " + n + " entries: not one a leader sends");
        }
        return n;
    }

    @Override
    public int getFactoryId() {
        return LabTypes.FACTORY;
    }

    @Override
    public int getClassId() {
        return LabTypes.CHUNK;
    }

    @Override
    public void writeData(ObjectDataOutput out) throws IOException {
        out.writeString(yaml);
        out.writeInt(data.size());
        for (Map.Entry<String, String> e : data.entrySet()) {
            out.writeString(e.getKey());
            out.writeString(e.getValue());
        }
        out.writeInt(players);
        out.writeInt(rules.size());
        for (String r : rules) {
            out.writeString(r);
        }
        out.writeString(bots);
        out.writeInt(budget);
        out.writeLong(seed);
        out.writeInt(from);
        out.writeInt(to);
        out.writeString(fingerprint);
        out.writeString(version);
    }

    @Override
    public void readData(ObjectDataInput in) throws IOException {
        yaml = in.readString();
        int files = count(in.readInt());
        data = new TreeMap<>();
        for (int i = 0; i < files; i++) {
            data.put(in.readString(), in.readString());
        }
        players = in.readInt();
        int n = count(in.readInt());
        rules = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            rules.add(in.readString());
        }
        bots = in.readString();
        budget = in.readInt();
        seed = in.readLong();
        from = in.readInt();
        to = in.readInt();
        fingerprint = in.readString();
        version = in.readString();
    }
}
