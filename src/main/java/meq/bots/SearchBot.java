package meq.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.engine.Engine;
import meq.rules.engine.Sampler;
import meq.state.GameState;
import meq.state.Rng;
import meq.state.Seat;
import meq.state.Side;

/**
 * Determinized search (Monte Carlo over sampled states, a first form of the search bot): for the seat that decides,
 * each iteration samples a state the seat cannot tell from the real one ({@link Sampler}), answers the question there
 * with one of the options and plays the game out with the heuristic bots on every seat; the budget goes to the options
 * by sequential halving, and the option that won clearly more often than the heuristic bot's own choice is chosen,
 * else that choice. The budget is counted in iterations and each world played draws from a generator of its own (the
 * seed, the decision, its number), so a seed and a budget give the same choice on any machine and at any number of
 * threads.
 */
public final class SearchBot {
    /** A rate for each option: how many of its play-outs the deciding side won. */
    public record Rated(Action option, int wins, int plays) {
        public double rate() {
            return plays == 0 ? 0 : (double) wins / plays;
        }
    }

    /** How a play-out ended: its side won, lost, or it was cut short by a stop and counts for nothing. */
    private static final int WON = 1;
    private static final int LOST = 0;
    private static final int CUT = -1;

    /** Play-outs handed to the workers at a time. */
    private static final int BATCH = 512;

    private final Rules rules;
    private final Engine engine;
    private final Sampler sampler;
    private final int budget;
    private final long seed;
    private final int threads;
    private final int maxActions;
    private long decisions;
    private ExecutorService workers;

    public SearchBot(Rules rules, int budget, long seed, int threads) {
        this(rules, budget, seed, threads, 5_000);
    }

    /** maxActions caps a play-out (a game that has not ended by then counts as lost for the deciding side). */
    public SearchBot(Rules rules, int budget, long seed, int threads, int maxActions) {
        if (budget < 1 || threads < 1) {
            throw new IllegalArgumentException("a search needs a budget and a thread: " + budget + ", " + threads);
        }
        this.rules = rules;
        this.engine = new Engine(rules);
        this.sampler = new Sampler(rules);
        this.budget = budget;
        this.seed = seed;
        this.threads = threads;
        this.maxActions = maxActions;
    }

    /**
     * The option the search rates best for the seat whose question is open on s (s is left as it is). The heuristic
     * bot's own choice is never halved away, and it stands unless another option won clearly more often: by more
     * than half over the square root of its play-outs (with few play-outs an option's rate is mostly luck, and the
     * heuristic is better than luck).
     */
    public Action choose(GameState s) {
        return choose(s, () -> false);
    }

    /** As {@link #choose(GameState)}; once stop says so, the search ends with a CancellationException. */
    public Action choose(GameState s, BooleanSupplier stop) {
        Ask ask = engine.current(s);
        if (ask == null) {
            throw new IllegalStateException("the game is over: there is nothing to decide");
        }
        List<Action> ranked = new HeuristicBot(rules, seed).ranked(engine.choosingView(s, ask.seat()));
        Action prior = ranked.get(0);
        List<Integer> candidates = new ArrayList<>();
        for (Action a : ranked.subList(0, Math.min(ranked.size(), width()))) {
            candidates.add(ask.options().indexOf(a));
        }
        List<Rated> rated = rate(s, stop, candidates, candidates.get(0), stop);
        Rated standing = rated.stream().filter(r -> r.option().equals(prior)).findFirst().orElse(rated.get(0));
        Rated best = standing;
        for (Rated r : rated) {
            if (r.plays() > 0 && r.rate() > best.rate()) {
                best = r;
            }
        }
        return best.rate() - standing.rate() > 0.5 / Math.sqrt(Math.max(1, best.plays())) ? best.option()
                : standing.option();
    }

    /**
     * Every option of the open question with its play-outs, in the engine's order. The budget is spent by
     * sequential halving: in each round the options still in play get alike many play-outs, then the better half
     * goes on (ties to the engine's order), so the best options get most of the budget; with fewer play-outs than
     * options, the first options get one each. Every iteration has its number, so the rates do not depend on the
     * threads.
     */
    public List<Rated> rate(GameState s) {
        return rate(s, () -> false);
    }

