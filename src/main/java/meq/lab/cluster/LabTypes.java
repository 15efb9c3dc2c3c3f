package meq.lab.cluster;

import com.hazelcast.nio.serialization.DataSerializableFactory;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;

/** The only types the lab sends between members: a chunk of samples to play and the samples played. */
final class LabTypes implements DataSerializableFactory {
    static final int FACTORY = 1_000_417;
    static final int CHUNK = 1;
    static final int PLAYED = 2;

    @Override
    public IdentifiedDataSerializable create(int typeId) {
        return switch (typeId) {
            case CHUNK -> new Chunk();
            case PLAYED -> new Played();
            default -> null; // Hazelcast refuses a type no factory makes
        };
    }
}
