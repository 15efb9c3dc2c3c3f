package meq.sim;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import meq.state.Side;

/** The figures of a run of odds: wins per side with their 95% interval, and counts by route and champion. */
public record OddsReport(int samples, Map<Side, Integer> bySide, Map<String, Integer> byRoute,
                         Map<String, Integer> byChampion) {
    /** The sides as they are shown, in order. */
    public static final List<Side> SIDES = List.of(Side.HEROES, Side.SAURON, Side.NONE);

    public static OddsReport of(List<Odds.Sample> results) {
        Map<Side, Integer> bySide = new EnumMap<>(Side.class);
        Map<String, Integer> byRoute = new TreeMap<>();
        Map<String, Integer> byChampion = new TreeMap<>();
        for (Odds.Sample s : results) {
            bySide.merge(s.winner(), 1, Integer::sum);
            byRoute.merge(s.route(), 1, Integer::sum);
            if (!s.champion().isEmpty()) {
                byChampion.merge(s.champion(), 1, Integer::sum);
            }
        }
        return new OddsReport(results.size(), bySide, byRoute, byChampion);
    }

    public int wins(Side side) {
        return bySide.getOrDefault(side, 0);
    }

    /** The share of samples this side won, 0 to 1. */
    public double rate(Side side) {
        return samples == 0 ? 0 : (double) wins(side) / samples;
    }

    /** The Wilson 95% interval of that share. */
    public double[] interval(Side side) {
        return Stats.wilson(wins(side), samples);
    }

    /** That interval in words, in percent: "(38.1-46.0%)". */
    public String bounds(Side side) {
        double[] ci = interval(side);
        return String.format(java.util.Locale.ROOT, "(%.1f-%.1f%%)", 100 * ci[0], 100 * ci[1]);
    }

    /** The report as lines of text, as `meq odds` prints it and the window shows it. */
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        out.add("wins:");
        for (Side side : List.of(Side.HEROES, Side.SAURON)) {
            out.add(Stats.shareLine(side.word(), wins(side), samples));
        }
        if (wins(Side.NONE) > 0) {
            out.add(String.format("  %-8s %6.2f%%  (cut off at %d actions)", Side.NONE.word(), 100 * rate(Side.NONE),
                    Simulator.MAX_ACTIONS));
        }
        out.add("by route:");
        byRoute.forEach((k, v) -> out.add(String.format("  %-40s %6.2f%%", k, 100.0 * v / samples)));
        if (!byChampion.isEmpty()) {
            out.add("champion chosen:");
            byChampion.forEach((k, v) -> out.add(String.format("  %-10s %6.2f%%", k, 100.0 * v / samples)));
        }
        return out;
    }
}
