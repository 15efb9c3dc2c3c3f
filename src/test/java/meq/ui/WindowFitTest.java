package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import java.awt.Insets;
import java.awt.Rectangle;
import org.junit.jupiter.api.Test;

/** The table opens inside the screen it is on, less that screen's task bars. */
class WindowFitTest {
    @Test
    void aLaptopScreenLessItsTaskBarHoldsTheWholeWindow() {
        Rectangle room = WindowFit.usable(new Rectangle(0, 0, 1366, 768), new Insets(0, 0, 40, 0));
        Rectangle r = WindowFit.bounds(room, null);
        assertThat(room).isEqualTo(new Rectangle(0, 0, 1366, 728));
        assertThat(room.contains(r)).isTrue();
        assertThat(r.getSize()).isEqualTo(room.getSize());
    }

    @Test
    void aSecondScreenToTheRightIsUsedWhereItStands() {
        Rectangle room = WindowFit.usable(new Rectangle(1920, 0, 1280, 720), new Insets(24, 0, 0, 0));
        Rectangle r = WindowFit.bounds(room, null);
        assertThat(r).isEqualTo(new Rectangle(1920, 24, 1280, 696));
    }

    @Test
    void aLargeScreenCentresTheTableAtTheSizeItWasDrawnFor() {
        Rectangle room = new Rectangle(0, 0, 2560, 1440);
        Rectangle r = WindowFit.bounds(room, null);
        assertThat(r).isEqualTo(new Rectangle(480, 220, WindowFit.WIDTH, WindowFit.HEIGHT));
    }

    @Test
    void savedBoundsFromABiggerScreenAreCutToThisOne() {
        Rectangle room = new Rectangle(0, 0, 1366, 728);
        Rectangle r = WindowFit.bounds(room, new Rectangle(100, 50, 1900, 1100));
        assertThat(r).isEqualTo(new Rectangle(100, 50, 1266, 678));
        assertThat(room.contains(r)).isTrue();
    }

    @Test
    void savedBoundsOnAScreenNoLongerThereOrASliverOfThisOneOpenCentred() {
        Rectangle room = new Rectangle(0, 0, 1280, 720);
        assertThat(WindowFit.bounds(room, new Rectangle(3000, 0, 1600, 1000))).isEqualTo(room);
        assertThat(WindowFit.bounds(room, new Rectangle(1200, 650, 1600, 1000))).isEqualTo(room);
    }
}
