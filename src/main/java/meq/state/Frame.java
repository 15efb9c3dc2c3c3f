package meq.state;

/**
 * One step of the turn held on the state's step stack (where in the turn we are). The rules engine
 * defines the steps; the state only keeps them, in order, so that any moment can be copied or written out.
 */
public interface Frame {
}
