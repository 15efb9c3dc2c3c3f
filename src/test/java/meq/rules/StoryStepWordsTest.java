package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.List;
import meq.data.CardDecks;
import meq.rules.GameEvent.StoryMarkerAdvanced;
import meq.rules.words.Reveals;
import meq.state.Marker;
import meq.state.Side;
import org.junit.jupiter.api.Test;

/**
 * "Advance the hero story marker 2 spaces up the Story Track. Sauron's 3 story markers are each advanced according
 * to his active Plot cards." The log says what moved each marker and why: the heroes' marker as at every Story step,
 * each active plot by name with its marker and spaces, and the stage entered or the side now dominant.
 */
class StoryStepWordsTest {
    static final Rules R = Scenario.RULES;

    static List<String> table(Scenario s) {
        return Reveals.forTable(R, s.events).stream().map(Reveals.Told::line).toList();
    }

    static CardDecks.Plot plot(String id) {
        return R.cards().def(Scenario.card("plot:" + id), CardDecks.Plot.class);
    }

    @Test
    void aStoryStepWithTwoPlotsNamesEachPlotItsMarkerAndHowFar() {
        // green 6 (12 from the Finale) against Sauron's 12 (yellow 6): neither dominant, stage I
        Scenario s = Scenario.of("""
                heroes: [{id: beravor, location: bree}]
                story: {green: 6, yellow: 6, black: 4, red: 0}
                activePlots:
                  - {plot: plot:sauron-hunts-for-the-ring, at: gladden-fields}
                  - {plot: plot:saruman-hungry-for-power, at: isengard}
                stack:
                  - {step: SauronTurn.Story}
                """);
        s.ask();
        assertThat(s.s.story.position(Marker.GREEN)).isEqualTo(8);
        List<String> lines = table(s);
        assertThat(lines).contains("The heroes' green marker moves 2 spaces, as it does at every Story step (from 6 to 8)");
        for (String id : List.of("sauron-hunts-for-the-ring", "saruman-hungry-for-power")) {
            CardDecks.Plot p = plot(id);
            Marker m = Marker.valueOf(p.marker().toUpperCase());
            int from = m == Marker.YELLOW ? 6 : 4;
            assertThat(s.s.story.position(m)).isEqualTo(from + p.advance());
            assertThat(lines).contains("The active plot " + p.title() + " moves Sauron's " + p.marker() + " marker "
                    + p.advance() + " space (from " + from + " to " + (from + p.advance()) + ")");
        }
        // green on 8 entered stage II, and left the heroes nearer the end (10 against Sauron's 11)
        assertThat(s.events(GameEvent.StageChanged.class)).containsExactly(new GameEvent.StageChanged(1, 2));
        assertThat(lines).anyMatch(l -> l.startsWith("The story enters stage II: the Shadow Pool may now hold 8"));
        assertThat(s.events(GameEvent.DominanceChanged.class))
                .containsExactly(new GameEvent.DominanceChanged(Side.NONE, Side.HEROES));
        assertThat(lines).anyMatch(l -> l.startsWith("The heroes are dominant now"));
        // the cause rides on the event: each plot's card named
        assertThat(s.events(StoryMarkerAdvanced.class)).extracting(StoryMarkerAdvanced::why, StoryMarkerAdvanced::card)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(StoryMarkerAdvanced.Why.STORY_STEP, null),
                        org.assertj.core.groups.Tuple.tuple(StoryMarkerAdvanced.Why.PLOT, "sauron-hunts-for-the-ring"),
                        org.assertj.core.groups.Tuple.tuple(StoryMarkerAdvanced.Why.PLOT, "saruman-hungry-for-power"));
    }

    @Test
    void aGrievousLossSaysWhyTheHeroesMarkerMovesLess() {
        // "... and the green marker moves 1 space less at the next Story step."
        Scenario s = Scenario.of("""
                heroes: [{id: beravor, location: bree}]
                story: {green: 2, yellow: 2, black: 2, red: 2}
                greenSlowdown: 1
                activePlots: []
                stack:
                  - {step: SauronTurn.Story}
                """);
        s.ask();
        assertThat(s.s.story.position(Marker.GREEN)).isEqualTo(3);
        assertThat(table(s)).contains("The heroes' green marker moves 1 space, 1 fewer than at every Story step: "
                + "Grievous Loss was played (from 2 to 3)");
    }
}
