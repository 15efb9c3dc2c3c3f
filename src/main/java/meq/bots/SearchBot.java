package meq.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
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
 * with one of the options, in turn, and plays the game out with the heuristic bots on every seat; the option that
 * won clearly more often than the heuristic bot's own choice is chosen, else that choice. The budget is counted in iterations and
 * each iteration draws from a generator of its own (the seed, the decision, its number), so a seed and a budget give
 * the same choice on any machine and at any number of threads.
 */
public final class SearchBot {
    /** A rate for each option: how many of its play-outs the deciding side won. */
    public record Rated(Action option, int wins, int plays) {
        public double rate() {
            return plays == 0 ? 0 : (double) wins / plays;
        }
    }

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
     * bot's own choice stands unless another option won clearly more often: by more than one over the square root
     * of its play-outs (with few play-outs an option's rate is mostly luck, and the heuristic is better than luck).
     */
    public Action choose(GameState s) {
        List<Rated> rated = rate(s);
        Action prior = new HeuristicBot(rules, seed).choose(engine.view(s, engine.current(s).seat()));
        Rated standing = rated.stream().filter(r -> r.option().equals(prior)).findFirst().orElse(rated.get(0));
        Rated best = standing;
        for (Rated r : rated) {
            if (r.plays() > 0 && r.rate() > best.rate()) {
                best = r;
            }
        }
        return best.rate() - standing.rate() > 1 / Math.sqrt(Math.max(1, best.plays())) ? best.option()
                : standing.option();
    }

    /** Every option of the open question with its play-outs, in the engine's order. */
    public List<Rated> rate(GameState s) {
        Ask ask = engine.current(s);
        if (ask == null) {
            throw new IllegalStateException("the game is over: there is nothing to decide");
        }
        long decision = decisions++;
        List<Action> options = ask.options();
        int[] wins = new int[options.size()];
        int[] plays = new int[options.size()];
        if (options.size() > 1) {
            boolean[] won = playOuts(s, ask, decision);
            for (int i = 0; i < budget; i++) {
                plays[i % options.size()]++;
                wins[i % options.size()] += won[i] ? 1 : 0;
            }
        }
        List<Rated> out = new ArrayList<>();
        for (int k = 0; k < options.size(); k++) {
            out.add(new Rated(options.get(k), wins[k], plays[k]));
        }
        return out;
    }

    private boolean[] playOuts(GameState s, Ask ask, long decision) {
        boolean[] won = new boolean[budget];
        GameState frozen = s.copy(); // the workers read a copy: the caller's state may move on
        if (threads == 1) {
            for (int i = 0; i < budget; i++) {
                won[i] = playOut(frozen, ask, decision, i);
            }
            return won;
        }
        ExecutorService pool = pool();
        try {
            List<Future<?>> parts = new ArrayList<>();
            for (int w = 0; w < threads; w++) {
                int first = w;
                parts.add(pool.submit(() -> {
                    for (int i = first; i < budget; i += threads) {
                        won[i] = playOut(frozen, ask, decision, i);
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

    /** One iteration: a sampled state, the iteration's option taken there, the game played out by heuristic bots. */
    private boolean playOut(GameState s, Ask ask, long decision, int i) {
        Rng r = new Rng(seed ^ (decision * 0x9E3779B97F4A7C15L) ^ ((long) i << 32) ^ i);
        Seat seat = ask.seat();
        GameState d;
        synchronized (s) { // a sample copies s: one copy at a time
            d = sampler.sample(s, seat, ask, r);
        }
        engine.pending(d); // the sample's question, asked on it (so that the answer is checked without a copy)
        engine.apply(d, ask.options().get(i % ask.options().size()));
        HeuristicBot bots = new HeuristicBot(rules, r.nextLong());
        Ask next = engine.current(d);
        for (int n = 0; next != null && n < maxActions; n++) {
            engine.apply(d, bots.choose(engine.view(d, next.seat())));
            next = engine.current(d);
        }
        return d.winner != null && d.winner == (seat.sauron() ? Side.SAURON : Side.HEROES);
    }

    @Override
    public String toString() {
        return "search (" + budget + " play-outs a decision)";
    }
}
