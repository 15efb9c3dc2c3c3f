package meq.rules;

import meq.state.Frame;

/**
 * A step of the turn on the state's stack. Steps are immutable records: to move on, a step replaces itself
 * (or pops itself and pushes what comes next) through the {@link Ctx}.
 */
public interface Step extends Frame {
    /**
     * Runs as far as possible without input. Returns the question when input is needed (the stack is then
     * unchanged); otherwise it must have changed the stack, and returns null.
     */
    Ask advance(Ctx c);

    /** Applies one of the answers of the question this step asked. */
    default void answer(Ctx c, Action a) {
        throw new IllegalStateException(getClass().getSimpleName() + " asked nothing");
    }
}
