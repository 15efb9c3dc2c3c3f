package meq.data;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

/**
 * One effect of a combat card or monster: when it resolves, what must hold, and what it does.
 * Values are Integer, Boolean, CardType, CardFilter or Special according to the key's kind.
 * Immutable; the maps are enum maps for fast lookups on the combat's hot path.
 */
public final class CombatEffect {
    private final boolean nextRound;
    private final boolean oncePerCombat;
    private final Map<Condition, Object> conditions;
    private final Map<EffectKey, Object> effects;
    private final Special special;
    private final boolean afterDamage;
    private final String text;
    private final Condition[] conditionKeys;
    private final Object[] conditionValues;
    /** The effects by their key's place in this run's enum, read on the combat's hot path: absent, a value, a number. */
    private final boolean[] present = new boolean[KEYS.length];
    private final Object[] values = new Object[KEYS.length];
    private final int[] numbers = new int[KEYS.length];
    private static final EffectKey[] KEYS = EffectKey.values();

    public CombatEffect(boolean nextRound, boolean oncePerCombat, Map<Condition, Object> conditions,
                        Map<EffectKey, Object> effects) {
        this.nextRound = nextRound;
        this.oncePerCombat = oncePerCombat;
        this.conditions = Collections.unmodifiableMap(conditions.isEmpty() ? new EnumMap<>(Condition.class)
                : new EnumMap<>(conditions));
        this.effects = Collections.unmodifiableMap(effects.isEmpty() ? new EnumMap<>(EffectKey.class)
                : new EnumMap<>(effects));
        this.special = (Special) effects.get(EffectKey.SPECIAL);
        boolean after = effects.containsKey(EffectKey.DAMAGE_PER_DAMAGE_TAKEN) || effects.containsKey(EffectKey.HEAL)
                || effects.containsKey(EffectKey.EXTRA_DAMAGE_TAKEN);
        for (Condition c : conditions.keySet()) {
            after |= c == Condition.DEALT_DAMAGE || c == Condition.TOOK_DAMAGE || c == Condition.TOOK_NO_DAMAGE
                    || c == Condition.OPPONENT_DEFEATED || c == Condition.DEFENSE_STOPPED;
        }
        this.afterDamage = after;
        for (Map.Entry<EffectKey, Object> e : this.effects.entrySet()) {
            int k = e.getKey().ordinal();
            present[k] = true;
            values[k] = e.getValue();
            numbers[k] = e.getValue() instanceof Integer i ? i : 0;
        }
        this.conditionKeys = this.conditions.keySet().toArray(new Condition[0]);
        this.conditionValues = new Object[conditionKeys.length];
        for (int i = 0; i < conditionKeys.length; i++) {
            conditionValues[i] = this.conditions.get(conditionKeys[i]);
        }
        this.text = "CombatEffect[nextRound=" + nextRound + ", oncePerCombat=" + oncePerCombat + ", conditions="
                + this.conditions + ", effects=" + this.effects + "]";
    }

    public boolean nextRound() {
        return nextRound;
    }

    public boolean oncePerCombat() {
        return oncePerCombat;
    }

    public Map<EffectKey, Object> effects() {
        return effects;
    }

    public boolean has(EffectKey k) {
        return present[k.ordinal()];
    }

    public int number(EffectKey k) {
        return numbers[k.ordinal()];
    }

    public Object value(EffectKey k) {
        return values[k.ordinal()];
    }

    public Object condition(Condition c) {
        return conditions.get(c);
    }

    /** How many conditions it has; with {@link #conditionKey} and {@link #conditionValue}, a fast walk over them. */
    public int conditionCount() {
        return conditionKeys.length;
    }

    public Condition conditionKey(int i) {
        return conditionKeys[i];
    }

    public Object conditionValue(int i) {
        return conditionValues[i];
    }

    /** The code-only ability this effect names, or null. */
    public Special special() {
        return special;
    }

    /** Whether it belongs after the damage is known (its conditions or its results need the damage). */
    public boolean afterDamage() {
        return afterDamage;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CombatEffect e && nextRound == e.nextRound && oncePerCombat == e.oncePerCombat
                && conditions.equals(e.conditions) && effects.equals(e.effects);
    }

    @Override
    public int hashCode() {
        return Objects.hash(nextRound, oncePerCombat, conditions, effects);
    }

    @Override
    public String toString() {
        return text;
    }
}
