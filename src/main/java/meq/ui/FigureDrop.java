package meq.ui;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import meq.board.Location;
import meq.rules.Action;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.words.Describe;

/**
 * A figure taken in hand by its pixels and dropped on a place: only the moves that take that very piece there are
 * offered (a minion beside a token at one place moves alone); when none does, the status line says why.
 */
final class FigureDrop {
    private FigureDrop() {
    }

    /** Whether an answer moves the figure held (a spot of the map's pieces; null: the press was on the dot). */
    static boolean moves(View v, TablePainter.Spot held, Action a) {
        if (held == null || held.part() == null) {
            return true;
        }
        return switch (held.part()) {
            case MINION -> a instanceof Action.MoveMinion m && m.minion().equals(held.what());
            case HERO -> a instanceof Action.MoveHero && v.question().ask() != null
                    && v.question().ask().seat().id().equals(held.what());
            case MONSTER_TOKEN -> a instanceof Action.MoveToken t && t.token() >= 0
                    && t.token() == v.board().tokens().get(Integer.parseInt(held.what())).token();
            default -> true;
        };
    }

    /** Of the commands from a place, those that take the figure held to a place. */
    static List<Action> its(View v, TablePainter.Spot held, List<Action> fromThere, Location to) {
        return fromThere.stream().filter(a -> Describe.locationOf(a) == to.index() && moves(v, held, a)).toList();
    }

    /** Why the figure held goes nowhere dropped on {@code to}: where it may go instead, or that it may not move. */
    static String whyNot(Rules rules, View v, TablePainter.Spot held, List<Action> fromThere, Location to) {
        String piece = name(rules, v, held);
        Set<String> places = new LinkedHashSet<>();
        for (Action a : fromThere) {
            if (moves(v, held, a) && Describe.locationOf(a) >= 0) {
                places.add(Naming.location(rules, Describe.locationOf(a)));
            }
        }
        if (places.isEmpty()) {
            return piece + " cannot be moved now: nothing on offer moves it"
                    + (v.question().ask() == null ? "" : " (" + v.question().ask().prompt() + ")");
        }
        List<String> some = places.stream().limit(5).toList();
        return piece + " cannot go to " + to.name() + "; it may go to " + String.join(", ", some)
                + (places.size() > some.size() ? "..." : "");
    }

    /** The figure held in words: "Black Serpent", "Thálin", "the token" (its face is no one's to read here). */
    private static String name(Rules rules, View v, TablePainter.Spot held) {
        if (held == null || held.part() == null) {
            return "That piece";
        }
        return switch (held.part()) {
            case MINION, HERO -> Naming.who(rules, held.what());
            case MONSTER_TOKEN -> "The monster token";
            default -> "That piece";
        };
    }
}
