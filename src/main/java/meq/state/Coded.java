package meq.state;

/** A constant written in snapshots by its number (as files held it before it was named). */
public interface Coded {
    int code();
}
