package meq.rules.table;

import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import meq.board.Location;
import meq.board.Neighbour;
import meq.data.CardDecks;
import meq.data.Requirement;
import meq.data.RuleCondition;
import meq.data.RuleSpecial;
import meq.data.Selector;
import meq.rules.Ctx;
import meq.rules.Scope;
import meq.state.HeroState;
import meq.state.Marker;
import meq.state.MinionState;

/** Whether a card's condition holds now: each {@link RuleCondition} said in one switch the compiler checks. */
public final class Conditions {
    private Conditions() {
    }

    public static boolean holds(Ctx c, Requirement r, Scope scope) {
        if (r == null) {
            return true;
        }
        for (int i = 0; i < r.size(); i++) {
            if (!one(c, r.key(i), r.value(i), r, scope)) {
                return false;
            }
        }
        return anyHolds(c, r.anyOf(), scope) && (r.not() == null || !holds(c, r.not(), scope));
    }

    /** Whether one of these holds (none given: true). */
    private static boolean anyHolds(Ctx c, List<Requirement> anyOf, Scope scope) {
        for (Requirement x : anyOf) {
            if (holds(c, x, scope)) {
                return true;
            }
        }
        return anyOf.isEmpty();
    }

    @SuppressWarnings("unchecked")
    private static boolean one(Ctx c, RuleCondition key, Object v, Requirement r, Scope scope) {
        HeroState h = scope.hero() == null ? null : c.s.hero(scope.hero());
        return switch (key) {
            case STAGE -> c.s.story.stage() == (Integer) v;
            case HERO_CORRUPTION_AT_LEAST -> h != null && h.corruption.size() >= (Integer) v;
            case HERO_FAVOR_AT_LEAST -> h != null && h.favor >= (Integer) v;
            case HERO_FAVOR_AT_MOST -> h != null && h.favor <= (Integer) v;
            case HERO_WISDOM_AT_MOST -> h != null && Heroes.wisdom(c, h) <= measure(c, v, h);
            case OUTSIDE_HAVEN -> h != null && !c.loc(h.location).haven();
            case VS_MINION -> scope.vsMinion();
            case INFLUENCE_AT -> {
                Map<String, Object> m = (Map<String, Object>) v;
                int sum = 0;
                for (Location l : Selectors.resolve(c, (Selector) m.get("where"), scope)) {
                    sum += c.s.influence[l.index()];
                }
                yield sum >= (Integer) m.get("atLeast");
            }
            case MONSTER_AT -> anyAt(c, v, scope, l -> !Table.tokensAt(c, l.index()).isEmpty());
            case MINION_AT -> anyAt(c, v, scope, l -> !Table.minionsAt(c, l.index()).isEmpty());
            case MONSTER_OR_MINION_AT -> anyAt(c, v, scope, l -> Table.enemyAt(c, l.index()));
            case CHARACTER_AT -> anyAt(c, v, scope, l -> c.s.characterAt.containsValue(l.index()));
            case PLOT_ACTIVE -> ActivePlots.activeSlot(c, (String) v) >= 0;
            case ACTIVE_PLOTS_AT_LEAST -> ActivePlots.activeCount(c) >= (Integer) v;
            case CHARACTER_IN_PLAY -> c.s.characterAt.getOrDefault((String) v, -1) >= 0;
            case MARKER_REARMOST -> c.s.story.leftmostSauron().contains(Marker.valueOf(((String) v).toUpperCase()));
            case MARKER_AT_LEAST -> {
                Map<String, Object> m = (Map<String, Object>) v;
                yield c.s.story.position(Marker.valueOf(((String) m.get("marker")).toUpperCase())) >= (Integer) m.get("space");
            }
            case HEROES_CORRUPTION_AT_MOST -> c.s.heroes.stream().mapToInt(x -> x.corruption.size()).sum() <= (Integer) v;
            case HEROES_FAVOR_AT_LEAST -> c.s.heroes.stream().mapToInt(x -> x.favor).sum() >= (Integer) v;
            case MONSTERS_IN_PLAY_AT_MOST -> {
                int n = 0;
                for (int at : c.s.tokenAt) {
                    if (at >= 0) {
                        n++;
                    }
                }
                yield n <= (Integer) v;
            }
            case MINIONS_IN_PLAY_AT_MOST -> c.s.minions.values().stream().filter(MinionState::onBoard).count() <= (Integer) v;
            case ALL_QUESTS_DONE -> c.s.heroes.stream().allMatch(x -> questsDone(c, x));
            case EXPLORED -> scope.explored() >= 0 && c.loc(scope.explored()).id().equals(v);
            case DEFEATED -> v.equals(scope.defeated()) && at(c, r, scope);
            case FOUGHT -> v.equals(scope.fought()) && at(c, r, scope);
            case SPECIAL -> special(c, (RuleSpecial) v);
            case AT -> true; // read with DEFEATED or FOUGHT
            case ANY_OF, NOT -> throw new IllegalStateException(key + " is the requirement's structure, not a condition");
        };
    }

    /** Whether any location of a selection holds what is asked. */
    private static boolean anyAt(Ctx c, Object selector, Scope scope, Predicate<Location> holds) {
        for (Location l : Selectors.resolve(c, (Selector) selector, scope)) {
            if (holds.test(l)) {
                return true;
            }
        }
        return false;
    }

    /** With {@code at:}, the fight ended at that location. */
    private static boolean at(Ctx c, Requirement r, Scope scope) {
        Object at = r.all().get(RuleCondition.AT);
        return at == null || (scope.defeatedAt() >= 0 && c.loc(scope.defeatedAt()).id().equals(at));
    }

    private static int measure(Ctx c, Object v, HeroState h) {
        if (v instanceof Integer i) {
            return i;
        }
        return switch ((String) v) {
            case "activePlots" -> ActivePlots.activeCount(c);
            case "corruption" -> h.corruption.size();
            case "adjacentInfluence" -> {
                int n = 0;
                for (Neighbour nb : c.board().neighbours(c.loc(h.location))) {
                    if (c.s.influence[nb.to().index()] > 0) {
                        n++;
                    }
                }
                yield n;
            }
            default -> throw new IllegalStateException("measure " + v);
        };
    }

    /** Both his Starting and his Advanced quest completed. */
    static boolean questsDone(Ctx c, HeroState h) {
        boolean start = false;
        boolean adv = false;
        for (int i = 0; i < h.questsDone.size(); i++) {
            CardDecks.Quest q = c.rules.cards().def(h.questsDone.get(i), CardDecks.Quest.class);
            start |= q.kind().equals("starting");
            adv |= q.kind().equals("advanced");
        }
        return start && adv;
    }

    private static boolean special(Ctx c, RuleSpecial name) {
        if (name == RuleSpecial.RINGWRAITHS_IN_SHIRE) {
            MinionState m = c.s.minions.get("ringwraiths");
            return m != null && m.onBoard() && m.location == c.board().location("shire").index();
        }
        return false;
    }

}
