package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import meq.board.Location;
import meq.bots.HeuristicBot;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.engine.Engine;
import meq.rules.words.GameLog;
import meq.session.Session;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/** The map's pieces grow when the map is small on screen, names step aside from them, influence reads at a glance. */
class MapPiecesTest {
    private static final Rules RULES = OddsDialogTest.RULES;

    /** A seeded 3-hero game a few turns in: influence, minions, heroes, tokens and plots on the map. */
    private static View midGame() {
        Session s = Session.of(RULES, new GameLog(List.of("eleanor", "thalin", "argalad"), 11, List.of()));
        HeuristicBot bot = new HeuristicBot(RULES, 11);
        Engine engine = s.engine();
        while (s.state().turn < 4) {
            s.apply(bot.choose(engine.view(s.state(), engine.current(s.state()).seat())));
        }
        return engine.view(s.state(), Seat.SAURON);
    }

    /** A graphics drawing the map fitted in a w x h panel, as "Fit map" does. */
    private static Graphics2D fitted(BufferedImage img) {
        Graphics2D g = img.createGraphics();
        g.setColor(MapPainter.SEA);
        g.fillRect(0, 0, img.getWidth(), img.getHeight());
        g.transform(MapPainter.fit(img.getWidth(), img.getHeight()));
        return g;
    }

    @Test
    void atFitMapOnSmallScreensThePiecesGrowSoTheirLettersStayReadable() {
        // the map's room at 1280x720 and 1366x768 (the window's east side and bottom taken away)
        for (int[] room : new int[][] {{880, 420, 7}, {970, 470, 8}}) {
            Graphics2D g = fitted(new BufferedImage(room[0], room[1], BufferedImage.TYPE_INT_RGB));
            double scale = g.getTransform().getScaleX();
            double k = TablePainter.growth(g);
            assertThat(k).as("pieces drawn larger than 1:1 when the map is small").isGreaterThan(1.5);
            assertThat(11 * k * scale).as("a piece's letters on screen, in pixels, at %dx%d", room[0], room[1])
                    .isGreaterThanOrEqualTo(room[2]);
        }
    }

    @Test
    void zoomedInThePiecesScaleWithTheMap() {
        BufferedImage img = new BufferedImage(970, 470, BufferedImage.TYPE_INT_RGB);
        Graphics2D fit = fitted(img);
        double atFit = TablePainter.growth(fit) * fit.getTransform().getScaleX();
        double previous = atFit;
        for (double zoom : new double[] {1.5, 2.5, 4}) {
            Graphics2D g = img.createGraphics();
            AffineTransform t = MapPainter.fit(970, 470);
            t.scale(zoom, zoom);
            g.transform(t);
            double onScreen = TablePainter.growth(g) * g.getTransform().getScaleX();
            assertThat(onScreen).as("a piece's size on screen at zoom %s", zoom).isGreaterThanOrEqualTo(previous);
            previous = onScreen;
        }
        assertThat(previous).as("zoomed in 4 times, a piece is drawn at the map's own scale").isGreaterThan(atFit * 2);
        Graphics2D oneToOne = img.createGraphics();
        assertThat(TablePainter.growth(oneToOne)).isEqualTo(1.0);
    }

    @Test
    void aNameStepsAsideFromThePiecesOfItsOwnLocation() {
        View v = midGame();
        TablePainter painter = new TablePainter(RULES);
        for (int[] room : new int[][] {{880, 420}, {970, 470}, {1600, 1100}, {3200, 2200}}) {
            Graphics2D g = fitted(new BufferedImage(room[0], room[1], BufferedImage.TYPE_INT_RGB));
            // every location reachable costs something: the widest badges under the names
            Map<Integer, String> costs = new HashMap<>();
            for (Location l : RULES.board().locations()) {
                costs.put(l.index(), "a mountains card");
            }
            TablePainter.Laid laid = painter.laid(g, v, costs);
            int covered = 0;
            for (Location l : RULES.board().locations()) {
                Rectangle2D name = laid.names().get(l.index());
                for (Rectangle2D piece : laid.pieces().getOrDefault(l.index(), List.of())) {
                    assertThat(piece.intersects(name)).as("%s's name under one of its pieces at %dx%d", l.name(),
                            room[0], room[1]).isFalse();
                    covered++;
                }
            }
            assertThat(covered).as("pieces were laid out").isGreaterThan(63);
        }
    }

    @Test
    void influenceIsARedRingAroundItsLocation() {
        View v = midGame();
        BufferedImage img = new BufferedImage(970, 470, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = fitted(img);
        new MapPainter(RULES.board()).paint(g, null, false);
        new TablePainter(RULES).paint(g, v, Set.of());
        AffineTransform t = g.getTransform();
        int rings = 0;
        for (Location l : RULES.board().locations()) {
            if (v.board().influence()[l.index()] >= 2) {
                double k = TablePainter.growth(g);
                double r = MapPainter.MARK + 1 + (1.5 + v.board().influence()[l.index()]) * Math.min(k, 1.5) / 2;
                Point2D p = t.transform(new Point2D.Double(l.x() - r, l.y()), null); // the ring's left side
                Color c = new Color(img.getRGB((int) Math.round(p.getX()), (int) Math.round(p.getY())));
                assertThat(c.getRed()).as("the ring at %s: %s", l.name(), c).isGreaterThan(c.getGreen() + 40);
                rings++;
            }
        }
        assertThat(rings).as("some locations had influence").isGreaterThan(2);
    }
}
