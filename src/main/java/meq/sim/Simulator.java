package meq.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import meq.bots.BotKind;
import meq.bots.GameBots;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.GameEvent;
import meq.rules.Rules;
import meq.rules.checks.Invariants;
import meq.rules.engine.Engine;
import meq.rules.engine.Setup;
import meq.state.GameState;
import meq.state.Marker;
import meq.state.OptionalRule;
import meq.state.Rng;
import meq.state.Side;

/**
 * Plays many whole games headless with bots (random, heuristic or searching, for each side). Game i depends only on
 * the seed and i, so the results are the same at any thread count.
 */
public final class Simulator {
    public static final int MAX_ACTIONS = 200_000;

    private final Rules rules;
    private final Engine engine;
    /** A game still going after this many actions does not end: it is reported as "no end". */
    private final int maxActions;
    /** The optional rules every game is played with (a preset's own besides). */
    private final Set<OptionalRule> optionalRules;

    public Simulator(Rules rules) {
        this(rules, MAX_ACTIONS);
    }

    public Simulator(Rules rules, int maxActions) {
        this(rules, maxActions, Set.of());
    }

    /** Games played with these optional rules. */
    public Simulator(Rules rules, Set<OptionalRule> optionalRules) {
        this(rules, MAX_ACTIONS, optionalRules);
    }

    private Simulator(Rules rules, int maxActions, Set<OptionalRule> optionalRules) {
        this.rules = rules;
        this.engine = new Engine(rules);
        this.maxActions = maxActions;
        this.optionalRules = Set.copyOf(optionalRules);
    }

    /** How one game went; story holds the four markers' spaces (green, yellow, black, red) at the end of each turn. */
    public record Outcome(long seed, List<String> heroes, Side winner, String reason, int turns, int actions,
                          int invariantChecks, String violation, List<int[]> story, String champion) {
        /** The winner as reports write it: heroes, sauron, or error (a game broken or cut off: violation says). */
        public String winnerWord() {
            return violation == null ? winner.word() : "error";
        }

        /** How the game ended as reports count it: "HEROES: reason", "error: no end". */
        public String route() {
            return (violation == null ? winner.name() : "error") + ": " + reason;
        }
    }

