package meq;

import meq.data.DataException;
import meq.data.DataLoader;
import meq.rules.Rules;

/** The bundled game data, loaded once for every test of a run: the rules, the map and the card numbering. */
public final class TestData {
    public static final Rules RULES = load();

    private TestData() {
    }

    private static Rules load() {
        try {
            return Rules.of(DataLoader.bundled());
        } catch (DataException e) {
            throw new IllegalStateException("the bundled data does not load: " + e.getMessage(), e);
        }
    }
}
