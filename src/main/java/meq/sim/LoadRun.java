package meq.sim;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import meq.bots.BotKind;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.rules.Action;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.sim.Simulator.Outcome;
import meq.state.GameState;
import meq.state.Rng;

/**
 * The engine under load: many seeded games of every kind (new games of 2, 3 and 4 players and games on from the
 * bundled presets; random or heuristic bots for Sauron and for the heroes), every invariant checked after every
 * action. Game i depends only on the seed and i, so a failing game replays exactly from its own seed.
 */
public final class LoadRun {
    private final Simulator sim;
    private final Map<String, GameState> presets;

    /** One game of the run: its seed and everything needed to play it again. */
    public record Game(long seed, int players, String preset, BotKind sauron, BotKind heroes) {
        /** The command that plays this one game again, invariants checked. */
        public String replayCommand() {
            int budget = Math.max(sauron.budget(), heroes.budget());
            return "meq simulate --game-seed " + seed
                    + (preset == null ? " --players " + players : " --preset " + preset)
                    + " --sauron " + sauron.name() + " --heroes " + heroes.name() + (budget > 0 ? " --budget " + budget : "") + " --check";
        }

        @Override
        public String toString() {
            return "seed " + seed + ", " + players + " players, " + (preset == null ? "new game" : "preset " + preset)
                    + ", sauron " + sauron.word() + ", heroes " + heroes.word();
        }
    }

    /** A game that broke an invariant, threw, or did not end. */
    public record Failure(int index, Game game, String problem) {
    }

    /** What a run did: games, actions applied, invariant checks, how the games ended, and every failure. */
    public record Totals(int games, long actions, long checks, Map<String, Integer> endings, List<Failure> failures) {
    }

    public LoadRun(Rules rules, Map<String, GameState> presets) {
        this(new Simulator(rules), presets);
    }

    public LoadRun(Simulator sim, Map<String, GameState> presets) {
        this.sim = sim;
        this.presets = new TreeMap<>(presets);
    }

    /** A load run over the bundled presets. */
    public static LoadRun bundled(Rules rules) throws DataException, IOException {
        return new LoadRun(rules, bundledPresets(rules));
    }

    /** The bundled presets' states by name ("finale-heroes-dominant"). */
    public static Map<String, GameState> bundledPresets(Rules rules) throws DataException, IOException {
        Map<String, GameState> p = new LinkedHashMap<>();
        for (Path f : Presets.files(DataLoader.bundledRoot())) {
            String name = f.getFileName().toString().replaceFirst("\\.yaml$", "");
            p.put(name, Presets.loadChecked(rules, Files.readAllBytes(f), f.toString()).state());
        }
        return p;
    }

    /**
     * Game i of a run: one in four goes on from a preset (each alike likely), the rest are new games of 2, 3 or
     * 4 players; each side's bot is random or heuristic, half and half.
     */
    public Game game(long seed, int i) {
        long gs = Simulator.gameSeed(seed, i);
        Rng r = new Rng(gs ^ 0x10AD5EEDL);
        List<String> names = new ArrayList<>(presets.keySet());
        BotKind sauronBot = BotKind.of(r.nextInt(2) == 1);
        BotKind heroBot = BotKind.of(r.nextInt(2) == 1);
        if (!names.isEmpty() && r.nextInt(4) == 0) {
            String name = names.get(r.nextInt(names.size()));
            return new Game(gs, presets.get(name).heroes.size() + 1, name, sauronBot, heroBot);
        }
        return new Game(gs, 2 + r.nextInt(3), null, sauronBot, heroBot);
    }

    /** The first state of a game. */
    public GameState start(Game g) {
        return sim.start(g.seed(), g.players(), g.preset() == null ? null : presets.get(g.preset()));
    }

    /** Plays one game, every invariant checked after every action; heard hears each action. */
    public Outcome play(Game g, Consumer<Action> heard) {
        return play(g, start(g), heard);
    }

    /** Plays one game on from its first state s (which it changes), every invariant checked. */
    public Outcome play(Game g, GameState s, Consumer<Action> heard) {
        return sim.playOut(s, g.seed(), true, g.sauron(), g.heroes(), heard);
    }

    /** Plays games 0..n-1 of a run on the given threads; progress hears how many are done. */
    public Totals run(int games, long seed, int threads, IntConsumer progress) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
        AtomicInteger done = new AtomicInteger();
        long[] actions = new long[1];
        long[] checks = new long[1];
        Map<String, Integer> endings = new TreeMap<>();
        List<Failure> failures = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            int index = i;
            pool.execute(() -> {
                Game g = game(seed, index);
                Outcome o = null;
                String problem;
                try {
                    o = play(g, a -> { });
                    problem = o.violation() == null ? null
                            : o.reason() + " at action " + o.actions() + ": " + o.violation();
                } catch (RuntimeException e) {
                    problem = "threw " + e + " at " + (e.getStackTrace().length > 0 ? e.getStackTrace()[0] : "?");
                }
                synchronized (endings) {
                    if (o != null) {
                        actions[0] += o.actions();
                        checks[0] += o.invariantChecks();
                        endings.merge(o.route(), 1, Integer::sum);
                    } else {
                        endings.merge("error: threw", 1, Integer::sum);
                    }
                    if (problem != null) {
                        failures.add(new Failure(index, g, problem));
                    }
                }
                progress.accept(done.incrementAndGet());
            });
        }
        pool.shutdown();
        pool.awaitTermination(Long.MAX_VALUE, TimeUnit.DAYS);
        failures.sort(Comparator.comparingInt(Failure::index));
        return new Totals(games, actions[0], checks[0], endings, failures);
    }
}
