package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import meq.TestData;
import meq.board.Location;
import meq.rules.Rules;
import meq.rules.SecretSwap;
import meq.rules.View;
import meq.rules.engine.Engine;
import meq.rules.playtest.Presets;
import meq.state.GameState;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * A bundled preset's table drawn headless to PNG for each seat (map with the pieces, tracks, hero sheets, the
 * seat's hand): a hero's picture is the same whatever that hero may not know, and the comparison is sharp enough
 * to see a secret, since Sauron's picture changes exactly where the token faces changed.
 */
class SeatPicturesTest {
    static final int MAP_W = 1200;
    static final int MAP_H = 825;

    @Test
    void eachSeatsPictureOfAPresetShowsNothingThatSeatMayNotKnow() throws Exception {
        Rules rules = TestData.RULES;
        var file = Presets.find("stage-three-crisis");
        GameState s = Presets.load(rules, Files.readAllBytes(file), file.toString()).state();
        Engine engine = new Engine(rules);
        List<Seat> seats = new ArrayList<>(List.of(Seat.SAURON));
        s.heroes.forEach(h -> seats.add(Seat.hero(h.id)));

        for (Seat seat : seats) {
            BufferedImage pic = picture(rules, engine.view(s, seat));
            Files.createDirectories(TableWindowTest.SHOTS);
            ImageIO.write(pic, "png", TableWindowTest.SHOTS.resolve("preset-" + seat.id() + ".png").toFile());
            if (!seat.sauron()) {
                GameState twin = new SecretSwap(rules, 99).twin(s, seat, engine.current(s));
                BufferedImage other = picture(rules, engine.view(twin, seat));
                assertThat(differences(pic, other)).as("%s's picture whatever he may not know", seat.id()).isEmpty();
            }
        }

        // the same comparison sees a secret: in Sauron's picture of the hero's twin, the changed token faces show
        Seat eleanor = Seat.hero("eleanor");
        GameState twin = new SecretSwap(rules, 99).twin(s, eleanor, engine.current(s));
        // (on the map: the twin also deals Sauron another hand, which his own picture rightly shows)
        List<Rectangle> changed = differences(picture(rules, engine.view(s, Seat.SAURON)).getSubimage(0, 0, MAP_W, MAP_H),
                picture(rules, engine.view(twin, Seat.SAURON)).getSubimage(0, 0, MAP_W, MAP_H));
        assertThat(changed).as("Sauron sees the faces the heroes do not").isNotEmpty();
        MapPanel panel = mapPanel(rules);
        List<Rectangle> tokens = new ArrayList<>();
        for (View.TokenView t : engine.view(s, Seat.SAURON).board().tokens()) {
            Location l = rules.board().location(t.location());
            Point2D p = panel.transform().transform(new Point2D.Double(l.x(), l.y()), null);
            tokens.add(new Rectangle((int) p.getX() - 10, (int) p.getY() - 30, 80, 70));
        }
        for (Rectangle r : changed) {
            assertThat(tokens.stream().anyMatch(t -> t.contains(r)))
                    .as("a changed region %s lies on a monster token; tokens at %s", r, tokens).isTrue();
        }
    }

    static MapPanel mapPanel(Rules rules) {
        MapPanel map = new MapPanel(new MapPainter(rules.board()));
        map.setSize(MAP_W, MAP_H);
        map.fit();
        return map;
    }

    /** The seat's table: the map with the pieces on the left; tracks, sheets and the seat's hand on the right. */
    static BufferedImage picture(Rules rules, View v) {
        BufferedImage img = new BufferedImage(MAP_W + 400, MAP_H + 175, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, img.getWidth(), img.getHeight());
            MapPanel map = mapPanel(rules);
            TablePainter pieces = new TablePainter(rules);
            map.overlay((g2, p) -> pieces.paint(g2, v, Set.of()), true);
            map.paint(g);
            TracksPanel tracks = new TracksPanel(rules);
            tracks.setSize(390, 236);
            tracks.show(v);
            tracks.paint(g.create(MAP_W + 5, 0, 390, 236));
            HeroSheets sheets = new HeroSheets(rules);
            sheets.show(v);
            sheets.setSize(390, sheets.getPreferredSize().height);
            sheets.paint(g.create(MAP_W + 5, 240, 390, sheets.getHeight()));
            int x = 5;
            List<Integer> hand = new ArrayList<>(v.own().hand());
            hand.addAll(v.own().shadows());
            hand.addAll(v.own().plots());
            for (int card : hand) {
                CardView c = CardView.of(rules, card);
                c.setSize(CardView.W, CardView.H);
                c.paint(g.create(x, MAP_H + 8, CardView.W, CardView.H));
                x += CardView.W + 6;
            }
        } finally {
            g.dispose();
        }
        return img;
    }

    /** The regions where two pictures differ: bounding boxes of differing pixels, merged within 12 pixels. */
    static List<Rectangle> differences(BufferedImage a, BufferedImage b) {
        List<Rectangle> out = new ArrayList<>();
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                if (a.getRGB(x, y) != b.getRGB(x, y)) {
                    Rectangle near = null;
                    for (Rectangle r : out) {
                        Rectangle grown = new Rectangle(r.x - 12, r.y - 12, r.width + 24, r.height + 24);
                        if (grown.contains(x, y)) {
                            near = r;
                            break;
                        }
                    }
                    if (near == null) {
                        out.add(new Rectangle(x, y, 1, 1));
                    } else {
                        near.add(new Rectangle(x, y, 1, 1));
                    }
                }
            }
        }
        return out;
    }
}
