package meq.rules.play;

import java.util.List;
import java.util.function.IntPredicate;
import meq.board.InfluenceNetwork;
import meq.board.Location;
import meq.data.EffectStep;
import meq.rules.Ctx;
import meq.rules.Scope;
import meq.rules.table.Conditions;
import meq.rules.table.Holdings;
import meq.rules.table.Selectors;
import meq.rules.table.Table;
import meq.state.Attribute;
import meq.state.HeroState;

/**
 * Whether a card's steps can do what they say now: "an option whose steps cannot happen is not offered". A step
 * whose condition fails cannot happen, nor one that would act on nothing: a level over the cap, an Item none is
 * left of, tokens or influence taken from where there are none, damage to a minion where none stands, a monster
 * token put where none may go, favor a hero may not hold, influence put where it is settled away at once, a hero
 * sent to the Haven he is in, an empty damage pool shuffled, Shadow cards discarded from an empty hand, an empty
 * Pool emptied. What cannot be told here (a step for each hero, or one a hero is chosen for) counts as able to
 * happen.
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
            case DISCARD_SHADOW_RANDOM -> !c.s.sauronShadows.isEmpty();
            case POOL -> st.number() < 0 ? c.s.shadowPool > 0 : c.s.shadowPool < c.s.shadowPoolLimit();
            case FAVOR -> h == null || st.number() <= 0 || Holdings.favorRoom(c, h, st.number()) > 0;
            case LEVEL -> h == null || levelOpen(h, st.word());
            case ITEM -> itemLeft(c, st.word());
            case REMOVE_MONSTERS -> anyLocation(c, st, scope, l -> !Table.tokensAt(c, l).isEmpty());
            case REMOVE_INFLUENCE -> anyLocation(c, st, scope, l -> c.s.influence[l] > 0);
            case MINION_DAMAGE -> anyLocation(c, st, scope, l -> !Table.minionsAt(c, l).isEmpty());
            case MONSTER -> monsterFits(c, st, scope);
            case CHOICE -> anyOption(c, st.options(), scope);
            case OPTIONAL -> any(c, st.then(), scope);
            case PAY -> (h == null || h.favor >= st.number()) && any(c, st.then(), scope);
            case INFLUENCE -> st.modifiers().total() != null || st.where() == null
                    || anyLocation(c, st, scope, l -> influenceSticks(c, l, st.number()));
            case SPECIAL -> special(c, st, scope, h);
            default -> true;
        };
    }

    /** The specials that can act on nothing: each says what it needs; the others count as able to happen. */
    private static boolean special(Ctx c, EffectStep st, Scope scope, HeroState h) {
        return switch (st.special()) {
            case MOVE_TO_NEAREST_HAVEN -> h == null || !c.loc(h.location).haven();
            case DAMAGE_INTO_REST -> h == null || !h.damage.isEmpty();
            case LOSE_FAVOR_PER_CORRUPTION -> h == null || h.favor > 0 && !h.corruption.isEmpty();
            case REMOVE_CHARACTER_OR_FAVOR -> anyLocation(c, st, scope,
                    l -> c.s.favorTokens[l] > 0 || c.s.characterAt.containsValue(l));
            default -> true;
        };
    }

    /** Whether n more influence on a location stays there (not a Haven, not over its cap at once). */
    static boolean influenceSticks(Ctx c, int location, int n) {
        if (c.loc(location).haven()) {
            return false;
        }
        int[] more = c.s.influence.clone();
        more[location] += n;
        return InfluenceNetwork.of(c.board(), more).settled(location) > c.s.influence[location];
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
