package meq.data;

/** A path between two locations, with its movement icon and number. */
public record PathDef(String from, String to, Icon icon, int cost, boolean water) {
}
