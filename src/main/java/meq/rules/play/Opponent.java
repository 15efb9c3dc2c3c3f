package meq.rules.play;

/**
 * Whom a hero fights (Fights.begin): a monster a card names, a monster token met on the board, a minion, or the
 * Ringwraiths at the Finale. A fight is saved by its opponent's id, whether it is a minion, and its token (-1: none).
 */
public sealed interface Opponent {
    /** The monster's or minion's id. */
    String id();

    /** Whether Sauron fights with a minion (its combat deck, its damage kept). */
    default boolean minion() {
        return false;
    }

    /** The monster token fought, discarded after the fight; -1 when none. */
    default int token() {
        return -1;
    }

    /** A monster a card or a quest names: no token on the board. */
    record Monster(String id) implements Opponent {
    }

    /** A monster token met on the board (its face, or the monster a plot lets it fight as), by its number. */
    record MonsterToken(String id, int token) implements Opponent {
    }

    /** A minion, by id. */
    record Minion(String id) implements Opponent {
        @Override
        public boolean minion() {
            return true;
        }
    }

    /** The Ringwraiths at the Finale, stronger by the Finale's bonus. */
    record Ringwraiths(int bonus) implements Opponent {
        @Override
        public String id() {
            return Finale.OPPONENT;
        }

        @Override
        public boolean minion() {
            return true;
        }
    }
}
