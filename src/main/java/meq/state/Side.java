package meq.state;

import java.util.Locale;

/** Who is dominant on the story track; who won a game (NONE: no one, the game cut off). */
public enum Side {
    HEROES, SAURON, NONE;

    /** As reports and tables write it: heroes, sauron, none. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
