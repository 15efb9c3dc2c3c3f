package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.read;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.awt.Color;
import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.awt.image.BufferedImage;
import javax.imageio.ImageIO;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import meq.board.Location;
import meq.bots.Strength;
import meq.rules.words.GameLog;
import meq.session.Session;
import org.junit.jupiter.api.Test;

/**
 * Issue 34: bots at the table do not make the humans wait without a sign. A bot's move is shown as it is made: in
 * words on the status line, the seat's name marked as a bot's, and on the map from where the piece stood to where it
 * went.
 */
class BotMovesWindowTest {
    @Test
    void aBotsMoveIsToldOnTheStatusLineAndDrawnOnTheMapAsItIsMade() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = Session.of(OddsDialogTest.RULES, new GameLog(List.of("eometh"), 31, List.of()));
        AtomicReference<TableFrame> frame = new AtomicReference<>();
        onEdt(() -> {
            TableFrame f = new TableFrame(OddsDialogTest.RULES, session, "bots moving");
            f.botSpeed(40);
            f.botSeats().strength("sauron", Strength.EASY);
            f.botSeats().strength("eometh", Strength.EASY);
            f.setVisible(true);
            f.botPlays("sauron", true);
            f.botPlays("eometh", true);
            frame.set(f);
        });
        TableFrame f = frame.get();
        AtomicReference<Location[]> move = new AtomicReference<>();
        AtomicReference<String> words = new AtomicReference<>();
        AtomicReference<String> status = new AtomicReference<>();
        AtomicReference<BufferedImage> picture = new AtomicReference<>();
        for (int i = 0; i < 1200 && move.get() == null; i++) {
            Thread.sleep(25);
            onEdt(() -> {
                if (f.botMoves().shown() != null) {
                    f.botSeats().pause(); // the table holds still to be read: the move, its words, the status line
                    move.set(f.botMoves().shown());
                    words.set(f.botMoves().words());
                    status.set(f.status());
                    BufferedImage b = new BufferedImage(f.map().getWidth(), f.map().getHeight(),
                            BufferedImage.TYPE_INT_RGB);
                    f.map().paint(b.getGraphics()); // the map alone, at once (the reveals over it may hide the move)
                    picture.set(b);
                }
            });
        }
        assertThat(move.get()).as("a bot moved a piece within 30 s").isNotNull();
        TableWindowTest.shoot(f, "bot-move-shown");
        assertThat(status.get()).as("the status line tells the last bot move").isEqualTo(words.get());
        assertThat(words.get()).containsPattern("^(Sauron|Eometh|Éometh) \\(bot\\)");
        assertThat(words.get()).as("the move names where the piece went").contains(move.get()[1].name());
        BufferedImage map = picture.get();
        ImageIO.write(map, "png", TableWindowTest.SHOTS.resolve("bot-move-map.png").toFile());
        Point a = read(() -> f.map().screenPoint(move.get()[0]));
        Point b = read(() -> f.map().screenPoint(move.get()[1]));
        Color along = new Color(map.getRGB(a.x + (b.x - a.x) * 2 / 5, a.y + (b.y - a.y) * 2 / 5));
        assertThat(along.getRed() - along.getBlue()).as("the move's amber arrow on the map, two fifths along: %s",
                along).isGreaterThan(80);
        assertThat(read(() -> f.prompt().getText())).as("whose turn it is, while bots play")
                .containsPattern("\\(bot.*\\) is (choosing|thinking|deciding)");
        onEdt(f::dispose);
    }
}
