package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import meq.rules.words.Inspection;
import meq.state.ActionType;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * `meq inspect` prints Sauron's action tracks, each space by its number: free, taken this round, or taken in an
 * earlier round (issue 33); a snapshot keeps which is which.
 */
class InspectionTracksTest {
    @Test
    void inspectPrintsEachActionTrackSpaceFreeTakenThisRoundOrTakenEarlier() {
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: forest-road}
                actionTrack: {influence: 1, command: 2, thisRound: {command: [2]}}
                stack:
                  - {step: HeroTurn.Start, hero: thalin}
                """);
        assertThat(s.s.actions.tokens(ActionType.INFLUENCE)).isEqualTo(1);
        for (Seat seat : new Seat[] {Seat.hero("thalin"), Seat.SAURON, null}) {
            assertThat(Inspection.seen(Scenario.RULES, s.s, seat)).containsSubsequence(
                    "action tracks (Sauron's tokens; the 4th taken clears the 3 before it):",
                    "  influence: 6 taken earlier, 5 free, 4 free",
                    "  shadow and plot: 2 free, 2 free, 1 free",
                    "  command: 3 taken earlier, 2 taken this round, 1 free");
        }
    }

    @Test
    void aTokenPlacedNowIsThisRoundsAndANewTurnMakesEveryTokenAnEarlierOne() {
        // Sauron's first action of a turn, with two tokens from the round before on the tracks
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: forest-road}
                actionTrack: {influence: 1, command: 1}
                stack:
                  - {step: SauronActions.Choose, taken: 0}
                """);
        s.choose("Draw Shadow and Plot cards");
        assertThat(Inspection.seen(Scenario.RULES, s.s, Seat.SAURON)).contains(
                "  influence: 6 taken earlier, 5 free, 4 free", "  shadow and plot: 2 taken this round, 2 free, 1 free");
        s.s.actions.newRound();
        assertThat(Inspection.seen(Scenario.RULES, s.s, Seat.SAURON)).contains(
                "  shadow and plot: 2 taken earlier, 2 free, 1 free");
    }
}
