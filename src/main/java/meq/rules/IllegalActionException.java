package meq.rules;

/** An action that is not among the legal answers of the pending decision; the state is unchanged. */
public final class IllegalActionException extends RuntimeException {
    public IllegalActionException(String reason) {
        super(reason);
    }
}
