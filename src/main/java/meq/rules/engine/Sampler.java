package meq.rules.engine;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import meq.combat.CombatState;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Rules;
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
 * A sampler of hidden states (a determinizer, for a search that may only know what its seat knows): a full state
 * that one seat cannot tell from the real one. Everything the seat sees stays as it is; every secret is dealt again
 * at random from the pool of things the seat cannot tell apart:
 * <ul>
 * <li>the order of every face-down deck and pile, and the generator (the future);</li>
 * <li>another hero's hand, dealt again from it and his life deck (his rest and damage piles stay: their cards were
 * shown as they went there, played or paid);</li>
 * <li>for a hero: Sauron's shadow and plot hands (with their decks), his mission (among the missions set aside with
 * it), the faces of the tokens the hero has not seen (with their piles), the token Sauron holds, Sauron's combat hand
 * and the card he chose but has not shown; for Sauron: the heroes' mission, and a card a hero chose but has not
 * shown.</li>
 * </ul>
 * Cards shown to the seat by its own question (the top of a deck it is looking at) stay where they are. A pool's
 * cards are what the seat can count from the public cards; which card is where is drawn uniformly, from the pool put
 * in order first, so that two states the seat cannot tell apart give the same sample for the same generator: a
 * search on a sample depends on what its seat sees, nothing else.
 */
public final class Sampler {
    private final Rules rules;

    public Sampler(Rules rules) {
        this.rules = rules;
    }

    /** A state the seat cannot tell from s, its secrets drawn with r; s itself is left as it is. */
    public GameState sample(GameState s, Seat seat, Ask pending, Rng r) {
        Deal deal = new Deal(r, pending != null && pending.seat().equals(seat) ? shown(s, pending) : Set.of());
        GameState t = s.copy();
        t.rng = new Rng(r.nextLong());
        t.decks.values().forEach(p -> deal.shuffle(p.drawPile()));
        deal.shuffle(t.skillDeck.drawPile());
        t.combatDecks.values().forEach(p -> deal.shuffle(p.drawPile()));
        for (HeroState h : t.heroes) {
            if (h.id.equals(seat.id())) {
                deal.shuffle(h.life);
            } else {
                deal.again(h.hand, h.life);
            }
        }
        if (seat.sauron()) {
            t.heroMission = deal.mission(t, rules.cards().deck(Deck.HERO_MISSIONS), t.heroMission);
            Deal tokens = deal.tokens();
            t.tokenPiles.values().forEach(p -> tokens.shuffle(p.drawPile())); // a hero's deal does this with faces
        } else {
            deal.again(t.sauronShadows, t.deck(Deck.SHADOWS).drawPile());
            deal.again(t.sauronPlots, t.deck(Deck.PLOTS).drawPile());
            t.sauronMission = deal.mission(t, rules.cards().deck(Deck.SAURON_MISSIONS), t.sauronMission);
            tokenFaces(t, seat, deal.tokens());
        }
        t.stack = fights(t, seat, deal);
        t.forget(Engine.PENDING);
        return t;
    }

    /** The cards a question shows its seat: those its options name, and the top Plot card Sauron looks at. */
    private static Set<Integer> shown(GameState s, Ask ask) {
        Set<Integer> cards = cardsIn(ask);
        IntList plots = s.deck(Deck.PLOTS).drawPile();
        if (s.stack.peek() instanceof EffectSteps.PeekPlot && !plots.isEmpty()) {
            cards = new HashSet<>(cards);
            cards.add(plots.get(plots.size() - 1));
        }
        return cards;
    }

    /** The cards named by the options of a question (shown to the seat that is asked). */
    static Set<Integer> cardsIn(Ask ask) {
        Set<Integer> cards = new HashSet<>();
        for (Action a : ask.options()) {
            int card = a instanceof Action.ChooseCard c ? c.card()
                    : a instanceof Action.Discard d ? d.card()
                    : a instanceof Action.MoveHero m ? m.card()
                    : a instanceof Action.PlayPlot p ? p.card()
                    : a instanceof Action.CompleteQuest q ? q.card()
                    : a instanceof Action.DiscardPlot p ? p.card()
                    : a instanceof Action.Trade tr ? tr.card() : -1;
            if (card >= 0) {
                cards.add(card);
            }
        }
        return cards;
    }

    /**
     * The tokens on the board the hero does not see, and a token Sauron holds, take their faces again from their
     * piles' unseen tokens.
     */
    private void tokenFaces(GameState t, Seat seat, Deal deal) {
        int scouted = t.heroes.stream().filter(h -> h.id.equals(seat.id())).mapToInt(h -> h.scouted).findFirst()
                .orElse(-1);
        List<Frame> frames = new ArrayList<>(t.stack);
        for (String colour : t.tokenPiles.keySet()) {
            IntList onBoard = new IntList();
            IntList places = new IntList();
            for (int token = 0; token < t.tokenAt.length; token++) {
                if (t.tokenAt[token] >= 0 && t.tokenAt[token] != scouted
                        && rules.cards().tokenPile(token).equals(colour)) {
                    onBoard.add(token);
                    places.add(t.tokenAt[token]);
                }
            }
            IntList held = new IntList(); // drawn and looked at by Sauron, face down to the heroes
            for (Frame f : frames) {
                if (f instanceof SauronActions.PlaceDrawn d && rules.cards().tokenPile(d.token()).equals(colour)) {
                    held.add(d.token());
                }
            }
            for (int token : onBoard.toArray()) {
                t.tokenAt[token] = -1;
            }
            deal.again(onBoard, held, t.tokenPiles.get(colour).drawPile());
            int[] at = places.toArray();
            Arrays.sort(at); // the places in order: which token was where is the secret
            for (int i = 0; i < at.length; i++) {
                t.tokenAt[onBoard.get(i)] = at[i];
            }
            int next = 0;
            for (int i = 0; i < frames.size(); i++) {
                if (frames.get(i) instanceof SauronActions.PlaceDrawn d
                        && rules.cards().tokenPile(d.token()).equals(colour)) {
                    frames.set(i, new SauronActions.PlaceDrawn(held.get(next++), d.where(), d.ignoreInfluence()));
                }
            }
        }
        t.stack = new ArrayDeque<>(frames);
    }

