package meq.rules;

import java.util.List;
import meq.board.Board;
import meq.board.Location;
import meq.state.GameState;

/** What a step works with while it runs: the shared rules, the state, and the events it reports. */
public final class Ctx {
    public final Rules rules;
    public final GameState s;
    private final List<GameEvent> events;
    /** The events list when it wants to know each step (tested once here: an interface test missed is slow). */
    private final Stepping stepping;

    public Ctx(Rules rules, GameState s, List<GameEvent> events) {
        this.rules = rules;
        this.s = s;
        this.events = events;
        this.stepping = events instanceof Stepping st ? st : null;
    }

    public Board board() {
        return rules.board();
    }

    public Location loc(int index) {
        return rules.board().location(index);
    }

    public void emit(GameEvent e) {
        events.add(e);
    }

    /**
     * An events list that wants to know which step each event comes from (a log): told as each step begins to
     * run, before the events it emits.
     */
    public interface Stepping {
        void stepping(GameState s);
    }

    /** Tells a {@link Stepping} events list that the step on top of the stack runs now. */
    public void running() {
        if (stepping != null) {
            stepping.stepping(s);
        }
    }

    /** Removes the step on top. */
    public void pop() {
        s.stack.pop();
    }

    /** Replaces the step on top with the next form of it. */
    public void replace(Step next) {
        s.stack.pop();
        s.stack.push(next);
    }

    /** Pushes steps so that the first given runs first. */
    public void push(Step... inOrder) {
        for (int i = inOrder.length - 1; i >= 0; i--) {
            s.stack.push(inOrder[i]);
        }
    }

    /** Pops the top step and pushes steps to run in its place, first given first. */
    public void then(Step... inOrder) {
        pop();
        push(inOrder);
    }
}
