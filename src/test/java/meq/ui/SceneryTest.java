package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import meq.TestData;
import meq.board.Board;
import meq.board.Location;
import meq.data.DataException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The scenery layer: drawn under the board where the rivers and mountains are, and never a crash. */
class SceneryTest {
    static Board board;
    static BufferedImage with;
    static BufferedImage without;
    static final int W = MapPainter.WIDTH;
    static final int H = MapPainter.HEIGHT;

    @BeforeAll
    static void render() throws DataException, IOException {
        board = TestData.RULES.board();
        with = new MapPainter(board).render(W, H, null);
        without = new MapPainter(board, null).render(W, H, null);
        Path out = Path.of("target/screenshots");
        Files.createDirectories(out);
        ImageIO.write(with, "png", out.resolve("map-scenery.png").toFile());
    }

    /** How many pixels differ between two renders in a box of map units around (x, y). */
    static int changed(BufferedImage a, BufferedImage b, int x, int y, int half) {
        int n = 0;
        for (int i = x - half; i <= x + half; i++) {
            for (int j = y - half; j <= y + half; j++) {
                if (a.getRGB(i, j) != b.getRGB(i, j)) {
                    n++;
                }
            }
        }
        return n;
    }

    static int between(String a, String b, int half) {
        Location la = board.location(a);
        Location lb = board.location(b);
        return changed(with, without, (la.x() + lb.x()) / 2, (la.y() + lb.y()) / 2, half);
    }

    @Test
    void theBundledSceneryLoads() {
        assertThat(Scenery.bundled().present()).isTrue();
    }

    @Test
    void theAnduinRunsBetweenLothlorienAndDolGuldur() {
        assertThat(between("lothlorien", "dol-guldur", 12)).isGreaterThan(20);
    }

    @Test
    void theMistyMountainsStandBetweenRivendellAndGladdenFields() {
        assertThat(between("rivendell", "gladden-fields", 15)).isGreaterThan(40);
    }

    @Test
    void theSceneryStaysOffTheSea() {
        assertThat(changed(with, without, 30, 1070, 25)).isZero();
        assertThat(changed(with, without, 1570, 30, 25)).isZero();
    }

    @Test
    void locationMarksStayOnTop() {
        for (Location l : board.locations()) {
            assertThat(changed(with, without, l.x(), l.y(), 6)).as(l.id()).isZero();
        }
    }

    @Test
    void aMissingSvgLeavesTheMapPainting() {
        Scenery none = Scenery.load(null);
        assertThat(none.present()).isFalse();
        BufferedImage img = new MapPainter(board, none).render(W, H, null);
        assertThat(changed(img, without, W / 2, H / 2, 200)).isZero();
    }

    @Test
    void aBrokenSvgLeavesTheMapPainting(@TempDir Path dir) throws IOException {
        Path broken = dir.resolve("scenery.svg");
        Files.writeString(broken, "<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0L");
        URL url = broken.toUri().toURL();
        Scenery scenery = Scenery.load(url);
        BufferedImage img = new MapPainter(board, scenery).render(W, H, null);
        assertThat(changed(img, without, W / 2, H / 2, 200)).isZero();
        Path missing = dir.resolve("nothing-here.svg");
        assertThat(Scenery.load(missing.toUri().toURL()).present()).isFalse();
    }
}
