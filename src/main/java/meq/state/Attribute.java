package meq.state;

/** The four hero attributes. */
public enum Attribute {
    FORTITUDE, STRENGTH, AGILITY, WISDOM
}
