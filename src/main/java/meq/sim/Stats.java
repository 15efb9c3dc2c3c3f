package meq.sim;

/** Small statistics for rates. */
public final class Stats {
    private Stats() {
    }

    /** "  heroes    42.00%  (95% interval 38.1% - 46.0%)": a side's share of n with its Wilson interval. */
    public static String shareLine(String side, long k, long n) {
        double[] ci = wilson(k, n);
        return String.format("  %-8s %6.2f%%  (95%% interval %.2f%% - %.2f%%)", side, n == 0 ? 0 : 100.0 * k / n,
                100 * ci[0], 100 * ci[1]);
    }

    /** The Wilson score interval at 95% for k successes in n trials. */
    public static double[] wilson(long k, long n) {
        if (n == 0) {
            return new double[] {0, 1};
        }
        double z = 1.959964;
        double p = (double) k / n;
        double denom = 1 + z * z / n;
        double centre = (p + z * z / (2 * n)) / denom;
        double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / denom;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }
}
