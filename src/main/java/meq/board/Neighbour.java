package meq.board;

/** A neighbouring location and the path that leads there. */
public record Neighbour(Path path, Location to) {
}
