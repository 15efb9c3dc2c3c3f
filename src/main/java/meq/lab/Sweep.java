package meq.lab;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import meq.bots.BotKind;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.data.DataProblem;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.sim.Odds;
import meq.sim.OddsReport;
import meq.state.OptionalRule;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.representer.Representer;

/**
 * A preset played at every point of a grid: each point is the preset with the varied numbers set (or an optional
 * rule on), made and checked before any is played, then played as `meq odds` plays it, with the same samples and
 * seed at every point, so a point's figures are those `meq odds` gives on that preset; or new games at every
 * players' count, each point's games those `meq simulate` plays with that seed.
 */
public final class Sweep {
    /**
     * One point: the values of the varies, in their order, and the preset they make with the rules in play; for a
     * sweep of new games, no preset and the players' count.
     */
    public record Point(List<Integer> values, Presets.Preset preset, Set<OptionalRule> rules, int players,
                        Rules game) {
        public boolean newGames() {
            return preset == null;
        }
    }

    /** The players of new games when no --vary players says. */
    public static final int PLAYERS = 4;

    /** A point played: its figures and the seconds it took. */
    public record Result(Point point, OddsReport report, int samples, double seconds) {
    }

    private final Rules rules;
    private final List<Vary> varies;
    private final List<Point> points;

    /**
     * The grid of a preset (its YAML and its file's name, for problems) and what varies, with the rules every point
     * plays; a point the rules refuse (a marker off the track, influence in a Haven) is a DataException naming its
     * values, before anything is played.
     */
    public Sweep(Rules rules, byte[] preset, String file, List<Vary> varies, Set<OptionalRule> base)
            throws DataException {
        this(rules, varies);
        if (varies.stream().anyMatch(Vary::players)) {
            throw new IllegalArgumentException("--vary players is for new games (--new-games): a preset's players"
                    + " are its heroes and Sauron");
        }
        for (List<Integer> values : grid(varies)) {
            points.add(point(preset, file, values, base));
        }
    }

    /**
     * The grid of new games: what varies is the players' count (4 when it does not) and optional rules; sample i of a
     * point is the game `meq simulate --seed` plays as its game i, the same bots on both sides.
     */
    public static Sweep newGames(Rules rules, List<Vary> varies, Set<OptionalRule> base) throws DataException {
        Sweep sweep = new Sweep(rules, varies);
        for (Vary v : varies) {
            if (!v.players() && v.rule() == null && v.dataFile() == null) {
                throw new IllegalArgumentException("--vary " + v.path() + ": new games vary only players, rule.NAME and"
                        + " the game's data (minion.ID.FIELD...); a number of a preset needs the preset");
            }
        }
        for (List<Integer> values : grid(varies)) {
            int players = PLAYERS;
            for (int i = 0; i < varies.size(); i++) {
                players = varies.get(i).players() ? values.get(i) : players;
            }
            sweep.points.add(new Point(values, null, rulesAt(varies, values, base), players,
                    sweep.game(values, "new games" + named(varies, values))));
        }
        return sweep;
    }

    private Sweep(Rules rules, List<Vary> varies) {
        if (varies.isEmpty()) {
            throw new IllegalArgumentException("a sweep varies at least one thing (--vary PATH=FROM..TO)");
        }
        this.rules = rules;
        this.varies = List.copyOf(varies);
        this.points = new ArrayList<>();
    }

    public List<Vary> varies() {
        return varies;
    }

    public List<Point> points() {
        return Collections.unmodifiableList(points);
    }

    /** Plays one point: samples 0..n-1 of the seed, as `meq odds` does; stop keeps the samples finished. */
    public Result play(Point p, int samples, long seed, int threads, BotKind bots, IntConsumer progress,
                       BooleanSupplier stop) throws Exception {
        long t0 = System.nanoTime();
        List<Odds.Sample> s = new Odds(p.game(), p.rules()).run(p.newGames() ? null : p.preset().state(), p.players(),
                samples, seed, threads, progress, bots, stop);
        return new Result(p, OddsReport.of(s), s.size(), (System.nanoTime() - t0) / 1e9);
    }

    /** The points of the grid, the first vary's values changing slowest. */
    static List<List<Integer>> grid(List<Vary> varies) {
        List<List<Integer>> out = new ArrayList<>();
        out.add(List.of());
        for (Vary v : varies) {
            List<List<Integer>> next = new ArrayList<>();
            for (List<Integer> head : out) {
                for (int value : v.values()) {
                    List<Integer> p = new ArrayList<>(head);
                    p.add(value);
                    next.add(List.copyOf(p));
                }
            }
            out = next;
        }
        return out;
    }

