package meq.data;

/** A minion's rules outside combat; zero or null where the minion lacks the trait. */
public record MinionTraits(int moveRange, int placeMonstersWithin, int corruptionAtCombatStart,
                           int perilousWithin, int noRestWithin, String returnsOnDefeat, boolean finaleOpponent) {
}
