package meq.rules;

import java.util.List;

/** A step that holds cards while it runs (a fight's stacks, cards drawn and not yet kept). */
interface HoldsCards {
    List<Integer> heldCards();
}