    /** The heroes of game number i: players - 1 of the data's heroes (by id), drawn from the game's seed. */
    public static List<String> heroesFor(Rules rules, long seed, int players) {
        List<String> pool = new ArrayList<>(rules.data().heroes().stream().map(h -> h.id()).sorted().toList());
        Rng r = new Rng(seed ^ 0x5DEECE66DL);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < players - 1; i++) {
            out.add(pool.remove(r.nextInt(pool.size())));
        }
        return out;
    }

    public static long gameSeed(long seed, int i) {
        long z = seed * 0x9E3779B97F4A7C15L + i * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 31)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 29);
    }

    /** Plays one game with random bots on every seat. */
    public Outcome play(long seed, int players, boolean check) {
        return play(seed, players, check, false, false);
    }

    /**
     * Plays one game; heuristic or random bots for Sauron and for the heroes; checks every invariant after every
     * action when asked to.
     */
    public Outcome play(long seed, int players, boolean check, boolean sauronBot, boolean heroBot) {
        return play(seed, players, check, BotKind.of(sauronBot), BotKind.of(heroBot));
    }

    /** Plays one game with the given bots for Sauron and for the heroes. */
    public Outcome play(long seed, int players, boolean check, BotKind sauron, BotKind heroes) {
        return playOut(start(seed, players, null), seed, check, sauron, heroes, a -> { });
    }

    /** Plays one game on from a preset's state, with its own generator and every hidden pile drawn afresh. */
    public Outcome play(GameState preset, long seed, boolean check, BotKind sauron, BotKind heroes) {
        return play(preset, seed, check, sauron, heroes, () -> false);
    }

    /** As above; once stop says so, a searching bot's choice ends the game with a CancellationException. */
    public Outcome play(GameState preset, long seed, boolean check, BotKind sauron, BotKind heroes,
                        BooleanSupplier stop) {
        return playOut(start(seed, 0, preset), seed, check, sauron, heroes, a -> { }, stop);
    }

    /** A new game of this many players, stopped as above. */
    public Outcome play(int players, long seed, BotKind sauron, BotKind heroes, BooleanSupplier stop) {
        return playOut(start(seed, players, null), seed, false, sauron, heroes, a -> { }, stop);
    }

    /**
     * A game's first state: a new game of the seed's heroes, or (preset not null) a copy of the preset with the
     * seed's generator and every hidden pile drawn afresh; with this simulator's optional rules.
     */
    public GameState start(long seed, int players, GameState preset) {
        if (preset == null) {
            return Setup.newGame(rules, heroesFor(rules, seed, players), seed, optionalRules);
        }
        GameState s = preset.copy();
        s.options.addAll(optionalRules);
        s.rng = new Rng(seed);
        Odds.reshuffleHidden(s);
        return s;
    }

    /**
     * Plays a started game to its end (or to the first broken invariant, or the cap on actions); heard hears
     * every action as it is applied.
     */
    public Outcome playOut(GameState s, long seed, boolean check, BotKind sauron, BotKind heroBots,
                           Consumer<Action> heard) {
        return playOut(s, seed, check, sauron, heroBots, heard, () -> false);
    }

    private Outcome playOut(GameState s, long seed, boolean check, BotKind sauron, BotKind heroBots,
                            Consumer<Action> heard, BooleanSupplier stop) {
        List<String> heroes = s.heroes.stream().map(h -> h.id).toList();
        GameBots bots = new GameBots(rules, engine, sauron, heroBots, seed, stop);
        int actions = 0;
        int checks = 0;
        List<int[]> story = new ArrayList<>();
        String champion = "";
        int turn = s.turn;
        Ask ask = engine.pending(s);
        List<GameEvent> events = new ArrayList<>(); // one list for the whole game, emptied after each action
        while (ask != null) {
            Action a = bots.choose(s, ask);
            heard.accept(a);
            engine.apply(s, a, events);
            for (int i = 0; i < events.size(); i++) {
                if (events.get(i) instanceof GameEvent.CardResolved r && r.kind().equals("champion")) {
                    champion = r.card();
                }
            }
            events.clear();
            actions++;
            if (s.turn != turn) {
                story.add(markers(s));
                turn = s.turn;
            }
            if (check) {
                checks++;
                List<String> v = Invariants.check(rules, s);
                if (!v.isEmpty()) {
                    return new Outcome(seed, heroes, Side.NONE, "invariant", s.turn, actions, checks,
                            v.get(0) + " after " + a, story, champion);
                }
            }
            if (actions >= maxActions) {
                return new Outcome(seed, heroes, Side.NONE, "no end", s.turn, actions, checks,
                        "still going after " + actions + " actions", story, champion);
            }
            ask = engine.current(s);
        }
        story.add(markers(s));
        if (s.winner == null) {
            return new Outcome(seed, heroes, Side.NONE, "stopped", s.turn, actions, checks,
                    "the game stopped without a winner", story, champion);
        }
        return new Outcome(seed, heroes, s.winner, s.winReason, s.turn, actions, checks, null, story,
                champion);
    }

    private static int[] markers(GameState s) {
        int[] m = new int[Marker.values().length];
        for (Marker k : Marker.values()) {
            m[k.ordinal()] = s.story.position(k);
        }
        return m;
    }

    /** Plays games 0..n-1 from a seed on the given number of threads; results in game order. */
    public List<Outcome> run(int games, long seed, int players, int threads, boolean check) throws Exception {
        return run(games, seed, players, threads, check, false, false);
    }

    public List<Outcome> run(int games, long seed, int players, int threads, boolean check, boolean sauronBot,
                             boolean heroBot) throws Exception {
        return run(games, seed, players, null, threads, check, BotKind.of(sauronBot), BotKind.of(heroBot),
                done -> { }, () -> false);
    }

    /**
     * Plays games 0..n-1: new games of the given player count, or on from a preset when one is given; progress
     * hears how many are done; once stop says so, games not yet begun are left out (those done are kept, in game
     * order). Game i depends only on the seed and i, so any thread count gives the same games.
     */
    public List<Outcome> run(int games, long seed, int players, GameState preset, int threads, boolean check,
                             BotKind sauron, BotKind heroes, IntConsumer progress,
                             BooleanSupplier stop) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
        AtomicInteger done = new AtomicInteger();
        try {
            List<Future<Outcome>> futures = new ArrayList<>();
            for (int i = 0; i < games; i++) {
                long gs = gameSeed(seed, i);
                futures.add(pool.submit(() -> {
                    if (stop.getAsBoolean()) {
                        return null;
                    }
                    try {
                        Outcome o = playOut(start(gs, players, preset), gs, check, sauron, heroes, a -> { }, stop);
                        progress.accept(done.incrementAndGet());
                        return o;
                    } catch (CancellationException stopped) { // a search stopped mid-game: the game is left out
                        return null;
                    }
                }));
            }
            List<Outcome> out = new ArrayList<>();
            for (Future<Outcome> f : futures) {
                Outcome o = f.get();
                if (o != null) {
                    out.add(o);
                }
            }
            return out;
        } finally {
            pool.shutdownNow();
        }
    }
}
