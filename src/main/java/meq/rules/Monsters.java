package meq.rules;

import java.util.Map;
import meq.data.Selector;

/** What a flipped monster token is: its face, or an Uruk-hai under "Rise of the Uruk-hai". */
final class Monsters {
    private Monsters() {
    }

    @SuppressWarnings("unchecked")
    static String countsAs(Ctx c, String face, int location) {
        for (int slot = 0; slot < Plots.SLOTS; slot++) {
            int p = c.s.activePlots[slot];
            if (p >= 0 && Plots.def(c, p).ongoing().get("monstersCountAs") instanceof Map<?, ?> m) {
                Selector where = (Selector) m.get("where");
                if (where == null || Selectors.matches(c, where, Scope.of(null, p), c.loc(location))) {
                    return (String) m.get("monster");
                }
            }
        }
        return face;
    }
}