    /**
     * As {@link #rate(GameState)}; once stop says so (it is asked before each play-out), the search ends with a
     * CancellationException and leaves nothing behind (s is never changed).
     */
    public List<Rated> rate(GameState s, BooleanSupplier stop) {
        return rate(s, stop, () -> false);
    }

    /**
     * As {@link #rate(GameState, BooleanSupplier)}; once enough says so (asked before each play-out), the search ends
     * early and the play-outs done so far are its figures (a first answer in a given time: how far it got depends on
     * the machine, so only a search that was never cut short gives the same figures everywhere).
     */
    public List<Rated> rate(GameState s, BooleanSupplier stop, BooleanSupplier enough) {
        Ask ask = engine.current(s);
        if (ask == null) {
            throw new IllegalStateException("the game is over: there is nothing to decide");
        }
        List<Integer> all = new ArrayList<>();
        for (int o = 0; o < Math.min(ask.options().size(), budget); o++) {
            all.add(o);
        }
        return rate(s, () -> stop.getAsBoolean() || enough.getAsBoolean(), all, -1, stop);
    }

    /**
     * How many of the heuristic bot's best-looking options a choice searches: a small budget spread over many
     * options tells nothing of any, so the search looks at the few the heuristic likes best (3, and one more for
     * every 8 play-outs beyond 24).
     */
    private int width() {
        return Math.max(3, budget / 8);
    }

    /**
     * As {@link #rate(GameState, BooleanSupplier)} over the candidates alone (option numbers); the option numbered
     * keep (if any) is never halved away. halt ends the play-outs; if cancel says so too, with a
     * CancellationException, else with the figures so far.
     */
    private List<Rated> rate(GameState s, BooleanSupplier halt, List<Integer> candidates, int keep,
                             BooleanSupplier cancel) {
        Ask ask = engine.current(s);
        long decision = decisions++;
        List<Action> options = ask.options();
        int k = options.size();
        int[] wins = new int[k];
        int[] plays = new int[k];
        if (k > 1) {
            GameState frozen = s.copy(); // the workers read a copy: the caller's state may move on
            List<Integer> alive = new ArrayList<>(candidates);
            alive.sort(null);
            int rounds = Math.max(1, 32 - Integer.numberOfLeadingZeros(alive.size() - 1));
            int done = 0;
            for (int round = 0; round < rounds && done < budget && !halt.getAsBoolean(); round++) {
                int each = Math.max(1, (budget - done) / (alive.size() * (rounds - round)));
                done = play(frozen, ask, decision, done, Math.min(budget - done, each * alive.size()), alive, wins,
                        plays, halt, cancel);
                if (round < rounds - 1) {
                    alive.sort((a, b) -> Long.compare((long) wins[b] * plays[a], (long) wins[a] * plays[b]));
                    alive = new ArrayList<>(alive.subList(0, (alive.size() + 1) / 2));
                    if (keep >= 0 && !alive.contains(keep)) {
                        alive.add(keep); // the heuristic's own choice is the one to beat: it plays on
                    }
                    alive.sort(null);
                }
            }
            if (done < budget && !halt.getAsBoolean()) { // what the rounds' division left goes to the last in play
                play(frozen, ask, decision, done, budget - done, alive, wins, plays, halt, cancel);
            }
        }
        if (cancel.getAsBoolean()) {
            throw new CancellationException("the search was stopped");
        }
        List<Rated> out = new ArrayList<>();
        for (int o = 0; o < k; o++) {
            out.add(new Rated(options.get(o), wins[o], plays[o]));
        }
        return out;
    }

