package meq.rules.play;

import java.util.List;
import java.util.function.IntPredicate;
import meq.board.Location;
import meq.data.EffectStep;
import meq.rules.Ctx;
import meq.rules.Scope;
import meq.rules.table.Conditions;
import meq.rules.table.Selectors;
import meq.rules.table.Table;
import meq.state.Attribute;
import meq.state.HeroState;

/**
 * Whether a card's steps can do what they say now: "an option whose steps cannot happen is not offered". A step
 * whose condition fails cannot happen, nor one that would act on nothing: a level over the cap, an Item none is
 * left of, tokens or influence taken from where there are none, damage to a minion where none stands, a monster
 * token put where none may go. What cannot be told here (a step for each hero, or one a hero is chosen for)
 * counts as able to happen.
 */
final class CanHappen {
    private CanHappen() {
    }

    /** Whether some step of the list can happen. */
    static boolean any(Ctx c, List<EffectStep> steps, Scope scope) {
        for (EffectStep st : steps) {
            if (step(c, st, scope)) {
                return true;
            }
        }
        return steps.isEmpty();
    }

    static boolean step(Ctx c, EffectStep st, Scope scope) {
        if (st.who() != EffectStep.Who.CURRENT) {
            return true;
        }
        if (st.when() != null && !Conditions.holds(c, st.when(), scope)) {
            return false;
        }
        HeroState h = scope.hero() == null ? null : c.s.hero(scope.hero());
        return switch (st.verb()) {
            case LEVEL -> h == null || levelOpen(h, st.word());
            case ITEM -> itemLeft(c, st.word());
            case REMOVE_MONSTERS -> anyLocation(c, st, scope, l -> !Table.tokensAt(c, l).isEmpty());
            case REMOVE_INFLUENCE -> anyLocation(c, st, scope, l -> c.s.influence[l] > 0);
            case MINION_DAMAGE -> anyLocation(c, st, scope, l -> !Table.minionsAt(c, l).isEmpty());
            case MONSTER -> monsterFits(c, st, scope);
            case CHOICE -> anyOption(c, st.options(), scope);
            case OPTIONAL -> any(c, st.then(), scope);
            case PAY -> (h == null || h.favor >= st.number()) && any(c, st.then(), scope);
            default -> true;
        };
    }

    private static boolean anyOption(Ctx c, List<EffectStep.Option> options, Scope scope) {
        for (EffectStep.Option o : options) {
            if (any(c, o.effect(), scope)) {
                return true;
            }
        }
        return false;
    }

    /** A level of this attribute ("any": of some attribute) is still below the cap. */
    private static boolean levelOpen(HeroState h, String attribute) {
        for (Attribute at : Attribute.values()) {
            if ((attribute.equals("any") || Verbs.attribute(attribute) == at) && h.level(at) < 2) {
                return true;
            }
        }
        return false;
    }

    private static boolean itemLeft(Ctx c, String item) {
        for (int i = 0; i < c.s.itemSupply.size(); i++) {
            if (c.rules.cards().id(c.s.itemSupply.get(i)).equals(item)) {
                return true;
            }
        }
        return false;
    }

    private static boolean anyLocation(Ctx c, EffectStep st, Scope scope, IntPredicate holds) {
        List<Location> where = st.where() == null ? c.board().locations() : Selectors.resolve(c, st.where(), scope);
        for (Location l : where) {
            if (holds.test(l.index())) {
                return true;
            }
        }
        return false;
    }

    /** Without a selection: a token may go somewhere. With one: a token may go on each selected location. */
    private static boolean monsterFits(Ctx c, EffectStep st, Scope scope) {
        boolean ignore = st.modifiers().ignoreInfluence();
        if (st.where() == null) {
            return !SauronActions.draws(c, Verbs.ids(c.board().locations()), ignore).isEmpty();
        }
        List<Location> where = Selectors.resolve(c, st.where(), scope);
        for (Location l : where) {
            if (SauronActions.draws(c, List.of(l.index()), ignore).isEmpty()) {
                return false;
            }
        }
        return !where.isEmpty();
    }
}