    /** A combat's hidden cards. */
    private ArrayDeque<Frame> fights(GameState t, Seat seat, Deal deal) {
        List<Frame> frames = new ArrayList<>(t.stack);
        for (int i = 0; i < frames.size(); i++) {
            if (frames.get(i) instanceof Fights.Fight f && f.combat() != null) {
                frames.set(i, seat.sauron() ? heroCard(t, f, deal) : sauronCards(t, f, deal));
            }
        }
        return new ArrayDeque<>(frames);
    }

    /** Sauron's combat hand and his chosen card, not shown, dealt again from his combat deck. */
    private Fights.Fight sauronCards(GameState t, Fights.Fight f, Deal deal) {
        CombatState cs = f.combat();
        IntList pool = t.combatDecks.get(Fights.deckOf(rules, f.opponent(), f.minion())).drawPile();
        IntList hand = new IntList();
        cs.sauronHand().forEach(hand::add);
        int sauronCard = f.sauronCard();
        boolean shown = cs.sauronCommitsFirst(); // committed first, face up (Anticipate): every seat sees it
        if (sauronCard >= 0 && !shown) {
            hand.add(sauronCard);
        }
        boolean faceUp = sauronCard >= 0 && shown && hand.remove(sauronCard); // the card every seat sees stays his
        deal.again(hand, pool);
        if (sauronCard >= 0 && !shown) {
            sauronCard = hand.removeAt(hand.size() - 1);
        }
        if (faceUp) {
            hand.add(sauronCard);
        }
        List<Integer> newHand = new ArrayList<>();
        for (int c : hand.toArray()) {
            newHand.add(c);
        }
        return f.at(f.phase(), cs.withSauronHand(newHand), f.heroCard(), sauronCard);
    }

    /** The hero's chosen card, not shown (unless he commits openly), dealt again with his hand and life deck. */
    private Fights.Fight heroCard(GameState t, Fights.Fight f, Deal deal) {
        if (f.heroCard() < 0 || f.combat().heroCommitsFirstOpenly()) {
            return f;
        }
        HeroState h = t.hero(f.hero());
        IntList chosen = new IntList(f.heroCard());
        deal.again(chosen, h.hand, h.life);
        return f.at(f.phase(), f.combat(), chosen.get(0), f.sauronCard());
    }

    private static boolean contains(int[] a, int v) {
        for (int x : a) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }

    /** Uniform deals with one generator, leaving the cards shown to the seat where they are. */
    private static final class Deal {
        private final Rng r;
        private final Set<Integer> shown;

        Deal(Rng r, Set<Integer> shown) {
            this.r = r;
            this.shown = shown;
        }

        /** The same generator for tokens, whose numbers are not cards' (a question shows cards only). */
        Deal tokens() {
            return new Deal(r, Set.of());
        }

        /** A pile in a uniformly random order, its shown cards kept in their places. */
        void shuffle(IntList pile) {
            again(pile);
        }

        /**
         * Lists dealt again together: each keeps its size and its shown cards in their places; the other cards of
         * all of them, put in order, are shuffled and dealt back into their places, list by list.
         */
        void again(IntList... lists) {
            IntList free = new IntList();
            for (IntList list : lists) {
                for (int v : list.toArray()) {
                    if (!shown.contains(v)) {
                        free.add(v);
                    }
                }
            }
            int[] dealt = free.toArray();
            Arrays.sort(dealt);
            for (int k = dealt.length - 1; k > 0; k--) {
                int j = r.nextInt(k + 1);
                int x = dealt[k];
                dealt[k] = dealt[j];
                dealt[j] = x;
            }
            int next = 0;
            for (IntList list : lists) {
                int[] all = list.toArray();
                for (int i = 0; i < all.length; i++) {
                    if (!shown.contains(all[i])) {
                        all[i] = dealt[next++];
                    }
                }
                set(list, all);
            }
        }

        /**
         * A mission drawn uniformly from the current one and the same deck's missions set aside (the seat sees
         * neither); the others go back to the places set aside, in order.
         */
        int mission(GameState t, int[] deck, int current) {
            if (current < 0) {
                return current;
            }
            IntList places = new IntList();
            IntList candidates = new IntList(current);
            for (int i = 0; i < t.removed.size(); i++) {
                if (contains(deck, t.removed.get(i))) {
                    places.add(i);
                    candidates.add(t.removed.get(i));
                }
            }
            int[] sorted = candidates.toArray();
            Arrays.sort(sorted);
            int j = r.nextInt(sorted.length);
            int[] removed = t.removed.toArray();
            int next = 0;
            for (int i = 0; i < sorted.length; i++) {
                if (i != j) {
                    removed[places.get(next++)] = sorted[i];
                }
            }
            set(t.removed, removed);
            return sorted[j];
        }

        private static void set(IntList list, int[] values) {
            list.clear();
            for (int v : values) {
                list.add(v);
            }
        }
    }
}
