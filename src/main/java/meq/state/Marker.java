package meq.state;

/** The four story markers: green for the heroes; yellow, black and red for Sauron. */
public enum Marker {
    GREEN, YELLOW, BLACK, RED;

    public boolean sauron() {
        return this != GREEN;
    }

    public static final Marker[] SAURON = {YELLOW, BLACK, RED};
}
