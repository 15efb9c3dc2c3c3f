package meq.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import meq.sim.OddsReport;
import meq.state.Side;

/** A sweep's points as a table: the printed lines and the CSV (its columns are a contract: docs/COMMANDS.md). */
public final class SweepTable {
    private final List<Vary> varies;
    private final List<Sweep.Result> results;

    public SweepTable(List<Vary> varies, List<Sweep.Result> results) {
        this.varies = List.copyOf(varies);
        this.results = List.copyOf(results);
    }

    /** The header line of the printed table. */
    public String header() {
        StringBuilder b = new StringBuilder();
        for (Vary v : varies) {
            b.append(String.format(Locale.ROOT, "%" + width(v) + "s ", v.path()));
        }
        return b.append(String.format(Locale.ROOT, "%7s %8s %17s %8s %17s %5s %7s  %s", "samples", "heroes",
                "(95% interval)", "sauron", "(95% interval)", "cut", "seconds", "routes")).toString();
    }

    /** One point's printed line. */
    public String line(Sweep.Result r) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < varies.size(); i++) {
            b.append(String.format(Locale.ROOT, "%" + width(varies.get(i)) + "d ", r.point().values().get(i)));
        }
        OddsReport o = r.report();
        return b.append(String.format(Locale.ROOT, "%7d %7.2f%% %17s %7.2f%% %17s %5d %7.2f  %s", r.samples(),
                100 * o.rate(Side.HEROES), o.bounds(Side.HEROES), 100 * o.rate(Side.SAURON),
                o.bounds(Side.SAURON), o.wins(Side.NONE), r.seconds(), routes(o, "%.0f%%", ", "))).toString();
    }

    public List<String> lines() {
        List<String> out = new ArrayList<>();
        out.add(header());
        results.forEach(r -> out.add(line(r)));
        return out;
    }

    /**
     * The CSV: a column a vary (its path), then samples, each side's wins, share and 95% bounds (percent, two
     * decimals), the samples cut off, the seconds, and the routes as "route=share%" joined by "; ".
     */
    public String csv() {
        StringBuilder b = new StringBuilder();
        for (Vary v : varies) {
            b.append(v.path()).append(',');
        }
        b.append("samples,heroes_wins,heroes,heroes_low,heroes_high,sauron_wins,sauron,sauron_low,sauron_high,cut,"
                + "seconds,routes\n");
        for (Sweep.Result r : results) {
            for (int value : r.point().values()) {
                b.append(value).append(',');
            }
            OddsReport o = r.report();
            b.append(r.samples());
            for (Side side : List.of(Side.HEROES, Side.SAURON)) {
                double[] ci = o.interval(side);
                b.append(String.format(Locale.ROOT, ",%d,%.2f,%.2f,%.2f", o.wins(side), 100 * o.rate(side),
                        100 * ci[0], 100 * ci[1]));
            }
            b.append(String.format(Locale.ROOT, ",%d,%.2f,\"%s\"%n", o.wins(Side.NONE), r.seconds(),
                    routes(o, "%.2f%%", "; ")));
        }
        return b.toString();
    }

    static String routes(OddsReport o, String share, String joiner) {
        return o.byRoute().entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .map(e -> e.getKey() + "=" + String.format(Locale.ROOT, share, 100.0 * e.getValue() / o.samples()))
                .collect(Collectors.joining(joiner));
    }

    private static int width(Vary v) {
        return Math.max(4, v.path().length());
    }
}
