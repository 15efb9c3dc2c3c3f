package meq.data;

/** A combat card's type: Ranged (blue) or Melee (red). */
public enum CardType {
    RANGED, MELEE
}
