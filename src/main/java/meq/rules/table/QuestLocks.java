package meq.rules.table;

import java.util.List;
import meq.data.CardDecks;
import meq.rules.Rules;
import meq.state.CardKind;

/**
 * A hero's Advanced quest is locked until he completes his Starting quest (completing it reveals the Advanced one):
 * one reading of that rule for the engine and for what the players are shown.
 */
public final class QuestLocks {
    private QuestLocks() {
    }

    /** Whether this quest card cannot be completed yet, given the quests its hero has completed. */
    public static boolean locked(Rules r, int card, List<Integer> done) {
        if (r.cards().kind(card) != CardKind.QUEST || !quest(r, card).kind().equals("advanced")) {
            return false;
        }
        for (int i = 0; i < done.size(); i++) {
            if (quest(r, done.get(i)).kind().equals("starting")) {
                return false;
            }
        }
        return true;
    }

    private static CardDecks.Quest quest(Rules r, int card) {
        return r.cards().def(card, CardDecks.Quest.class);
    }
}
