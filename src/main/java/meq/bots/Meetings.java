package meq.bots;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import meq.combat.CombatState;
import meq.combat.Resolver;
import meq.combat.RoundResult;
import meq.data.CombatEffect;
import meq.state.CardKind;
import meq.state.Cards;
import meq.state.Rng;

/**
 * What a hero's combat card and Sauron's do when they meet in a round with nothing before it, as the rules' own
 * {@link Resolver} plays it: the damage each side is dealt. Worked out once per pair and opponent and kept (a pure
 * function of them: the round's generator is seeded from the pair), so a bot can weigh a card against every card the
 * other side may hold at the cost of a look-up.
 */
final class Meetings {
    /** Strength and health no single round can reach: the round is played for its damage alone. */
    private static final int AMPLE = 99;

    private final Resolver resolver;
    /** Per card: its kind's number among the combat cards (every copy alike), -1 for a card of no fight. */
    private final int[] kindOf;
    private final int kinds;
    private final int[] cardOfKind;
    /** Per opponent: per pair of kinds (hero's, Sauron's), the meeting plus 1, 0 before it is played. */
    private final Map<String, int[]> tables = new ConcurrentHashMap<>();

    Meetings(Cards cards, int[] firstCopy) {
        this.resolver = new Resolver(cards);
        this.kindOf = new int[firstCopy.length];
        int n = 0;
        for (int c = 0; c < firstCopy.length; c++) {
            CardKind kind = cards.kind(c);
            boolean fights = kind == CardKind.HERO || kind == CardKind.SKILL || kind == CardKind.COMBAT;
            kindOf[c] = !fights ? -1 : firstCopy[c] == c ? n++ : kindOf[firstCopy[c]];
        }
        this.kinds = n;
        this.cardOfKind = new int[n];
        for (int c = kindOf.length - 1; c >= 0; c--) {
            if (kindOf[c] >= 0) {
                cardOfKind[kindOf[c]] = c;
            }
        }
    }

    /** How many kinds of combat card there are. */
    int kinds() {
        return kinds;
    }

    /** A card of the kind (its first copy). */
    int card(int kind) {
        return cardOfKind[kind];
    }

    /** The damage Sauron's combatant is dealt in a meeting. */
    static int toSauron(int met) {
        return met >> 8;
    }

    /** The damage the hero is dealt in a meeting. */
    static int toHero(int met) {
        return met & 0xFF;
    }

    /** The kind of a card (its number among the combat cards' kinds), -1 for a card of no fight. */
    int kind(int card) {
        return kindOf[card];
    }

    /** The meetings against one opponent, filled as they are asked for. */
    int[] table(String opponent) {
        return tables.computeIfAbsent(opponent, o -> new int[kinds * kinds]);
    }

    /** The meeting of two cards (given by card and by kind), from the opponent's table. */
    int meet(int[] table, int heroCard, int heroKind, int sauronCard, int sauronKind, String opponent,
             List<CombatEffect> abilities) {
        int at = heroKind * kinds + sauronKind;
        int met = table[at];
        if (met == 0) { // a pure function of the pair: two threads that both play it write the same
            met = play(heroCard, sauronCard, abilities, (long) opponent.hashCode() << 40 | (long) at) + 1;
            table[at] = met;
        }
        return met - 1;
    }

    private int play(int heroCard, int sauronCard, List<CombatEffect> abilities, long seed) {
        CombatState st = CombatState.start(AMPLE, AMPLE, AMPLE, 0, List.of(sauronCard));
        RoundResult r = resolver.round(st, heroCard, sauronCard, abilities, new Rng(seed));
        int toSauron = Math.min(255, Math.max(0, r.damage().toSauron()));
        int toHero = Math.min(255, Math.max(0, r.damage().toHero()));
        return toSauron << 8 | toHero;
    }
}
