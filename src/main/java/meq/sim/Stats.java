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

    /**
     * The 95% interval of the difference of two shares, k1 of n1 less k2 of n2 (Newcombe's hybrid score interval,
     * built from the two Wilson intervals): {low, high}, each between -1 and 1.
     */
    public static double[] difference(long k1, long n1, long k2, long n2) {
        double p1 = n1 == 0 ? 0 : (double) k1 / n1;
        double p2 = n2 == 0 ? 0 : (double) k2 / n2;
        double[] a = wilson(k1, n1);
        double[] b = wilson(k2, n2);
        double d = p1 - p2;
        return new double[] {d - Math.hypot(p1 - a[0], b[1] - p2), d + Math.hypot(a[1] - p1, p2 - b[0])};
    }
}
