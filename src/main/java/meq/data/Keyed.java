package meq.data;

/** A constant of the rule vocabulary that is written in files by its YAML word, not its Java name. */
public interface Keyed {
    String key();
}
