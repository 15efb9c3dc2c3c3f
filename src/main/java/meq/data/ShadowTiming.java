package meq.data;

import java.util.List;

/**
 * The moments at which Sauron may play a Shadow card (a Shadow card's {@code timing}; see data/README.md). Each
 * is a window the engine opens ({@code meq.rules.Shadows.Window}) and a phrase a player reads
 * ({@code meq.rules.Describe.timing}); a timing not listed here is refused at load.
 */
public enum ShadowTiming implements Keyed {
    ACTION("action"),
    HERO_TURN_START("heroTurnStart"),
    HERO_ENTERS("heroEnters"),
    COMBAT_START("combatStart"),
    HERO_DEFEATED("heroDefeated");

    private final String key;

    ShadowTiming(String key) {
        this.key = key;
    }

    /** The word in the YAML and in saves. */
    @Override
    public String key() {
        return key;
    }

    /** The timing of a YAML word, or null. */
    public static ShadowTiming byKey(String key) {
        return Keyed.byKey(ShadowTiming.class, key);
    }

    static List<String> keys() {
        return Keyed.keys(ShadowTiming.class);
    }
}
