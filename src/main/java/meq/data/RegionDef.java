package meq.data;

/** One of the ten regions: its gem and the colour the map paints it. */
public record RegionDef(String id, String name, String gem, int colour) {
}
