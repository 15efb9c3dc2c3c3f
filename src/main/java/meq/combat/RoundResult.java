package meq.combat;

import java.util.List;

/**
 * What one round did: the next state; the damage each side takes; what the rules outside the combat carry out
 * for the hero and for Sauron; whether the hero may retreat; whether the combat is over; and its log.
 */
public record RoundResult(CombatState next, Damage damage, ForHero hero, ForSauron sauron, boolean retreatOffered,
                          boolean over, List<String> log) {
    public RoundResult {
        log = List.copyOf(log);
    }

    /** The damage each side takes in this round, after every ability and cap. */
    public record Damage(int toHero, int toSauron) {
        public static final Damage NONE = new Damage(0, 0);
    }

    /**
     * What the hero must carry out: cards discarded at random, Corruption cards, cards drawn (Rest), damage taken
     * from his hand (Stampede), Endure's reshuffle, Shrewd Planning's card back, and showing his hand (Sauron's
     * Strategize).
     */
    public record ForHero(int discardsRandom, int corruption, int draws, int damageFromHand, boolean reshuffles,
                          boolean shrewdPlanning, boolean revealsHand) {
        public static final ForHero NOTHING = new ForHero(0, 0, 0, 0, false, false, false);
    }

    /**
     * What Sauron gains or must carry out: influence (Spy), Hamstring's card under his stack, Bloodfury's draw, and
     * showing his hand (the hero's Strategize).
     */
    public record ForSauron(int influence, boolean hamstring, boolean bloodfury, boolean revealsHand) {
        public static final ForSauron NOTHING = new ForSauron(0, false, false, false);
    }
}