    /**
     * Plays iterations first, first + 1, ..., count of them, the options in play in turn (the k-th play of each in
     * the k-th world from first), and counts them in; the number of the next iteration. They go in batches (a huge
     * budget needs no huge arrays; a stop is heard between them too). Once stop says so, the play-outs end: with a
     * CancellationException if cancel says so, else counting those played.
     */
    private int play(GameState frozen, Ask ask, long decision, int first, int count, List<Integer> options,
                     int[] wins, int[] plays, BooleanSupplier stop, BooleanSupplier cancel) {
        for (int from = 0; from < count && !stop.getAsBoolean(); from += BATCH) {
            int[] schedule = new int[Math.min(BATCH, count - from)];
            int[] worlds = new int[schedule.length];
            for (int i = 0; i < schedule.length; i++) {
                schedule[i] = options.get((from + i) % options.size());
                worlds[i] = first + (from + i) / options.size();
            }
            boolean[] played = new boolean[schedule.length];
            boolean[] won = playOuts(frozen, ask, decision, worlds, schedule, played, stop);
            if (cancel.getAsBoolean()) {
                throw new CancellationException("the search was stopped");
            }
            for (int i = 0; i < schedule.length; i++) {
                plays[schedule[i]] += played[i] ? 1 : 0;
                wins[schedule[i]] += won[i] ? 1 : 0;
            }
        }
        return first + count;
    }

    private boolean[] playOuts(GameState frozen, Ask ask, long decision, int[] worlds, int[] schedule,
                               boolean[] played, BooleanSupplier stop) {
        int n = schedule.length;
        boolean[] won = new boolean[n];
        if (threads == 1 || n == 1) {
            for (int i = 0; i < n && !stop.getAsBoolean(); i++) {
                int end = playOut(frozen, ask, decision, worlds[i], schedule[i], stop);
                won[i] = end == WON;
                played[i] = end != CUT;
            }
            return won;
        }
        ExecutorService pool = pool();
        try {
            List<Future<?>> parts = new ArrayList<>();
            for (int w = 0; w < Math.min(threads, n); w++) {
                int start = w;
                parts.add(pool.submit(() -> {
                    for (int i = start; i < n && !stop.getAsBoolean(); i += threads) {
                        int end = playOut(frozen, ask, decision, worlds[i], schedule[i], stop);
                        won[i] = end == WON;
                        played[i] = end != CUT;
                    }
                }));
            }
            for (Future<?> f : parts) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the search was interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a play-out failed: " + e.getCause(), e.getCause());
        }
        return won;
    }

    /** The bot's workers, made at its first search; idle a few seconds, they end (a bot needs no closing). */
    private synchronized ExecutorService pool() {
        if (workers == null) {
            ThreadPoolExecutor p = new ThreadPoolExecutor(threads, threads, 5, TimeUnit.SECONDS,
                    new LinkedBlockingQueue<>(), r -> {
                        Thread t = new Thread(r, "meq-search");
                        t.setDaemon(true);
                        return t;
                    });
            p.allowCoreThreadTimeOut(true);
            workers = p;
        }
        return workers;
    }

    /**
     * One iteration: the sampled world numbered i (its secrets and its generators), the option taken there, the game
     * played out by heuristic bots. The options of a round meet the same worlds, so they are compared on alike
     * luck (common random numbers) and a difference between them says more than two separate draws would. Once stop
     * says so (asked every few actions: a cold play-out of a whole game may take a second), the play-out is left
     * unfinished and counts for nothing (CUT); a search never stopped plays every one to its end.
     */
    private int playOut(GameState s, Ask ask, long decision, int i, int option, BooleanSupplier stop) {
        Rng r = new Rng(seed ^ (decision * 0x9E3779B97F4A7C15L) ^ ((long) i << 32) ^ i);
        Seat seat = ask.seat();
        GameState d;
        synchronized (s) { // a sample copies s: one copy at a time
            d = sampler.sample(s, seat, ask, r);
        }
        engine.pending(d); // the sample's question, asked on it (so that the answer is checked without a copy)
        engine.apply(d, ask.options().get(option));
        HeuristicBot bots = new HeuristicBot(rules, r.nextLong());
        Ask next = engine.current(d);
        for (int n = 0; next != null && n < maxActions; n++) {
            if ((n & 3) == 3 && stop.getAsBoolean()) {
                return CUT;
            }
            engine.apply(d, bots.choose(engine, d, next));
            next = engine.current(d);
        }
        return d.winner != null && d.winner == (seat.sauron() ? Side.SAURON : Side.HEROES) ? WON : LOST;
    }

    @Override
    public String toString() {
        return "search (" + budget + " play-outs a decision)";
    }
}
