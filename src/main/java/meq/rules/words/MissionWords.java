package meq.rules.words;

import java.util.ArrayList;
import java.util.List;
import meq.rules.Rules;
import meq.rules.View;

/**
 * The seat's own mission with how far its side stands from it now, read from the seat's view (a view holds the
 * needs only for the mission's owner): "Active plots: 1, 3 needed (2 more)".
 */
public final class MissionWords {
    private MissionWords() {
    }

    /** Each need of the view's own mission in words, then whether it is fulfilled now; empty without one. */
    public static List<String> progress(Rules r, View v) {
        List<String> out = new ArrayList<>();
        if (v.own().mission() < 0 || v.own().missionNeeds().isEmpty()) {
            return out;
        }
        boolean all = true;
        boolean anyAlternative = false;
        boolean someAlternative = false;
        for (View.MissionNeed n : v.own().missionNeeds()) {
            out.add((n.alternative() ? "Either way: " : "") + need(n));
            if (n.alternative()) {
                anyAlternative = true;
                someAlternative |= n.met();
            } else {
                all &= n.met();
            }
        }
        out.add(all && (!anyAlternative || someAlternative) ? "Fulfilled now (checked at the Finale)"
                : "Not fulfilled yet (checked at the Finale)");
        return out;
    }

    /** The mission card as its owner reads it: its face, its needs measured now among its numbers. */
    public static CardFace face(Rules r, View v) {
        CardFace f = CardFaces.of(r, v.own().mission());
        List<String> numbers = new ArrayList<>(f.numbers());
        numbers.addAll(progress(r, v));
        return new CardFace(f.id(), f.title(), f.kind(), f.text(), numbers);
    }

    private static String need(View.MissionNeed n) {
        String what = switch (n.what()) {
            case "activePlotsAtLeast" -> "Active plots";
            case "markerAtLeast" -> "Sauron's " + n.subject() + " marker on space";
            case "influenceAt" -> "Influence in " + n.subject();
            case "heroesCorruptionAtMost" -> "Corruption cards the heroes hold";
            case "heroesFavorAtLeast" -> "Favor the heroes hold";
            case "monstersInPlayAtMost" -> "Monster tokens on the board";
            case "minionsInPlayAtMost" -> "Minions on the board";
            case "allQuestsDone" -> "Starting and Advanced quests completed";
            case "special:ringwraiths-in-shire" -> null;
            default -> n.what();
        };
        if (what == null) {
            return n.now() < 0 ? "The Ringwraiths are not on the board" : n.now() == 0
                    ? "The Ringwraiths stand in The Shire: met"
                    : "The Ringwraiths stand " + n.now() + (n.now() == 1 ? " space" : " spaces") + " from The Shire";
        }
        if (n.atLeast()) {
            int more = n.target() - n.now();
            return what + ": " + n.now() + ", " + n.target() + " needed" + (more <= 0 ? ": met"
                    : " (" + more + (n.what().equals("markerAtLeast") ? (more == 1 ? " space" : " spaces") + " to go"
                    : " more") + ")");
        }
        int over = n.now() - n.target();
        return what + ": " + n.now() + ", at most " + n.target() + (over <= 0 ? ": met" : " (" + over + " too many)");
    }
}
