package meq.lab;

import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import meq.bots.BotKind;

/**
 * A sweep's samples played over the lab's cluster: this process a member of it. The cluster's code and Hazelcast
 * live in a jar of their own ({@link ClusterJar}), opened only by `lab worker` and `lab sweep --cluster`, so that
 * every other start reads a jar a third the size.
 */
public interface Spread extends AutoCloseable {
    /** The members that get work now, this one first: "127.0.0.1:5701 (2 threads, this one)". */
    List<String> working();

    /** Members in the cluster its file does not name: they get no work. */
    List<String> strangers();

    /**
     * Plays a point: samples 0..n-1 of the seed; yaml is its preset's text (null for new games), data the game's
     * data files written anew at the point (empty when no number of the data varies). A member refusing a chunk (its
     * data or program not the leader's) is a {@link Refused}.
     */
    Sweep.Result play(Sweep.Point p, String yaml, Map<String, String> data, int samples, long seed, BotKind bots,
                      IntConsumer progress, BooleanSupplier stop) throws InterruptedException;

    /** Leaves the cluster: its chunks at work go to the other members. */
    @Override
    void close();

    /** A member refused the work, in words. */
    final class Refused extends RuntimeException {
        public Refused(String message, Throwable cause) {
            super(message, cause);
        }
    }
}
