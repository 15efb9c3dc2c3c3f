package meq.ui;

import java.util.Locale;
import java.util.function.BooleanSupplier;
import meq.bots.BotKind;
import meq.rules.Rules;
import meq.sim.Odds;
import meq.state.GameState;

/**
 * How fast strong play (the search bots) runs here: a couple of samples timed off the event thread, and what a
 * run of n samples will take at that pace, in words.
 */
final class StrongPace {
    /** No sample finished in this long: the pace is told as a bound. */
    static final double LIMIT_SECONDS = 20;

    private StrongPace() {
    }

    /** A measured pace: the samples finished and the seconds they took (none finished: the seconds waited). */
    record Pace(int samples, double seconds, int threads) {
        double perSecond() {
            return samples / Math.max(seconds, 1e-9);
        }

        /** "about 2 min for 1,000 samples, measured here: 7.5 samples/s on 2 threads". */
        String words(int asked) {
            String on = threads == 1 ? "1 thread" : threads + " threads";
            if (samples == 0) {
                return String.format(Locale.ROOT, "over %s for %,d samples, measured here: no sample finished in"
                        + " %.0f s on %s", duration(asked * seconds / threads), asked, seconds, on);
            }
            return String.format(Locale.ROOT, "about %s for %,d samples, measured here: %s samples/s on %s",
                    duration(asked / perSecond()), asked, rate(perSecond()), on);
        }
    }

    /** Times a couple of samples (one a thread, at least two), or as many as finish in LIMIT_SECONDS. */
    static Pace measure(Rules rules, GameState start, BotKind bots, long seed, int threads, BooleanSupplier stop)
            throws Exception {
        int n = Math.max(2, threads);
        long t0 = System.nanoTime();
        BooleanSupplier over = () -> stop.getAsBoolean() || (System.nanoTime() - t0) / 1e9 > LIMIT_SECONDS;
        int done = new Odds(rules).run(start, n, seed, threads, x -> { }, bots, over).size();
        return new Pace(done, (System.nanoTime() - t0) / 1e9, threads);
    }

    /** "0.4 s", "40 s", "2 min", "1 h 20 min", "3 days". */
    static String duration(double seconds) {
        if (seconds < 10) {
            return String.format(Locale.ROOT, "%.1f s", seconds);
        }
        if (seconds < 90) {
            return Math.round(seconds) + " s";
        }
        long minutes = Math.round(seconds / 60);
        if (minutes < 90) {
            return minutes + " min";
        }
        if (minutes < 48 * 60) {
            return minutes / 60 + " h" + (minutes % 60 == 0 ? "" : " " + minutes % 60 + " min");
        }
        return Math.round(minutes / (24 * 60.0)) + " days";
    }

    /** "7.5", "0.31", "1,200". */
    static String rate(double perSecond) {
        return perSecond >= 100 ? String.format(Locale.ROOT, "%,.0f", perSecond)
                : perSecond >= 1 ? String.format(Locale.ROOT, "%.1f", perSecond)
                : String.format(Locale.ROOT, "%.2f", perSecond);
    }
}
