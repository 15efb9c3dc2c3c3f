package meq.board;

/** One move along a path to a neighbouring location. */
public record Step(Path path, Location to) {
}
