package meq.state;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Where every card of a game is: counts each card's places, and puts cards that are nowhere back home. */
public final class CardPlaces {
    private CardPlaces() {
    }

    /** How many places hold each card (1 is right), with a name for each place a card was found in. */
    public static int[] count(GameState s, Cards cards, List<String> problems) {
        int[] seen = new int[cards.count()];
        for (HeroState h : s.heroes) {
            add(seen, h.life, problems, h.id + " life");
            add(seen, h.hand, problems, h.id + " hand");
            add(seen, h.rest, problems, h.id + " rest");
            add(seen, h.damage, problems, h.id + " damage");
            add(seen, h.items, problems, h.id + " items");
            add(seen, h.corruption, problems, h.id + " corruption");
            add(seen, h.quests, problems, h.id + " quests");
            add(seen, h.questsDone, problems, h.id + " completed quests");
        }
        add(seen, s.skillDeck, problems, "skill deck");
        for (Map.Entry<String, Pile> e : s.combatDecks.entrySet()) {
            add(seen, e.getValue(), problems, e.getKey() + " deck");
        }
        for (Map.Entry<String, Pile> e : s.decks.entrySet()) {
            add(seen, e.getValue(), problems, e.getKey() + " deck");
        }
        add(seen, s.sauronShadows, problems, "Sauron's shadow cards");
        add(seen, s.sauronPlots, problems, "Sauron's plot cards");
        add(seen, s.itemSupply, problems, "item supply");
        add(seen, s.removed, problems, "out of the game");
        IntList singles = new IntList();
        for (int p : s.activePlots) {
            if (p >= 0) {
                singles.add(p);
            }
        }
        for (int x : new int[] {s.currentEvent, s.sauronMission, s.heroMission}) {
            if (x >= 0) {
                singles.add(x);
            }
        }
        for (Frame frame : s.stack) {
            if (frame instanceof HoldsCards held) {
                held.heldCards().forEach(singles::add);
            }
        }
        add(seen, singles, problems, "play");
        return seen;
    }

    private static void add(int[] seen, Pile p, List<String> problems, String where) {
        add(seen, p.drawPile(), problems, where);
        add(seen, p.discards(), problems, where + " discards");
    }

    private static void add(int[] seen, IntList list, List<String> problems, String where) {
        for (int i = 0; i < list.size(); i++) {
            int c = list.get(i);
            if (c < 0 || c >= seen.length) {
                problems.add("unknown card " + c + " in " + where);
            } else {
                seen[c]++;
            }
        }
    }

    /** Takes a card out of whatever place holds it (a pile, a hand, a slot in play); true if it was found. */
    public static boolean take(GameState s, int card) {
        boolean found = false;
        List<IntList> lists = new ArrayList<>();
        for (HeroState h : s.heroes) {
            lists.addAll(List.of(h.life, h.hand, h.rest, h.damage, h.items, h.corruption, h.quests, h.questsDone));
        }
        List<Pile> piles = new ArrayList<>(s.combatDecks.values());
        piles.addAll(s.decks.values());
        piles.add(s.skillDeck);
        for (Pile p : piles) {
            lists.add(p.drawPile());
            lists.add(p.discards());
        }
        lists.addAll(List.of(s.sauronShadows, s.sauronPlots, s.itemSupply, s.removed));
        for (IntList l : lists) {
            found |= l.remove(card);
        }
        for (int i = 0; i < s.activePlots.length; i++) {
            if (s.activePlots[i] == card) {
                s.activePlots[i] = -1;
                s.plotAt[i] = -1;
                found = true;
            }
        }
        if (s.currentEvent == card) {
            s.currentEvent = -1;
            found = true;
        }
        return found;
    }

    /** Puts every card that is nowhere back where it lives when not in play; returns how many. */
    public static int rehome(GameState s, Cards cards) {
        return rehome(s, cards, Map.of());
    }

    /**
     * Like {@link #rehome(GameState, Cards)}, with a pool per hero for his own cards that are nowhere
     * ("life", "rest" or "damage"; life by default).
     */
    public static int rehome(GameState s, Cards cards, Map<String, String> heroPool) {
        int[] seen = count(s, cards, new ArrayList<>());
        int n = 0;
        for (int c = 0; c < seen.length; c++) {
            if (seen[c] == 0) {
                home(s, cards, c, heroPool);
                n++;
            }
        }
        return n;
    }

    private static void home(GameState s, Cards cards, int c, Map<String, String> heroPool) {
        switch (cards.kind(c)) {
            case HERO -> {
                for (HeroState h : s.heroes) {
                    if (h.id.equals(cards.owner(c))) {
                        switch (heroPool.getOrDefault(h.id, "life")) {
                            case "rest" -> h.rest.add(c);
                            case "damage" -> h.damage.add(c);
                            default -> h.life.addBottom(c);
                        }
                        return;
                    }
                }
                s.removed.add(c);
            }
            case SKILL -> s.skillDeck.discards().add(c);
            case COMBAT -> s.combatDecks.get(cards.owner(c)).drawPile().addBottom(c);
            case ITEM -> s.itemSupply.add(c);
            case QUEST, MISSION -> s.removed.add(c);
            default -> {
                Deck deck = deckOf(cards, c);
                if (deck != null && s.deck(deck) != null) {
                    s.deck(deck).discards().add(c);
                } else {
                    s.removed.add(c);
                }
            }
        }
    }

    private static Deck deckOf(Cards cards, int c) {
        for (Deck deck : cards.decks()) {
            for (int x : cards.deck(deck)) {
                if (x == c) {
                    return deck;
                }
            }
        }
        return null;
    }
}
