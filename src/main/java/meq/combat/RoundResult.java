package meq.combat;

import java.util.List;

/**
 * What one round did. The next state; damage dealt in the Deal Damage step and by abilities; and what the rules
 * outside the combat must carry out for the hero: random discards, Corruption, influence (Spy), cards drawn
 * (Rest), damage that must come from his hand (Stampede), Endure's reshuffle, Shrewd Planning's card back, the
 * offer to retreat; and whether the combat is over.
 */
public record RoundResult(CombatState next, int damageToHero, int damageToSauron, int heroDiscardsRandom,
                          int heroCorruption, int influence, int heroDraws, int heroDamageFromHand,
                          boolean heroReshuffles, boolean shrewdPlanning, boolean retreatOffered, boolean hamstring,
                          boolean bloodfury, boolean heroRevealsHand, boolean sauronRevealsHand, boolean over,
                          List<String> log) {
    public RoundResult {
        log = List.copyOf(log);
    }
}
