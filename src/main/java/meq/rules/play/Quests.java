package meq.rules.play;

import meq.data.CardDecks;
import meq.rules.Ctx;
import meq.rules.GameEvent;
import meq.rules.Scope;
import meq.rules.table.Conditions;
import meq.rules.table.QuestLocks;
import meq.state.CardKind;
import meq.state.HeroState;

/** Quests: completing them when their goal is met, and revealing the Advanced quest. */
final class Quests {
    private Quests() {
    }

    static CardDecks.Quest def(Ctx c, int card) {
        return c.rules.cards().def(card, CardDecks.Quest.class);
    }

    /** A hero's Advanced quest stays locked (and cannot be completed) until his Starting quest is done. */
    static boolean open(Ctx c, HeroState h, int card) {
        return !QuestLocks.locked(c.rules, card, h.questsDone.asList());
    }

    /** Whether a quest card (a quest or a kept Quest encounter) has its goal met in this scope. */
    static boolean met(Ctx c, HeroState h, int card, Scope scope) {
        if (!open(c, h, card)) {
            return false;
        }
        if (c.rules.cards().kind(card) == CardKind.QUEST) {
            return Conditions.holds(c, def(c, card).goal(), scope);
        }
        return Conditions.holds(c, c.rules.cards().def(card, CardDecks.Encounter.class).questGoal(), scope);
    }

    static void complete(Ctx c, HeroState h, int card) {
        h.quests.remove(card);
        var reward = c.rules.cards().kind(card) == CardKind.QUEST ? def(c, card).reward()
                : c.rules.cards().def(card, CardDecks.Encounter.class).questReward();
        if (c.rules.cards().kind(card) == CardKind.QUEST) {
            h.questsDone.add(card);
        } else {
            // "Completed Quests are removed from the game and are no longer used."
            c.s.removed.add(card);
        }
        c.emit(new GameEvent.CardResolved("quest completed", c.rules.cards().id(card)));
        RunEffect.push(c, reward, Scope.of(h.id, card));
    }

    /**
     * Quests whose goal is to fight this opponent, or to defeat him when he was defeated, are completed at once (and
     * Noble Bloodline counts them as any other completed quest).
     */
    static void afterFighting(Ctx c, String hero, String opponent, int at, boolean defeated) {
        HeroState h = c.s.hero(hero);
        Scope scope = Scope.of(hero, -1).afterFighting(opponent, at, defeated);
        for (int i = h.quests.size() - 1; i >= 0; i--) {
            int q = h.quests.get(i);
            if (met(c, h, q, scope)) {
                complete(c, h, q);
                HeroTurn.nobleBloodline(c, h);
            }
        }
    }
}
