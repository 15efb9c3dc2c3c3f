package meq.lab.cluster;

import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import meq.sim.Odds;
import meq.state.Side;

/** A chunk played: its samples in index order, or why the member refused it (in words). */
final class Played implements IdentifiedDataSerializable {
    private String refused;
    private List<Odds.Sample> samples = new ArrayList<>();

    Played() {
    }

    static Played of(List<Odds.Sample> samples) {
        Played p = new Played();
        p.samples = samples;
        return p;
    }

    static Played refused(String why) {
        Played p = new Played();
        p.refused = why;
        return p;
    }

    String refusal() {
        return refused;
    }

    List<Odds.Sample> samples() {
        return samples;
    }

    @Override
    public int getFactoryId() {
        return LabTypes.FACTORY;
    }

    @Override
    public int getClassId() {
        return LabTypes.PLAYED;
    }

    @Override
    public void writeData(ObjectDataOutput out) throws IOException {
        out.writeString(refused);
        out.writeInt(samples.size());
        for (Odds.Sample s : samples) {
            out.writeInt(s.index());
            out.writeLong(s.seed());
            out.writeString(s.winner().word());
            out.writeString(s.reason());
            out.writeString(s.champion());
            out.writeInt(s.turns());
            out.writeInt(s.actions());
        }
    }

    @Override
    public void readData(ObjectDataInput in) throws IOException {
        refused = in.readString();
        int n = in.readInt();
        samples = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            samples.add(new Odds.Sample(in.readInt(), in.readLong(), side(in.readString()), in.readString(),
                    in.readString(), in.readInt(), in.readInt()));
        }
    }

    private static Side side(String word) throws IOException {
        for (Side s : Side.values()) {
            if (s.word().equals(word)) {
                return s;
            }
        }
        throw new IOException("no side is called " + word);
    }
}
