package meq.state;

/** Who sits at the table: Sauron, or one hero (by hero id). */
public record Seat(String id) {
    public static final Seat SAURON = new Seat("sauron");
    /** No player: everyone at the table, who sees only what is public (a view between turns, a log). */
    public static final Seat TABLE = new Seat("table");

    public static Seat hero(String heroId) {
        return new Seat(heroId);
    }

    public boolean sauron() {
        return SAURON.id.equals(id);
    }

    /** By its id; written out, as Deck's is (a record's own equals goes through a method handle). */
    @Override
    public boolean equals(Object o) {
        return o instanceof Seat other && id.equals(other.id);
    }

    @Override
    public int hashCode() {
        return id.hashCode();
    }

    @Override
    public String toString() {
        return id;
    }
}
