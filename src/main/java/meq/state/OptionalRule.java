package meq.state;

import meq.data.Keyed;

/** The rulebook's optional rules a game may be played with; saved by their words. */
public enum OptionalRule implements Keyed {
    /** Dominance counts the story steps each side still needs. */
    ADVANCED_DOMINANCE("advancedDominance"),
    /** In stage III the dominant side's losses weigh more. */
    HIGH_STAKES("highStakes");

    private final String key;

    OptionalRule(String key) {
        this.key = key;
    }

    /** The word in saves and presets. */
    @Override
    public String key() {
        return key;
    }
}
