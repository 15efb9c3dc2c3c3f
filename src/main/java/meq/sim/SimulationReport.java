package meq.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The figures of a run of whole games, as `meq simulate` prints them and the simulation window draws them: wins by
 * side with their 95% interval, endings by route, how many games lasted each number of turns, the story track's
 * average positions after each turn, and actions per game.
 */
public record SimulationReport(int games, Map<String, Integer> bySide, Map<String, Integer> byRoute,
                               Map<Integer, Integer> byLength, List<double[]> storyByTurn, List<Integer> stillGoing,
                               double actionsPerGame, long invariantChecks) {
    /** The sides in the order they are shown. */
    public static final List<String> SIDES = List.of("heroes", "sauron");
    /** The story markers in the order of {@link Simulator.Outcome#story()}. */
    public static final List<String> MARKERS = List.of("green", "yellow", "black", "red");

    public static SimulationReport of(List<Simulator.Outcome> results) {
        Map<String, Integer> bySide = new TreeMap<>();
        Map<String, Integer> byRoute = new TreeMap<>();
        Map<Integer, Integer> byLength = new TreeMap<>();
        long actions = 0;
        long checks = 0;
        for (Simulator.Outcome o : results) {
            bySide.merge(o.winnerWord(), 1, Integer::sum);
            byRoute.merge(o.route(), 1, Integer::sum);
            byLength.merge(o.turns(), 1, Integer::sum);
            actions += o.actions();
            checks += o.invariantChecks();
        }
        List<double[]> story = new ArrayList<>();
        List<Integer> going = new ArrayList<>();
        int longest = results.stream().mapToInt(o -> o.story().size()).max().orElse(0);
        for (int t = 0; t < longest; t++) {
            double[] sum = new double[MARKERS.size()];
            int n = 0;
            for (Simulator.Outcome o : results) {
                if (o.story().size() > t) {
                    int[] m = o.story().get(t);
                    for (int k = 0; k < sum.length; k++) {
                        sum[k] += m[k];
                    }
                    n++;
                }
            }
            if (n * 20 < results.size()) {
                break; // fewer than one game in twenty still going: too few to say
            }
            for (int k = 0; k < sum.length; k++) {
                sum[k] /= n;
            }
            story.add(sum);
            going.add(n);
        }
        return new SimulationReport(results.size(), bySide, byRoute, byLength, story, going,
                results.isEmpty() ? 0 : actions / (double) results.size(), checks);
    }

    public int wins(String side) {
        return bySide.getOrDefault(side, 0);
    }

    public double rate(String side) {
        return games == 0 ? 0 : (double) wins(side) / games;
    }

    public double[] interval(String side) {
        return Stats.wilson(wins(side), games);
    }

    /** Shortest, median and longest game in turns. */
    public int[] lengths() {
        List<Integer> all = new ArrayList<>();
        byLength.forEach((turns, n) -> {
            for (int i = 0; i < n; i++) {
                all.add(turns);
            }
        });
        return all.isEmpty() ? new int[] {0, 0, 0}
                : new int[] {all.get(0), all.get(all.size() / 2), all.get(all.size() - 1)};
    }

    /** The report as text lines (wins, endings, length, the story track by turn, actions). */
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        out.add("wins:");
        for (String side : SIDES) {
            out.add(Stats.shareLine(side, wins(side), games));
        }
        out.add("endings:");
        byRoute.forEach((k, v) -> out.add(String.format("  %-40s %d", k, v)));
        double turns = 0;
        for (var e : byLength.entrySet()) {
            turns += (double) e.getKey() * e.getValue();
        }
        out.add(String.format("turns per game: %.2f", games == 0 ? 0 : turns / games));
        int[] l = lengths();
        out.add(String.format("game length in turns: shortest %d, median %d, longest %d", l[0], l[1], l[2]));
        out.add("story track after each turn played (average space; games still going):");
        out.add("  turns   green  yellow   black     red   games");
        for (int t = 0; t < storyByTurn.size(); t++) {
            double[] m = storyByTurn.get(t);
            out.add(String.format("  %5d  %6.1f  %6.1f  %6.1f  %6.1f  %6d", t + 1, m[0], m[1], m[2], m[3],
                    stillGoing.get(t)));
        }
        out.add(String.format("actions per game: %.1f", actionsPerGame));
        return out;
    }
}
