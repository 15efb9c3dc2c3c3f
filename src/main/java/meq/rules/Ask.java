package meq.rules;

import java.util.List;
import meq.state.Seat;

/** A pending decision: who must decide, what is asked (in words), and every legal answer. */
public record Ask(Seat seat, String prompt, List<Action> options) {
    public Ask {
        options = List.copyOf(options);
        if (options.isEmpty()) {
            throw new IllegalArgumentException("a question needs at least one answer: " + prompt);
        }
    }

    /** Whether an action is one of the answers: the very object first (bots and the window hand one back), then by value. */
    public boolean allows(Action a) {
        for (Action o : options) {
            if (o == a) {
                return true;
            }
        }
        return options.contains(a);
    }
}
