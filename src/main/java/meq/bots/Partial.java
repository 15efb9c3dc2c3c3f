package meq.bots;

import java.util.List;
import meq.rules.Action;
import meq.rules.Ask;
import meq.state.CardKind;
import meq.state.Cards;

/**
 * The questions the heuristic bot answers from a part of the seat's view instead of the whole: which combat card
 * to play, where a hero's damage comes from, whether he rests, the agility he spends on a fight and the Finale's
 * champion (from the fight's part of his view), which action Sauron takes, where his influence goes,
 * whether he plays a Shadow card; or none of them. A question is one of them only if every answer is of a kind that
 * part's scores read.
 */
enum Partial {
    COMBAT_CARD, DAMAGE, REST, AGILITY, CHAMPION, ACTION, INFLUENCE, SHADOW_WINDOW, NONE;

    /**
     * The part a question reads: a combat card (every answer a card or a pass), a hero's damage (the top of his
     * life pool or a card in hand), his rest (rest or pass), Sauron's action (a track, a Shadow card that is no
     * plot, or a pass), his influence (a location or the Pool), a Shadow window (a card that is no plot, or a pass).
     */
    static Partial of(Cards cards, Ask ask) {
        Partial kind = kind(ask);
        List<Action> options = ask.options();
        for (int i = 0; kind != NONE && i < options.size(); i++) {
            if (!kind.answers(cards, options.get(i))) {
                return NONE;
            }
        }
        return kind;
    }

    /** The part a question's prompt and seat point to (its answers still to be checked). */
    private static Partial kind(Ask ask) {
        if (ask.choosesCombatCard()) {
            return COMBAT_CARD; // known without its words
        }
        if (ask.takesDamage()) {
            return DAMAGE; // likewise, by its mark (its words are made anew for every point of damage)
        }
        String prompt = ask.prompt();
        if (!ask.seat().sauron()) {
            return prompt.equals("Rest?") ? REST
                    : prompt.contains("agility") ? AGILITY
                    : ask.options().get(0) instanceof Action.ChooseHero ? CHAMPION : NONE;
        }
        return prompt.startsWith("Place influence") ? INFLUENCE
                : prompt.startsWith("Take an action") ? ACTION
                : prompt.startsWith("Play a Shadow card") ? SHADOW_WINDOW : NONE;
    }

    /** Whether an answer is of a kind this part's scores read. */
    private boolean answers(Cards cards, Action a) {
        return switch (this) {
            case COMBAT_CARD -> a instanceof Action.ChooseCard || a instanceof Action.Pass;
            case DAMAGE -> a instanceof Action.ChooseCard || a instanceof Action.TakeFromLife;
            case REST -> a instanceof Action.Rest || a instanceof Action.Pass;
            case AGILITY -> a instanceof Action.ChooseOption;
            case CHAMPION -> a instanceof Action.ChooseHero;
            case ACTION -> a instanceof Action.TakeAction || a instanceof Action.Pass || notAPlot(cards, a);
            case INFLUENCE -> a instanceof Action.PlaceInfluence || a instanceof Action.PlaceInPool || a instanceof Action.Pass;
            case SHADOW_WINDOW -> a instanceof Action.Pass || a instanceof Action.PassForThisTurn || notAPlot(cards, a);
            case NONE -> false;
        };
    }

    /** A card chosen that is no plot (a plot's card is scored by what it advances and costs). */
    private static boolean notAPlot(Cards cards, Action a) {
        return a instanceof Action.ChooseCard cc && cards.kind(cc.card()) != CardKind.PLOT;
    }
}
