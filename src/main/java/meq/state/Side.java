package meq.state;

/** Who is dominant on the story track. */
public enum Side {
    HEROES, SAURON, NONE
}
