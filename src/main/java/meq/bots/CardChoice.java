package meq.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import meq.data.CardDef;
import meq.data.CombatEffect;
import meq.data.EffectKey;
import meq.data.GameData;
import meq.state.Cards;

/**
 * Which combat card the heuristic bot plays, for either side: each card weighed against every card the other side
 * may hold (the {@link Meetings} of the two), the damage it deals and takes, less the strength it spends; the damage
 * to the hero counts for little while his life pool is deep (he falls only when it and his hand are empty). The hero
 * plays from a plan: the cards of his hand that together are worth most for the strength he has left. The bot and
 * its {@link FightBook} choose alike, so a fight is planned as it will be played.
 */
final class CardChoice {
    /** A card the strength left cannot pay, and a pass (declaring oneself exhausted): both last resorts. */
    static final double OVER = -50;
    static final double PASS = -10;

    /** What a point of strength costs each side: the hero must make his last to the opponent's health. */
    static final double HERO_PRICE = 0.6;
    static final double SAURON_PRICE = 0.4;
    /** What a damage to the hero weighs beside one to Sauron's combatant: little while his life pool is deep. */
    static final double DEEP_WEIGHT = 0.1;
    static final double HERO_SHALLOW = 0.7;
    static final double SAURON_SHALLOW = 1.0;
    /** A "next round" ability's discount: the round may not come, or meet a card that undoes it. */
    static final double NEXT = 0.7;

    private final Cards cards;
    private final GameData data;
    private final Meetings meetings;

    CardChoice(Cards cards, GameData data, int[] firstCopy) {
        this.cards = cards;
        this.data = data;
        this.meetings = new Meetings(cards, firstCopy);
        this.promised = new double[cards.count() * 4];
        for (int c = 0; c < cards.count(); c++) {
            if (meetings.kind(c) >= 0) { // a combat card
                for (int side = 0; side < 4; side++) {
                    boolean sauron = side >= 2;
                    boolean deep = (side & 1) == 1;
                    double hurt = deep ? DEEP_WEIGHT : sauron ? SAURON_SHALLOW : HERO_SHALLOW;
                    promised[c * 4 + side] = next(cards.card(c), sauron, hurt);
                }
            }
        }
    }

    /** Per card and side (Sauron's or the hero's, his life pool deep or not): what its next-round abilities promise. */
    private final double[] promised;

    /**
     * A fight as one side weighs its next card: the opponent (its abilities, its table of meetings), the cards the
     * other side may play (a card of each kind, its kind, how many of it), the strength used and its limit, the
     * hero's life pool. Only kinds some of which are left are listed (size of them).
     */
    record Weighing(boolean sauron, String opponent, List<CombatEffect> abilities, int[] table, int[] cards,
                    int[] kinds, int[] counts, int size, int total, int used, int limit, int heroLife) {
    }

    /** A pile by kinds: a card of each kind (its first copy), the kind, how many of it; kinds in their order. */
    record Pile(int[] cards, int[] kinds, int[] counts) {
    }

    /** A pile of cards (any copies) by kinds. */
    Pile pile(Iterable<Integer> cardsOfIt) {
        int[] counts = new int[meetings.kinds()];
        for (int c : cardsOfIt) {
            counts[meetings.kind(c)]++;
        }
        int n = 0;
        for (int count : counts) {
            n += count > 0 ? 1 : 0;
        }
        int[] kinds = new int[n];
        int[] some = new int[n];
        int[] reps = new int[n];
        for (int k = 0, i = 0; k < counts.length; k++) {
            if (counts[k] > 0) {
                kinds[i] = k;
                some[i] = counts[k];
                reps[i++] = meetings.card(k);
            }
        }
        return new Pile(reps, kinds, some);
    }

