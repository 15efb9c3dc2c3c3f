package meq.combat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import meq.data.CardType;
import meq.data.EffectKey;
import meq.data.Special;

/**
 * One combat between rounds, in named parts: each {@link Side} (its strength and stack, whether it is exhausted, the
 * type it played last round, the counts of its hand Strategize last revealed to the other, or null); Sauron's hand,
 * his combatant's health and the damage on it; the waiting "next round" effects; what some abilities carry to later
 * rounds ({@link Carried}); the round's number. Immutable: each round gives a new one. The stacks and the hand are
 * {@link CardRow}s, kept as given.
 */
public record CombatState(Side hero, Side sauron, List<Integer> sauronHand, int sauronHealth, int sauronDamage,
                          List<Pending> pending, Carried carried, int round) {

    /** How many Ranged and Melee cards a hand held when Strategize revealed it, in the given round. */
    public record Shown(int round, int ranged, int melee) {
    }

    /**
     * One combatant: its strength, the cards it has played (its stack), whether it is exhausted, the type it played
     * last round (null: none), and the counts of its hand Strategize last revealed to the other side (or null).
     */
    public record Side(int strength, List<Integer> stack, boolean exhausted, CardType last, Shown handShown) {
        public Side {
            stack = CardRow.of(stack);
        }

        /** A side before its first round. */
        public static Side fresh(int strength) {
            return new Side(strength, List.of(), false, null, null);
        }

        Side withStack(List<Integer> s) {
            return new Side(strength, s, exhausted, last, handShown);
        }

        Side withStrength(int s) {
            return new Side(s, stack, exhausted, last, handShown);
        }

        Side withShown(Shown s) {
            return new Side(strength, stack, exhausted, last, s);
        }
    }

    /**
     * What some abilities carry to later rounds: the once-a-combat effects used; Anticipate's order for the next
     * round (Sauron commits first; the hero commits first, face up); a random card forced on the hero (Fear).
     */
    public record Carried(List<String> usedOnce, boolean sauronCommitsFirst, boolean heroCommitsFirstOpenly,
                          boolean heroPlaysRandom) {
        public static final Carried NONE = new Carried(List.of(), false, false, false);

        public Carried {
            usedOnce = List.copyOf(usedOnce);
        }

        /** Only the once-a-combat effects used carry on (both combatants exhausted: the order and Fear lapse). */
        public Carried usedOnly() {
            return !sauronCommitsFirst && !heroCommitsFirstOpenly && !heroPlaysRandom ? this
                    : new Carried(usedOnce, false, false, false);
        }
    }

    public CombatState {
        sauronHand = CardRow.of(sauronHand);
        pending = List.copyOf(pending);
    }

    /** A combat about to begin its first round. */
    public static CombatState start(int heroStrength, int sauronStrength, int sauronHealth, int sauronDamage,
                                    List<Integer> sauronHand) {
        return new CombatState(Side.fresh(heroStrength), Side.fresh(sauronStrength), sauronHand, sauronHealth,
                sauronDamage, List.of(), Carried.NONE, 1);
    }

    public int heroStrength() {
        return hero.strength();
    }

    public int sauronStrength() {
        return sauron.strength();
    }

    public List<Integer> heroStack() {
        return hero.stack();
    }

    public List<Integer> sauronStack() {
        return sauron.stack();
    }

    public boolean heroExhausted() {
        return hero.exhausted();
    }

    public boolean sauronExhausted() {
        return sauron.exhausted();
    }

    public CardType heroLast() {
        return hero.last();
    }

    public CardType sauronLast() {
        return sauron.last();
    }

    /** The counts of the hero's hand Strategize last revealed to Sauron, or null. */
    public Shown heroHandShown() {
        return hero.handShown();
    }

    /** The counts of Sauron's hand Strategize last revealed to the hero, or null. */
    public Shown sauronHandShown() {
        return sauron.handShown();
    }

    public List<String> usedOnce() {
        return carried.usedOnce();
    }

    public boolean sauronCommitsFirst() {
        return carried.sauronCommitsFirst();
    }

    public boolean heroCommitsFirstOpenly() {
        return carried.heroCommitsFirstOpenly();
    }

    public boolean heroPlaysRandom() {
        return carried.heroPlaysRandom();
    }

    /** The hero's stack as the row it is (a side makes its stack a {@link CardRow}). */
    public CardRow heroRow() {
        return (CardRow) hero.stack();
    }

    public CardRow sauronRow() {
        return (CardRow) sauron.stack();
    }

    public CardRow sauronHandRow() {
        return (CardRow) sauronHand;
    }

    public boolean sauronDefeated() {
        return sauronDamage >= sauronHealth;
    }

    public boolean bothExhausted() {
        return hero.exhausted() && sauron.exhausted();
    }

    public CombatState withSauronHand(List<Integer> hand) {
        return new CombatState(hero, sauron, hand, sauronHealth, sauronDamage, pending, carried, round);
    }

    public CombatState withSauronStack(List<Integer> stack) {
        return new CombatState(hero, sauron.withStack(stack), sauronHand, sauronHealth, sauronDamage, pending, carried,
                round);
    }

    public CombatState withHeroStack(List<Integer> stack) {
        return new CombatState(hero.withStack(stack), sauron, sauronHand, sauronHealth, sauronDamage, pending, carried,
                round);
    }

    /** Strategize revealed the counts of a hand: the hero's (to Sauron) or Sauron's (to the hero). */
    public CombatState withShown(boolean heroHand, Shown shown) {
        return new CombatState(heroHand ? hero.withShown(shown) : hero, heroHand ? sauron : sauron.withShown(shown),
                sauronHand, sauronHealth, sauronDamage, pending, carried, round);
    }

    /** The hero's strength changed during the fight (a card such as Betrayed). */
    public CombatState withHeroStrength(int strength) {
        return new CombatState(hero.withStrength(strength), sauron, sauronHand, sauronHealth, sauronDamage, pending,
                carried, round);
    }

    /** A declared type for the waiting effects of one side (Heightened Senses, Outmaneuver). */
    public CombatState declare(boolean forHeroEffects, CardType type) {
        List<Pending> p = new ArrayList<>();
        for (int i = 0; i < pending.size(); i++) {
            Pending x = pending.get(i);
            p.add(x.hero() == forHeroEffects && x.declared() == null && needsDeclaration(x)
                    ? new Pending(x.hero(), x.card(), x.effect(), type) : x);
        }
        return new CombatState(hero, sauron, sauronHand, sauronHealth, sauronDamage, p, carried, round);
    }

    static boolean needsDeclaration(Pending p) {
        Object s = p.effect().value(EffectKey.SPECIAL);
        return s == Special.HEIGHTENED_SENSES || s == Special.OUTMANEUVER;
    }

    /** Whose waiting effect needs a type declared first: true for the hero's, false for Sauron's. */
    public Optional<Boolean> declarationOwner() {
        for (int i = 0; i < pending.size(); i++) {
            Pending x = pending.get(i);
            if (x.declared() == null && needsDeclaration(x)) {
                return Optional.of(x.hero());
            }
        }
        return Optional.empty();
    }

    /** Waiting effects that still need a type declared, and by whom: true = the hero declares. */
    public Optional<Boolean> declarationNeeded() {
        for (int i = 0; i < pending.size(); i++) {
            Pending x = pending.get(i);
            if (x.declared() == null && needsDeclaration(x)) {
                // Heightened Senses: the opponent declares; Outmaneuver: the owner names the type
                boolean heightened = x.effect().value(EffectKey.SPECIAL) == Special.HEIGHTENED_SENSES;
                return Optional.of(heightened != x.hero());
            }
        }
        return Optional.empty();
    }
}
