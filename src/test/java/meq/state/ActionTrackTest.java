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

    @Test
    void theFourthTokenRemovesTheThreeBefore() {
        ActionTrack t = new ActionTrack();
        t.place(ActionType.COMMAND);
        t.place(ActionType.SHADOW_AND_PLOT);
        t.place(ActionType.COMMAND);
        assertThat(t.total()).isEqualTo(3);
        assertThat(t.place(ActionType.COMMAND)).isEqualTo(3);
        assertThat(t.total()).isEqualTo(1);
        assertThat(t.tokens(ActionType.SHADOW_AND_PLOT)).isZero();
        assertThat(t.place(ActionType.SHADOW_AND_PLOT)).isEqualTo(2);
        assertThat(t.place(ActionType.SHADOW_AND_PLOT)).isEqualTo(2);
    }
}
