package meq.rules;

import java.util.List;
import java.util.Map;
import meq.board.Location;
import meq.board.Neighbour;
import meq.data.CardDecks;
import meq.data.Requirement;
import meq.data.RuleSpecial;
import meq.data.Selector;
import meq.state.HeroState;
import meq.state.Marker;
import meq.state.MinionState;

/** Whether a card's condition holds now. */
final class Conditions {
    private Conditions() {
    }

    static boolean holds(Ctx c, Requirement r, Scope scope) {
        if (r == null) {
            return true;
        }
        for (Map.Entry<String, Object> e : r.all().entrySet()) {
            if (e.getKey().equals("at")) {
                continue; // read with "defeated" or "fought"
            }
            if (!one(c, e.getKey(), e.getValue(), r, scope)) {
                return false;
            }
        }
        if (!r.anyOf().isEmpty() && r.anyOf().stream().noneMatch(x -> holds(c, x, scope))) {
            return false;
        }
        return r.not() == null || !holds(c, r.not(), scope);
    }

    @SuppressWarnings("unchecked")
    private static boolean one(Ctx c, String key, Object v, Requirement r, Scope scope) {
        HeroState h = scope.hero() == null ? null : c.s.hero(scope.hero());
        switch (key) {
            case "stage":
                return c.s.story.stage() == (Integer) v;
            case "heroCorruptionAtLeast":
                return h != null && h.corruption.size() >= (Integer) v;
            case "heroFavorAtLeast":
                return h != null && h.favor >= (Integer) v;
            case "heroFavorAtMost":
                return h != null && h.favor <= (Integer) v;
            case "heroWisdomAtMost":
                return h != null && Heroes.wisdom(c, h) <= measure(c, v, h);
            case "outsideHaven":
                return h != null && !c.loc(h.location).haven();
            case "vsMinion":
                return scope.vsMinion();
            case "influenceAt": {
                Map<String, Object> m = (Map<String, Object>) v;
                int sum = 0;
                for (Location l : Selectors.resolve(c, (Selector) m.get("where"), scope)) {
                    sum += c.s.influence[l.index()];
                }
                return sum >= (Integer) m.get("atLeast");
            }
            case "monsterAt":
                return Selectors.resolve(c, (Selector) v, scope).stream().anyMatch(l -> !Table.tokensAt(c, l.index()).isEmpty());
            case "minionAt":
                return Selectors.resolve(c, (Selector) v, scope).stream().anyMatch(l -> !Table.minionsAt(c, l.index()).isEmpty());
            case "monsterOrMinionAt":
                return Selectors.resolve(c, (Selector) v, scope).stream().anyMatch(l -> Table.enemyAt(c, l.index()));
            case "characterAt":
                return Selectors.resolve(c, (Selector) v, scope).stream().anyMatch(l -> c.s.characterAt.containsValue(l.index()));
            case "plotActive":
                return Plots.activeSlot(c, (String) v) >= 0;
            case "activePlotsAtLeast":
                return Plots.activeCount(c) >= (Integer) v;
            case "characterInPlay":
                return c.s.characterAt.getOrDefault((String) v, -1) >= 0;
            case "markerRearmost":
                return c.s.story.leftmostSauron().contains(Marker.valueOf(((String) v).toUpperCase()));
            case "markerAtLeast": {
                Map<String, Object> m = (Map<String, Object>) v;
                return c.s.story.position(Marker.valueOf(((String) m.get("marker")).toUpperCase())) >= (Integer) m.get("space");
            }
            case "heroesCorruptionAtMost":
                return c.s.heroes.stream().mapToInt(x -> x.corruption.size()).sum() <= (Integer) v;
            case "heroesFavorAtLeast":
                return c.s.heroes.stream().mapToInt(x -> x.favor).sum() >= (Integer) v;
            case "monstersInPlayAtMost": {
                int n = 0;
                for (int at : c.s.tokenAt) {
                    if (at >= 0) {
                        n++;
                    }
                }
                return n <= (Integer) v;
            }
            case "minionsInPlayAtMost":
                return c.s.minions.values().stream().filter(MinionState::onBoard).count() <= (Integer) v;
            case "allQuestsDone":
                return c.s.heroes.stream().allMatch(x -> questsDone(c, x));
            case "explored":
                return scope.explored() >= 0 && c.loc(scope.explored()).id().equals(v);
            case "defeated": {
                Object at = r.all().get("at");
                return v.equals(scope.defeated())
                        && (at == null || (scope.defeatedAt() >= 0 && c.loc(scope.defeatedAt()).id().equals(at)));
            }
            case "fought": {
                Object at = r.all().get("at");
                return v.equals(scope.fought())
                        && (at == null || (scope.defeatedAt() >= 0 && c.loc(scope.defeatedAt()).id().equals(at)));
            }
            case "special":
                return special(c, (RuleSpecial) v);
            default:
                throw new IllegalStateException("condition " + key);
        }
    }

    private static int measure(Ctx c, Object v, HeroState h) {
        if (v instanceof Integer i) {
            return i;
        }
        return switch ((String) v) {
            case "activePlots" -> Plots.activeCount(c);
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
