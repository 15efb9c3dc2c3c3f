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
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import meq.bots.BotKind;
import meq.data.DataException;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.sim.Odds;
import meq.sim.Simulator;
import meq.state.GameState;
import meq.state.OptionalRule;

/**
 * Samples from..to-1 of a point, with all a member needs to play them: the point's preset as YAML (empty for new
 * games of this many players), the optional rules' words, the bots, the seed, and the leader's data and program.
 */
final class Chunk implements Callable<Played>, IdentifiedDataSerializable, HazelcastInstanceAware {
    String yaml = "";
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

    Chunk(String yaml, int players, Set<OptionalRule> rules, BotKind bots, long seed, int from, int to,
          String fingerprint, String version) {
        this.yaml = yaml == null ? "" : yaml;
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
            OptionalRule r = rule(word);
            if (r == null) {
                return Played.refused("this member knows no optional rule " + word);
            }
            on.add(r);
        }
        Rules game = (Rules) member.getUserContext().get(LabMember.RULES);
        try {
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

    private static OptionalRule rule(String word) {
        for (OptionalRule r : OptionalRule.values()) {
            if (r.key().equals(word)) {
                return r;
            }
        }
        return null;
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
        players = in.readInt();
        int n = in.readInt();
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
