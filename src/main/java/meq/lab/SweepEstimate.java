package meq.lab;

import java.util.Locale;
import java.util.function.BooleanSupplier;

/**
 * How long a sweep will take at this machine's speed now, measured before it starts: rounds of samples of its first
 * point (another seed's) are played, twice as many each time, until a round's rate stops rising by more than a
 * quarter (the first rounds run before the JIT has compiled the game) or the rounds have taken 3 s; the last rate
 * is taken.
 */
public record SweepEstimate(double rate, int measured, int samples, double seconds) {
    /** One probe round: plays this many samples and tells the samples finished and the seconds taken. */
    public interface Round {
        Sweep.Result play(int samples) throws Exception;
    }

    /** The seed the probe rounds play, away from the sweep's own samples. */
    public static long probeSeed(long seed) {
        return seed + 7919;
    }

    /**
     * Measures: samples in all (points times samples each), at most `each` samples a round; slow (search bots)
     * starts with one sample a thread, else eight; stop ends the measuring early (the rate so far is taken).
     */
    public static SweepEstimate measure(Round round, int total, int each, int threads, boolean slow,
                                        BooleanSupplier stop) throws Exception {
        int probe = Math.max(1, Math.min(each, (slow ? 1 : 8) * threads));
        double rate = 0;
        double spent = 0;
        int measured = 0;
        while (true) {
            Sweep.Result r = round.play(probe);
            spent += r.seconds();
            double now = r.samples() / Math.max(1e-9, r.seconds());
            boolean steady = r.seconds() >= 0.25 && now < 1.25 * rate;
            rate = now;
            measured = r.samples();
            if (steady || spent >= 3 || probe >= each || stop.getAsBoolean()) {
                break;
            }
            probe = Math.min(each, probe * 2);
        }
        return new SweepEstimate(rate, measured, total, total / Math.max(1e-9, rate));
    }

    /** "about 2 min at this machine's speed now (4000 samples in all, 35.2 samples/s measured on 64 of them)". */
    public String words() {
        return String.format(Locale.ROOT, "about %s at this machine's speed now (%d samples in all, %.1f samples/s "
                + "measured on %d of them)", duration(seconds), samples, rate, measured);
    }

    /** Seconds in words: "40 s", "12 min", "1.5 h". */
    public static String duration(double seconds) {
        if (seconds < 90) {
            return String.format(Locale.ROOT, "%.0f s", Math.ceil(seconds));
        }
        if (seconds < 90 * 60) {
            return String.format(Locale.ROOT, "%.0f min", Math.ceil(seconds / 60));
        }
        return String.format(Locale.ROOT, "%.1f h", seconds / 3600);
    }
}
