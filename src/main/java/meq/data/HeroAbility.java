package meq.data;

import java.util.List;

/**
 * The kinds of ability printed on hero sheets, each carried out once by the engine where it acts (Scout in the
 * Travel step, Survivalist at rest, Noble Bloodline on favor, Expert Rider at setup, Iron Will after a fight). A
 * new hero with one of these is a YAML file only; an ability id not listed here is refused at load.
 */
public enum HeroAbility implements Keyed {
    SCOUT("scout"),
    SURVIVALIST("survivalist"),
    NOBLE_BLOODLINE("noble-bloodline"),
    EXPERT_RIDER("expert-rider"),
    IRON_WILL("iron-will");

    private final String key;

    HeroAbility(String key) {
        this.key = key;
    }

    /** The word in the YAML. */
    @Override
    public String key() {
        return key;
    }

    /** The ability of a YAML id, or null. */
    public static HeroAbility byKey(String key) {
        return Keyed.byKey(HeroAbility.class, key);
    }

    static List<String> keys() {
        return Keyed.keys(HeroAbility.class);
    }
}
