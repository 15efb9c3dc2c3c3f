package meq.state;

import java.util.List;

/** A step that holds cards while it runs (a fight's stacks, cards drawn and not yet kept). */
public interface HoldsCards {
    List<Integer> heldCards();
}
