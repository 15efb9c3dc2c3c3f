package meq.sim;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import meq.bots.SearchBot;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.engine.Engine;
import meq.state.GameState;

/**
 * A hint searched in stages: a first rating from a few play-outs, soon, then sharper ones from more, each told as
 * it is made. Each stage is a search of its own with the same seed, so stage by stage the figures are those
 * `meq advise --budget B --seed S` prints; but the first ends when its time is up, with the play-outs it has (a
 * fresh program plays its first games slowly, and a player should not wait for a first answer). The first stage
 * ({@link FirstAnswer}) may be started before the hint is asked, so that the player's reading counts.
 */
public final class Advising {
    /** The hint's stages in play-outs: a first answer in about a second, then four and sixteen times as many. */
    public static final List<Integer> HINT = List.of(32, 128, 512);
    /** The most the first stage takes, once asked, before it answers with what it has (a play-out under way is left). */
    public static final long FIRST_ANSWER_MS = 1_200;

    private Advising() {
    }

    /**
     * Rates the open question of s for its seat, stage by stage, telling each stage's advice (words read from seen,
     * the seat's view); s is left as it is. Once stop says so, it ends with a CancellationException. The first stage
     * is started now and asked for at once (as a player who asks as soon as the question shows).
     */
    public static void run(Rules rules, GameState s, View seen, long seed, int threads, List<Integer> stages,
                           BooleanSupplier stop, Consumer<Advice> told) {
        FirstAnswer first = FirstAnswer.start(rules, s, seen, seed, threads, stages.get(0));
        run(rules, s, seen, seed, threads, stages, stop, told, first);
    }

    /**
     * As above, with the first stage already started (the window starts it when the question shows): it answers
     * within {@link #FIRST_ANSWER_MS} with what it has, then the later stages are searched and told.
     */
    public static void run(Rules rules, GameState s, View seen, long seed, int threads, List<Integer> stages,
                           BooleanSupplier stop, Consumer<Advice> told, FirstAnswer first) {
        Ask ask = new Engine(rules).current(s);
        if (ask == null) {
            throw new IllegalStateException("the game is over: there is nothing to decide");
        }
        if (stop.getAsBoolean()) {
            first.stop();
            throw new CancellationException("the hint was stopped");
        }
        told.accept(first.answer(FIRST_ANSWER_MS));
        for (int i = 1; i < stages.size(); i++) {
            List<SearchBot.Rated> rated = new SearchBot(rules, stages.get(i), seed, threads).rate(s, stop);
            told.accept(Advice.of(rules, seen, ask, stages.get(i), rated));
        }
    }
}
