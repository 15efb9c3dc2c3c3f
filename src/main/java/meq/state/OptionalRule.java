package meq.state;

/** The rulebook's optional rules a game may be played with; saved by their words. */
public enum OptionalRule {
    /** Dominance counts the story steps each side still needs. */
    ADVANCED_DOMINANCE("advancedDominance"),
    /** In stage III the dominant side's losses weigh more. */
    HIGH_STAKES("highStakes");

    /** The word in saves and presets. */
    public final String key;

    OptionalRule(String key) {
        this.key = key;
    }
}
