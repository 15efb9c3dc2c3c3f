package meq.data;

import java.util.Map;

/**
 * One effect of a combat card or monster: when it resolves, what must hold, and what it does.
 * Values are Integer, Boolean, CardType, CardFilter or Special according to the key's kind.
 */
public record CombatEffect(boolean nextRound, boolean oncePerCombat,
                           Map<Condition, Object> conditions, Map<EffectKey, Object> effects) {

    public CombatEffect {
        conditions = Map.copyOf(conditions);
        effects = Map.copyOf(effects);
    }

    public boolean has(EffectKey k) {
        return effects.containsKey(k);
    }

    public int number(EffectKey k) {
        Object v = effects.get(k);
        return v instanceof Integer i ? i : 0;
    }

    public Object value(EffectKey k) {
        return effects.get(k);
    }

    public Object condition(Condition c) {
        return conditions.get(c);
    }
}
