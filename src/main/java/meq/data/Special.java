package meq.data;

/** Combat abilities that only code can express; each is implemented once by the combat resolver. */
public enum Special {
    ANTICIPATE, STRATEGIZE, RETREAT, READY, HEIGHTENED_SENSES, OUTMANEUVER, ENDURE, HAMSTRING,
    SHREWD_PLANNING, WEAR_DOWN, SPY, SURPRISE_ASSAULT, STAMPEDE, FEAR, BLOODFURY
}
