package meq.bots;

import meq.rules.Action;
import meq.rules.Ask;
import meq.state.Rng;

/** Picks uniformly among the legal answers of its own question, with its own seeded generator. */
public final class RandomBot {
    private final Rng rng;

    public RandomBot(long seed) {
        this.rng = new Rng(seed);
    }

    public Action choose(Ask ask) {
        return ask.options().get(rng.nextInt(ask.options().size()));
    }
}