    /** A deck by kinds: a hero's own, or a combat deck (kept: a pure function of it). */
    Pile deck(String id, boolean hero) {
        Map<String, Pile> decks = hero ? heroDecks : combatDecks;
        Pile kept = decks.get(id);
        return kept != null ? kept : decks.computeIfAbsent(id, k -> {
            List<Integer> all = new ArrayList<>();
            for (int c : hero ? cards.heroDeck(id) : cards.combatDeck(id)) {
                all.add(c);
            }
            return pile(all);
        });
    }

    private final Map<String, Pile> heroDecks = new ConcurrentHashMap<>();
    private final Map<String, Pile> combatDecks = new ConcurrentHashMap<>();

    /**
     * The weighing for one side: the cards the other side may still play are base (null for none) and plus, less
     * minus (what it has played in this fight).
     */
    Weighing weighing(boolean sauron, String opponent, boolean minion, Pile base, List<Integer> plus,
                      List<Integer> minus, int used, int limit, int heroLife) {
        int extra = plus.size();
        int size = (base == null ? 0 : base.kinds().length) + extra;
        int[] reps = new int[size];
        int[] kinds = new int[size];
        int[] counts = new int[size];
        int n = 0;
        if (base != null) {
            n = base.kinds().length;
            System.arraycopy(base.cards(), 0, reps, 0, n);
            System.arraycopy(base.kinds(), 0, kinds, 0, n);
            System.arraycopy(base.counts(), 0, counts, 0, n);
        }
        for (int i = 0; i < extra; i++) {
            int c = plus.get(i);
            int at = find(kinds, n, meetings.kind(c));
            if (at < 0) {
                reps[n] = meetings.card(meetings.kind(c));
                kinds[n] = meetings.kind(c);
                at = n++;
            }
            counts[at]++;
        }
        int total = 0;
        for (int i = 0; i < n; i++) {
            total += counts[i];
        }
        for (int i = 0; i < minus.size(); i++) {
            int at = find(kinds, n, meetings.kind(minus.get(i)));
            if (at >= 0 && counts[at] > 0) {
                counts[at]--;
                total--;
            }
        }
        int live = 0; // the kinds none of is left go: a card is weighed against those it may still meet
        for (int i = 0; i < n; i++) {
            if (counts[i] > 0) {
                reps[live] = reps[i];
                kinds[live] = kinds[i];
                counts[live++] = counts[i];
            }
        }
        List<CombatEffect> abilities = minion ? List.of() : data.monster(opponent).ability();
        return new Weighing(sauron, opponent, abilities, meetings.table(opponent), reps, kinds, counts, live, total,
                used, limit, heroLife);
    }

    private static int find(int[] kinds, int n, int kind) {
        for (int i = 0; i < n; i++) {
            if (kinds[i] == kind) {
                return i;
            }
        }
        return -1;
    }

    /** How good a card looks for the side weighing it (a pass: {@link #PASS}). */
    double score(int card, Weighing w) {
        CardDef d = cards.card(card);
        if (w.used() + d.cost() > w.limit()) {
            return OVER;
        }
        boolean deep = w.heroLife() > FightCards.DEEP_LIFE * 2;
        double heroHurt = w.sauron() ? (deep ? DEEP_WEIGHT : SAURON_SHALLOW) : -(deep ? DEEP_WEIGHT : HERO_SHALLOW);
        double expected = w.total() == 0 ? 0 : met(card, w, heroHurt) / w.total();
        return expected + promised[card * 4 + (w.sauron() ? 2 : 0) + (deep ? 1 : 0)]
                - (w.sauron() ? SAURON_PRICE : HERO_PRICE) * d.cost();
    }

