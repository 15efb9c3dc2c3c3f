package meq.board;

import meq.data.Icon;

/** A path between two locations: its movement icon and number, and whether it is a water path. */
public record Path(Location a, Location b, Icon icon, int cost, boolean water) {

    /** The end of the path that is not {@code from}. */
    public Location other(Location from) {
        return from.equals(a) ? b : a;
    }

    public boolean joins(Location x) {
        return a.equals(x) || b.equals(x);
    }

    @Override
    public String toString() {
        return a.id() + "-" + b.id() + " " + icon.name().toLowerCase() + cost + (water ? "~" : "");
    }
}
