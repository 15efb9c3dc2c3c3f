package meq.data;

/** Conditions of a combat effect ({@code if:}); all of an effect's conditions must hold. */
public enum Condition {
    OPPONENT_TYPE("opponentType", ValueKind.CARD_TYPE),
    OWN_TYPE("ownType", ValueKind.CARD_TYPE),
    OPPONENT_SAME_TYPE_AS_LAST_ROUND("opponentSameTypeAsLastRound", ValueKind.TRUE),
    OPPONENT_PRINTED_DEFENSE_AT_MOST("opponentPrintedDefenseAtMost", ValueKind.COUNT),
    OPPONENT_PRINTED_DEFENSE_AT_LEAST("opponentPrintedDefenseAtLeast", ValueKind.COUNT),
    OPPONENT_PRINTED_COST_AT_LEAST("opponentPrintedCostAtLeast", ValueKind.COUNT),
    DEALT_DAMAGE("dealtDamage", ValueKind.COUNT),
    TOOK_DAMAGE("tookDamage", ValueKind.COUNT),
    TOOK_NO_DAMAGE("tookNoDamage", ValueKind.TRUE),
    OPPONENT_DEFEATED("opponentDefeated", ValueKind.TRUE),
    DEFENSE_STOPPED("defenseStopped", ValueKind.COUNT);

    public final String key;
    public final ValueKind kind;

    Condition(String key, ValueKind kind) {
        this.key = key;
        this.kind = kind;
    }

    public static Condition byKey(String key) {
        for (Condition c : values()) {
            if (c.key.equals(key)) {
                return c;
            }
        }
        return null;
    }
}
