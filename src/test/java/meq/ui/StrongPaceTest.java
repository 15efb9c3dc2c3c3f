package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;

import meq.bots.BotKind;
import meq.rules.playtest.Presets;
import org.junit.jupiter.api.Test;

/** Strong play's pace, measured here, and the time a run will take in words. */
class StrongPaceTest {
    @Test
    void aMeasuredPaceTellsTheTimeForTheSamplesAsked() {
        var pace = new StrongPace.Pace(2, 0.8, 2);
        assertThat(pace.perSecond()).isEqualTo(2.5);
        assertThat(pace.words(1000)).isEqualTo("about " + StrongPace.duration(1000 / 2.5)
                + " for 1,000 samples, measured here: 2.5 samples/s on 2 threads");
        assertThat(StrongPace.duration(400)).isEqualTo("7 min");
        assertThat(StrongPace.duration(4.25)).isEqualTo("4.3 s");
        assertThat(StrongPace.duration(45)).isEqualTo("45 s");
        assertThat(StrongPace.duration(2 * 3600 + 20 * 60)).isEqualTo("2 h 20 min");
        assertThat(StrongPace.duration(5 * 86400)).isEqualTo("5 days");
    }

    @Test
    void noSampleFinishedIsToldAsABound() {
        var none = new StrongPace.Pace(0, 20.4, 1);
        assertThat(none.words(100)).isEqualTo("over " + StrongPace.duration(100 * 20.4)
                + " for 100 samples, measured here: no sample finished in 20 s on 1 thread");
    }

    @Test
    void aPaceIsMeasuredFromSamplesPlayedAndStopsWhenAsked() throws Exception {
        Presets.Preset p = OddsDialogTest.preset("finale-sauron-dominant");
        var pace = StrongPace.measure(OddsDialogTest.RULES, p.state(), BotKind.search(2), 1, 2, () -> false);
        assertThat(pace.samples()).isEqualTo(2);
        assertThat(pace.seconds()).isPositive();
        var stopped = StrongPace.measure(OddsDialogTest.RULES, p.state(), BotKind.search(2), 1, 1, () -> true);
        assertThat(stopped.samples()).isZero();
    }
}
