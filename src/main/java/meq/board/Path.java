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

    /** Hashed by its ends' places, not by walking both locations' records. */
    @Override
    public int hashCode() {
        return (31 * (31 * a.index() + b.index()) + cost) * 2 + (water ? 1 : 0);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        return o instanceof Path p && cost == p.cost && water == p.water && icon == p.icon && a.equals(p.a)
                && b.equals(p.b);
    }

    @Override
    public String toString() {
        return a.id() + "-" + b.id() + " " + icon.name().toLowerCase() + cost + (water ? "~" : "");
    }
}
