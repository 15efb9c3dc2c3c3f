package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import meq.TestData;
import meq.board.Board;
import meq.board.Location;
import meq.data.DataException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Renders the map headless to target/screenshots/map.png and checks what is painted where. */
class MapPainterTest {
    static Board board;
    static BufferedImage image;
    static final int W = MapPainter.WIDTH;
    static final int H = MapPainter.HEIGHT;

    @BeforeAll
    static void render() throws DataException, IOException {
        board = TestData.RULES.board();
        image = new MapPainter(board).render(W, H, null);
        Path out = Path.of("target/screenshots");
        Files.createDirectories(out);
        ImageIO.write(image, "png", out.resolve("map.png").toFile());
    }

    static Color at(int x, int y) {
        return new Color(image.getRGB(x, y));
    }

    static Color centre(String id) {
        Location l = board.location(id);
        return at(l.x(), l.y());
    }

    @Test
    void strongholdsAreDarkAndHavensLight() {
        for (Location s : board.strongholds()) {
            // the red number sits in the centre; just off it the disc is near black
            Color c = at(s.x() - 7, s.y() - 6);
            assertThat(c.getRed() + c.getGreen() + c.getBlue()).as(s.id()).isLessThan(150);
        }
        for (Location h : board.havens()) {
            Color c = at(h.x() + 7, h.y() - 5);
            assertThat(c.getRed() + c.getGreen() + c.getBlue()).as(h.id()).isGreaterThan(600);
        }
    }

    @Test
    void theFarCornersAreSea() {
        assertThat(at(5, H - 5)).isEqualTo(MapPainter.SEA);
        assertThat(at(W - 5, 5)).isEqualTo(MapPainter.SEA);
    }

    @Test
    void aLocationWithinItsRegionIsTintedByTheRegionColour() {
        Location rhun = board.location("rhun");
        Color c = at(rhun.x(), rhun.y() + 60);
        Color region = new Color(rhun.region().colour());
        assertThat(Math.abs(c.getRed() - region.getRed())).isLessThan(60);
        assertThat(c).isNotEqualTo(MapPainter.SEA);
    }

    @Test
    void findsTheLocationUnderThePointer() {
        MapPainter p = new MapPainter(board);
        Location bree = board.location("bree");
        assertThat(p.locationAt(bree.x() + 5, bree.y() - 5)).isEqualTo(bree);
        assertThat(p.locationAt(5, 5)).isNull();
    }
}
