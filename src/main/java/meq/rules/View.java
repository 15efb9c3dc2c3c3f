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
 * for the heroes). In named parts: the board, the story, Sauron's side of the table, the question of the moment,
 * and the seat's own secrets.
 */
public record View(Seat seat, Board board, Story story, Sauron sauron, Question question, Own own) {

    /**
     * What stands on the board: the heroes (their public sheets), the minions, the characters (by place), the monster
     * tokens and what is left in each pile, influence and favor (by location), the event marker's location (-1: none).
     */
    public record Board(List<HeroView> heroes, List<MinionView> minions, Map<String, Integer> characters,
                        List<TokenView> tokens, Map<String, Integer> tokenPiles, int[] influence, int[] favorTokens,
                        int eventMarker) {
    }

    /**
     * The story: the turn, the stage, the markers on the story track, the side ahead, the current event (-1: none),
     * and, once it is over, who won and why (else null).
     */
    public record Story(int turn, int stage, Map<Marker, Integer> markers, Side dominant, int currentEvent,
                        Side winner, String winReason) {
    }

    /**
     * Sauron's side of the table, open to all: the Shadow Pool and its limit, the action tracks (actionTokens: per
     * track, its covered spaces as bits, bit 0 the leftmost space; actionTokensThisRound: those of them whose tokens
     * were placed in this round), his active plots, and how many Shadow and plot cards he holds.
     */
    public record Sauron(int shadowPool, int shadowPoolLimit, Map<ActionType, Integer> actionTokens,
                         Map<ActionType, Integer> actionTokensThisRound, List<PlotView> plots, int shadowCount,
                         int plotCount) {
    }

    /**
     * The question of the moment: the seat deciding (null when none), its question (only in that seat's view),
     * the card whose effect asks it ("Tempted by Power: choose one"), -1 when none (only with the seat's own
     * question, and only a card resolved face up: an event, a Shadow card or plot played, a peril, an encounter, a
     * quest...), and the fight under way (null when none).
     */
    public record Question(Seat deciding, Ask ask, int resolving, FightView fight) {
    }

    /**
     * The seat's own secrets (empty, or -1, for a seat without them): his hand; Sauron's Shadow cards and plots in
     * hand; the seat's mission (-1: none) and its needs measured now; the hero's Corruption cards, rest and damage
     * pools, attributes as played and the cards that change them; skills: the skill cards he has trained, wherever
     * among his cards they lie (his alone: the table is not told which skill he kept).
     */
    public record Own(List<Integer> hand, List<Integer> shadows, List<Integer> plots, int mission,
                      List<MissionNeed> missionNeeds, List<Integer> corruption, List<Integer> rest,
                      List<Integer> damage, int[] attributes, List<AttributeChange> attributeChanges,
                      List<Integer> skills) {
    }

    /**
     * A card the seat's own hero holds that changes one of his attributes (a Corruption card: Weary, fortitude -1):
     * attribute 0-3 (fortitude, strength, agility, wisdom), the card, the change. Only in the hero's own view, as
     * his Corruption cards are; with the attributes, his four attributes as the engine plays them (else empty).
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
     * A combat under way: the hero and his opponent (a minion's id, or a monster's), the round, why the fight is
     * fought (an ambush, an attack in travel, a card's fight, the Finale), which sets its stakes; each side's stack
     * and strength; the count of Sauron's hand, the hand itself only in his own view; damage on the opponent.
     */
    public record FightView(String hero, String opponent, boolean minion, int round, FightCause cause,
                            FightSide heroSide, FightSide sauronSide, int sauronHandCount, List<Integer> sauronHand,
                            int opponentDamage, int opponentHealth) {
    }

    /**
     * One side of a combat: its stack (face up), the strength used of its limit, whether it is exhausted (the hero
     * also once he has declared it, before Sauron chooses), the card it committed first and face up (Anticipate),
     * else -1, the counts of its hand Strategize revealed, else null.
     */
    public record FightSide(List<Integer> stack, int used, int strength, boolean exhausted, int committed,
                            CombatState.Shown handShown) {
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
