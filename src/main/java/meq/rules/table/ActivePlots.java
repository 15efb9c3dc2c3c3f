package meq.rules.table;

import meq.data.CardDecks;
import meq.rules.Ctx;
import meq.state.GameState;

/** The Active Plot Track as the rules ask it: which plots are active, in which slot, and the free slot. */
public final class ActivePlots {
    public static final int SLOTS = 3;

    private ActivePlots() {
    }

    public static CardDecks.Plot def(Ctx c, int card) {
        return c.rules.cards().def(card, CardDecks.Plot.class);
    }

    public static int activeSlot(Ctx c, String plotId) {
        for (int i = 0; i < SLOTS; i++) {
            if (c.s.activePlots[i] >= 0 && c.rules.cards().id(c.s.activePlots[i]).equals(plotId)) {
                return i;
            }
        }
        return -1;
    }

    public static int activeCount(Ctx c) {
        return activeCount(c.s);
    }

    /** How many plots are active in a state (for what reads a state without running a step: a view). */
    public static int activeCount(GameState s) {
        int n = 0;
        for (int p : s.activePlots) {
            if (p >= 0) {
                n++;
            }
        }
        return n;
    }

    public static int freeSlot(GameState s) {
        for (int i = 0; i < SLOTS; i++) {
            if (s.activePlots[i] < 0) {
                return i;
            }
        }
        return -1;
    }
}
