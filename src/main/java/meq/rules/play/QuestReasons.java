package meq.rules.play;

import java.util.ArrayList;
import java.util.List;
import meq.data.CardDecks;
import meq.data.Requirement;
import meq.data.RuleCondition;
import meq.rules.Ctx;
import meq.rules.Naming;
import meq.state.CardKind;
import meq.state.HeroState;

/**
 * Why a hero exploring cannot complete one of his quests: locked (which Starting quest unlocks it), its goal
 * elsewhere (where), or a goal no exploring meets (the fight that wins it). Read from the quest's goal and the
 * public board only.
 */
final class QuestReasons {
    private QuestReasons() {
    }

    /** The reason this quest is not completed here. */
    static String why(Ctx c, HeroState h, int quest) {
        Requirement goal = goal(c, quest);
        String ask = words(c, goal);
        List<Integer> places = places(c, goal);
        boolean here = places.contains(h.location);
        String at = "; you are at " + Naming.location(c.rules, h.location);
        if (!Quests.open(c, h, quest)) {
            String unlock = "Advanced quests unlock once you complete your Starting quest" + starting(c, h);
            if (here) {
                return "you are at its place, but " + unlock;
            }
            return ask == null ? unlock : unlock + "; then " + ask + at;
        }
        if (ask == null) {
            return "its goal is not met here: " + WhyNot.goal(c, quest);
        }
        if (here && fightOnly(goal)) {
            return ask.replace(" at " + Naming.location(c.rules, h.location), " here")
                    + " to complete it: it is fought in place of your encounter, after your Travel step";
        }
        return ask + " to complete it" + at;
    }

    /** ": They Have Become Queer and Wild (explore Fangorn)", the Starting quest he holds, or nothing. */
    private static String starting(Ctx c, HeroState h) {
        for (int i = 0; i < h.quests.size(); i++) {
            int q = h.quests.get(i);
            if (c.rules.cards().kind(q) == CardKind.QUEST && Quests.def(c, q).kind().equals("starting")) {
                String ask = words(c, goal(c, q));
                return ": " + Naming.card(c.rules, q) + (ask == null ? "" : " (" + ask + ")");
            }
        }
        return "";
    }

    private static Requirement goal(Ctx c, int quest) {
        return c.rules.cards().kind(quest) == CardKind.QUEST ? Quests.def(c, quest).goal()
                : c.rules.cards().def(quest, CardDecks.Encounter.class).questGoal();
    }

    /** "explore Fangorn", "defeat the Orc at South Eaves", "explore X or fight Y (at Z)"; null for other goals. */
    private static String words(Ctx c, Requirement goal) {
        if (goal == null || goal.not() != null) {
            return null;
        }
        if (!goal.anyOf().isEmpty()) {
            if (goal.size() > 0) {
                return null;
            }
            List<String> ways = new ArrayList<>();
            for (Requirement r : goal.anyOf()) {
                String w = words(c, r);
                if (w == null) {
                    return null;
                }
                ways.add(w);
            }
            return String.join(" or ", ways);
        }
        Object explored = goal.all().get(RuleCondition.EXPLORED);
        Object at = goal.all().get(RuleCondition.AT);
        Object defeated = goal.all().get(RuleCondition.DEFEATED);
        Object fought = goal.all().get(RuleCondition.FOUGHT);
        if (goal.size() == 1 && explored instanceof String l) {
            return "explore " + place(c, l);
        }
        Object foe = defeated != null ? defeated : fought;
        if (!(foe instanceof String who) || goal.size() != (at == null ? 1 : 2) || defeated != null && fought != null) {
            return null;
        }
        String verb = defeated != null ? "defeat " : "fight ";
        if (at instanceof String l) {
            return verb + foe(c, who) + " at " + place(c, l);
        }
        var minion = c.s.minions.get(who);
        String stands = minion == null ? "" : minion.onBoard() ? " (at " + Naming.location(c.rules, minion.location) + ")"
                : " (not on the board now)";
        return verb + foe(c, who) + stands;
    }

    /** Whether the goal is only a fight at a place (so exploring there never meets it). */
    private static boolean fightOnly(Requirement goal) {
        return goal.anyOf().isEmpty() && !goal.all().containsKey(RuleCondition.EXPLORED)
                && goal.all().containsKey(RuleCondition.AT);
    }

    /** The locations the goal names (explored or fought at, or where a minion to fight stands). */
    private static List<Integer> places(Ctx c, Requirement goal) {
        List<Integer> out = new ArrayList<>();
        if (goal == null) {
            return out;
        }
        for (RuleCondition k : List.of(RuleCondition.EXPLORED, RuleCondition.AT)) {
            if (goal.all().get(k) instanceof String l) {
                out.add(c.board().location(l).index());
            }
        }
        for (Requirement r : goal.anyOf()) {
            out.addAll(places(c, r));
        }
        return out;
    }

    private static String place(Ctx c, String id) {
        return Naming.location(c.rules, c.board().location(id).index());
    }

    /** "the Orc", "the Black Serpent". */
    private static String foe(Ctx c, String id) {
        if (c.s.minions.get(id) == null) {
            return "the " + Naming.monster(c.rules, id);
        }
        String name = Naming.who(c.rules, id);
        return name.startsWith("The ") ? "the " + name.substring(4) : name;
    }
}
