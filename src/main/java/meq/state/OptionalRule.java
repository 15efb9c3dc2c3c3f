package meq.state;

import meq.data.Keyed;

/**
 * The rulebook's optional rules a game may be played with: saved by their words, which the command line's
 * {@code --rule} takes too; each with its title and a sentence for the start screen.
 */
public enum OptionalRule implements Keyed {
    /** Dominance counts the story steps each side still needs. */
    ADVANCED_DOMINANCE("advancedDominance", "Advanced Dominance",
            "Dominance compares the Story steps each side still needs, not distances on the track"),
    /** In stage III the dominant side's losses weigh more. */
    HIGH_STAKES("highStakes", "High Stakes Stage III",
            "In stage III, heroes dominant: Sauron picks the marker a defeated hero moves; Sauron dominant:"
                    + " each minion defeated moves the green marker 1 space");

    private final String key;
    private final String title;
    private final String about;

    OptionalRule(String key, String title, String about) {
        this.key = key;
        this.title = title;
        this.about = about;
    }

    /** The word in saves and presets. */
    @Override
    public String key() {
        return key;
    }

    /** Its name in the rulebook. */
    public String title() {
        return title;
    }

    /** What it changes, in a sentence. */
    public String about() {
        return about;
    }
}
