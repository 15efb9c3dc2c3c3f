package meq.combat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import meq.data.CardType;
import meq.data.EffectKey;
import meq.data.Special;

/**
 * One combat between rounds: each side's strength and stack, whether it is exhausted, the type it played last
 * round, its waiting "next round" effects; Sauron's hand and the damage on his combatant; and the carry-overs
 * some abilities leave (once-per-combat effects used, who commits first, a random card forced on the hero); the
 * counts of a hand last revealed by Strategize (the hero's, shown to Sauron; Sauron's, shown to the hero), or null.
 * Immutable: each round gives a new one. The stacks and the hand are {@link CardRow}s, kept as given.
 */
public record CombatState(int heroStrength, int sauronStrength, int sauronHealth, List<Integer> heroStack,
                          List<Integer> sauronStack, List<Integer> sauronHand, boolean heroExhausted,
                          boolean sauronExhausted, CardType heroLast, CardType sauronLast, List<Pending> pending,
                          int sauronDamage, List<String> usedOnce, boolean sauronCommitsFirst, boolean heroCommitsFirstOpenly,
                          boolean heroPlaysRandom, int round, Shown heroHandShown, Shown sauronHandShown) {

    /** How many Ranged and Melee cards a hand held when Strategize revealed it, in the given round. */
    public record Shown(int round, int ranged, int melee) {
    }

    public CombatState {
        heroStack = CardRow.of(heroStack);
        sauronStack = CardRow.of(sauronStack);
        sauronHand = CardRow.of(sauronHand);
        pending = List.copyOf(pending);
        usedOnce = List.copyOf(usedOnce);
    }

    /** A combat about to begin its first round. */
    public static CombatState start(int heroStrength, int sauronStrength, int sauronHealth, int sauronDamage,
                                    List<Integer> sauronHand) {
        return new CombatState(heroStrength, sauronStrength, sauronHealth, List.of(), List.of(), sauronHand, false,
                false, null, null, List.of(), sauronDamage, List.of(), false, false, false, 1, null, null);
    }

    /** The hero's stack as the row it is (the constructor makes every stack and hand a {@link CardRow}). */
    public CardRow heroRow() {
        return (CardRow) heroStack;
    }

    public CardRow sauronRow() {
        return (CardRow) sauronStack;
    }

    public CardRow sauronHandRow() {
        return (CardRow) sauronHand;
    }

    public boolean sauronDefeated() {
        return sauronDamage >= sauronHealth;
    }

    public boolean bothExhausted() {
        return heroExhausted && sauronExhausted;
    }

    public CombatState withSauronHand(List<Integer> hand) {
        return new CombatState(heroStrength, sauronStrength, sauronHealth, heroStack, sauronStack, hand, heroExhausted,
                sauronExhausted, heroLast, sauronLast, pending, sauronDamage, usedOnce, sauronCommitsFirst,
                heroCommitsFirstOpenly, heroPlaysRandom, round, heroHandShown, sauronHandShown);
    }

    public CombatState withSauronStack(List<Integer> stack) {
        return new CombatState(heroStrength, sauronStrength, sauronHealth, heroStack, stack, sauronHand, heroExhausted,
                sauronExhausted, heroLast, sauronLast, pending, sauronDamage, usedOnce, sauronCommitsFirst,
                heroCommitsFirstOpenly, heroPlaysRandom, round, heroHandShown, sauronHandShown);
    }

    public CombatState withHeroStack(List<Integer> stack) {
        return new CombatState(heroStrength, sauronStrength, sauronHealth, stack, sauronStack, sauronHand, heroExhausted,
                sauronExhausted, heroLast, sauronLast, pending, sauronDamage, usedOnce, sauronCommitsFirst,
                heroCommitsFirstOpenly, heroPlaysRandom, round, heroHandShown, sauronHandShown);
    }

    /** Strategize revealed the counts of a hand: the hero's (to Sauron) or Sauron's (to the hero). */
    public CombatState withShown(boolean heroHand, Shown shown) {
        return new CombatState(heroStrength, sauronStrength, sauronHealth, heroStack, sauronStack, sauronHand, heroExhausted,
                sauronExhausted, heroLast, sauronLast, pending, sauronDamage, usedOnce, sauronCommitsFirst,
                heroCommitsFirstOpenly, heroPlaysRandom, round, heroHand ? shown : heroHandShown,
                heroHand ? sauronHandShown : shown);
    }

    /** The hero's strength changed during the fight (a card such as Betrayed). */
    public CombatState withHeroStrength(int strength) {
        return new CombatState(strength, sauronStrength, sauronHealth, heroStack, sauronStack, sauronHand, heroExhausted,
                sauronExhausted, heroLast, sauronLast, pending, sauronDamage, usedOnce, sauronCommitsFirst,
                heroCommitsFirstOpenly, heroPlaysRandom, round, heroHandShown, sauronHandShown);
    }

    /** A declared type for the waiting effects of one side (Heightened Senses, Outmaneuver). */
    public CombatState declare(boolean forHeroEffects, CardType type) {
        List<Pending> p = new ArrayList<>();
        for (int i = 0; i < pending.size(); i++) {
            Pending x = pending.get(i);
            p.add(x.hero() == forHeroEffects && x.declared() == null && needsDeclaration(x)
                    ? new Pending(x.hero(), x.card(), x.effect(), type) : x);
        }
        return new CombatState(heroStrength, sauronStrength, sauronHealth, heroStack, sauronStack, sauronHand,
                heroExhausted, sauronExhausted, heroLast, sauronLast, p, sauronDamage, usedOnce, sauronCommitsFirst,
                heroCommitsFirstOpenly, heroPlaysRandom, round, heroHandShown, sauronHandShown);
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
