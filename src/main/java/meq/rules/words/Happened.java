package meq.rules.words;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import meq.board.Location;
import meq.data.CardDecks;
import meq.data.PairDef;
import meq.data.RegionDef;
import meq.data.Selector;
import meq.rules.GameEvent;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.state.Deck;
import meq.state.Side;

/**
 * What the engine does on its own, in words: a random discard, a pile reshuffled, the Hero Draw, an item lost at a
 * defeat, a draw where no card applies (each card with the check that failed), a mission laid face up. The words
 * are made here, when read; the events hold only ids and numbers.
 */
final class Happened {
    /** The decks players call by their kind of card. */
    private static final Map<Deck, String> CALLED = Map.of(Deck.PERILS, "Peril deck", Deck.PLOTS, "Plot deck",
            Deck.SHADOWS, "Shadow deck", Deck.CORRUPTION, "Corruption deck");

    private Happened() {
    }

    /**
     * The event in words, or null when it is none of these. secrets: name what only one seat may know (the cards
     * discarded at random); else the table's words, which never do.
     */
    static String words(Rules r, GameEvent e, boolean secrets) {
        if (e instanceof GameEvent.DiscardedAtRandom d) {
            return discarded(r, d, secrets);
        } else if (e instanceof GameEvent.Reshuffled x) {
            return reshuffled(r, x);
        } else if (e instanceof GameEvent.HeroDrew d) {
            // the log heads it with its step ("Hero draw"): the words do not say it again
            return Naming.who(r, d.hero()) + (d.count() == 0 ? " draws no card: the hand already holds fortitude's worth"
                    : " draws " + d.count() + (d.count() == 1 ? " card" : " cards") + " from the life pool, up to fortitude");
        } else if (e instanceof GameEvent.ItemLost i) {
            return Naming.who(r, i.hero()) + " loses the item " + Naming.titled(r, i.item());
        } else if (e instanceof GameEvent.NoneApplies n) {
            String lines = String.join("; ", reasons(r, n));
            return title(r, n) + (lines.isEmpty() ? "" : ": " + lines);
        } else if (e instanceof GameEvent.MissionRevealed m) {
            return (m.side() == Side.SAURON ? "Sauron's" : "The heroes'") + " mission is revealed: "
                    + Naming.titled(r, m.mission()) + (m.fulfilled() ? " (fulfilled)" : " (not fulfilled)");
        }
        return null;
    }

    private static String discarded(Rules r, GameEvent.DiscardedAtRandom d, boolean secrets) {
        String who = d.hero() == null ? "Sauron" : Naming.who(r, d.hero());
        if (secrets) {
            List<String> names = new ArrayList<>();
            d.cards().forEach(c -> names.add(Naming.card(r, c)));
            return who + " discards " + and(names) + " at random";
        }
        int n = d.cards().size();
        return who + " discards " + n + (d.hero() == null ? " Shadow" : "") + (n == 1 ? " card" : " cards")
                + " at random";
    }

    private static String reshuffled(Rules r, GameEvent.Reshuffled x) {
        return switch (x.kind()) {
            case GameEvent.Reshuffled.TOKENS -> "The " + x.pile() + " monster token pile runs out: its discarded "
                    + "tokens are shuffled into a new pile";
            case GameEvent.Reshuffled.COMBAT -> "The " + Naming.name(x.pile()) + " combat deck runs out: its "
                    + "discards are shuffled into a new deck";
            case GameEvent.Reshuffled.SKILLS -> "The Skill deck runs out: its discards are shuffled into a new deck";
            default -> "The " + deck(r, new Deck(x.pile())) + " runs out: its discards are shuffled into a new deck";
        };
    }

    /** A named deck as players call it: "Peril deck", "stage 2 Event deck", "Rohan and Gondor encounter deck". */
    static String deck(Rules r, Deck deck) {
        if (deck.isEvents()) {
            return "stage " + deck.stage() + " Event deck";
        } else if (deck.equals(Deck.HAVEN_ENCOUNTERS)) {
            return "Haven encounter deck";
        } else if (deck.isEncounters()) {
            String pair = deck.pair();
            for (PairDef p : r.data().pairs()) {
                if (p.id().equals(pair)) {
                    return p.name() + " encounter deck";
                }
            }
            return Naming.name(pair) + " encounter deck";
        }
        String called = CALLED.get(deck);
        return called != null ? called : Naming.name(deck.name()) + " deck";
    }

    /** "No Peril applies at Weathertop", "No encounter affects Redhorn Gate". */
    static String title(Rules r, GameEvent.NoneApplies n) {
        String where = Naming.location(r, n.location());
        return n.peril() ? "No Peril applies at " + where : "No encounter affects " + where;
    }

    /** Each card drawn with the check it failed: "Armies Underground: it affects only Mount Gundabad". */
    static List<String> reasons(Rules r, GameEvent.NoneApplies n) {
        List<String> out = new ArrayList<>();
        for (int card : n.drawn()) {
            Selector affects = n.peril() ? r.cards().def(card, CardDecks.Peril.class).affects()
                    : r.cards().def(card, CardDecks.Encounter.class).affects();
            out.add(Naming.card(r, card) + ": " + reach(r, affects, n.location()));
        }
        return out;
    }

    /** Where a card applies, in words, for a location it does not apply to. */
    private static String reach(Rules r, Selector s, int location) {
        List<String> names = new ArrayList<>();
        switch (s.base()) {
            case "location", "locations" -> s.ids().forEach(id -> names.add(r.board().location(id).name()));
            case "region", "regions" -> s.ids().forEach(id -> names.add(region(r, id)));
            default -> {
            }
        }
        if (names.isEmpty() || !s.flags().isEmpty()) {
            Location l = r.board().location(location);
            return "it does not affect " + l.name();
        }
        return "it affects only " + and(names);
    }

    private static String region(Rules r, String id) {
        for (RegionDef d : r.data().regions()) {
            if (d.id().equals(id)) {
                return d.name();
            }
        }
        return Naming.name(id);
    }

    /** "A", "A and B", "A, B and C". */
    static String and(List<String> names) {
        if (names.size() <= 1) {
            return names.isEmpty() ? "" : names.get(0);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }
}
