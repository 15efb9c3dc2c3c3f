package meq.bots;

import java.util.function.BooleanSupplier;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.engine.Engine;
import meq.state.GameState;

/**
 * The bots of one game, made from its seed: one kind for Sauron's seat and one for the heroes'. The random and the
 * heuristic bot are shared by the sides that play them (one generator each, as games were always played); a
 * searching side has a search of its own, one thread (the games run side by side instead).
 */
public final class GameBots {
    private final Engine engine;
    private final BotKind sauron;
    private final BotKind heroes;
    private final RandomBot random;
    private final HeuristicBot heuristic;
    private final SearchBot sauronSearch;
    private final SearchBot heroSearch;
    private final BooleanSupplier stop;

    public GameBots(Rules rules, Engine engine, BotKind sauron, BotKind heroes, long seed) {
        this(rules, engine, sauron, heroes, seed, () -> false);
    }

    /** As above; once stop says so, a searching side's choice ends with a CancellationException. */
    public GameBots(Rules rules, Engine engine, BotKind sauron, BotKind heroes, long seed, BooleanSupplier stop) {
        this.stop = stop;
        this.engine = engine;
        this.sauron = sauron;
        this.heroes = heroes;
        this.random = new RandomBot(~seed);
        boolean heuristics = sauron.kind() == BotKind.Kind.HEURISTIC || heroes.kind() == BotKind.Kind.HEURISTIC;
        this.heuristic = heuristics ? new HeuristicBot(rules, seed * 31 + 7) : null; // made only for a side it plays
        this.sauronSearch = sauron.search() ? new SearchBot(rules, sauron.budget(), seed ^ 0x5A0B0L, 1) : null;
        this.heroSearch = heroes.search() ? new SearchBot(rules, heroes.budget(), seed ^ 0x4E80E5L, 1) : null;
    }

    /** The answer of the seat whose question ask is, on s (which it leaves as it is). */
    public Action choose(GameState s, Ask ask) {
        boolean forSauron = ask.seat().sauron();
        return switch ((forSauron ? sauron : heroes).kind()) {
            case RANDOM -> random.choose(ask);
            case HEURISTIC -> heuristic.choose(engine, s, ask);
            case SEARCH -> (forSauron ? sauronSearch : heroSearch).choose(s, stop);
        };
    }
}
