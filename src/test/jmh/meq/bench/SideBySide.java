package meq.bench;

import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Two builds of meq timed side by side in one JVM: each jar in a class loader of its own, warmed up together, then
 * the same seeded work run by each in turn (the first one first in even pairs, the other in odd ones), timed by the
 * thread's CPU time. Both see the machine as it is at that moment, so a machine whose speed drifts with other
 * tenants still gives a steady ratio. A jar against itself reads 0.97-1.03 (the JIT compiles each copy on its own).
 *
 * <pre>
 * java -cp target/test-classes meq.bench.SideBySide OLD.jar target/meq.jar [random|bots|bots4|odds|hodds ...]
 * </pre>
 * It reaches each build through reflection, so any build from 60b060d on can be the old one.
 */
public final class SideBySide {
    private static final double WARM_SECONDS = 20;
    private static final int PAIRS = 30;

    private SideBySide() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: SideBySide OLD.jar NEW.jar [random|bots|bots4|odds|hodds ...]");
            System.exit(2);
        }
        List<String> kinds = args.length > 2 ? List.of(args).subList(2, args.length)
                : List.of("random", "bots", "odds", "hodds");
        System.out.printf("A = %s, B = %s; CPU time a unit, %d pairs after %.0f s of warm-up each%n", args[0], args[1],
                PAIRS, WARM_SECONDS);
        for (String kind : kinds) {
            Build a = new Build(Path.of(args[0]), kind);
            Build b = new Build(Path.of(args[1]), kind);
            compare(kind, a, b);
        }
    }

    private static void compare(String kind, Build a, Build b) throws Exception {
        int unit = switch (kind) {
            case "random" -> 200;
            case "bots", "bots4" -> 60;
            default -> 2000;
        };
        long end = System.nanoTime() + (long) (WARM_SECONDS * 1e9);
        while (System.nanoTime() < end) {
            a.run(unit / 4);
            b.run(unit / 4);
        }
        var threads = java.lang.management.ManagementFactory.getThreadMXBean();
        List<Double> ratios = new ArrayList<>();
        double[] sum = new double[2];
        Build[] both = {a, b};
        for (int p = 0; p < PAIRS; p++) {
            double[] us = new double[2];
            for (int k = 0; k < 2; k++) {
                int which = p % 2 == 0 ? k : 1 - k;
                long t0 = threads.getCurrentThreadCpuTime();
                both[which].run(unit);
                us[which] = (threads.getCurrentThreadCpuTime() - t0) / 1e3 / unit;
                sum[which] += us[which];
            }
            ratios.add(us[0] / us[1]);
        }
        Collections.sort(ratios);
        System.out.printf("%-7s A %8.1f us, B %8.1f us a unit (means); A/B %.3f (median; quartiles %.3f-%.3f)%n", kind,
                sum[0] / PAIRS, sum[1] / PAIRS, ratios.get(PAIRS / 2), ratios.get(PAIRS / 4), ratios.get(3 * PAIRS / 4));
    }

    /** One build's work of one kind: 3-player random or bot games (bots4: 4 players), or Finale odds samples. */
    private static final class Build {
        private final String kind;
        private final Object runner;
        private final Method play;
        private final Object preset;
        private final Object bots;
        private final Method gameSeed;
        private int round;

        Build(Path jar, String kind) throws Exception {
            if (!Files.isRegularFile(jar)) {
                throw new IllegalArgumentException("no such jar: " + jar);
            }
            this.kind = kind;
            ClassLoader l = new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
            Object data = l.loadClass("meq.data.DataLoader").getMethod("bundled").invoke(null);
            Class<?> rulesType = l.loadClass("meq.rules.Rules");
            Object rules = rulesType.getMethod("of", l.loadClass("meq.data.GameData")).invoke(null, data);
            Class<?> sim = l.loadClass("meq.sim.Simulator");
            gameSeed = sim.getMethod("gameSeed", long.class, int.class);
            if (kind.endsWith("odds")) {
                Class<?> presets = l.loadClass("meq.rules.playtest.Presets");
                Path file = (Path) presets.getMethod("find", String.class).invoke(null, "finale-sauron-dominant");
                Object loaded = presets.getMethod("load", rulesType, byte[].class, String.class)
                        .invoke(null, rules, Files.readAllBytes(file), file.toString());
                preset = loaded.getClass().getMethod("state").invoke(loaded);
                Class<?> odds = l.loadClass("meq.sim.Odds");
                runner = odds.getConstructor(rulesType).newInstance(rules);
                Class<?> state = l.loadClass("meq.state.GameState");
                Method byKind = null;
                Class<?> botKind = null;
                try {
                    botKind = l.loadClass("meq.bots.BotKind");
                    byKind = odds.getMethod("play", state, int.class, long.class, botKind);
                } catch (ClassNotFoundException | NoSuchMethodException e) {
                    // an older build: play(preset, index, seed, heuristic)
                }
                boolean heuristic = kind.equals("hodds");
                if (byKind != null) {
                    play = byKind;
                    bots = botKind.getField(heuristic ? "HEURISTIC" : "RANDOM").get(null);
                } else {
                    play = odds.getMethod("play", state, int.class, long.class, boolean.class);
                    bots = heuristic;
                }
            } else {
                runner = sim.getConstructor(rulesType).newInstance(rules);
                play = sim.getMethod("play", long.class, int.class, boolean.class, boolean.class, boolean.class);
                preset = null;
                bots = !kind.equals("random");
            }
        }

        /** Plays n games or samples of the next round's seeds (the same seeds in both builds). */
        void run(int n) throws Exception {
            round++;
            for (int i = 0; i < n; i++) {
                if (preset != null) {
                    play.invoke(runner, preset, i, round * 100_000L + i, bots);
                } else {
                    long seed = (long) gameSeed.invoke(null, (long) round, i);
                    play.invoke(runner, seed, kind.equals("bots4") ? 4 : 3, false, bots, bots);
                }
            }
        }
    }
}
