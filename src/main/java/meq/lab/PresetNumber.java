package meq.lab;

/**
 * A number of a preset a sweep can vary: its path in the preset's YAML (what {@link Vary} takes), a label in the
 * game's words, its value in the preset, and the least and most the rules allow (the most, where the rules set it
 * by the rest of the state, is a generous bound the preset's own checks refine point by point).
 */
public record PresetNumber(String path, String label, int value, int least, int most) {
    /** The values from..to by step, as a vary of this number. */
    public Vary vary(int from, int to, int step) {
        return Vary.parse(path + "=" + from + ".." + to + ":" + step);
    }

    /** An optional rule, off (0) or on (1). */
    public boolean rule() {
        return path.startsWith("rule.");
    }

    @Override
    public String toString() {
        return label;
    }
}
