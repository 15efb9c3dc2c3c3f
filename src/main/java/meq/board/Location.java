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

    @Override
    public String toString() {
        return id;
    }
}
