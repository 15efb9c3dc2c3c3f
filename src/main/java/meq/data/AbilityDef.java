package meq.data;

/**
 * A named special ability printed on a hero sheet: its id, its kind (what the engine does; null only for an id the
 * loader refuses) and its words.
 */
public record AbilityDef(String id, HeroAbility kind, String name, String text) {
    public AbilityDef(String id, String name, String text) {
        this(id, HeroAbility.byKey(id), name, text);
    }
}
