package meq.data;

import java.util.List;
import java.util.Map;

/**
 * One step of a card's effect: a verb with its value, and the modifiers that say who and where.
 * For `choice`, options holds the choices; for `optional` and `pay`, then holds the steps.
 */
public record EffectStep(Verb verb, Object value, String who, Selector where, Requirement when,
                         Map<String, Object> extra, List<Option> options, List<EffectStep> then) {

    /** One option of a choice: its words and its steps. */
    public record Option(String text, List<EffectStep> effect) {
        public Option {
            effect = List.copyOf(effect);
        }
    }

    public EffectStep {
        extra = Map.copyOf(extra);
        options = List.copyOf(options);
        then = List.copyOf(then);
    }

    public int number() {
        return value instanceof Integer i ? i : 0;
    }
}
