package meq.rules.words;

import meq.data.HeroAbility;
import meq.data.HeroDef;
import meq.rules.Rules;
import meq.rules.View;

/** Why a fight is fought and what failing it costs, in the game's words, for the combat table's heading. */
public final class FightWords {
    private FightWords() {
    }

    /**
     * RS 294-299 (the Ambush: a foe in the hero's location attacks as his turn begins; no rest beside it, RS 279),
     * RS 337-343 (a foe met in travel: "If you do not defeat this monster or minion in combat, your hero turn
     * immediately ends") and RS 555-559 (Sauron "may immediately place an amount of influence equal to his
     * combatant's wisdom").
     */
    public static String stakes(Rules r, View.FightView f) {
        HeroDef hero = r.data().hero(f.hero());
        String name = hero.name();
        if (f.cause() == View.FightCause.FINALE) {
            return "The Finale: the heroes win only if the Ringwraiths are defeated.";
        }
        int wisdom = f.minion() ? r.data().minion(f.opponent()).wisdom() : r.data().monster(f.opponent()).wisdom();
        String influence = wisdom > 0 ? "Sauron may place " + wisdom + " influence" : null; // its wisdom
        return switch (f.cause()) {
            case AMBUSH -> "Ambush: it shares " + name + "'s place, so no rest. If it is not defeated, "
                    + (influence == null ? "" : influence + "; ") + "the turn goes on.";
            case TRAVEL -> "Met in travel: if it is not defeated, " + (influence == null ? "" : influence + " and ")
                    + (hero.ability().kind() == HeroAbility.IRON_WILL
                    ? "the turn goes on (Iron Will)." : name + "'s turn ends.");
            default -> influence == null ? "" : "If it is not defeated, " + influence + ".";
        };
    }
}
