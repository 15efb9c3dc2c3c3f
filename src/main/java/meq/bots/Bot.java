package meq.bots;

import meq.rules.Action;
import meq.rules.View;

/** A player: given what its seat sees (with its own question), it answers. */
public interface Bot {
    Action choose(View view);
}
