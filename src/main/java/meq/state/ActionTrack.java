package meq.state;

import java.util.Arrays;

/**
 * Sauron's action tokens on the three tracks. A token goes on the leftmost empty space of its track;
 * "When you place your fourth action token on the Action Track area, immediately remove your 3 prior tokens."
 */
public final class ActionTrack {
    private final int[] tokens = new int[ActionType.values().length];

    public ActionTrack copy() {
        ActionTrack t = new ActionTrack();
        System.arraycopy(tokens, 0, t.tokens, 0, tokens.length);
        return t;
    }

    public int tokens(ActionType type) {
        return tokens[type.ordinal()];
    }

    public int total() {
        return Arrays.stream(tokens).sum();
    }

    /** Places a token and returns the number on the space it covers. */
    public int place(ActionType type) {
        if (total() >= 3) {
            Arrays.fill(tokens, 0);
        }
        int space = tokens[type.ordinal()];
        if (space >= type.spaces()) {
            throw new IllegalStateException("no empty space on " + type);
        }
        tokens[type.ordinal()]++;
        return type.value(space);
    }

    public void set(ActionType type, int count) {
        tokens[type.ordinal()] = count;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ActionTrack t && Arrays.equals(tokens, t.tokens);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(tokens);
    }
}
