package meq.rules.play;

import java.util.List;
import meq.board.Location;
import meq.data.CardDecks;
import meq.data.EffectStep;
import meq.data.Selector;
import meq.rules.Ctx;
import meq.rules.Naming;
import meq.rules.Scope;
import meq.rules.table.Selectors;

/** What an optional effect does, in words, for the question that offers it: "Wretched: move Thálin to the nearest Haven?". */
final class EffectWords {
    private EffectWords() {
    }

    /**
     * The question: the card's title and what its steps do, or the card's printed text when they are not worded here.
     * Made now (the places are read from the state as it stands).
     */
    static String question(Ctx c, List<EffectStep> steps, Scope scope) {
        int card = scope.source();
        String title = card < 0 ? "This effect" : Naming.card(c.rules, card);
        String what = steps.size() == 1 ? what(c, steps.get(0), scope) : null;
        if (what != null) {
            return title + ": " + what + "?";
        }
        String text = card >= 0 && c.rules.cards().def(card, Object.class) instanceof CardDecks.Card d ? d.text() : null;
        return text == null || text.isBlank() ? title + ": use this effect?" : title + " (" + text + "): use it?";
    }

    /**
     * The question of an effect bought with favor: "Shipwrights of Mithlond: pay 2 favor to take the item Boat?", or
     * with the card's printed text when its steps are not worded here.
     */
    static String bought(Ctx c, List<EffectStep> steps, int cost, Scope scope) {
        int card = scope.source();
        String title = card < 0 ? "This effect" : Naming.card(c.rules, card);
        String what = steps.size() == 1 ? what(c, steps.get(0), scope) : null;
        if (what != null) {
            return title + ": pay " + cost + " favor to " + what + "?";
        }
        String text = card >= 0 && c.rules.cards().def(card, Object.class) instanceof CardDecks.Card d ? d.text() : null;
        return text == null || text.isBlank() ? title + ": pay " + cost + " favor for this effect?"
                : title + " (" + text + "): pay " + cost + " favor for it?";
    }

    private static String what(Ctx c, EffectStep st, Scope scope) {
        String hero = scope.hero() == null ? "the hero" : Naming.who(c.rules, scope.hero());
        int n = st.value() instanceof Number x ? x.intValue() : 1;
        return switch (st.verb()) {
            case ITEM -> "take the item " + Naming.titled(c.rules, st.word());
            case STORY -> st.story().marker().equals("leftmost") ? null : "move the " + st.story().marker()
                    + " marker " + (st.story().steps() < 0 ? "back " : "") + Math.abs(st.story().steps())
                    + (Math.abs(st.story().steps()) == 1 ? " space" : " spaces");
            case DISCARD_CORRUPTION -> "discard " + n + (n == 1 ? " Corruption card" : " Corruption cards");
            case DISCARD_ACTIVE_PLOT -> "discard an active plot whose marker stands on " + places(c, st.selector(), scope);
            case TRAINING -> "train: draw 2 Skill cards and keep one";
            case LEVEL -> "gain a level of " + st.word();
            case HEAL -> "heal " + hero;
            case MOVE_HERO -> "move " + hero + " to " + places(c, st.selector(), scope);
            case MOVE_MINION -> "move a minion to " + places(c, st.selector(), scope);
            case SPECIAL -> switch (st.special()) {
                case MOVE_TO_NEAREST_HAVEN -> "move " + hero + " to the nearest Haven";
                case INFLUENCE_ON_THREE_IN_HERO_REGION -> "put 1 influence on each of 3 locations in " + hero
                        + "'s region";
                default -> null;
            };
            default -> null;
        };
    }

    private static String places(Ctx c, Selector where, Scope scope) {
        if (where.base().equals("anywhere")) {
            return "any location";
        }
        List<Location> at = Selectors.resolve(c, where, scope);
        return at.size() == 1 ? at.get(0).name() : "one of " + at.size() + " locations";
    }
}
