package meq.state;

/** Sauron's three action tracks and the numbers printed on their spaces. */
public enum ActionType {
    INFLUENCE(6, 5, 4), SHADOW_AND_PLOT(2, 2, 1), COMMAND(3, 2, 1);

    private final int[] spaces;

    ActionType(int... spaces) {
        this.spaces = spaces;
    }

    public int value(int space) {
        return spaces[space];
    }

    public int spaces() {
        return spaces.length;
    }
}
