package meq.rules.words;

import java.util.Optional;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Naming;
import meq.rules.Rules;

/**
 * What the other seats see of a choice: its public consequence, as the table would show it ("Sauron plays no Shadow
 * card", "Sauron keeps a card"), never which of his hidden options he took nor how many he had.
 */
public final class SeenChoice {
    private SeenChoice() {
    }

    /**
     * The table's line for a choice whose result no event tells (a pass, a card chosen face down or kept in hand);
     * empty when the events that follow tell it.
     */
    public static Optional<String> silent(Rules r, Ask ask, Action a) {
        String who = ask.seat().sauron() ? "Sauron" : Naming.who(r, ask.seat().id());
        String q = ask.prompt();
        boolean pass = a instanceof Action.Pass || a instanceof Action.PassForThisTurn;
        boolean card = a instanceof Action.ChooseCard || a instanceof Action.Discard;
        if (q.startsWith("Play a Shadow card")) {
            return pass ? Optional.of("Sauron plays no Shadow card") : Optional.empty();
        } else if (q.startsWith("Choose a combat card")) {
            String side = ask.seat().sauron() ? "Sauron's combatant" : who;
            return Optional.of(pass ? side + " plays no card: exhausted" : side + " chooses a combat card, face down");
        } else if (q.startsWith("Keep a card")) {
            return Optional.of(who + " keeps a card");
        } else if (q.startsWith("Take an action")) {
            return pass ? Optional.of("Sauron takes no action") : Optional.empty();
        } else if (q.startsWith("Play a plot")) {
            return pass ? Optional.of("Sauron plays no plot") : Optional.empty();
        } else if (q.startsWith("Put the top Plot card")) { // never names it: Sauron's to know
            return Optional.of(pass ? "Sauron leaves the top Plot card on top"
                    : "Sauron puts the top Plot card at the bottom");
        } else if (q.startsWith("Take which plot")) {
            return card ? Optional.of("Sauron takes a Plot card into his hand") : Optional.empty();
        } else if (q.startsWith("Discard a Plot card")) {
            return Optional.of("Sauron discards a Plot card from his hand");
        } else if (q.startsWith("Discard a card to pay for the move")) {
            return card ? Optional.of(who + " pays a card for the move") : Optional.empty();
        } else if (q.startsWith("Discard down to")) {
            return card ? Optional.of(who + " discards a card") : Optional.empty();
        } else if (q.startsWith("Discard a shield card")) {
            return Optional.of(card ? who + " discards a shield card" : who + " discards no shield card");
        } else if (q.startsWith("Take damage")) {
            return Optional.of(card ? who + " takes 1 damage with a card from the hand"
                    : who + " takes 1 damage from the top of the life pool");
        }
        return pass ? Optional.of(who + " passes") : Optional.empty();
    }

    /**
     * The choice as a seat that did not make it may read it: its public consequence; else, when its words name no
     * card (a move, a place on the map), those words; else that it was made (the events that follow show what).
     */
    public static String words(Rules r, Ask ask, Action a) {
        Optional<String> silent = silent(r, ask, a);
        if (silent.isPresent()) {
            return silent.get();
        }
        boolean namesCard = a instanceof Action.ChooseCard || a instanceof Action.Discard
                || a instanceof Action.MoveHero m && m.card() >= 0 || a instanceof Action.Trade t && t.card() >= 0
                || a instanceof Action.ChooseOption;
        String who = ask.seat().sauron() ? "Sauron" : Naming.who(r, ask.seat().id());
        return namesCard ? who + " chooses" : who + ": " + Describe.action(r, a);
    }
}
