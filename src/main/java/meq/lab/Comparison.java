package meq.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import meq.sim.OddsReport;
import meq.sim.Stats;
import meq.state.Side;

/**
 * Several presets played with the same samples and seed, side by side: each one's shares, and how far its heroes'
 * share stands from the first one's, with the 95% interval of that difference (Newcombe) and whether it is more
 * than chance (the interval leaves out 0).
 */
public final class Comparison {
    /** One preset played: its name, figures, samples and seconds. */
    public record Row(String name, OddsReport report, int samples, double seconds) {
    }

    private Comparison() {
    }

    public static List<String> lines(List<Row> rows) {
        int w = Math.max(6, rows.stream().mapToInt(r -> r.name().length()).max().orElse(6));
        List<String> out = new ArrayList<>();
        out.add(String.format(Locale.ROOT, "%-" + w + "s %7s %8s %17s %8s %17s %7s  %s", "preset", "samples", "heroes",
                "(95% interval)", "sauron", "(95% interval)", "seconds", "heroes against " + rows.get(0).name()));
        for (Row r : rows) {
            OddsReport o = r.report();
            out.add(String.format(Locale.ROOT, "%-" + w + "s %7d %7.2f%% %17s %7.2f%% %17s %7.2f  %s", r.name(),
                    r.samples(), 100 * o.rate(Side.HEROES), o.bounds(Side.HEROES),
                    100 * o.rate(Side.SAURON), o.bounds(Side.SAURON), r.seconds(),
                    r == rows.get(0) ? "(the first)" : verdict(r, rows.get(0))));
        }
        return out;
    }

    /** "+6.5 points (95% interval +2.1 to +10.9): more than chance", or "...: no difference shown". */
    public static String verdict(Row r, Row first) {
        double[] d = difference(r, first);
        boolean differs = d[1] > 0 || d[2] < 0;
        return String.format(Locale.ROOT, "%+.1f points (95%% interval %+.1f to %+.1f): %s", d[0], d[1], d[2],
                differs ? "more than chance" : "no difference shown");
    }

    /** r's heroes' share less the first one's, in points, with that difference's 95% interval: {difference, low, high}. */
    public static double[] difference(Row r, Row first) {
        OddsReport a = r.report();
        OddsReport b = first.report();
        double[] d = Stats.difference(a.wins(Side.HEROES), a.samples(), b.wins(Side.HEROES), b.samples());
        return new double[] {100 * (a.rate(Side.HEROES) - b.rate(Side.HEROES)), 100 * d[0], 100 * d[1]};
    }
}
