package meq.data;

/** What a combat effect does; an effect has one or more of these. */
public enum EffectKey {
    ATTACK("attack", ValueKind.NUMBER),
    DEFENSE("defense", ValueKind.NUMBER),
    ATTACK_PER_OTHER_CARD("attackPerOtherCard", ValueKind.CARD_FILTER),
    DEFENSE_PER_OTHER_CARD("defensePerOtherCard", ValueKind.CARD_FILTER),
    CANCEL_OPPONENT("cancelOpponent", ValueKind.TRUE),
    UNCANCELLABLE("uncancellable", ValueKind.TRUE),
    MIN_DEFENSE("minDefense", ValueKind.COUNT),
    OPPONENT_PRINTED_ATTACK("opponentPrintedAttack", ValueKind.COUNT),
    OPPONENT_PRINTED_DEFENSE("opponentPrintedDefense", ValueKind.COUNT),
    GAIN_OPPONENT_ATTACK("gainOpponentAttack", ValueKind.TRUE),
    DAMAGE("damage", ValueKind.COUNT),
    DAMAGE_PER_DAMAGE_TAKEN("damagePerDamageTaken", ValueKind.COUNT),
    EXTRA_DAMAGE_TAKEN("extraDamageTaken", ValueKind.COUNT),
    MAX_DAMAGE_TAKEN("maxDamageTaken", ValueKind.COUNT),
    OPPONENT_DISCARDS_RANDOM("opponentDiscardsRandom", ValueKind.COUNT),
    DRAW("draw", ValueKind.COUNT),
    DEFEAT_OPPONENT("defeatOpponent", ValueKind.TRUE),
    OWN_COST("ownCost", ValueKind.NUMBER),
    HEAL("heal", ValueKind.COUNT),
    CORRUPTION("corruption", ValueKind.COUNT),
    SPECIAL("special", ValueKind.SPECIAL);

    public final String key;
    public final ValueKind kind;

    EffectKey(String key, ValueKind kind) {
        this.key = key;
        this.kind = kind;
    }

    public static EffectKey byKey(String key) {
        for (EffectKey k : values()) {
            if (k.key.equals(key)) {
                return k;
            }
        }
        return null;
    }
}
