package meq.rules;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import meq.combat.CombatState;
import meq.rules.engine.Engine;
import meq.rules.play.EffectSteps;
import meq.rules.play.Fights;
import meq.rules.play.SauronActions;
import meq.state.Deck;
import meq.state.Frame;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.IntList;
import meq.state.Pile;
import meq.state.Rng;
import meq.state.Seat;

/**
 * A twin of a state that differs from it only in what one seat may not know: the generator, the order of every
 * deck, the other side's hand and mission, other heroes' hands, the faces of tokens the seat has not seen, the
 * combat cards not yet revealed. If the seat's view of the twin differs from its view of the state, something
 * secret shows.
 */
public final class SecretSwap {
    private final Rules rules;
    private final Rng r;

    public SecretSwap(Rules rules, long seed) {
        this.rules = rules;
        this.r = new Rng(seed);
    }

    /** Cards the seat's own question shows it (the top of a deck it draws from) stay where they are. */
    private Set<Integer> shown = Set.of();

    public GameState twin(GameState s, Seat seat, Ask ask) {
        shown = ask != null && ask.seat().equals(seat) ? cardsIn(ask) : Set.of();
        if (ask != null && ask.seat().equals(seat) && s.stack.peek() instanceof EffectSteps.PeekPlot) {
            // "Sauron looks at the top Plot card": his question names it, so it stays on top
            Set<Integer> more = new HashSet<>(shown);
            var plots = s.decks.get("plots").drawPile();
            more.add(plots.get(plots.size() - 1));
            shown = more;
        }
        GameState t = s.copy();
        t.rng = new Rng(r.nextLong());
        t.decks.values().forEach(p -> shuffle(p.drawPile()));
        shuffle(t.skillDeck.drawPile());
        t.combatDecks.values().forEach(p -> shuffle(p.drawPile()));
        t.tokenPiles.values().forEach(p -> shuffle(p.drawPile()));
        for (HeroState h : t.heroes) {
            shuffle(h.life);
            if (!h.id.equals(seat.id())) {
                exchange(h.hand, h.life);
            }
        }
        if (seat.sauron()) {
            t.heroMission = other(t, rules.cards().deck(Deck.HERO_MISSIONS), t.heroMission);
        } else {
            exchange(t.sauronShadows, t.decks.get("shadows").drawPile());
            exchange(t.sauronPlots, t.decks.get("plots").drawPile());
            t.sauronMission = other(t, rules.cards().deck(Deck.SAURON_MISSIONS), t.sauronMission);
            hideTokens(t, seat);
        }
        t.stack = fights(t, seat);
        t.forget(Engine.PENDING);
        return t;
    }

    private static Set<Integer> cardsIn(Ask ask) {
        Set<Integer> cards = new HashSet<>();
        for (Action a : ask.options()) {
            for (var part : a.getClass().getRecordComponents()) {
                if (part.getName().equals("card") && part.getType() == int.class) {
                    try {
                        cards.add((Integer) part.getAccessor().invoke(a));
                    } catch (ReflectiveOperationException e) {
                        throw new IllegalStateException(e);
                    }
                }
            }
        }
        return cards;
    }

    /** Shuffles a pile, leaving the cards shown to the seat in their places. */
    private void shuffle(IntList pile) {
        int[] all = pile.toArray();
        List<Integer> free = new ArrayList<>();
        for (int i = 0; i < all.length; i++) {
            if (!shown.contains(all[i])) {
                free.add(i);
            }
        }
        for (int k = free.size() - 1; k > 0; k--) {
            int j = r.nextInt(k + 1);
            int a = free.get(k);
            int b = free.get(j);
            int x = all[a];
            all[a] = all[b];
            all[b] = x;
        }
        pile.clear();
        for (int v : all) {
            pile.add(v);
        }
    }

    /** Each card of the secret pile changes places with a random card of the hidden source. */
    private void exchange(IntList secret, IntList source) {
        for (int i = 0; i < secret.size() && !source.isEmpty(); i++) {
            int j = r.nextInt(source.size());
            if (shown.contains(source.get(j)) || shown.contains(secret.get(i))) {
                continue;
            }
            int a = secret.removeAt(i);
            int b = source.removeAt(j);
            insert(secret, i, b);
            insert(source, j, a);
        }
    }

    private static void insert(IntList list, int at, int value) {
        int[] rest = list.toArray();
        list.clear();
        for (int i = 0; i <= rest.length; i++) {
            if (i == at) {
                list.add(value);
            }
            if (i < rest.length) {
                list.add(rest[i]);
            }
        }
    }

    /** Another mission of the same deck; the one set aside takes its place among the removed cards. */
    private int other(GameState t, int[] choices, int current) {
        if (current < 0 || choices.length < 2) {
            return current;
        }
        int pick;
        do {
            pick = choices[r.nextInt(choices.length)];
        } while (pick == current);
        int at = t.removed.indexOf(pick);
        if (at >= 0) {
            t.removed.removeAt(at);
            insert(t.removed, at, current);
        }
        return pick;
    }

