package meq.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import meq.bots.BotKind;

/**
 * A sweep's points played one after another, each told as it ends; stop ends it and keeps the points done (the
 * point under way is left out: its figures would rest on fewer samples than the others').
 */
public final class SweepRun {
    /** What a run tells as it goes (from the thread that plays it). */
    public interface Listener {
        /** Samples done of the point under way (its index). */
        void samples(int point, int done);

        /** A point played whole, the points done so far and the seconds since the run began. */
        void point(Sweep.Result r, int done, double seconds);
    }

    private SweepRun() {
    }

    /** Plays every point of the sweep with the same samples and seed, as `meq lab sweep` does. */
    public static List<Sweep.Result> play(Sweep sweep, int samples, long seed, int threads, BotKind bots,
                                          Listener listener, BooleanSupplier stop) throws Exception {
        List<Sweep.Result> done = new ArrayList<>();
        long t0 = System.nanoTime();
        for (Sweep.Point p : sweep.points()) {
            if (stop.getAsBoolean()) {
                break;
            }
            int index = done.size();
            Sweep.Result r = sweep.play(p, samples, seed, threads, bots, k -> listener.samples(index, k), stop);
            if (r.samples() < samples) {
                break;
            }
            done.add(r);
            listener.point(r, done.size(), (System.nanoTime() - t0) / 1e9);
        }
        return done;
    }

    /** The time left in words, from the seconds the points done took: "about 40 s left". */
    public static String left(double seconds, int done, int points) {
        return "about " + SweepEstimate.duration(seconds / Math.max(1, done) * (points - done)) + " left";
    }
}
