package meq.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import meq.bots.RandomBot;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Engine;
import meq.rules.GameEvent;
import meq.rules.Rules;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.Pile;
import meq.state.Rng;

/**
 * How a preset tends to end: it is played to the end many times from its state, each sample with its own
 * generator and every hidden pile reshuffled (what no player could know is drawn afresh). Sample i depends only
 * on the seed and i, so the figures are the same at any thread count.
 */
public final class Odds {
    private final Rules rules;
    private final Engine engine;

    public Odds(Rules rules) {
        this.rules = rules;
        this.engine = new Engine(rules);
    }

    /** How one sample ended. */
    public record Sample(int index, long seed, String winner, String reason, String champion, int turns, int actions) {
    }

    public Sample play(GameState preset, int index, long seed) {
        return play(preset, index, seed, false);
    }

    /** One sample with random bots, or heuristic ones on every seat. */
    public Sample play(GameState preset, int index, long seed, boolean heuristic) {
        GameState s = preset.copy();
        s.rng = new Rng(seed);
        reshuffleHidden(s);
        RandomBot bot = new RandomBot(~seed);
        meq.bots.HeuristicBot smart = heuristic ? new meq.bots.HeuristicBot(rules, seed * 31 + 7) : null;
        String champion = "";
        int actions = 0;
        for (Ask a = engine.pending(s); a != null && actions < Simulator.MAX_ACTIONS; a = engine.current(s)) {
            Action act = smart != null ? smart.choose(engine.view(s, a.seat())) : bot.choose(a);
            for (GameEvent e : engine.apply(s, act)) {
                if (e instanceof GameEvent.CardResolved r && r.kind().equals("champion")) {
                    champion = r.card();
                }
            }
            actions++;
        }
        String winner = s.winner == null ? "none" : s.winner.name().toLowerCase();
        String reason = s.winReason == null ? "unfinished" : s.winReason;
        return new Sample(index, seed, winner, reason, champion, s.turn, actions);
    }

    /** Every face-down pile drawn afresh: life pools, the decks, the skill and combat decks, the token piles. */
    static void reshuffleHidden(GameState s) {
        for (HeroState h : s.heroes) {
            h.life.shuffle(s.rng);
        }
        s.skillDeck.shuffle(s.rng);
        for (Pile p : s.decks.values()) {
            p.shuffle(s.rng);
        }
        for (Pile p : s.combatDecks.values()) {
            p.shuffle(s.rng);
        }
        for (Pile p : s.tokenPiles.values()) {
            p.shuffle(s.rng);
        }
    }

    /** Plays samples 0..n-1 on the given number of threads; progress reports how many are done. */
    public List<Sample> run(GameState preset, int samples, long seed, int threads, IntConsumer progress)
            throws Exception {
        return run(preset, samples, seed, threads, progress, false, () -> false);
    }

    /**
     * As {@link #run(GameState, int, long, int, IntConsumer)}, with heuristic bots when asked, stopping early (and
     * returning the samples done so far, in order) when cancelled says so.
     */
    public List<Sample> run(GameState preset, int samples, long seed, int threads, IntConsumer progress,
                            boolean heuristic, java.util.function.BooleanSupplier cancelled) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
        AtomicInteger done = new AtomicInteger();
        try {
            List<Future<Sample>> futures = new ArrayList<>();
            for (int i = 0; i < samples; i++) {
                int index = i;
                long sampleSeed = Simulator.gameSeed(seed, i);
                futures.add(pool.submit(() -> {
                    if (cancelled.getAsBoolean()) {
                        return null;
                    }
                    Sample r = play(preset, index, sampleSeed, heuristic);
                    progress.accept(done.incrementAndGet());
                    return r;
                }));
            }
            List<Sample> out = new ArrayList<>();
            for (Future<Sample> f : futures) {
                Sample r = f.get();
                if (r == null) {
                    break;
                }
                out.add(r);
            }
            return out;
        } finally {
            pool.shutdownNow();
        }
    }
}
