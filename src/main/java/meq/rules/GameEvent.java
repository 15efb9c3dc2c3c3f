package meq.rules;

import java.util.List;
import meq.state.ActionType;
import meq.state.Attribute;
import meq.state.Deck;
import meq.state.Marker;
import meq.state.Side;

/** What happened, for the log, the window's animations and statistics. */
public sealed interface GameEvent {
    record TurnStarted(int turn) implements GameEvent {
    }

    record HeroTurnStarted(String hero) implements GameEvent {
    }

    record InfluenceRemoved(int location, int amount, String why) implements GameEvent {
    }

    record InfluencePlaced(int location, int amount) implements GameEvent {
    }

    record PoolChanged(int amount, int now) implements GameEvent {
    }

    /**
     * A story marker moved. why: what moved it (null: not said); card: the card that did (a plot at the Story step,
     * a card's effect, a mission in the Finale), else null.
     */
    record StoryMarkerAdvanced(Marker marker, int from, int to, Why why, String card) implements GameEvent {
        public StoryMarkerAdvanced(Marker marker, int from, int to) {
            this(marker, from, to, null, null);
        }

        /** What moved a story marker. */
        public enum Why {
            /** The heroes' marker, 2 spaces at every Story step. */
            STORY_STEP,
            /** The heroes' marker at the Story step, moving less after a Grievous Loss (card: the Shadow card). */
            STORY_STEP_SLOWED,
            /** An active plot at the Story step (card: the plot). */
            PLOT,
            /** A card's effect (card: the card). */
            CARD,
            /** A mission fulfilled in the Finale (card: the mission). */
            MISSION
        }
    }

    /** A story marker's move took the story into another stage (1-3). */
    record StageChanged(int from, int to) implements GameEvent {
    }

    /** A story marker's move changed which side is dominant (NONE: neither). */
    record DominanceChanged(Side from, Side to) implements GameEvent {
    }

    record ActionTaken(ActionType type, int value) implements GameEvent {
    }

    record MinionEntered(String minion, int location) implements GameEvent {
    }

    record MinionMoved(String minion, int from, int to) implements GameEvent {
    }

    record MinionHealed(String minion, int amount) implements GameEvent {
    }

    record MonsterTokenPlaced(String pile, int location) implements GameEvent {
    }

    record MonsterTokenMoved(int from, int to) implements GameEvent {
    }

    record CardsDrawn(String hero, int count) implements GameEvent {
    }

    record HeroRested(String hero) implements GameEvent {
    }

    record HeroHealed(String hero, int cards) implements GameEvent {
    }

    record HeroMoved(String hero, int from, int to, int cardsPaid) implements GameEvent {
    }

    record FavorRetrieved(String hero, int amount) implements GameEvent {
    }

    record FinaleBegins() implements GameEvent {
    }

    record GameEnded(Side winner, String reason) implements GameEvent {
    }

    record CardResolved(String kind, String card) implements GameEvent {
    }

    record FavorChanged(String hero, int amount, int now) implements GameEvent {
    }

    record CorruptionTaken(String hero, String card) implements GameEvent {
    }

    record CorruptionDiscarded(String hero, String card) implements GameEvent {
    }

    record Trained(String hero, String skill) implements GameEvent {
    }

    record LevelGained(String hero, Attribute attribute) implements GameEvent {
    }

    record DamageTaken(String hero, int amount) implements GameEvent {
    }

    record HeroDefeated(String hero, int movedTo) implements GameEvent {
    }

    record ItemGained(String hero, String item) implements GameEvent {
    }

    record CharacterPlaced(String character, int location) implements GameEvent {
    }

    record FavorTokensPlaced(int location, int amount) implements GameEvent {
    }

    record MonsterTokensRemoved(int location, int count) implements GameEvent {
    }

    record MinionDamaged(String minion, int amount) implements GameEvent {
    }

    record MinionDefeated(String minion) implements GameEvent {
    }

    /**
     * Sauron drew from his Shadow or Plot deck. cards: the ids of the cards that went into his hand, for his eyes
     * alone (empty when he still chooses which to keep, or when read from an older story); never for the table.
     */
    record SauronDrew(Deck deck, int count, List<String> cards) implements GameEvent {
        public SauronDrew {
            cards = cards == null ? List.of() : List.copyOf(cards);
        }

        public SauronDrew(Deck deck, int count) {
            this(deck, count, List.of());
        }
    }

    record PlotPlayed(String plot, int location) implements GameEvent {
    }

    record PlotDiscarded(String plot) implements GameEvent {
    }

    record EventDrawn(String event) implements GameEvent {
    }

    /**
     * A monster token at a location is turned face up as a hero meets it (face: the monster's id, null for a blank
     * token); public from this moment on.
     */
    record MonsterTokenRevealed(String hero, int location, String pile, String face) implements GameEvent {
    }

    /**
     * One round of a fight, as both cards are shown: the cards played (card numbers, -1: none, the side was or
     * declared itself exhausted), the damage each side dealt, and whether the opponent is defeated. The round's
     * abilities follow as {@code CardResolved("combat", line)}.
     */
    record CombatRound(String hero, String opponent, boolean minion, int round, int heroCard, int sauronCard,
                       int toHero, int toOpponent, boolean opponentDefeated) implements GameEvent {
    }

    /**
     * Strategize: in the hero's fight, one side showed how many Ranged and Melee cards its hand holds (sauronsHand:
     * Sauron's combatant, shown to the hero; else the hero's hand, shown to Sauron).
     */
    record HandRevealed(String hero, boolean sauronsHand, int ranged, int melee) implements GameEvent {
    }

    /**
     * Cards discarded at random from a hand (Storms of Mordor, An Evil Fog, Cowardly, Trample...): hero, the hero's
     * id, or null for Sauron's Shadow cards; cards: the card numbers, for the eyes of the one who held them alone
     * (the table reads how many).
     */
    record DiscardedAtRandom(String hero, List<Integer> cards) implements GameEvent {
        public DiscardedAtRandom {
            cards = List.copyOf(cards);
        }
    }

    /**
     * A draw pile ran out and its discards were shuffled into a new one. kind: {@link #DECK} (pile: a deck's name,
     * "perils", "encounters-haven"), {@link #TOKENS} (pile: the colour), {@link #COMBAT} (pile: the combat deck's
     * name) or {@link #SKILLS}.
     */
    record Reshuffled(String kind, String pile) implements GameEvent {
        public static final String DECK = "deck";
        public static final String TOKENS = "tokens";
        public static final String COMBAT = "combat";
        public static final String SKILLS = "skills";
    }

    /** The Hero Draw: the hero drew count cards up to his fortitude (0: his hand was already full). */
    record HeroDrew(String hero, int count) implements GameEvent {
    }

    /** A defeated hero gave up an item card (it goes back to the supply). */
    record ItemLost(String hero, String item) implements GameEvent {
    }

    /**
     * The cards drawn where none affects the hero's location, all discarded face up. peril: Sauron's Peril draw,
     * else the hero's Encounter draw; drawn: the card numbers, in the order drawn.
     */
    record NoneApplies(String hero, int location, boolean peril, List<Integer> drawn) implements GameEvent {
        public NoneApplies {
            drawn = List.copyOf(drawn);
        }
    }

    /** At the Finale a side's mission card is laid face up (mission: its id), with whether its side fulfils it. */
    record MissionRevealed(Side side, String mission, boolean fulfilled) implements GameEvent {
    }
}
