package meq.bots;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;
import meq.combat.CombatState;
import meq.combat.Resolver;
import meq.combat.RoundResult;
import meq.data.CardDef;
import meq.data.CombatEffect;
import meq.data.GameData;
import meq.rules.Rules;
import meq.state.CardKind;
import meq.state.Cards;
import meq.state.IntList;
import meq.state.Rng;

/**
 * A fight planned by playing it alone many times: for each agility the hero might spend, how often he wins, with
 * both sides choosing cards as the heuristic bot does ({@link CardChoice}); the heroes choose their Finale champion by
 * it (the hero with the best share at his best agility). The figures are a pure function of the
 * question (the hero's cards, attributes and pools, the opponent, its hand, strength and health left): each question
 * has a generator seeded from itself, so they are the same on any thread and in any order; each is worked out once
 * for a set of rules and kept, so a preset played thousands of times plans its fight once.
 */
public final class FightBook {
    /**
     * A fight as the hero sees it before he spends agility: cards, the combat cards his hand and life pool hold
     * together (sorted: which lies where he cannot tell); hand and life, how many each holds; his strength and the
     * agility he may spend; the opponent (a minion or a monster), the cards in its hand, its strength and the health
     * it has left.
     */
    public record Question(String hero, List<Integer> cards, int hand, int life, int strength, int agility,
                           String opponent, boolean minion, int sauronHand, int sauronStrength, int health) {
        public Question {
            cards = List.copyOf(cards);
        }

        @Override
        public boolean equals(Object o) { // written out: a record's own walks its parts through method handles
            return o instanceof Question q && hand == q.hand && life == q.life && strength == q.strength
                    && agility == q.agility && minion == q.minion && sauronHand == q.sauronHand
                    && sauronStrength == q.sauronStrength && health == q.health && hero.equals(q.hero)
                    && opponent.equals(q.opponent) && cards.equals(q.cards);
        }

        @Override
        public int hashCode() {
            int h = hero.hashCode() * 31 + cards.hashCode();
            h = h * 31 + ((hand * 31 + life) * 31 + strength) * 31 + agility;
            h = h * 31 + ((sauronHand * 31 + sauronStrength) * 31 + health) * 31 + (minion ? 1 : 0);
            return h * 31 + opponent.hashCode();
        }
    }

    /**
     * Fights played for each agility a question may spend: a share's standard error is about 4 points, and every
     * agility (the same deals for each) and every hero are told apart by what differs between them.
     */
    static final int FIGHTS = 128;
    /** Rounds a fight may last before it counts as lost (no fight comes near). */
    private static final int ROUNDS = 40;
    /** Questions kept before the book is cleared (a whole game asks a few hundred). */
    private static final int KEPT = 20_000;
    private static final Map<Rules, FightBook> BOOKS = Collections.synchronizedMap(new WeakHashMap<>());

    private final GameData data;
    private final Cards cards;
    private final Resolver resolver;
    /** Per card: the first card of its kind (its owner's, with its id), which stands for every copy. */
    private final int[] firstCopy;
    private final Map<Question, double[]> known = new ConcurrentHashMap<>();
    private final Map<Question, Double> bests = new ConcurrentHashMap<>();
    private final CardChoice choice;

    FightBook(Rules rules) {
        this.data = rules.data();
        this.cards = rules.cards();
        this.resolver = new Resolver(cards);
        this.firstCopy = new int[cards.count()];
        Map<String, Integer> seen = new HashMap<>();
        for (int c = 0; c < firstCopy.length; c++) {
            int card = c;
            CardKind kind = cards.kind(c);
            firstCopy[c] = kind != CardKind.HERO && kind != CardKind.SKILL && kind != CardKind.COMBAT ? c
                    : seen.computeIfAbsent(cards.owner(c) + ":" + cards.id(c), k -> card);
        }
        this.choice = new CardChoice(cards, data, firstCopy);
    }

    /** How the bots choose their combat cards, with the meetings of cards it keeps. */
    CardChoice choice() {
        return choice;
    }

    /** The book of a set of rules, shared by every bot that plays them. */
    public static FightBook of(Rules rules) {
        Last kept = last; // a bot is made for every sample of the odds: the usual answer without the lock
        if (kept != null && kept.rules() == rules) {
            return kept.book();
        }
        FightBook book = BOOKS.computeIfAbsent(rules, FightBook::new);
        last = new Last(rules, book);
        return book;
    }

