package meq.rules;

import java.util.function.IntFunction;
import meq.state.ActionType;
import meq.state.Attribute;
import meq.state.Marker;

/** Every decision of every player is one Action; nothing else changes the state. */
public sealed interface Action {
    // The answers without parts, made once: a question offers the same object each time (Ask.allows finds it
    // by identity first); records compare by value, so a new Pass() is still the same answer. They are made while
    // Action itself is initialised: safe while Action has no default method (JLS 12.4.2), so keep it without one.
    Pass PASS = new Pass();
    PassForThisTurn PASS_FOR_THIS_TURN = new PassForThisTurn();
    PlaceInPool PLACE_IN_POOL = new PlaceInPool();
    Rest REST = new Rest();
    Heal HEAL = new Heal();
    ExploreHere EXPLORE_HERE = new ExploreHere();
    RetrieveFavor RETRIEVE_FAVOR = new RetrieveFavor();
    TakeFromLife TAKE_FROM_LIFE = new TakeFromLife();
    Accept ACCEPT = new Accept();
    LoseFavor LOSE_FAVOR = new LoseFavor();
    DarkPath DARK_PATH = new DarkPath();
    UseEvent USE_EVENT = new UseEvent();
    DrawPerils DRAW_PERILS = new DrawPerils();

    /** Fills an array with the answer of each number, its index. */
    private static <A extends Action> A[] madeOnce(A[] into, IntFunction<A> make) {
        for (int i = 0; i < into.length; i++) {
            into[i] = make.apply(i);
        }
        return into;
    }

    /** Decline, or finish the current step (stop exploring, end travel, end commands). */
    record Pass() implements Action {
    }

    /** Sauron passes at this Shadow window and is not asked again until the next turn (his or a hero's). */
    record PassForThisTurn() implements Action {
    }

    /** Sauron takes an action of this type. */
    record TakeAction(ActionType type) implements Action {
    }

    /** One influence token on a location (by board index). */
    record PlaceInfluence(int location) implements Action {
        private static final PlaceInfluence[] MADE = madeOnce(new PlaceInfluence[128], PlaceInfluence::new);

        /** The one object for a location (board indices are below 128). */
        public static PlaceInfluence of(int location) {
            return location >= 0 && location < MADE.length ? MADE[location] : new PlaceInfluence(location);
        }
    }

    /** One influence token into the Shadow Pool. */
    record PlaceInPool() implements Action {
    }

    /** Command: move a minion (up to its range). */
    record MoveMinion(String minion, int to) implements Action {
    }

    /** Command: move a monster token to an adjacent location with influence. */
    record MoveToken(int token, int to) implements Action {
    }

    /**
     * Draw a monster token from this pile and look at it (then place it: {@link ChooseLocation}). Only piles with a
     * token and a location it may go on are offered.
     */
    record DrawToken(String pile) implements Action {
    }

    /**
     * Saves written before Sauron looked at a token before placing it: no step accepts it now (such a save stops
     * there, "no longer applies").
     */
    record PlaceToken(String pile, int location) implements Action {
    }

    /** Command: remove up to 4 damage from a minion. */
    record HealMinion(String minion) implements Action {
    }

    /** Sauron places (true) or holds back for good (false) a minion entering play. */
    record PlaceMinion(String minion, int location) implements Action {
    }

    /** A hero rests. */
    record Rest() implements Action {
    }

    /** A hero resting in a Haven heals. */
    record Heal() implements Action {
    }

    /** Which of Sauron's tied rearmost markers advances. */
    record AdvanceMarker(Marker marker) implements Action {
    }

    /**
     * A hero moves to a neighbouring location. card >= 0: pays with that one card (matching icon, or any
     * card where one card is the price); card = -1: pays the path's number in cards, chosen next.
     */
    record MoveHero(int to, int card) implements Action {
    }

    /** A hero discards this card from his hand (paying for a move). */
    record Discard(int card) implements Action {
        private static final Discard[] MADE = madeOnce(new Discard[1024], Discard::new);

        /** The one object for a card (a game has fewer than 1,024 cards); another number, a new one. */
        public static Discard of(int card) {
            return card >= 0 && card < MADE.length ? MADE[card] : new Discard(card);
        }
    }

    /** Explore the location the hero started his turn on, without moving first. */
    record ExploreHere() implements Action {
    }

    /** Explore: take the favor tokens lying here. */
    record RetrieveFavor() implements Action {
    }

    /** Take the option with this index of a card's choice. */
    record ChooseOption(int index, String text) implements Action {
    }

    /** Pick a hero. */
    record ChooseHero(String hero) implements Action {
    }

    /** Pick a location. */
    record ChooseLocation(int location) implements Action {
        private static final ChooseLocation[] MADE = madeOnce(new ChooseLocation[128], ChooseLocation::new);

        /** The one object for a location (board indices are below 128). */
        public static ChooseLocation of(int location) {
            return location >= 0 && location < MADE.length ? MADE[location] : new ChooseLocation(location);
        }
    }

    /** Pick a card (to keep, to discard, to play). */
    record ChooseCard(int card) implements Action {
        private static final ChooseCard[] MADE = madeOnce(new ChooseCard[1024], ChooseCard::new);

        /** The one object for a card (a game has fewer than 1,024 cards); another number, a new one. */
        public static ChooseCard of(int card) {
            return card >= 0 && card < MADE.length ? MADE[card] : new ChooseCard(card);
        }
    }

    /** Pick an attribute for a level token. */
    record ChooseAttribute(Attribute attribute) implements Action {
    }

    /** Take one damage from the top of the life pool, unseen. */
    record TakeFromLife() implements Action {
    }

    /** Accept an optional effect or pay its cost. */
    record Accept() implements Action {
    }

    /** A defeated hero loses a favor token. */
    record LoseFavor() implements Action {
    }

    /** Sauron plays a Plot card from his hand, its marker on this location. */
    record PlayPlot(int card, int location) implements Action {
    }

    /** Explore: consult a character for 2 favor (ability false) or for its ability. */
    record Consult(String character, boolean ability) implements Action {
    }

    /** Explore: take the dark path (1 favor and 1 Corruption card). */
    record DarkPath() implements Action {
    }

    /** Explore: complete a quest whose goal is met. */
    record CompleteQuest(int card) implements Action {
    }

    /** Explore: discard an active plot affecting this location by paying its favor cost. */
    record DiscardPlot(int card) implements Action {
    }

    /** Explore: use the current event card whose marker is here. */
    record UseEvent() implements Action {
    }

    /** Sauron flips a monster token in the hero's location: the hero fights it (a blank is discarded). */
    record FlipToken(int token) implements Action {
    }

    /** Sauron sends a minion in the hero's location against him. */
    record FightMinion(String minion) implements Action {
    }

    /** Sauron draws Peril cards for a perilous location. */
    record DrawPerils() implements Action {
    }

    /** Argalad's Scout: look at every monster token in one adjacent location. */
    record Scout(int location) implements Action {
    }

    /**
     * Trade: give to (or, with ask, ask for) one favor (card -1) or one Item or kept Quest encounter card,
     * between heroes on the same location.
     */
    record Trade(String other, int card, boolean ask) implements Action {
    }
}