    /** Tokens face down for this hero change places with unseen tokens of the same pile. */
    private void hideTokens(GameState t, Seat seat) {
        HeroState me = t.heroes.stream().filter(h -> h.id.equals(seat.id())).findFirst().orElse(null);
        for (int token = 0; token < t.tokenAt.length; token++) {
            int at = t.tokenAt[token];
            if (at < 0 || (me != null && me.scouted == at)) {
                continue;
            }
            Pile pile = t.tokenPiles.get(rules.cards().tokenPile(token));
            if (pile == null || pile.drawPile().isEmpty()) {
                continue;
            }
            int j = r.nextInt(pile.drawPile().size());
            int other = pile.drawPile().removeAt(j);
            insert(pile.drawPile(), j, token);
            t.tokenAt[token] = -1;
            t.tokenAt[other] = at;
        }
    }

    /** The token Sauron holds changes places with an unseen token of its pile. */
    private SauronActions.PlaceDrawn heldToken(GameState t, SauronActions.PlaceDrawn held) {
        Pile pile = t.tokenPiles.get(rules.cards().tokenPile(held.token()));
        if (pile.drawPile().isEmpty()) {
            return held;
        }
        int j = r.nextInt(pile.drawPile().size());
        int other = pile.drawPile().removeAt(j);
        insert(pile.drawPile(), j, held.token());
        return new SauronActions.PlaceDrawn(other, held.where(), held.ignoreInfluence());
    }

    /** Sauron's combat hand, and a card chosen but not yet revealed, are secret from the hero (and his from Sauron). */
    private ArrayDeque<Frame> fights(GameState t, Seat seat) {
        List<Frame> frames = new ArrayList<>(t.stack);
        for (int i = 0; i < frames.size(); i++) {
            if (frames.get(i) instanceof Fights.Fight f && f.combat() != null) {
                frames.set(i, seat.sauron() ? heroSecrets(t, f) : sauronSecrets(t, f, seat));
            } else if (frames.get(i) instanceof SauronActions.PlaceDrawn held && !seat.sauron()) {
                frames.set(i, heldToken(t, held)); // the token Sauron drew and looked at, face down to the heroes
            }
        }
        return new ArrayDeque<>(frames);
    }

    private Fights.Fight sauronSecrets(GameState t, Fights.Fight f, Seat seat) {
        CombatState cs = f.combat();
        IntList pool = null;
        for (String id : rules.cards().combatDeckIds()) {
            Pile p = t.combatDecks.get(id);
            if (!cs.sauronHand().isEmpty() && contains(rules.cards().combatDeck(id), cs.sauronHand().get(0))) {
                pool = p.drawPile();
            }
        }
        if (pool == null || pool.isEmpty()) {
            return f;
        }
        IntList hand = new IntList();
        cs.sauronHand().forEach(hand::add);
        int sauronCard = f.sauronCard();
        boolean shown = cs.sauronCommitsFirst(); // committed first, face up (Anticipate): every seat sees it
        Set<Integer> seen = this.shown;
        if (shown && sauronCard >= 0) { // the face-up card stays in the twin's hand: only the others change
            Set<Integer> kept = new HashSet<>(seen);
            kept.add(sauronCard);
            this.shown = kept;
        }
        exchange(hand, pool);
        this.shown = seen;
        if (sauronCard >= 0 && !shown && !pool.isEmpty()) {
            int j = r.nextInt(pool.size());
            int other = pool.removeAt(j);
            insert(pool, j, sauronCard);
            sauronCard = other;
        }
        List<Integer> newHand = new ArrayList<>();
        for (int c : hand.toArray()) {
            newHand.add(c);
        }
        CombatState twin = cs.withSauronHand(newHand);
        return new Fights.Fight(f.hero(), f.opponent(), f.minion(), f.token(), f.context(), f.agilityCap(), f.phase(),
                twin, f.heroCard(), sauronCard, f.defeatsBefore(), f.strengthLoss(), f.finaleBonus());
    }

    /** The hero's card chosen but not yet revealed (unless he commits openly). */
    private Fights.Fight heroSecrets(GameState t, Fights.Fight f) {
        HeroState h = t.hero(f.hero());
        if (f.heroCard() < 0 || f.combat().heroCommitsFirstOpenly() || h.life.isEmpty()) {
            return f;
        }
        int j = r.nextInt(h.life.size());
        int other = h.life.removeAt(j);
        insert(h.life, j, f.heroCard());
        return new Fights.Fight(f.hero(), f.opponent(), f.minion(), f.token(), f.context(), f.agilityCap(), f.phase(),
                f.combat(), other, f.sauronCard(), f.defeatsBefore(), f.strengthLoss(), f.finaleBonus());
    }

    private static boolean contains(int[] a, int v) {
        for (int x : a) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }
}