    /**
     * The book asked for last, with its rules (this keeps one set of rules from being collected, no more; a book
     * itself must not hold its rules, or the weak map that keeps the books would keep every set).
     */
    private record Last(Rules rules, FightBook book) {
    }

    private static volatile Last last;

    /** For each agility spent, 0 to the question's agility: the share of its fights the hero won. */
    public double[] odds(Question q) {
        return figures(q).clone();
    }

    private double[] figures(Question q) {
        if (known.size() > KEPT) {
            known.clear(); // the figures are the question's alone: worked out again, they are the same
        }
        return known.computeIfAbsent(alike(q), this::play);
    }

    /** The question with each card as the first copy of its kind: fights that differ only in copies are one. */
    private Question alike(Question q) {
        List<Integer> first = new ArrayList<>(q.cards().size());
        for (int c : q.cards()) {
            first.add(firstCopy[c]);
        }
        first.sort(null);
        return new Question(q.hero(), first, q.hand(), q.life(), q.strength(), q.agility(), q.opponent(), q.minion(),
                q.sauronHand(), q.sauronStrength(), q.health());
    }

    /**
     * The hero's share of wins at the best agility he may spend, found by halving: every agility plays a quarter of
     * the fights, the better half plays a quarter more, and so on until one is left, which plays the rest; its share
     * is the answer. The best agility gets the fights a full table would give it, the plainly worse ones few.
     */
    public double best(Question q) {
        if (bests.size() > KEPT) {
            bests.clear();
        }
        return bests.computeIfAbsent(alike(q), this::halve);
    }

    /** What every fight of a question shares of its opponent: its combat deck (by kinds too) and abilities. */
    private record Opponent(int[] deck, CardChoice.Pile cards, List<CombatEffect> abilities) {
    }

    private Opponent opponent(Question q) {
        String deckId = q.minion() ? data.minion(q.opponent()).deck() : data.monster(q.opponent()).deck();
        List<CombatEffect> abilities = q.minion() ? List.of() : data.monster(q.opponent()).ability();
        return new Opponent(cards.combatDeck(deckId), choice.deck(deckId, false), abilities);
    }

    private double halve(Question q) {
        CardChoice.Pile heroCards = choice.pile(q.cards());
        Opponent opponent = opponent(q);
        int arms = q.agility() + 1;
        int[] won = new int[arms];
        int[] played = new int[arms];
        Rng[] rngs = new Rng[arms];
        List<Integer> in = new ArrayList<>();
        for (int spend = 0; spend < arms; spend++) {
            rngs[spend] = new Rng(seed(q)); // every agility meets the same first deal
            in.add(spend);
        }
        int batch = FIGHTS / 4;
        while (true) {
            for (int spend : in) {
                int n = in.size() == 1 ? FIGHTS - played[spend] : batch;
                for (int i = 0; i < n; i++) {
                    won[spend] += fight(q, heroCards, opponent, spend, rngs[spend]) ? 1 : 0;
                }
                played[spend] += n;
            }
            if (in.size() == 1) {
                int spend = in.get(0);
                return (double) won[spend] / played[spend];
            }
            in.sort((a, b) -> Integer.compare(won[b] * played[a], won[a] * played[b])); // stable: less spent first
            in = new ArrayList<>(in.subList(0, (in.size() + 1) / 2));
        }
    }

    private double[] play(Question q) {
        double[] odds = new double[q.agility() + 1];
        CardChoice.Pile heroCards = choice.pile(q.cards());
        Opponent opponent = opponent(q);
        for (int spend = 0; spend <= q.agility(); spend++) {
            Rng rng = new Rng(seed(q)); // every agility meets the same deals: a difference is the agility's
            int won = 0;
            for (int i = 0; i < FIGHTS; i++) {
                won += fight(q, heroCards, opponent, spend, rng) ? 1 : 0;
            }
            odds[spend] = (double) won / FIGHTS;
        }
        return odds;
    }

    /** The question's own seed, spelled out (a record's hashCode may differ from one Java to the next). */
    static long seed(Question q) {
        long h = q.hero().hashCode();
        for (int c : q.cards()) {
            h = 31 * h + c;
        }
        int[] figures = {q.hand(), q.life(), q.strength(), q.agility(), q.minion() ? 1 : 0, q.sauronHand(),
            q.sauronStrength(), q.health()};
        for (int f : figures) {
            h = 31 * h + f;
        }
        return 31 * h + q.opponent().hashCode();
    }

