package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import javax.swing.SwingUtilities;
import meq.TestData;
import org.junit.jupiter.api.Test;

/**
 * While the map moves, the board last drawn is shown moved and scaled; once it rests it is drawn sharp again,
 * and the moving frame looks almost like the sharp one.
 */
class MapPanelMotionTest {
    @Test
    void aZoomShowsTheLastBoardScaledThenDrawsItSharpWhenTheMapRests() throws Exception {
        MapPanel panel = new MapPanel(new MapPainter(TestData.RULES.board()));
        panel.setSize(800, 500);
        panel.fit();
        paint(panel);
        assertThat(panel.showsMovedBoard()).isFalse();

        panel.zoom(1.2);
        assertThat(panel.showsMovedBoard()).as("just zoomed: the last board, scaled").isTrue();
        BufferedImage moving = paint(panel);
        assertThat(panel.showsMovedBoard()).as("painting while moving does not redraw the board").isTrue();

        Thread.sleep(MapPanel.SHARPEN_MS + 300);
        SwingUtilities.invokeAndWait(() -> { }); // the timer's tick has run on the event thread
        assertThat(panel.showsMovedBoard()).as("at rest").isFalse();
        BufferedImage sharp = paint(panel);
        assertThat(meanDifference(moving, sharp)).as("the moving frame is close to the sharp one").isLessThan(12.0);
    }

    private static BufferedImage paint(MapPanel panel) {
        BufferedImage img = new BufferedImage(panel.getWidth(), panel.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            panel.paint(g);
        } finally {
            g.dispose();
        }
        return img;
    }

    private static double meanDifference(BufferedImage a, BufferedImage b) {
        long sum = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                int p = a.getRGB(x, y);
                int q = b.getRGB(x, y);
                for (int shift = 0; shift <= 16; shift += 8) {
                    sum += Math.abs(((p >> shift) & 0xff) - ((q >> shift) & 0xff));
                }
            }
        }
        return sum / (3.0 * a.getWidth() * a.getHeight());
    }
}