    private Point point(byte[] preset, String file, List<Integer> values, Set<OptionalRule> base) throws DataException {
        String named = file + named(varies, values);
        Rules game = game(values, named);
        return new Point(values, Presets.loadChecked(game, yaml(preset, values).getBytes(StandardCharsets.UTF_8), named),
                rulesAt(varies, values, base), 0, game);
    }

    /**
     * The YAML of the preset at these values of the varies: the text a point's preset is loaded from, which a
     * member of a cluster loads to play the point's samples.
     */
    public String yaml(byte[] preset, List<Integer> values) {
        Map<String, Object> tree = tree(preset);
        for (int i = 0; i < varies.size(); i++) {
            Vary v = varies.get(i);
            if (v.rule() == null && v.dataFile() == null && !v.players()) {
                v.set(tree, values.get(i));
            }
        }
        return dump(tree);
    }

    /** " with story.green=12, rule.highStakes=1": a point in words, for problems. */
    private static String named(List<Vary> varies, List<Integer> values) {
        StringBuilder named = new StringBuilder();
        for (int i = 0; i < varies.size(); i++) {
            named.append(i == 0 ? " with " : ", ").append(varies.get(i).path()).append('=').append(values.get(i));
        }
        return named.toString();
    }

    /**
     * The data files written anew at these values (by their path under data/, as text), where a number of the game's
     * data varies; empty when none does. A member of a cluster loads the data with them, as {@link #game} does.
     */
    public Map<String, String> data(List<Integer> values) {
        Map<String, Map<String, Object>> trees = new LinkedHashMap<>();
        for (int i = 0; i < varies.size(); i++) {
            Vary v = varies.get(i);
            if (v.dataFile() == null) {
                continue;
            }
            Map<String, Object> tree = trees.get(v.dataFile());
            if (tree == null) {
                try {
                    tree = tree(DataLoader.bundledFile(v.dataFile()));
                } catch (IOException e) {
                    throw new IllegalArgumentException("--vary " + v.path() + ": " + e.getMessage());
                }
                trees.put(v.dataFile(), tree);
            }
            v.set(tree, values.get(i));
        }
        Map<String, String> files = new LinkedHashMap<>();
        trees.forEach((file, tree) -> files.put(file, dump(tree)));
        return files;
    }

    /**
     * The game's rules at a point: the sweep's, or, where a number of the game's data varies, the bundled data with
     * it set, loaded and checked afresh (a value the data's checks refuse is a DataException naming the point).
     */
    private Rules game(List<Integer> values, String named) throws DataException {
        Map<String, String> files = data(values);
        if (files.isEmpty()) {
            return rules;
        }
        try {
            return withData(files);
        } catch (DataException e) {
            List<DataProblem> problems = new ArrayList<>();
            for (DataProblem p : e.problems()) {
                problems.add(new DataProblem(p.file(), p.line(), p.column(), p.field(),
                        p.message() + " (at the point " + named.trim() + ")"));
            }
            throw new DataException(problems);
        }
    }

    /** The rules of the bundled data with these files written anew (as {@link #data} gives them). */
    public static Rules withData(Map<String, String> files) throws DataException {
        Map<String, byte[]> bytes = new LinkedHashMap<>();
        files.forEach((file, text) -> bytes.put(file, text.getBytes(StandardCharsets.UTF_8)));
        return Rules.of(DataLoader.bundledWith(bytes));
    }

    /** A YAML file's tree as SnakeYAML reads it safely (maps, lists, numbers, text). */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> tree(byte[] yaml) {
        return (Map<String, Object>) new Yaml(new SafeConstructor(new LoaderOptions()))
                .load(new String(yaml, StandardCharsets.UTF_8));
    }

    private static String dump(Map<String, Object> tree) {
        DumperOptions options = new DumperOptions();
        options.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        return new Yaml(new Representer(options), options).dump(tree);
    }

    /** The optional rules in play at a point: the base ones, with the varied ones on (1) or off (0). */
    private static Set<OptionalRule> rulesAt(List<Vary> varies, List<Integer> values, Set<OptionalRule> base) {
        Set<OptionalRule> on = base.isEmpty() ? EnumSet.noneOf(OptionalRule.class) : EnumSet.copyOf(base);
        for (int i = 0; i < varies.size(); i++) {
            OptionalRule r = varies.get(i).rule();
            if (r != null && values.get(i) == 1) {
                on.add(r);
            } else if (r != null) {
                on.remove(r);
            }
        }
        return Set.copyOf(on);
    }
}
