package meq.rules;

import java.util.ArrayList;
import java.util.List;
import meq.data.HeroDef;
import meq.data.MinionDef;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.IntList;
import meq.state.MinionState;
import meq.state.Pile;

/** Sets up a new game: heroes on their Havens with shuffled decks, minions, decks and token piles. */
public final class Setup {
    private Setup() {
    }

    /** Heroes in turn order (clockwise after Sauron); 1 to 3 of them. */
    public static GameState newGame(Rules rules, List<String> heroes, long seed) {
        if (heroes.isEmpty() || heroes.size() > 3) {
            throw new IllegalArgumentException("a game has 1 to 3 heroes, not " + heroes.size());
        }
        if (heroes.stream().distinct().count() != heroes.size()) {
            throw new IllegalArgumentException("each hero can be played once: " + heroes);
        }
        GameState s = new GameState(rules.board().size(), rules.cards().tokenCount(), seed);
        for (String id : heroes) {
            HeroDef d = rules.data().hero(id);
            HeroState h = new HeroState(id);
            h.location = rules.board().location(d.start()).index();
            h.life = new IntList(rules.cards().heroDeck(id));
            h.life.shuffle(s.rng);
            s.heroes.add(h);
        }
        for (MinionDef m : rules.data().minions()) {
            MinionState ms = new MinionState(m.id());
            if (m.entersAt() == 1) {
                ms.status = MinionState.Status.ACTIVE;
                ms.location = rules.board().location(m.start().get(0)).index();
            }
            s.minions.put(m.id(), ms);
        }
        s.skillDeck = pile(rules.cards().skills(), s);
        for (String deck : rules.cards().combatDeckIds()) {
            s.combatDecks.put(deck, pile(rules.cards().combatDeck(deck), s));
        }
        for (String colour : rules.cards().pileColours()) {
            s.tokenPiles.put(colour, pile(rules.cards().pile(colour), s));
        }
        s.stack.push(new SauronTurn.Start());
        new Engine(rules).pending(s);
        return s;
    }

    private static Pile pile(int[] cards, GameState s) {
        Pile p = new Pile();
        for (int c : cards) {
            p.drawPile().add(c);
        }
        p.shuffle(s.rng);
        return p;
    }

    static List<String> heroIds(GameState s) {
        List<String> out = new ArrayList<>();
        s.heroes.forEach(h -> out.add(h.id));
        return out;
    }
}
