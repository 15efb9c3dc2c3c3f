package meq.state;

/** A step that holds a monster token while it runs (drawn and looked at, not yet placed). */
public interface HoldsToken {
    int token();
}
