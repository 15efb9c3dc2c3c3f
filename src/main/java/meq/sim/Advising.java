package meq.sim;

import java.util.List;
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
 * fresh program plays its first games slowly, and a player should not wait for a first answer).
 */
public final class Advising {
    /** The hint's stages in play-outs: a first answer in about a second, then four and sixteen times as many. */
    public static final List<Integer> HINT = List.of(32, 128, 512);
    /** The most the first stage takes before it answers with what it has. */
    public static final long FIRST_ANSWER_MS = 1_200;

    private Advising() {
    }

    /**
     * Rates the open question of s for its seat, stage by stage, telling each stage's advice (words read from seen,
     * the seat's view); s is left as it is. Once stop says so, it ends with a CancellationException.
     */
    public static void run(Rules rules, GameState s, View seen, long seed, int threads, List<Integer> stages,
                           BooleanSupplier stop, Consumer<Advice> told) {
        Ask ask = new Engine(rules).current(s);
        if (ask == null) {
            throw new IllegalStateException("the game is over: there is nothing to decide");
        }
        long due = System.nanoTime() + FIRST_ANSWER_MS * 1_000_000;
        for (int i = 0; i < stages.size(); i++) {
            BooleanSupplier enough = i == 0 ? () -> System.nanoTime() > due : () -> false;
            List<SearchBot.Rated> rated = new SearchBot(rules, stages.get(i), seed, threads).rate(s, stop, enough);
            told.accept(Advice.of(rules, seen, ask, stages.get(i), rated));
        }
    }
}
