package meq.data;

/** How a monster comes into play. */
public enum MonsterOrigin {
    TOKEN, PERIL, PLOT
}
