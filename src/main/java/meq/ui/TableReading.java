package meq.ui;

import java.util.HashMap;
import java.util.Map;
import meq.board.Location;
import meq.board.Payment;
import meq.data.Icon;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.words.CardFace;
import meq.rules.words.CardFaces;
import meq.rules.words.MovePrice;
import meq.state.Seat;

/**
 * What the table reads off one seat's view, with no rules of its own: the words of its panels, what each move on
 * offer costs, where the piece a command moves stands, and which card an answer uses.
 */
final class TableReading {
    private final Rules rules;

    TableReading(Rules rules) {
        this.rules = rules;
    }

    /**
     * The cheapest way to pay for each move on offer, in the rules' terms: one card with the path's icon ("a hills
     * card", or "any card" where the path or the Boat takes any), or as many cards of any kind as the path's number
     * ("3 cards"), as the hero's Boat and Horse change them.
     */
    Map<Integer, String> moveCosts(View v, Ask own) {
        Map<Integer, String> out = new HashMap<>();
        if (own == null || own.seat().sauron()) {
            return out;
        }
        String hero = own.seat().id();
        for (Action a : own.options()) {
            if (!(a instanceof Action.MoveHero m) || out.containsKey(m.to()) && m.card() < 0) {
                continue;
            }
            Payment p = MovePrice.of(rules, v, hero, m.to());
            if (p == null) {
                continue;
            }
            if (m.card() >= 0) { // one card: with the path's icon, or any card where one of any kind pays
                out.put(m.to(), p.icon() == null || p.anyCards() == 1 ? "any card"
                        : p.icon() == Icon.MOUNTAINS ? "a mountain card" : "a " + p.icon().name().toLowerCase() + " card");
            } else {
                out.putIfAbsent(m.to(), p.anyCards() + (p.anyCards() == 1 ? " card" : " cards"));
            }
        }
        return out;
    }

    /** Where a hero stands in a view, or -1 (a seat that is no hero). */
    static int heroAt(View v, String hero) {
        return v.board().heroes().stream().filter(h -> h.id().equals(hero)).mapToInt(View.HeroView::location).findFirst()
                .orElse(-1);
    }

    /** Where the piece an answer moves stands now: the token's or minion's place, or the deciding hero's. */
    static int origin(View view, Action a) {
        if (a instanceof Action.MoveToken t) {
            return view.board().tokens().stream().filter(x -> x.token() == t.token() && t.token() >= 0)
                    .mapToInt(View.TokenView::location).findFirst().orElse(-1);
        } else if (a instanceof Action.MoveMinion m) {
            return view.board().minions().stream().filter(x -> x.id().equals(m.minion()))
                    .mapToInt(View.MinionView::location).findFirst().orElse(-1);
        } else if (a instanceof Action.MoveHero) {
            return heroAt(view, view.question().ask().seat().id());
        }
        return -1;
    }

    /** The card an answer uses, or -1. */
    static int cardOf(Action a) {
        if (a instanceof Action.ChooseCard c) {
            return c.card();
        } else if (a instanceof Action.Discard d) {
            return d.card();
        } else if (a instanceof Action.MoveHero m) {
            return m.card();
        } else if (a instanceof Action.PlayPlot p) {
            return p.card();
        } else if (a instanceof Action.DiscardPlot d) {
            return d.card();
        }
        return -1;
    }

    /** The table in words: plots, the event, minions, the size of Sauron's hand. */
    String tableText(View v) {
        StringBuilder s = new StringBuilder();
        s.append("Active plots:");
        if (v.sauron().plots().isEmpty()) {
            s.append(" none");
        }
        for (View.PlotView p : v.sauron().plots()) {
            s.append("\n  ").append(p.slot() + 1).append(". ").append(Naming.card(rules, p.card())).append(" (")
                    .append(Naming.location(rules, p.location())).append(")");
        }
        int event = v.story().currentEvent();
        s.append("\nCurrent event: ").append(event < 0 ? "none" : Naming.card(rules, event));
        s.append("\nMinions:");
        for (View.MinionView m : v.board().minions()) {
            if (m.status().equals("ACTIVE")) {
                s.append("\n  ").append(rules.data().minion(m.id()).name()).append(" at ")
                        .append(Naming.location(rules, m.location())).append(", damage ").append(m.damage());
            }
        }
        s.append("\nSauron holds ").append(v.sauron().shadowCount()).append(" Shadow and ").append(v.sauron().plotCount())
                .append(" Plot cards");
        s.append('\n').append(piles(v));
        return s.toString();
    }

    /** What only the seat may read: its mission, corruption and quests. */
    String secretText(View v) {
        StringBuilder s = new StringBuilder();
        // the mission, Corruption cards and quests are drawn as cards above these words (OwnCards)
        boolean cards = v.own().mission() >= 0 || !v.own().corruption().isEmpty()
                || v.board().heroes().stream().anyMatch(h -> h.id().equals(v.seat().id()) && !h.quests().isEmpty());
        if (!v.own().shadows().isEmpty() || !v.own().plots().isEmpty()) {
            s.append("Your Shadow and Plot cards are shown in the hand below.\n");
        }
        if (cards) {
            s.append("Click a card to open it large.\n");
        }
        return s.length() == 0 ? (v.seat().equals(Seat.TABLE) ? "(the curtain is down)" : "nothing secret") : s.toString();
    }

    /** The monster token piles and how many tokens each still holds (public: the piles stand on the table). */
    static String piles(View v) {
        if (v == null || v.board().tokenPiles().isEmpty()) {
            return "No monster token piles.";
        }
        StringBuilder s = new StringBuilder("Monster tokens left in each pile:");
        v.board().tokenPiles().forEach((colour, n) -> s.append("\n  ").append(Character.toUpperCase(colour.charAt(0)))
                .append(colour.substring(1)).append(": ").append(n));
        return s.toString();
    }

    /** The lines a location's tooltip adds: what stands there in the seat's view. */
    String locationWords(View view, Location l) {
        if (view == null) {
            return "";
        }
        StringBuilder s = new StringBuilder();
        int inf = view.board().influence()[l.index()];
        if (inf > 0) {
            s.append("<br>Influence: ").append(inf);
        }
        if (view.board().favorTokens()[l.index()] > 0) {
            s.append("<br>Favor: ").append(view.board().favorTokens()[l.index()]);
        }
        view.board().characters().forEach((c, at) -> {
            if (at != null && at == l.index()) {
                s.append("<br>Character: ").append(CardFaces.byId(rules, c).map(CardFace::title)
                        .orElse(c));
            }
        });
        for (View.TokenView t : view.board().tokens()) {
            if (t.location() == l.index()) {
                s.append("<br>Monster token (").append(t.pile()).append(")").append(t.face() == null ? "" : ": "
                        + CardFaces.byId(rules, t.face()).map(CardFace::title).orElse(t.face()));
            }
        }
        return s.toString();
    }
}
