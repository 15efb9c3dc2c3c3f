package meq.data;

/** A named special ability printed on a hero sheet: its kind (what the engine does) and its words. */
public record AbilityDef(String id, String name, String text) {
    /** What the engine carries out for it (checked at load: never null for a loaded hero). */
    public HeroAbility kind() {
        return HeroAbility.byKey(id);
    }
}
