package meq.sim;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import meq.bots.SearchBot;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.engine.Engine;
import meq.state.GameState;

/**
 * The hint's first stage, searched from the moment it is started (the window starts it while the player reads the
 * question): its play-outs run on a thread of its own, and once asked it answers within the time given with the
 * play-outs it has, a play-out under way left unfinished. Searched to its end before it is asked, its figures are
 * those of `meq advise --budget B` with the same seed.
 */
public final class FirstAnswer {
    private final AtomicBoolean stop = new AtomicBoolean();
    /** When the search must end (System.nanoTime), once asked; until then it runs to its budget. */
    private final AtomicLong due = new AtomicLong(Long.MAX_VALUE);
    private final CompletableFuture<Advice> advice = new CompletableFuture<>();

    private FirstAnswer() {
    }

    /**
     * Starts rating the open question of s (a copy is searched: s may move on) for its seat, with budget play-outs on
     * threads threads; seen is the seat's view (the words of its options).
     */
    public static FirstAnswer start(Rules rules, GameState s, View seen, long seed, int threads, int budget) {
        Ask ask = new Engine(rules).current(s);
        if (ask == null) {
            throw new IllegalStateException("the game is over: there is nothing to decide");
        }
        FirstAnswer f = new FirstAnswer();
        GameState mine = s.copy();
        Thread t = new Thread(() -> {
            try {
                List<SearchBot.Rated> none = ask.options().stream().map(o -> new SearchBot.Rated(o, 0, 0)).toList();
                Advice.of(rules, seen, ask, budget, none); // the options' words read once first: the answer is due soon
                var rated = new SearchBot(rules, budget, seed, threads).rate(mine, f.stop::get,
                        () -> System.nanoTime() > f.due.get());
                f.advice.complete(Advice.of(rules, seen, ask, budget, rated));
            } catch (RuntimeException | Error e) {
                f.advice.completeExceptionally(e);
            }
        }, "meq-hint-first");
        t.setDaemon(true);
        t.start();
        return f;
    }

    /**
     * The advice, at the latest about millis from now (or at once if its play-outs are all done): the play-outs done
     * by then. Waits on the calling thread; a CancellationException if the search was stopped.
     */
    public Advice answer(long millis) {
        long by = System.nanoTime() + millis * 1_000_000;
        due.accumulateAndGet(by, Math::min);
        try {
            return advice.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop();
            throw new CancellationException("the hint was interrupted");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException("the hint's search failed: " + e.getCause(), e.getCause());
        }
    }

    /** True once its play-outs are all done (or it ended): asked now, it answers at once. */
    public boolean done() {
        return advice.isDone();
    }

    /** Stops the search; an answer waited for ends with a CancellationException. */
    public void stop() {
        stop.set(true);
    }
}
