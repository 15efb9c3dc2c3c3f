package meq.state;

/** Who sits at the table: Sauron, or one hero (by hero id). */
public record Seat(String id) {
    public static final Seat SAURON = new Seat("sauron");

    public static Seat hero(String heroId) {
        return new Seat(heroId);
    }

    public boolean sauron() {
        return "sauron".equals(id);
    }

    @Override
    public String toString() {
        return id;
    }
}
