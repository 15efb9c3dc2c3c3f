package meq.board;

import meq.data.RegionDef;

/**
 * A location on the map. {@code index} is its place in {@link Board#locations()}, used to index
 * per-location arrays such as influence. strongholdMax is 0 unless it is a Shadow Stronghold.
 */
public record Location(int index, String id, String name, RegionDef region, String pair, int x, int y,
                       boolean haven, int strongholdMax, boolean permanentlyPerilous) {

    public boolean isStronghold() {
        return strongholdMax > 0;
    }

    /** Hashed by place and id only: a record's own hash would walk its region's lists at every lookup. */
    @Override
    public int hashCode() {
        return 31 * index + id.hashCode();
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        return o instanceof Location l && index == l.index && id.equals(l.id) && name.equals(l.name)
                && java.util.Objects.equals(region, l.region) && java.util.Objects.equals(pair, l.pair) && x == l.x
                && y == l.y && haven == l.haven && strongholdMax == l.strongholdMax
                && permanentlyPerilous == l.permanentlyPerilous;
    }

    @Override
    public String toString() {
        return id;
    }
}
