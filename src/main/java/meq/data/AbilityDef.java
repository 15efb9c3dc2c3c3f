package meq.data;

/** A named special ability printed on a hero sheet. */
public record AbilityDef(String id, String name, String text) {
}
