package meq.state;

import java.util.Arrays;

/**
 * Sauron's action tokens on the three tracks. A token goes on the leftmost empty space of its track;
 * "When you place your fourth action token on the Action Track area, immediately remove your 3 prior tokens":
 * the fourth is read where it lies, with the three still in place, and stays there alone (so a track may hold
 * a token on a later space with an earlier one empty). Each track is kept as the set of its covered spaces.
 */
public final class ActionTrack {
    /** Per track, its covered spaces as bits: bit 0 is the leftmost space. */
    private final int[] covered = new int[ActionType.values().length];
    /** Per track, the covered spaces whose tokens were placed in this round (the others in an earlier one). */
    private final int[] thisRound = new int[ActionType.values().length];

    public ActionTrack copy() {
        ActionTrack t = new ActionTrack();
        System.arraycopy(covered, 0, t.covered, 0, covered.length);
        System.arraycopy(thisRound, 0, t.thisRound, 0, thisRound.length);
        return t;
    }

    /** How many tokens lie on the track. */
    public int tokens(ActionType type) {
        return Integer.bitCount(covered[type.ordinal()]);
    }

    /** The track's covered spaces as bits (bit 0: the leftmost space). */
    public int covered(ActionType type) {
        return covered[type.ordinal()];
    }

    /** The track's spaces whose tokens were placed in this round, as bits. */
    public int thisRound(ActionType type) {
        return thisRound[type.ordinal()];
    }

    /** A new round begins: every token on the tracks was placed in an earlier one. */
    public void newRound() {
        Arrays.fill(thisRound, 0);
    }

    /** Marks these covered spaces (bits) as placed in this round (a snapshot read back). */
    public void setThisRound(ActionType type, int spaces) {
        thisRound[type.ordinal()] = spaces & covered[type.ordinal()];
    }

    public int total() {
        return Arrays.stream(covered).map(Integer::bitCount).sum();
    }

    /** Whether the track has an empty space for the next token (a track the 3 earlier tokens fill has none). */
    public boolean canPlace(ActionType type) {
        return leftmostEmpty(type) < type.spaces();
    }

    private int leftmostEmpty(ActionType type) {
        return Integer.numberOfTrailingZeros(~covered[type.ordinal()]);
    }

    /**
     * Places a token on the leftmost empty space and returns the number on it; when it is the 4th token on the
     * board, the 3 earlier ones are removed after it is read.
     */
    public int place(ActionType type) {
        int space = leftmostEmpty(type);
        if (space >= type.spaces()) {
            throw new IllegalStateException("no empty space on " + type);
        }
        if (total() >= 3) {
            Arrays.fill(covered, 0);
            Arrays.fill(thisRound, 0);
        }
        covered[type.ordinal()] |= 1 << space;
        thisRound[type.ordinal()] |= 1 << space;
        return type.value(space);
    }

    /** Covers the first count spaces of the track (and no other). */
    public void set(ActionType type, int count) {
        covered[type.ordinal()] = (1 << count) - 1;
        thisRound[type.ordinal()] &= covered[type.ordinal()];
    }

    /** Covers exactly these spaces (bits, bit 0 the leftmost). */
    public void setCovered(ActionType type, int spaces) {
        covered[type.ordinal()] = spaces & ((1 << type.spaces()) - 1);
        thisRound[type.ordinal()] &= covered[type.ordinal()];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ActionTrack t && Arrays.equals(covered, t.covered) && Arrays.equals(thisRound, t.thisRound);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(covered) + Arrays.hashCode(thisRound);
    }
}
