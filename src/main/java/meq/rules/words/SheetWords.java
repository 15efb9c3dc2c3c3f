package meq.rules.words;

import meq.data.HeroDef;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.table.QuestLocks;

/**
 * A hero's attributes as one seat's view shows them. His own seat reads them as the engine plays them, with what
 * makes them so: "Fortitude 4 (5, Weary −1)": the value in play, the printed value, then his training and each card
 * he holds that changes it, by its name. Any other seat reads the printed value and the training alone (his
 * Corruption cards are his secret).
 */
public final class SheetWords {
    public static final String[] ATTRIBUTES = {"Fortitude", "Strength", "Agility", "Wisdom"};

    private SheetWords() {
    }

    /** Whether this quest of the hero's cannot be completed yet (the engine's one rule, {@link QuestLocks}). */
    public static boolean locked(Rules rules, View.HeroView h, int card) {
        return QuestLocks.locked(rules, card, h.questsDone());
    }

    /** The attribute's value as this seat knows it (a = 0-3: fortitude, strength, agility, wisdom). */
    public static int value(Rules rules, View v, View.HeroView h, int a) {
        if (own(v, h)) {
            return v.own().attributes()[a];
        }
        return printed(rules.data().hero(h.id()), a) + h.levels()[a];
    }

    /** What makes the value other than the printed one: "+1 trained", "Weary −1"; none: empty. */
    public static java.util.List<String> causes(Rules rules, View v, View.HeroView h, int a) {
        java.util.List<String> causes = new java.util.ArrayList<>();
        int level = h.levels()[a];
        if (level != 0) {
            causes.add(signed(level) + " trained");
        }
        if (own(v, h)) {
            for (View.AttributeChange c : v.own().attributeChanges()) {
                if (c.attribute() == a) {
                    causes.add(Naming.card(rules, c.card()) + " " + signed(c.change()));
                }
            }
        }
        return causes;
    }

    /** "Fortitude 4 (5, Weary −1)", "Strength 3", "Agility 3 (2, +1 trained)". */
    public static String attribute(Rules rules, View v, View.HeroView h, int a) {
        java.util.List<String> causes = causes(rules, v, h, a);
        String words = ATTRIBUTES[a] + " " + value(rules, v, h, a);
        return causes.isEmpty() ? words
                : words + " (" + printed(rules.data().hero(h.id()), a) + ", " + String.join(", ", causes) + ")";
    }

    static boolean own(View v, View.HeroView h) {
        return v.seat().id().equals(h.id()) && v.own().attributes().length == 4;
    }

    static int printed(HeroDef d, int a) {
        return switch (a) {
            case 0 -> d.fortitude();
            case 1 -> d.strength();
            case 2 -> d.agility();
            default -> d.wisdom();
        };
    }

    /** +1, −1 (a true minus sign). */
    static String signed(int n) {
        return n < 0 ? "\u2212" + -n : "+" + n;
    }
}
