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
import java.util.function.IntConsumer;
import meq.bots.BotKind;
import meq.rules.Rules;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.OptionalRule;
import meq.state.Pile;
import meq.state.Side;

/**
 * How a preset tends to end: it is played to the end many times from its state, each sample with its own
 * generator and every hidden pile reshuffled (what no player could know is drawn afresh). Sample i depends only
 * on the seed and i, so the figures are the same at any thread count.
 */
public final class Odds {
    private final Simulator games;

    public Odds(Rules rules) {
        this(rules, Set.of());
    }

    /** Every sample played with these optional rules besides the preset's own. */
    public Odds(Rules rules, Set<OptionalRule> optionalRules) {
        this.games = new Simulator(rules, optionalRules);
    }

    /** How one sample ended. */
    public record Sample(int index, long seed, Side winner, String reason, String champion, int turns, int actions) {
        /** How it ended as the report counts it: "heroes: reason", "none: unfinished". */
        public String route() {
            return winner.word() + ": " + reason;
        }
    }

    public Sample play(GameState preset, int index, long seed) {
        return play(preset, index, seed, BotKind.RANDOM);
    }

    /** One sample with the given bots on every seat; a game cut off unfinished counts for no one. */
    public Sample play(GameState preset, int index, long seed, BotKind bots) {
        return play(preset, index, seed, bots, () -> false);
    }

    /** As above; once stop says so, a searching bot's choice ends the sample with a CancellationException. */
    public Sample play(GameState preset, int index, long seed, BotKind bots, BooleanSupplier stop) {
        return sample(index, games.play(preset, seed, false, bots, bots, stop));
    }

    /** One sample of a new game of this many players (its heroes drawn from the seed, as `simulate` draws them). */
    public Sample playNew(int players, int index, long seed, BotKind bots, BooleanSupplier stop) {
        return sample(index, games.play(players, seed, bots, bots, stop));
    }

    /** A game played as a sample: one cut off unfinished (or broken) counts for no one. */
    public static Sample sample(int index, Simulator.Outcome o) {
        boolean ended = o.violation() == null;
        return new Sample(index, o.seed(), ended ? o.winner() : Side.NONE, ended ? o.reason() : "unfinished",
                o.champion(), o.turns(), o.actions());
    }

    /**
     * Every face-down pile drawn afresh: life pools, the decks, the skill and combat decks, the token piles. The
     * swaps wait until a pile is read (most are not, in a Finale), with the orders a shuffle now would give.
     */
    static void reshuffleHidden(GameState s) {
        for (HeroState h : s.heroes) {
            h.life.shuffleLater(s.rng);
        }
        s.skillDeck.shuffleLater(s.rng);
        for (Pile p : s.decks.values()) {
            p.shuffleLater(s.rng);
        }
        for (Pile p : s.combatDecks.values()) {
            p.shuffleLater(s.rng);
        }
        for (Pile p : s.tokenPiles.values()) {
            p.shuffleLater(s.rng);
        }
    }

    /** Plays samples 0..n-1 on the given number of threads; progress reports how many are done. */
    public List<Sample> run(GameState preset, int samples, long seed, int threads, IntConsumer progress)
            throws Exception {
        return run(preset, samples, seed, threads, progress, BotKind.RANDOM, () -> false);
    }

    /**
     * As {@link #run(GameState, int, long, int, IntConsumer)}, with the given bots on every seat, stopping early when
     * cancelled says so: then every sample finished is kept (in order of index; one a search was playing when it
     * stopped is left out, and a sample finished after it is kept all the same).
     */
    public List<Sample> run(GameState preset, int samples, long seed, int threads, IntConsumer progress,
                            BotKind bots, BooleanSupplier cancelled) throws Exception {
        return run(preset, 0, samples, seed, threads, progress, bots, cancelled);
    }

    /**
     * As above, on from the preset, or (preset null) new games of this many players: sample i is then the game
     * `simulate --seed` plays as its game i, with these bots on both sides.
     */
    public List<Sample> run(GameState preset, int players, int samples, long seed, int threads, IntConsumer progress,
                            BotKind bots, BooleanSupplier cancelled) throws Exception {
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
                    try {
                        Sample r = preset == null ? playNew(players, index, sampleSeed, bots, cancelled)
                                : play(preset, index, sampleSeed, bots, cancelled);
                        progress.accept(done.incrementAndGet());
                        return r;
                    } catch (CancellationException stopped) { // a search stopped mid-sample: it is left out
                        return null;
                    }
                }));
            }
            List<Sample> out = new ArrayList<>();
            for (Future<Sample> f : futures) {
                Sample r = f.get();
                if (r != null) {
                    out.add(r);
                }
            }
            return out;
        } finally {
            pool.shutdownNow();
        }
    }
}
