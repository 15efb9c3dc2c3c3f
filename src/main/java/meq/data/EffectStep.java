package meq.data;

import java.util.List;

/**
 * One step of a card's effect: a verb with its value, and the modifiers that say who and where.
 * For `choice`, options holds the choices; for `optional` and `pay`, then holds the steps.
 */
public record EffectStep(Verb verb, Object value, Who who, Selector where, Requirement when,
                         Modifiers modifiers, List<Option> options, List<EffectStep> then) {

    /** Whom a step concerns ({@code who:}): the current hero, each hero, or one chosen by Sauron or the heroes. */
    public enum Who implements Keyed {
        CURRENT("current"), EACH("each"), CHOSEN_BY_SAURON("chosen-by-sauron"), CHOSEN_BY_HEROES("chosen-by-heroes");

        private final String key;

        Who(String key) {
            this.key = key;
        }

        @Override
        public String key() {
            return key;
        }
    }

    /**
     * The modifiers a few verbs take besides their value: {@code by} (who decides), {@code to} (where to),
     * {@code total} and {@code keep} (counts), {@code agility} (a fight's agility cap), {@code ignoreInfluence}.
     * Null (false) when the step does not say.
     */
    public record Modifiers(String by, Selector to, Integer total, Integer keep, Integer agility,
                            boolean ignoreInfluence, boolean each) {
        public static final Modifiers NONE = new Modifiers(null, null, null, null, null, false, false);
    }

    /** The value of {@code story:}: a marker ("green"... or "leftmost") moved by a number of steps. */
    public record StoryMove(String marker, int steps) {
    }

    /** One option of a choice: its words and its steps. */
    public record Option(String text, List<EffectStep> effect) {
        public Option {
            effect = List.copyOf(effect);
        }
    }

    public EffectStep {
        modifiers = modifiers == null ? Modifiers.NONE : modifiers;
        options = List.copyOf(options);
        then = List.copyOf(then);
    }

    /** The same step about the current hero (once its hero is known). */
    public EffectStep forCurrentHero() {
        return new EffectStep(verb, value, Who.CURRENT, where, when, modifiers, options, then);
    }

    public int number() {
        return value instanceof Integer i ? i : 0;
    }

    /** The value as a word (an id, an attribute, "all", "full"), for the verbs that take one. */
    public String word() {
        return as(String.class);
    }

    /** The value as a selector of locations. */
    public Selector selector() {
        return as(Selector.class);
    }

    /** The value as a list of ids. */
    public List<String> ids() {
        List<?> l = as(List.class);
        return l.stream().map(String.class::cast).toList();
    }

    /** The value of {@code story:}. */
    public StoryMove story() {
        return as(StoryMove.class);
    }

    /** The value of {@code special:}. */
    public RuleSpecial special() {
        return as(RuleSpecial.class);
    }

    private <T> T as(Class<T> type) {
        if (!type.isInstance(value)) {
            throw new IllegalStateException(verb.key() + " takes " + verb.kind + ", not " + value);
        }
        return type.cast(value);
    }
}
