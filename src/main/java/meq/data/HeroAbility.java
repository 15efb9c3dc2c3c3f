package meq.data;

import java.util.ArrayList;
import java.util.List;

/**
 * The kinds of ability printed on hero sheets, each carried out once by the engine where it acts (Scout in the
 * Travel step, Survivalist at rest, Noble Bloodline on favor, Expert Rider at setup, Iron Will after a fight). A
 * new hero with one of these is a YAML file only; an ability id not listed here is refused at load.
 */
public enum HeroAbility {
    SCOUT("scout"),
    SURVIVALIST("survivalist"),
    NOBLE_BLOODLINE("noble-bloodline"),
    EXPERT_RIDER("expert-rider"),
    IRON_WILL("iron-will");

    /** The id in the hero's YAML. */
    public final String key;

    HeroAbility(String key) {
        this.key = key;
    }

    /** The ability of a YAML id, or null. */
    public static HeroAbility byKey(String key) {
        for (HeroAbility a : values()) {
            if (a.key.equals(key)) {
                return a;
            }
        }
        return null;
    }

    static List<String> keys() {
        List<String> out = new ArrayList<>();
        for (HeroAbility a : values()) {
            out.add(a.key);
        }
        return out;
    }
}
