package meq.rules.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import meq.data.CardDecks;
import meq.data.Requirement;
import meq.data.RuleCondition;
import meq.data.RuleSpecial;
import meq.data.Selector;
import meq.rules.Ctx;
import meq.rules.Scope;
import meq.rules.View;
import meq.state.HeroState;
import meq.state.Marker;
import meq.state.MinionState;

/** How far a side stands from its mission now: each need of the card's criteria measured on the table. */
public final class Missions {
    private Missions() {
    }

    /** The needs of a mission card, each measured now (none for a criterion not measured here). */
    public static List<View.MissionNeed> progress(Ctx c, int mission) {
        CardDecks.Mission m = c.rules.cards().def(mission, CardDecks.Mission.class);
        List<View.MissionNeed> out = new ArrayList<>();
        add(c, m.criteria(), false, out);
        return out;
    }

    private static void add(Ctx c, Requirement r, boolean alternative, List<View.MissionNeed> out) {
        for (int i = 0; i < r.size(); i++) {
            View.MissionNeed n = need(c, r.key(i), r.value(i), alternative);
            if (n != null) {
                out.add(n);
            }
        }
        for (Requirement any : r.anyOf()) {
            add(c, any, r.anyOf().size() > 1, out);
        }
    }

    @SuppressWarnings("unchecked")
    private static View.MissionNeed need(Ctx c, RuleCondition key, Object v, boolean alternative) {
        return switch (key) {
            case ACTIVE_PLOTS_AT_LEAST -> new View.MissionNeed(key.key(), null, ActivePlots.activeCount(c), (Integer) v,
                    true, alternative);
            case MARKER_AT_LEAST -> {
                Map<String, Object> m = (Map<String, Object>) v;
                String marker = (String) m.get("marker");
                yield new View.MissionNeed(key.key(), marker, c.s.story.position(Marker.valueOf(marker.toUpperCase())),
                        (Integer) m.get("space"), true, alternative);
            }
            case INFLUENCE_AT -> {
                Map<String, Object> m = (Map<String, Object>) v;
                int sum = 0;
                List<String> names = new ArrayList<>();
                for (var l : Selectors.resolve(c, (Selector) m.get("where"), Scope.of(null, -1))) {
                    sum += c.s.influence[l.index()];
                    names.add(l.name());
                }
                yield new View.MissionNeed(key.key(), String.join(", ", names), sum, (Integer) m.get("atLeast"), true,
                        alternative);
            }
            case HEROES_CORRUPTION_AT_MOST -> new View.MissionNeed(key.key(), null,
                    c.s.heroes.stream().mapToInt(h -> h.corruption.size()).sum(), (Integer) v, false, alternative);
            case HEROES_FAVOR_AT_LEAST -> new View.MissionNeed(key.key(), null,
                    c.s.heroes.stream().mapToInt(h -> h.favor).sum(), (Integer) v, true, alternative);
            case MONSTERS_IN_PLAY_AT_MOST -> {
                int n = 0;
                for (int at : c.s.tokenAt) {
                    n += at >= 0 ? 1 : 0;
                }
                yield new View.MissionNeed(key.key(), null, n, (Integer) v, false, alternative);
            }
            case MINIONS_IN_PLAY_AT_MOST -> new View.MissionNeed(key.key(), null,
                    (int) c.s.minions.values().stream().filter(MinionState::onBoard).count(), (Integer) v, false,
                    alternative);
            case ALL_QUESTS_DONE -> {
                int done = 0;
                for (HeroState h : c.s.heroes) {
                    done += questsDone(c, h);
                }
                yield new View.MissionNeed(key.key(), null, done, 2 * c.s.heroes.size(), true, alternative);
            }
            case SPECIAL -> v == RuleSpecial.RINGWRAITHS_IN_SHIRE ? wraiths(c, key, alternative) : null;
            default -> null;
        };
    }

    /** The Starting and Advanced quests a hero has completed (0-2). */
    private static int questsDone(Ctx c, HeroState h) {
        boolean start = false;
        boolean adv = false;
        for (int i = 0; i < h.questsDone.size(); i++) {
            String kind = c.rules.cards().def(h.questsDone.get(i), CardDecks.Quest.class).kind();
            start |= kind.equals("starting");
            adv |= kind.equals("advanced");
        }
        return (start ? 1 : 0) + (adv ? 1 : 0);
    }

    /** The Ringwraiths' distance from The Shire (-1: not on the board); the need is 0. */
    private static View.MissionNeed wraiths(Ctx c, RuleCondition key, boolean alternative) {
        MinionState m = c.s.minions.get("ringwraiths");
        int shire = c.board().location("shire").index();
        int now = m == null || !m.onBoard() ? -1 : c.board().distance(m.location, shire);
        return new View.MissionNeed(key.key() + ":" + RuleSpecial.RINGWRAITHS_IN_SHIRE.key(), null, now, 0, false,
                alternative);
    }
}