    /** One fight: the cards dealt afresh, the agility spent, rounds until one side falls or both are spent. */
    private boolean fight(Question q, CardChoice.Pile heroCards, Opponent opponent, int spend, Rng rng) {
        IntList pool = new IntList();
        q.cards().forEach(pool::add);
        pool.shuffle(rng);
        IntList hand = new IntList();
        for (int i = 0; i < q.hand() && !pool.isEmpty(); i++) {
            hand.add(pool.pop());
        }
        IntList life = new IntList();
        for (int i = 0; i < q.life() && !pool.isEmpty(); i++) {
            life.add(pool.pop());
        }
        for (int i = 0; i < spend && !life.isEmpty(); i++) {
            hand.add(life.pop());
        }
        List<CombatEffect> abilities = opponent.abilities();
        IntList deck = new IntList(opponent.deck());
        CardChoice.Pile sauronCards = opponent.cards();
        deck.shuffle(rng);
        List<Integer> sauronHand = new ArrayList<>();
        for (int i = 0; i < q.sauronHand() && !deck.isEmpty(); i++) {
            sauronHand.add(deck.pop());
        }
        CombatState st = CombatState.start(q.strength() + q.agility() - spend, q.sauronStrength(), q.health(), 0,
                sauronHand);
        for (int round = 0; round < ROUNDS; round++) {
            int hc = st.heroExhausted() ? -1 : heroCard(q, hand, life, st, sauronCards, rng);
            if (hc >= 0) {
                hand.remove(hc);
            }
            int sc = st.sauronExhausted() ? -1 : sauronCard(q, heroCards, st, abilities, life.size());
            RoundResult r = resolver.round(st, hc, sc, abilities, rng);
            st = r.next();
            for (int i = 0; i < r.hero().discardsRandom() && !hand.isEmpty(); i++) {
                hand.removeAt(rng.nextInt(hand.size()));
            }
            for (int i = 0; i < r.hero().draws() && !life.isEmpty(); i++) {
                hand.add(life.pop());
            }
            if (!takeDamage(r.damage().toHero(), r.hero().damageFromHand(), hand, life)) {
                return false;
            }
            if (st.sauronDefeated()) {
                return true;
            }
            if (r.over() || st.bothExhausted()) {
                return false;
            }
        }
        return false;
    }

    private int heroCard(Question q, IntList hand, IntList life, CombatState st, CardChoice.Pile sauronCards,
                         Rng rng) {
        if (hand.isEmpty()) {
            return -1;
        }
        if (st.heroPlaysRandom()) {
            return hand.get(rng.nextInt(hand.size()));
        }
        CardChoice.Weighing w = choice.weighing(false, q.opponent(), q.minion(), sauronCards,
                List.of(), st.sauronStack(), FightCards.used(cards, st.heroStack()), st.heroStrength(), life.size());
        return best(hand.toArray(), w);
    }

    private int sauronCard(Question q, CardChoice.Pile heroCards, CombatState st, List<CombatEffect> abilities, int heroLife) {
        CardChoice.Weighing w = choice.weighing(true, q.opponent(), q.minion(), heroCards, List.of(),
                st.heroStack(), Resolver.sauronCost(cards, st.sauronRow(), -1, abilities), st.sauronStrength(),
                heroLife);
        return best(st.sauronHandRow().toInts(), w);
    }

    /** The best-looking card of a hand, -1 (a pass) when none looks better than one. */
    private int best(int[] hand, CardChoice.Weighing w) {
        double[] scores = choice.scores(hand, w);
        int best = -1;
        double bestScore = CardChoice.PASS;
        for (int i = 0; i < scores.length; i++) {
            if (scores[i] > bestScore) {
                best = hand[i];
                bestScore = scores[i];
            }
        }
        return best;
    }

    /**
     * The hero takes the round's damage as the heuristic bot does: from the top of his life pool while it is deep,
     * else his weakest card in hand (Stampede's first ones from his hand); false once he is defeated.
     */
    private boolean takeDamage(int damage, int fromHand, IntList hand, IntList life) {
        for (int i = 0; i < damage; i++) {
            int weakest = hand.isEmpty() ? -1 : FightCards.weakest(cards, hand);
            boolean handFirst = weakest >= 0 && (i < fromHand
                    || FightCards.giveUp(cards.card(hand.get(weakest))) > FightCards.fromLife(life.size()));
            if (weakest >= 0 && (handFirst || life.isEmpty())) {
                hand.removeAt(weakest);
            } else if (!life.isEmpty()) {
                life.pop();
            }
            if (life.isEmpty() && hand.isEmpty()) {
                return false;
            }
        }
        return true;
    }
}
