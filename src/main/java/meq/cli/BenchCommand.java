package meq.cli;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import meq.bots.BotKind;
import meq.bots.HeuristicBot;
import meq.bots.RandomBot;
import meq.bots.SearchBot;
import meq.data.DataLoader;
import meq.data.GameData;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.engine.Engine;
import meq.rules.engine.Setup;
import meq.rules.engine.StepNames;
import meq.rules.playtest.Presets;
import meq.sim.CombatSim;
import meq.sim.Odds;
import meq.sim.Simulator;
import meq.state.GameState;
import meq.state.Seat;
import meq.state.SnapshotReader;
import meq.state.SnapshotWriter;
import meq.ui.MapPainter;
import meq.ui.MapPanel;
import meq.ui.TablePainter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * `meq bench`: the speed figures, each the median of several runs after a warm-up. The engine is large, so the
 * JIT keeps compiling for tens of seconds on a core of its own; the game rates are taken once it has settled.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Print speed figures: games/s (1 and 2 threads, random and bot), combats/s, Finale odds "
                + "samples/s, map paint and snapshot times. Each is the median of --runs runs after one warm-up.")
public final class BenchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--runs", defaultValue = "5", description = "Measured runs per figure (default ${DEFAULT-VALUE}).")
    int runs;

    @Option(names = "--scale", defaultValue = "1", description = "Multiplies the work per run (default ${DEFAULT-VALUE}).")
    double scale;

    @Option(names = "--hint", description = "Only the hint's first answer, cold, at three moments: asked at once and "
            + "after a second of reading, --runs runs each (see docs/SPEED.md, \"The hint's speed\").")
    boolean hint;

    /** One measured piece of work: returns how many units it did. */
    interface Work {
        double run(int run) throws Exception;
    }

    @Override
    public Integer call() throws Exception {
        if (runs < 1 || scale <= 0) {
            throw new ParameterException(spec.commandLine(), "--runs must be at least 1 and --scale above 0");
        }
        var out = spec.commandLine().getOut();
        if (hint) {
            HintBench.run(out, runs);
            return MeqCommand.OK;
        }
        GameData data = DataLoader.bundled();
        Rules rules = Rules.of(data);
        Simulator sim = new Simulator(rules);
        int games = n(600); // runs long enough (~0.4 s) that starting the pool and the last game weigh little
        out.printf("meq bench: median of %d runs after warm-up; %d processors, Java %s%n", runs,
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"));
        int coldRuns = Math.min(runs, 3);
        List<String> coldRandom = List.of("simulate", "--games", "" + n(200), "--seed", "7", "--players", "3",
                "--threads", "1", "--sauron", "random", "--heroes", "random");
        List<String> coldBots = List.of("simulate", "--games", "" + n(200), "--seed", "7", "--players", "3",
                "--threads", "1");
        List<String> coldOdds = List.of("odds", "finale-sauron-dominant", "--samples", "" + n(10000), "--threads", "2");
        ColdRuns.Cold[] cold = {ColdRuns.measure(coldRandom, coldRuns), ColdRuns.measure(coldBots, coldRuns),
                ColdRuns.measure(coldOdds, coldRuns)};
        Work oneThread = r -> sim.run(games, r, 3, 1, false).size();
        Work twoThreads = r -> sim.run(games * 2, r, 3, 2, false).size();
        Work botGames = r -> sim.run(n(200), r, 3, 1, false, true, true).size();
        CombatSim combat = new CombatSim(data, rules.cards());
        String monster = data.monsters().get(0).id();
        Work combats = r -> {
            int k = n(20000);
            for (int i = 0; i < k; i++) {
                combat.play("beravor", monster, 2, Simulator.gameSeed(r, i));
            }
            return k;
        };
        var file = Presets.find("finale-sauron-dominant");
        GameState finale = Presets.load(rules, Files.readAllBytes(file), file.toString()).state();
        Odds odds = new Odds(rules);
        Work odds1 = r -> odds.run(finale, n(2000), r, 1, x -> { }).size();
        Work odds2 = r -> odds.run(finale, n(10000), r, 2, x -> { }).size();
        JitSettle settled = JitSettle.await(List.of(oneThread, twoThreads, botGames, combats, odds1),
                (long) (120e9 * Math.min(1, scale)));
        out.printf("  %-34s %10.1f s  (%s)%n", "warm-up until the JIT settled", settled.seconds(),
                settled.settled() ? "compiling under 2% of the time" : settled.measurable()
                        ? "still compiling; figures may read low" : "this JVM does not report compile time; waited it out");
        double[] pair = interleaved(oneThread, twoThreads);
        out.printf("  %-34s %10.0f /s%n", "random games, 1 thread", pair[0]);
        out.printf("  %-34s %10.0f /s%n", "random games, 2 threads", pair[1]);
        out.printf("  %-34s %10.2f  (median of the runs' ratios)%n", "2 threads / 1 thread", pair[2]);
        double botRate = rate(botGames);
        out.printf("  %-34s %10.0f /s%n", "bot games (both sides), 1 thread", botRate);
        out.printf("  %-34s %10.0f /s%n", "combats (beravor vs " + monster + ")", rate(combats));
        out.printf("  %-34s %10.0f /s%n", "Finale odds samples, 1 thread", rate(odds1));
        double oddsTwo = rate(odds2);
        out.printf("  %-34s %10.0f /s  (10,000 in %.2f s)%n", "Finale odds samples, 2 threads", oddsTwo, 10000 / oddsTwo);
        Work oddsAsTyped = r -> odds.run(finale, n(4000), r, 2, x -> { }, BotKind.HEURISTIC, () -> false).size();
        double oddsHeuristic = rate(oddsAsTyped); // the bots `meq odds` plays: the cold odds row's warm figure
        out.printf("  %-34s %10.0f /s%n", "Finale odds, heuristic bots, 2 thr.", oddsHeuristic);
        List<GameState> moments = searchMoments(rules);
        int budget = BotKind.DEFAULT_BUDGET;
        Work searches = r -> {
            SearchBot bot = new SearchBot(rules, budget, r, 1);
            for (GameState m : moments) {
                bot.choose(m);
            }
            return moments.size();
        };
        double decisions = rate(searches);
        out.printf("  %-34s %10.1f /s  (%.0f ms a decision, %.0f play-outs/s)%n",
                "search decisions (Normal), 1 thread", decisions, 1000 / decisions, decisions * budget);
        out.printf("  cold: each command as a user types it, in a fresh JVM (median of %d; wall time with the JVM's start)%n",
                coldRuns);
        double[] warm = {pair[0], botRate, oddsHeuristic};
        List<List<String>> commands = List.of(coldRandom, coldBots, coldOdds);
        for (int i = 0; i < 3; i++) {
            out.printf("    %-84s %8.0f /s  %5.2f s wall  cold/warm %.2f%n", "meq " + String.join(" ", commands.get(i)),
                    cold[i].rate(), cold[i].wallSeconds(), cold[i].rate() / warm[i]);
        }
        MapPainter painter = new MapPainter(rules.board());
        out.printf("  %-34s %10.2f ms%n", "map paint (whole board, on a zoom)",
                millis(r -> painter.render(MapPainter.WIDTH, MapPainter.HEIGHT, null).getWidth()));
        GameState mid = midGame(rules);
        out.printf("  %-34s %10.2f ms%n", "map repaint (1600x1000, table)", repaintMillis(rules, mid, false));
        out.printf("  %-34s %10.2f ms%n", "map frame while zooming", repaintMillis(rules, mid, true));
        SnapshotWriter writer = StepNames.writer(rules);
        SnapshotReader reader = StepNames.reader(rules);
        byte[] yaml = writer.write(mid).getBytes(StandardCharsets.UTF_8);
        List<String> heroes = mid.heroes.stream().map(h -> h.id).toList();
        GameState base = Setup.newGame(rules, heroes, 1);
        out.printf("  %-34s %10.2f ms%n", "snapshot write (mid-game)", millis(r -> writer.write(mid).length()));
        out.printf("  %-34s %10.2f ms%n", "snapshot read (mid-game)", millis(r -> reader.read(yaml, "bench", base.copy()).turn));
        return MeqCommand.OK;
    }

    private int n(int base) {
        return Math.max(1, (int) Math.round(base * scale));
    }

    /** Units per second: the median over the runs, after a second of this work alone (its caches, its branches). */
    private double rate(Work w) throws Exception {
        long warm = System.nanoTime() + (long) (1e9 * Math.min(1, scale)); // --scale shortens it for tests
        int k = 0;
        do {
            w.run(1000 + k++);
        } while (System.nanoTime() < warm);
        double[] r = new double[runs];
        for (int i = 0; i < runs; i++) {
            r[i] = timed(w, i + 1);
        }
        return median(r);
    }

    /**
     * The 1-thread and 2-thread rates measured in turns, run after run, so a neighbour's load on the machine falls
     * on both alike: the two medians and the median of the runs' ratios. The ratio is the noisiest figure on a
     * shared machine, so it takes 2 * runs - 1 runs.
     */
    private double[] interleaved(Work one, Work two) throws Exception {
        int k = 2 * runs - 1;
        double[] a = new double[k];
        double[] b = new double[k];
        double[] ratio = new double[k];
        for (int i = 0; i < k; i++) {
            a[i] = timed(one, i + 1);
            b[i] = timed(two, i + 1);
            ratio[i] = b[i] / a[i];
        }
        return new double[] {median(a), median(b), median(ratio)};
    }

    private static double timed(Work w, int run) throws Exception {
        long t0 = System.nanoTime();
        double units = w.run(run);
        return units / ((System.nanoTime() - t0) / 1e9);
    }

    /** Milliseconds per call: the median of 20 calls per run over the runs, after a warm-up. */
    private double millis(Work w) throws Exception {
        for (int i = 0; i < 5; i++) {
            w.run(i);
        }
        double[] r = new double[runs];
        for (int i = 0; i < runs; i++) {
            long t0 = System.nanoTime();
            for (int k = 0; k < 20; k++) {
                w.run(k);
            }
            r[i] = (System.nanoTime() - t0) / 1e6 / 20;
        }
        return median(r);
    }

    static double median(double[] r) {
        double[] s = r.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    /**
     * One repaint of the table's map as the window does it: the board drawn once for the zoom, then that image and
     * the pieces of a mid-game view over it.
     */
    private double repaintMillis(Rules rules, GameState mid, boolean zooming) throws Exception {
        MapPanel panel = new MapPanel(new MapPainter(rules.board()));
        panel.setSize(1600, 1000);
        panel.fit();
        TablePainter pieces = new TablePainter(rules);
        View view = new Engine(rules).view(mid, Seat.SAURON);
        panel.overlay((g, p) -> pieces.paint(g, view, Set.of()), true);
        BufferedImage frame = new BufferedImage(1600, 1000,
                BufferedImage.TYPE_INT_RGB);
        paintInto(panel, frame);
        double[] step = {1.03};
        return millis(r -> {
            if (zooming) {
                panel.zoom(step[0]); // the wheel: the last drawn board, scaled, until the map rests
                step[0] = 1 / step[0];
            }
            paintInto(panel, frame);
            return 1;
        });
    }

    private static void paintInto(MapPanel panel, BufferedImage frame) {
        Graphics2D g = frame.createGraphics();
        try {
            panel.paint(g);
        } finally {
            g.dispose();
        }
    }

    /** A three-player game 150 random actions in, at a moment a snapshot can be written. */
    /** Moments of a heuristic 3-player game where a seat has several options: what the search decides at the table. */
    private static List<GameState> searchMoments(Rules rules) {
        Engine engine = new Engine(rules);
        GameState s = Setup.newGame(rules, List.of("beravor", "thalin"), 4);
        HeuristicBot bot = new HeuristicBot(rules, 4);
        List<GameState> out = new ArrayList<>();
        for (int i = 0; engine.pending(s) != null && out.size() < 6; i++) {
            Ask ask = engine.pending(s);
            if (i >= 40 * (out.size() + 1) && ask.options().size() > 1) {
                out.add(s.copy());
            }
            engine.apply(s, bot.choose(engine.view(s, ask.seat())));
        }
        return out;
    }

    private static GameState midGame(Rules rules) {
        Engine engine = new Engine(rules);
        GameState s = Setup.newGame(rules, List.of("argalad", "eleanor"), 9);
        RandomBot bot = new RandomBot(9);
        for (int i = 0; engine.pending(s) != null; i++) {
            if (i >= 150) {
                try {
                    StepNames.writer(rules).write(s);
                    return s;
                } catch (UnsupportedOperationException midEffect) {
                    // one more action, then try again
                }
            }
            engine.apply(s, bot.choose(engine.pending(s)));
        }
        return s;
    }
}
