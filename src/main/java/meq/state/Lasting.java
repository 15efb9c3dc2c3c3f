package meq.state;

/**
 * A card's effect that lasts past its play until the rules end it: its kind, an amount and the hero who holds it
 * (null: none). Held in {@link GameState#lasting}, so a new card with a lasting effect needs only a new kind.
 */
public record Lasting(Kind kind, int amount, String holder) {
    /** The lasting effects the cards have. */
    public enum Kind {
        /** "Trust in Friendship": the favor laid on the card, and the hero who holds it. */
        TRUST_IN_FRIENDSHIP,
        /** Grievous Loss: the spaces the green marker moves less at the next Story step. */
        GREEN_SLOWED
    }
}
