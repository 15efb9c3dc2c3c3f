package meq.state;

import static org.assertj.core.api.Assertions.assertThat;
import org.junit.jupiter.api.Test;

class StoryTrackTest {
    static StoryTrack track(int green, int yellow, int black, int red) {
        StoryTrack t = new StoryTrack();
        t.set(Marker.GREEN, green);
        t.set(Marker.YELLOW, yellow);
        t.set(Marker.BLACK, black);
        t.set(Marker.RED, red);
        return t;
    }

    @Test
    void theCurrentStageIsTheRightmostStageWithAMarker() {
        assertThat(track(0, 0, 0, 0).stage()).isEqualTo(1);
        assertThat(track(6, 0, 0, 0).stage()).isEqualTo(1);
        assertThat(track(6, 7, 0, 0).stage()).isEqualTo(2);
        assertThat(track(2, 0, 13, 0).stage()).isEqualTo(3);
    }

    @Test
    void dominanceComparesTheHeroesDistanceWithSauronsLowerDistance() {
        // Heroes: spaces to the Finale. Sauron: the lower of his closest marker's spaces to the Finale and the
        // spaces all his markers still need to reach The Shadow Falls.
        StoryTrack early = track(4, 2, 2, 2);
        assertThat(early.heroDistance()).isEqualTo(14);
        assertThat(early.sauronDistance()).isEqualTo(16);
        assertThat(early.dominant()).isEqualTo(Side.HEROES);
        StoryTrack fall = track(10, 9, 9, 9);
        assertThat(fall.sauronDistance()).isEqualTo(3);
        assertThat(fall.dominant()).isEqualTo(Side.SAURON);
        StoryTrack lead = track(4, 15, 0, 0);
        assertThat(lead.sauronDistance()).isEqualTo(3);
        StoryTrack tie = track(6, 6, 0, 0);
        assertThat(tie.heroDistance()).isEqualTo(12);
        assertThat(tie.sauronDistance()).isEqualTo(12);
        assertThat(tie.dominant()).isEqualTo(Side.NONE);
    }

    @Test
    void theFinaleBeginsOnTheFinaleSpaceOrWhenAllThreeOfSauronsMarkersReachTheShadowFalls() {
        assertThat(track(18, 0, 0, 0).finaleReached()).isTrue();
        assertThat(track(0, 0, 18, 0).finaleReached()).isTrue();
        assertThat(track(4, 10, 11, 10).finaleReached()).isTrue();
        assertThat(track(4, 10, 11, 9).finaleReached()).isFalse();
    }

    @Test
    void markersStopAtTheFinaleAndAtStart() {
        StoryTrack t = track(17, 0, 0, 0);
        assertThat(t.advance(Marker.GREEN, 2)).isEqualTo(1);
        assertThat(t.position(Marker.GREEN)).isEqualTo(18);
        assertThat(t.advance(Marker.RED, -1)).isZero();
    }

    @Test
    void leftmostListsTiedMarkers() {
        assertThat(track(0, 3, 1, 1).leftmostSauron()).containsExactly(Marker.BLACK, Marker.RED);
        assertThat(track(0, 0, 1, 2).leftmostSauron()).containsExactly(Marker.YELLOW);
    }
}
