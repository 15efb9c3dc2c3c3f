package meq.rules;

import java.util.List;
import java.util.Map;
import meq.combat.CombatState;
import meq.state.ActionType;
import meq.state.Marker;
import meq.state.Seat;
import meq.state.Side;

/**
 * What one seat may see: everything public, its own secrets, and its own pending question. Hidden things
 * appear only as counts (other hands, deck sizes) or not at all (deck order, the generator, token faces
 * for the heroes). actionTokens: per track, its covered spaces as bits (bit 0: the leftmost space);
 * actionTokensThisRound: those of them whose tokens were placed in this round. resolving: the card whose effect
 * asks the seat's own question ("Tempted by Power: choose one"), -1 when none; only with that question, and only a
 * card resolved face up (an event, a Shadow card or plot played, a peril, an encounter, a quest...). ownSkills: the
 * skill cards the seat's own hero has trained, wherever among his cards they lie (his alone: the table is not told
 * which skill he kept), else empty.
 */
public record View(Seat seat, int turn, int stage, Map<Marker, Integer> story, Side dominant, int[] influence,
                   int shadowPool, int shadowPoolLimit, int[] favorTokens, List<HeroView> heroes,
                   List<MinionView> minions, List<TokenView> tokens, int sauronShadowCount, int sauronPlotCount,
                   List<Integer> ownHand, Seat deciding, Ask ask, Side winner, String winReason,
                   Map<String, Integer> characters, List<PlotView> plots, int currentEvent, int eventMarker,
                   Map<ActionType, Integer> actionTokens, Map<ActionType, Integer> actionTokensThisRound,
                   List<Integer> ownShadows, List<Integer> ownPlots,
                   int ownMission, List<Integer> ownCorruption, FightView fight, List<Integer> ownRest,
                   List<Integer> ownDamage, Map<String, Integer> tokenPiles, List<MissionNeed> ownMissionNeeds,
                   int[] ownAttributes, List<AttributeChange> ownAttributeChanges, int resolving,
                   List<Integer> ownSkills) {

    /**
     * A card the seat's own hero holds that changes one of his attributes (a Corruption card: Weary, fortitude -1):
     * attribute 0-3 (fortitude, strength, agility, wisdom), the card, the change. Only in the hero's own view, as
     * his Corruption cards are; with ownAttributes, his four attributes as the engine plays them (else empty).
     */
    public record AttributeChange(int attribute, int card, int change) {
    }

    /**
     * One need of the seat's own mission, measured now (its owner's view alone): what (the criterion's YAML key),
     * subject (a marker, the locations counted; else null), now and target (atLeast: now must reach target; else
     * must not pass it), alternative (one of several, any of which will do).
     */
    public record MissionNeed(String what, String subject, int now, int target, boolean atLeast,
                              boolean alternative) {
        /** Whether this need is met now. */
        public boolean met() {
            return atLeast ? now >= target : now >= 0 && now <= target;
        }
    }

    /**
     * A combat under way: both stacks (face up), strengths used of their limits, whether each is exhausted (the
     * hero also once he has declared it, before Sauron chooses), damage on the opponent; Sauron's
     * hand only in his own view; a card committed first and face up (Anticipate): Sauron's (committed) or the
     * hero's (heroCommitted), else -1; the counts of a hand Strategize revealed (the hero's, Sauron's), else null;
     * why the fight is fought (an ambush, an attack in travel, a card's fight, the Finale), which sets its stakes.
     */
    public record FightView(String hero, String opponent, boolean minion, int round, List<Integer> heroStack,
                            List<Integer> sauronStack, int sauronHandCount, List<Integer> sauronHand, int heroUsed,
                            int heroStrength, int sauronUsed, int sauronStrength, boolean heroExhausted,
                            boolean sauronExhausted, int opponentDamage, int opponentHealth, int committed,
                            int heroCommitted, CombatState.Shown heroHandShown,
                            CombatState.Shown sauronHandShown, FightCause cause) {
    }

    /** Why a fight is fought: a foe on the hero's place as his turn begins, one met in travel, a card's, the Finale. */
    public enum FightCause { AMBUSH, TRAVEL, CARD, FINALE }

    /**
     * What Sauron reads to choose his action and place influence: the heroes' sheets, his plots in hand, the Shadow
     * Pool and its limit, how many plots are active.
     */
    public record Planning(List<HeroView> heroes, List<Integer> ownPlots, int shadowPool, int shadowPoolLimit,
                           int activePlots) {
    }

    /** A hero's public sheet; questsDone: the quests he has completed (an Advanced quest opens with a Starting one). */
    public record HeroView(String id, int location, int favor, int hand, int life, int rest, int damage,
                           int corruption, List<Integer> items, int[] levels, List<Integer> quests,
                           List<Integer> questsDone) {
    }

    /** An active plot: its slot (0-2), its card, the location its marker affects. */
    public record PlotView(int slot, int card, int location) {
    }

    public record MinionView(String id, String status, int location, int damage) {
    }

    /**
     * A monster token on the board; face is null and token -1 unless the seat may see it (a token's number would
     * name its face). Listed by location and pile, never by number.
     */
    public record TokenView(int token, String pile, int location, String face) {
    }
}
