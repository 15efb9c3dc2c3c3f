package meq.rules.play;

import java.util.List;
import java.util.Map;
import meq.data.OngoingRule;
import meq.data.Selector;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Ctx;
import meq.rules.Scope;
import meq.rules.Step;
import meq.rules.table.ActivePlots;
import meq.rules.table.Selectors;
import meq.state.Seat;

/** What a flipped monster token is: its face, or (if Sauron so chooses) an Uruk-hai under "Rise of the Uruk-hai". */
public final class Monsters {
    private Monsters() {
    }

    /**
     * The fight a flipped (non-blank) token starts: against its face; or, where a plot lets Sauron treat it as
     * another monster, a question to Sauron first.
     */
    static Step fight(Ctx c, String hero, String face, int location, int token, Fights.Context context) {
        String as = countsAs(c, face, location);
        if (as.equals(face)) {
            return Fights.begin(c, hero, new Opponent.MonsterToken(face, token), context);
        }
        return new CountsAs(hero, face, as, token, context);
    }

    /** "Rise of the Uruk-hai": Sauron may have the token fight as an Uruk-hai, or as what it is. */
    public record CountsAs(String hero, String face, String as, int token, Fights.Context context) implements Step {
        @Override
        public Ask advance(Ctx c) {
            String plot = "A plot";
            for (int slot = 0; slot < ActivePlots.SLOTS; slot++) {
                int p = c.s.activePlots[slot];
                if (p >= 0 && ActivePlots.def(c, p).ongoing().get(OngoingRule.MONSTERS_COUNT_AS) != null) {
                    plot = ActivePlots.def(c, p).title();
                }
            }
            String asName = c.rules.data().monster(as).name();
            String faceName = c.rules.data().monster(face).name();
            return new Ask(Seat.SAURON, plot + ": does the " + faceName + " fight as " + article(asName) + "?",
                    List.of(new Action.ChooseOption(0, "Fight as " + article(asName)),
                            new Action.ChooseOption(1, "Fight as the " + faceName)));
        }

        @Override
        public void answer(Ctx c, Action a) {
            boolean swap = ((Action.ChooseOption) a).index() == 0;
            c.replace(Fights.begin(c, hero, new Opponent.MonsterToken(swap ? as : face, token), context));
        }

        private static String article(String name) {
            return ("AEIOU".indexOf(Character.toUpperCase(name.charAt(0))) >= 0 ? "an " : "a ") + name;
        }
    }

    @SuppressWarnings("unchecked")
    static String countsAs(Ctx c, String face, int location) {
        for (int slot = 0; slot < ActivePlots.SLOTS; slot++) {
            int p = c.s.activePlots[slot];
            if (p >= 0 && ActivePlots.def(c, p).ongoing().get(OngoingRule.MONSTERS_COUNT_AS) instanceof Map<?, ?> m) {
                Selector where = (Selector) m.get("where");
                if (where == null || Selectors.matches(c, where, Scope.of(null, p), c.loc(location))) {
                    return (String) m.get("monster");
                }
            }
        }
        return face;
    }
}
