package meq.data;

/** The kind of value a condition or effect key takes in YAML. */
public enum ValueKind {
    /** A whole number, possibly negative. */
    NUMBER,
    /** A whole number of at least 0. */
    COUNT,
    /** Only {@code true}. */
    TRUE,
    /** ranged or melee. */
    CARD_TYPE,
    /** any, ranged or melee. */
    CARD_FILTER,
    /** A {@link Special} name. */
    SPECIAL
}
