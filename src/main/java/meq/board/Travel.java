package meq.board;

import meq.data.Icon;

/** Movement rules: what crossing a path costs, given the hero's items. */
public final class Travel {
    private Travel() {
    }

    /** The items that change movement costs. */
    public record Items(boolean boat, boolean horse) {
        public static final Items NONE = new Items(false, false);
    }

    /**
     * The price of crossing a path: a water path with a Boat takes 1 card of any icon; otherwise
     * 1 card with the path's icon, or as many cards of any icon as its number ("any card" paths
     * print no icon to match and a 1). A Horse lowers every number by 1, to a minimum of 1.
     */
    public static Payment price(Path p, Items items) {
        if (p.water() && items.boat()) {
            return new Payment(null, 1);
        }
        int n = items.horse() ? Math.max(1, p.cost() - 1) : p.cost();
        return new Payment(p.icon() == Icon.ANY ? null : p.icon(), n);
    }

    /**
     * The price of moving from one location to another next to it (or across the Boat's crossing, with a Boat),
     * whatever the hand holds; null when no path joins them.
     */
    public static Payment price(Board board, Location from, Location to, Items items) {
        for (Neighbour n : board.neighbours(from)) {
            if (n.to().index() == to.index()) {
                return price(n.path(), items);
            }
        }
        Path boat = board.boatPath();
        if (items.boat() && boat != null && boat.joins(from) && boat.other(from).index() == to.index()) {
            return price(boat, items);
        }
        return null;
    }
}
