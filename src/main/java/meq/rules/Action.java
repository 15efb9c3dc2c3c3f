package meq.rules;

import meq.state.ActionType;
import meq.state.Marker;

/** Every decision of every player is one Action; nothing else changes the state. */
public sealed interface Action {
    /** Decline, or finish the current step (stop exploring, end travel, end commands). */
    record Pass() implements Action {
    }

    /** Sauron takes an action of this type. */
    record TakeAction(ActionType type) implements Action {
    }

    /** One influence token on a location (by board index). */
    record PlaceInfluence(int location) implements Action {
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

    /** Command: draw a token from a pile and place it face down. */
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
    }

    /** Pick a card (to keep, to discard, to play). */
    record ChooseCard(int card) implements Action {
    }

    /** Pick an attribute for a level token. */
    record ChooseAttribute(meq.state.Attribute attribute) implements Action {
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
}
