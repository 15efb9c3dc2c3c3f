package meq.data;

/** A location on the map; stronghold is its maximum influence, or 0 when it is no Shadow Stronghold. */
public record LocationDef(String id, String name, String region, int x, int y, boolean haven, int stronghold,
                          boolean perilous) {
}
