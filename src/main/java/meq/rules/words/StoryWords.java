package meq.rules.words;

import java.util.ArrayList;
import java.util.List;
import meq.data.CardDecks;
import meq.data.EffectStep;
import meq.data.RuleSpecial;
import meq.data.Verb;
import meq.rules.GameEvent;
import meq.rules.GameEvent.StoryMarkerAdvanced;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.state.Marker;
import meq.state.Side;

/**
 * The story track's moves in words, each with what moved the marker: the heroes' marker at every Story step, an
 * active plot, a card, a mission; then the stage entered and the side now dominant when a move changed them.
 */
final class StoryWords {
    private StoryWords() {
    }

    /** The event in words, or null when it is not one of the story track's. */
    static String words(Rules r, GameEvent e) {
        if (e instanceof StoryMarkerAdvanced m) {
            return moved(r, m);
        } else if (e instanceof GameEvent.StageChanged st) {
            return st.to() > st.from() ? "The story enters stage " + roman(st.to()) + ": the Shadow Pool may now hold "
                    + 4 * st.to() + " influence and Events come from the stage " + roman(st.to()) + " deck"
                    : "The story falls back to stage " + roman(st.to()) + ": the Shadow Pool may hold "
                    + 4 * st.to() + " influence";
        } else if (e instanceof GameEvent.DominanceChanged d) {
            return switch (d.to()) {
                case SAURON -> "Sauron is dominant now: he is nearer the end of the story than the heroes";
                case HEROES -> "The heroes are dominant now: they are nearer the end of the story than Sauron";
                default -> "Neither side is dominant now: both are as near the end of the story";
            };
        }
        return null;
    }

    private static String moved(Rules r, StoryMarkerAdvanced m) {
        String marker = marker(m.marker());
        String spaces = spaces(m.to() - m.from());
        String where = " (from " + m.from() + " to " + m.to() + ")";
        if (m.why() == null) {
            return "The " + m.marker().name().toLowerCase() + " marker moves from " + m.from() + " to " + m.to();
        }
        return switch (m.why()) {
            case STORY_STEP -> capital(marker) + " moves " + spaces + ", as it does at every Story step" + where;
            case STORY_STEP_SLOWED -> capital(marker) + " moves " + spaces + ", 1 fewer than at every Story step: "
                    + slowedBy(r) + where;
            case PLOT -> "The active plot " + Naming.titled(r, m.card()) + " moves " + marker + " " + spaces + where;
            case CARD -> (m.card() == null ? "A card" : Naming.titled(r, m.card())) + " moves " + marker + " "
                    + spaces + where;
            case MISSION -> "The mission " + Naming.titled(r, m.card()) + ", fulfilled, moves " + marker + " "
                    + spaces + where;
        };
    }

    /** "the heroes' green marker", "Sauron's yellow marker". */
    static String marker(Marker m) {
        return (m == Marker.GREEN ? "the heroes' " : "Sauron's ") + m.name().toLowerCase() + " marker";
    }

    /** "1 space", "2 spaces", "back 1 space". */
    static String spaces(int n) {
        return (n < 0 ? "back " : "") + Math.abs(n) + (Math.abs(n) == 1 ? " space" : " spaces");
    }

    /** The card that slows the heroes' marker at the next Story step, read from the data: "Grievous Loss was played". */
    private static String slowedBy(Rules r) {
        List<String> titles = new ArrayList<>();
        for (CardDecks.Shadow s : r.data().cards().shadows()) {
            if (slows(s.effect()) && !titles.contains(s.title())) {
                titles.add(s.title());
            }
        }
        return titles.isEmpty() ? "a card said so" : Happened.and(titles) + " was played";
    }

    private static boolean slows(List<EffectStep> steps) {
        for (EffectStep st : steps) {
            if ((st.verb() == Verb.SPECIAL && st.value() == RuleSpecial.GREEN_ONE_FEWER_NEXT_STORY)
                    || (st.then() != null && slows(st.then()))) {
                return true;
            }
        }
        return false;
    }

    static String roman(int stage) {
        return "I".repeat(Math.max(1, Math.min(stage, 3)));
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
