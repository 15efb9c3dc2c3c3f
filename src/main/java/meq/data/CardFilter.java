package meq.data;

/** Which cards of a stack an effect counts. */
public enum CardFilter {
    ANY, RANGED, MELEE;

    public boolean matches(CardType t) {
        return this == ANY || (this == RANGED) == (t == CardType.RANGED);
    }
}
