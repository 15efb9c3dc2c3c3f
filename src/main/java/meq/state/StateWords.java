package meq.state;

/**
 * The words a snapshot writes for the state's own values (its story markers, action tracks, attributes, minion
 * statuses, the winner): spelled out here, never taken from the enums' Java names. docs/SAVE-FORMAT.md lists
 * them; a word that must change keeps the old one readable ({@link Words#was}).
 */
public final class StateWords {
    /** The story track's markers (the keys of {@code story}). */
    public static final Words<Marker> MARKERS = Words.<Marker>of("story marker")
            .put(Marker.GREEN, "green").put(Marker.YELLOW, "yellow").put(Marker.BLACK, "black").put(Marker.RED, "red")
            .covering(Marker.values());

    /** Sauron's action tracks (the keys of {@code actionTrack} and its {@code thisRound}). */
    public static final Words<ActionType> TRACKS = Words.<ActionType>of("action track")
            .put(ActionType.INFLUENCE, "influence").put(ActionType.SHADOW_AND_PLOT, "shadow-and-plot")
            .put(ActionType.COMMAND, "command").covering(ActionType.values());

    /** A hero's attributes (the keys of a hero's {@code levels}). */
    public static final Words<Attribute> ATTRIBUTES = Words.<Attribute>of("attribute")
            .put(Attribute.FORTITUDE, "fortitude").put(Attribute.STRENGTH, "strength")
            .put(Attribute.AGILITY, "agility").put(Attribute.WISDOM, "wisdom").covering(Attribute.values());

    /** Where a minion is (a minion's {@code status}). */
    public static final Words<MinionState.Status> STATUSES = Words.<MinionState.Status>of("minion status")
            .put(MinionState.Status.WAITING, "waiting").put(MinionState.Status.ACTIVE, "active")
            .put(MinionState.Status.DEFEATED, "defeated").put(MinionState.Status.RETURNING, "returning")
            .covering(MinionState.Status.values());

    /** Who won ({@code winner}). */
    public static final Words<Side> SIDES = Words.<Side>of("side")
            .put(Side.HEROES, "heroes").put(Side.SAURON, "sauron").put(Side.NONE, "none").covering(Side.values());

    private StateWords() {
    }

    /** A word as text (a key of a mapping). */
    static <V> String key(Words<V> words, V value) {
        return words.word(value).toString();
    }
}
