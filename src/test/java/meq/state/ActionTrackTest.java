package meq.state;

import static org.assertj.core.api.Assertions.assertThat;
import org.junit.jupiter.api.Test;

class ActionTrackTest {
    @Test
    void aTokenCoversTheLeftmostEmptySpaceAndGivesItsNumber() {
        ActionTrack t = new ActionTrack();
        assertThat(t.place(ActionType.INFLUENCE)).isEqualTo(6);
        assertThat(t.place(ActionType.INFLUENCE)).isEqualTo(5);
        assertThat(t.place(ActionType.INFLUENCE)).isEqualTo(4);
    }

    /**
     * RS 190-198: "When you place your fourth action token on the Action Track area, immediately remove your 3 prior
     * tokens"; FS §4: the 4th token goes on the leftmost empty space of its column while the 3 earlier tokens still
     * lie there, so its number is read with them in place. FS example: Influence (6), Command (3), Shadow & Plot (2),
     * then Command again gives 2 commands, and only that token stays on the track.
     */
    @Test
    void theFourthTokenIsReadWithTheThreeBeforeInPlaceThenTheyAreRemoved() {
        ActionTrack t = new ActionTrack();
        assertThat(t.place(ActionType.INFLUENCE)).isEqualTo(6);
        assertThat(t.place(ActionType.COMMAND)).isEqualTo(3);
        assertThat(t.place(ActionType.SHADOW_AND_PLOT)).isEqualTo(2);
        assertThat(t.place(ActionType.COMMAND)).isEqualTo(2);
        assertThat(t.total()).isEqualTo(1);
        assertThat(t.tokens(ActionType.COMMAND)).isEqualTo(1);
        assertThat(t.tokens(ActionType.INFLUENCE)).isZero();
        assertThat(t.tokens(ActionType.SHADOW_AND_PLOT)).isZero();
        // the token left lies on Command's second space: the first space is the leftmost empty one again
        assertThat(t.covered(ActionType.COMMAND)).isEqualTo(0b010);
        assertThat(t.place(ActionType.COMMAND)).isEqualTo(3);
        assertThat(t.place(ActionType.COMMAND)).isEqualTo(1);
    }

    /** FS §4: "If the 3 earlier tokens fill the chosen column, it has no empty space for the 4th token". */
    @Test
    void aColumnTheThreeEarlierTokensFillTakesNoFourth() {
        ActionTrack t = new ActionTrack();
        t.place(ActionType.INFLUENCE);
        t.place(ActionType.INFLUENCE);
        t.place(ActionType.INFLUENCE);
        assertThat(t.canPlace(ActionType.INFLUENCE)).isFalse();
        assertThat(t.canPlace(ActionType.COMMAND)).isTrue();
        assertThat(t.place(ActionType.COMMAND)).isEqualTo(3);
        assertThat(t.total()).isEqualTo(1);
        assertThat(t.canPlace(ActionType.INFLUENCE)).isTrue();
        assertThat(t.place(ActionType.INFLUENCE)).isEqualTo(6);
    }
}
