package meq.rules.checks;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import meq.rules.Rules;
import meq.state.CardKind;
import meq.state.Cards;
import meq.state.Deck;
import meq.state.Frame;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.HoldsCards;
import meq.state.IntList;
import meq.state.Pile;

/**
 * The hands and pools hold what they may: a hero's life, hand, rest and damage pools only his own cards and
 * skills, and his whole deck is in them (or in play); his items, Corruption and quests only cards of their kind;
 * Sauron's hand only Shadow and Plot cards; each mission from its side's deck; every pile only its own cards and
 * tokens.
 */
final class PoolInvariants {
    private PoolInvariants() {
    }

    static void check(Rules rules, GameState s, List<String> v) {
        Cards cards = rules.cards();
        IntList inPlay = inPlay(s);
        for (HeroState h : s.heroes) {
            for (IntList pool : List.of(h.life, h.hand, h.rest, h.damage)) {
                for (int i = 0; i < pool.size(); i++) {
                    int c = pool.get(i);
                    boolean own = cards.kind(c) == CardKind.HERO && h.id.equals(cards.owner(c));
                    if (!own && cards.kind(c) != CardKind.SKILL) {
                        v.add(h.id + "'s pools hold " + cards.name(c) + ", not his own card");
                    }
                }
            }
            int away = 0;
            for (int c : cards.heroDeck(h.id)) {
                if (!h.life.contains(c) && !h.hand.contains(c) && !h.rest.contains(c) && !h.damage.contains(c)
                        && !inPlay.contains(c)) {
                    away++;
                }
            }
            if (away > 0) {
                v.add(h.id + "'s life, hand, rest and damage pools hold " + h.cardCount() + " cards; " + away
                        + " of his deck are elsewhere");
            }
            only(cards, h.items, CardKind.ITEM, h.id + "'s items", v);
            only(cards, h.corruption, CardKind.CORRUPTION, h.id + "'s Corruption cards", v);
            for (int i = 0; i < h.quests.size(); i++) {
                CardKind k = cards.kind(h.quests.get(i));
                if (k != CardKind.QUEST && k != CardKind.ENCOUNTER) {
                    v.add(h.id + "'s quests hold " + cards.name(h.quests.get(i)));
                }
            }
        }
        only(cards, s.sauronShadows, CardKind.SHADOW, "Sauron's Shadow cards", v);
        only(cards, s.sauronPlots, CardKind.PLOT, "Sauron's Plot cards", v);
        for (int p : s.activePlots) {
            if (p >= 0 && cards.kind(p) != CardKind.PLOT) {
                v.add("the Active Plot Track holds " + cards.name(p));
            }
        }
        if (s.currentEvent >= 0 && cards.kind(s.currentEvent) != CardKind.EVENT) {
            v.add("the Current Event space holds " + cards.name(s.currentEvent));
        }
        only(cards, s.skillDeck, CardKind.SKILL, "the skill deck", v);
        for (Map.Entry<String, Pile> e : s.decks.entrySet()) {
            Set<Integer> own = new HashSet<>();
            for (int c : cards.deck(new Deck(e.getKey()))) {
                own.add(c);
            }
            if (e.getKey().equals(Deck.PLOTS.name())) {
                for (int c : cards.deck(Deck.STARTING_PLOTS)) {
                    own.add(c); // a discarded starting plot goes to the plot discards like any other
                }
            }
            for (IntList l : List.of(e.getValue().drawPile(), e.getValue().discards())) {
                for (int i = 0; i < l.size(); i++) {
                    if (!own.contains(l.get(i))) {
                        v.add("the " + e.getKey() + " deck holds " + cards.name(l.get(i)));
                    }
                }
            }
        }
        mission(cards, s.sauronMission, Deck.SAURON_MISSIONS, "Sauron's", v);
        mission(cards, s.heroMission, Deck.HERO_MISSIONS, "the heroes'", v);
        for (Map.Entry<String, Pile> e : s.combatDecks.entrySet()) {
            for (IntList l : List.of(e.getValue().drawPile(), e.getValue().discards())) {
                for (int i = 0; i < l.size(); i++) {
                    if (!e.getKey().equals(cards.owner(l.get(i))) || cards.kind(l.get(i)) != CardKind.COMBAT) {
                        v.add("the " + e.getKey() + " combat deck holds " + cards.name(l.get(i)));
                    }
                }
            }
        }
        for (Map.Entry<String, Pile> e : s.tokenPiles.entrySet()) {
            for (IntList l : List.of(e.getValue().drawPile(), e.getValue().discards())) {
                for (int i = 0; i < l.size(); i++) {
                    if (!e.getKey().equals(cards.tokenPile(l.get(i)))) {
                        v.add("the " + e.getKey() + " token pile holds a " + cards.tokenPile(l.get(i)) + " token");
                    }
                }
            }
        }
    }

    private static void mission(Cards cards, int card, Deck deck, String whose, List<String> v) {
        if (card >= 0 && Arrays.stream(cards.deck(deck)).noneMatch(c -> c == card)) {
            v.add(whose + " mission is " + cards.name(card));
        }
    }

    private static IntList inPlay(GameState s) {
        IntList l = new IntList();
        for (Frame f : s.stack) {
            if (f instanceof HoldsCards held) {
                held.heldCards().forEach(l::add);
            }
        }
        return l;
    }

    private static void only(Cards cards, Pile p, CardKind kind, String where, List<String> v) {
        only(cards, p.drawPile(), kind, where, v);
        only(cards, p.discards(), kind, where + " discards", v);
    }

    private static void only(Cards cards, IntList l, CardKind kind, String where, List<String> v) {
        for (int i = 0; i < l.size(); i++) {
            if (cards.kind(l.get(i)) != kind) {
                v.add(where + " hold " + cards.name(l.get(i)));
            }
        }
    }
}
