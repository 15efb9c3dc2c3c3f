package meq.data;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;

/** Reads a list of combat effects in the vocabulary of data/README.md. */
final class EffectReader {
    private EffectReader() {
    }

    static List<CombatEffect> readAbility(Fields owner, String key) {
        return owner.list(key, false, (n, f) -> read(owner, n, f));
    }

    private static CombatEffect read(Fields owner, Node node, String field) {
        Fields f = Fields.of(owner.file(), node, field, owner.problems());
        if (!f.ok()) {
            return null;
        }
        String round = f.optStr("round", "this");
        boolean next = "next".equals(round);
        if (round != null && !next && !"this".equals(round)) {
            f.fail(f.raw("round"), f.child("round"), "expected one of this, next, but found \"" + round + "\"");
        }
        boolean once = f.optBool("oncePerCombat", false);
        Map<Condition, Object> conditions = new EnumMap<>(Condition.class);
        Fields cond = f.map("if", false);
        if (cond != null) {
            for (String k : cond.keys()) {
                Condition c = Condition.byKey(k);
                if (c == null) {
                    continue; // reported as unknown by done()
                }
                Object v = value(cond, cond.raw(k), cond.child(k), c.kind);
                if (v != null) {
                    conditions.put(c, v);
                }
            }
            cond.done(Arrays.stream(Condition.values()).map(c -> c.key).toList());
            if (cond.keys().isEmpty()) {
                f.fail(f.raw("if"), f.child("if"), "expected at least one condition");
            }
            if (!cond.ok()) {
                f.failQuietly();
            }
        }
        Map<EffectKey, Object> effects = new EnumMap<>(EffectKey.class);
        for (String k : f.keys()) {
            EffectKey e = EffectKey.byKey(k);
            if (e == null) {
                continue;
            }
            Object v = value(f, f.raw(k), f.child(k), e.kind);
            if (v != null) {
                effects.put(e, v);
            }
        }
        List<String> allowed = new ArrayList<>(List.of("round", "if", "oncePerCombat"));
        for (EffectKey k : EffectKey.values()) {
            allowed.add(k.key);
        }
        f.done(allowed);
        if (f.ok() && effects.isEmpty()) {
            f.fail(node, field, "an effect needs at least one of: " + effectKeys());
        }
        if (!f.ok()) {
            owner.failQuietly();
            return null;
        }
        return new CombatEffect(next, once, conditions, effects);
    }

    private static Object value(Fields f, Node v, String field, ValueKind kind) {
        return switch (kind) {
            case NUMBER -> {
                int n = f.intValue(v, field, -20, 20);
                yield f.ok() ? n : null;
            }
            case COUNT -> {
                int n = f.intValue(v, field, 0, 20);
                yield f.ok() ? n : null;
            }
            case TRUE -> {
                boolean b = f.boolValue(v, field);
                if (f.ok() && !b) {
                    f.fail(v, field, "expected true (leave the key out instead of false)");
                }
                yield f.ok() ? Boolean.TRUE : null;
            }
            case CARD_TYPE -> f.enumValue(v, field, CardType.class);
            case CARD_FILTER -> f.enumValue(v, field, CardFilter.class);
            case SPECIAL -> f.enumValue(v, field, Special.class);
        };
    }

    private static String effectKeys() {
        StringBuilder s = new StringBuilder();
        for (EffectKey k : EffectKey.values()) {
            s.append(s.length() == 0 ? "" : ", ").append(k.key);
        }
        return s.toString();
    }
}
