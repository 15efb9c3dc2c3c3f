package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import meq.rules.words.Inspection;
import meq.state.ActionType;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/** `meq inspect` prints Sauron's action tracks, each space by its number, free or taken (issue 33). */
class InspectionTracksTest {
    @Test
    void inspectPrintsEachActionTrackSpaceFreeOrTaken() {
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: forest-road}
                actionTrack: {influence: 1, command: 2}
                stack:
                  - {step: HeroTurn.Start, hero: thalin}
                """);
        assertThat(s.s.actions.tokens(ActionType.INFLUENCE)).isEqualTo(1);
        for (Seat seat : new Seat[] {Seat.hero("thalin"), Seat.SAURON, null}) {
            assertThat(Inspection.seen(Scenario.RULES, s.s, seat)).containsSubsequence(
                    "action tracks (Sauron's tokens; the 4th taken clears the 3 before it):",
                    "  influence: 6 taken, 5 free, 4 free",
                    "  shadow and plot: 2 free, 2 free, 1 free",
                    "  command: 3 taken, 2 taken, 1 free");
        }
    }
}
