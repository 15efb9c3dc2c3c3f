package meq.rules.table;

import meq.data.CardDecks;
import meq.rules.Rules;
import meq.state.GameState;
import meq.state.Marker;
import meq.state.OptionalRule;
import meq.state.Side;
import meq.state.StoryTrack;

/**
 * Who is dominant: by distance on the story track, or with the optional rule Advanced Dominance by the number
 * of Story steps each side would need to reach the Finale with the plots now active.
 */
public final class Dominance {
    static final int HORIZON = 40;

    private Dominance() {
    }

    public static Side of(Rules rules, GameState s) {
        if (!s.options.contains(OptionalRule.ADVANCED_DOMINANCE)) {
            return s.story.dominant();
        }
        int heroSteps = (StoryTrack.FINALE - s.story.position(Marker.GREEN) + 1) / 2;
        int sauronSteps = sauronSteps(rules, s);
        return heroSteps < sauronSteps ? Side.HEROES : sauronSteps < heroSteps ? Side.SAURON : Side.NONE;
    }

    /** Story steps until a Sauron marker reaches the Finale or all three reach The Shadow Falls (plots only). */
    public static int sauronSteps(Rules rules, GameState s) {
        int[] rate = new int[4];
        for (int p : s.activePlots) {
            if (p >= 0) {
                var plot = rules.cards().def(p, CardDecks.Plot.class);
                rate[Marker.valueOf(plot.marker().toUpperCase()).ordinal()] += plot.advance();
            }
        }
        StoryTrack t = s.story.copy();
        for (int step = 0; step <= HORIZON; step++) {
            boolean lead = false;
            boolean allFallen = true;
            for (Marker m : Marker.SAURON) {
                lead |= t.position(m) >= StoryTrack.FINALE;
                allFallen &= t.position(m) >= StoryTrack.SHADOW_FALLS;
            }
            if (lead || allFallen) {
                return step;
            }
            for (Marker m : Marker.SAURON) {
                t.advance(m, rate[m.ordinal()]);
            }
        }
        return Integer.MAX_VALUE;
    }
}