    /** The card's meetings with every card the other side may hold, each weighed by how many of it there are. */
    private double met(int card, Weighing w, double heroHurt) {
        boolean sauron = w.sauron();
        int own = meetings.kind(card);
        int kindCount = meetings.kinds();
        int[] table = w.table();
        int[] kinds = w.kinds();
        int[] counts = w.counts();
        int[] reps = w.cards();
        double sum = 0;
        for (int i = 0, n = w.size(); i < n; i++) {
            int met = table[sauron ? kinds[i] * kindCount + own : own * kindCount + kinds[i]] - 1; // kept, or -1
            if (met < 0) {
                met = sauron ? meetings.meet(table, reps[i], kinds[i], card, own, w.opponent(), w.abilities())
                        : meetings.meet(table, card, own, reps[i], kinds[i], w.opponent(), w.abilities());
            }
            int toSauron = Meetings.toSauron(met);
            double value = heroHurt * Meetings.toHero(met) + (sauron ? -toSauron : toSauron);
            sum += counts[i] * value;
        }
        return sum;
    }

    /**
     * Each card's score for the side weighing them; the hero's cards of the best plan for the strength he has left
     * (the most worth he can pay for, the hand's cards as a knapsack) come first.
     */
    double[] scores(int[] hand, Weighing w) {
        int n = hand.length;
        double[] scores = new double[n];
        int[] kinds = new int[n];
        long seen = 0; // a bit for each kind met so far (by its number mod 64): a kind whose bit is clear is new
        for (int i = 0; i < n; i++) {
            int card = hand[i];
            kinds[i] = meetings.kind(card);
            long bit = 1L << (kinds[i] & 63);
            int same = (seen & bit) == 0 ? -1 : sameKind(kinds, i);
            seen |= bit;
            scores[i] = same >= 0 ? scores[same] : score(card, w); // copies of a card score alike
        }
        if (w.sauron() || n < 2) {
            return scores;
        }
        int cap = Math.max(0, w.limit() - w.used());
        int row = cap + 1; // best[i * row + x]: the most worth of the first i cards for strength x (a knapsack)
        double[] best = new double[(n + 1) * row];
        int[] cost = new int[n];
        for (int i = 0; i < n; i++) {
            cost[i] = cards.card(hand[i]).cost();
            double worth = scores[i] <= OVER ? 0 : Math.max(0, scores[i] + HERO_PRICE * cost[i]);
            int from = i * row;
            int to = from + row;
            for (int x = 0; x <= cap; x++) {
                best[to + x] = best[from + x];
                if (x >= cost[i] && best[from + x - cost[i]] + worth > best[to + x] + 1e-9) {
                    best[to + x] = best[from + x - cost[i]] + worth;
                }
            }
        }
        for (int i = n - 1, x = cap; i >= 0; i--) {
            if (best[(i + 1) * row + x] != best[i * row + x]) {
                scores[i] += 100; // in the plan
                x -= cost[i];
            }
        }
        return scores;
    }

    /** The first of the cards before i of the same kind as i, -1 for none (a card of no fight is of no kind). */
    private static int sameKind(int[] kinds, int i) {
        if (kinds[i] < 0) {
            return -1;
        }
        for (int j = 0; j < i; j++) {
            if (kinds[j] == kinds[i]) {
                return j;
            }
        }
        return -1;
    }

    /** What a card is worth to its side before the strength it costs (a card it cannot pay too). */
    double worth(int card, Weighing w) {
        Weighing free = new Weighing(w.sauron(), w.opponent(), w.abilities(), w.table(), w.cards(), w.kinds(),
                w.counts(), w.size(), w.total(), 0, Integer.MAX_VALUE / 2, w.heroLife());
        return score(card, free) + (w.sauron() ? SAURON_PRICE : HERO_PRICE) * cards.card(card).cost();
    }

    /** What a card's "next round" abilities promise: their attack and defense, a cancel, at a discount. */
    private static double next(CardDef d, boolean sauron, double heroHurt) {
        double v = 0;
        for (CombatEffect e : d.ability()) {
            if (e.nextRound()) {
                double attack = sauron ? heroHurt : 1;
                double defense = sauron ? 1 : heroHurt;
                v += attack * e.number(EffectKey.ATTACK) + defense * e.number(EffectKey.DEFENSE)
                        + (e.has(EffectKey.CANCEL_OPPONENT) ? 1.5 : 0);
            }
        }
        return NEXT * v;
    }
}
