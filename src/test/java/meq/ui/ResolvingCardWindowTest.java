package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.read;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.Color;
import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import meq.rules.Action;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.rules.words.GameLog;
import meq.session.Session;
import meq.state.GameState;
import meq.state.Seat;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 34: the card whose effect asks a question is shown beside the question, to each seat it asks: Tempted by
 * Power to Sauron as he picks a hero, then to that hero as he chooses; a click opens it large; it goes when the
 * effect is over. Pictures: target/screenshots/resolving-*.png (taken from the screen by the Robot).
 */
class ResolvingCardWindowTest {
    private static final Rules RULES = OddsDialogTest.RULES;
    private TableFrame f;
    private Robot robot;

    @AfterEach
    void close() throws Exception {
        TableWindowTest.closeAll(f);
    }

    /** Sauron's Event step at stage I, Tempted by Power on top of the event deck; Beravor and Argalad in Bree. */
    private static Session temptedByPower() throws Exception {
        String yaml = """
                title: tempted
                seed: 1
                heroes:
                  - {id: beravor, location: bree}
                  - {id: argalad, location: bree}
                sauron: {plots: []}
                story: {green: 2, yellow: 2, black: 1, red: 1}
                favor: {}
                influence: {}
                tokens: []
                activePlots: []
                turn: 2
                stack:
                  - {step: SauronTurn.EventStep}
                """;
        GameState s = Presets.load(RULES, yaml.getBytes(StandardCharsets.UTF_8), "tempted.yaml").state();
        var deck = s.decks.get("events-1");
        int card = RULES.cards().copies("event:tempted-by-power").get(0);
        deck.drawPile().remove(card);
        deck.discards().remove(card);
        deck.drawPile().add(card); // the top of the pile
        return Session.of(RULES, new GameLog(List.of(), 0, List.of(), Set.of(),
                Presets.export(RULES, s, "tempted", "Tempted by Power is drawn", "none"), null));
    }

    @Test
    void theCardBeingResolvedShowsBesideItsQuestionToEachSeatItAsksAndGoesWhenItIsOver() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = temptedByPower();
        f = TableWindowTest.table(RULES, session, "resolving test", 1366, 768);
        robot = new Robot();
        robot.setAutoDelay(20);
        int card = RULES.cards().copies("event:tempted-by-power").get(0);

        liftCurtain();
        assertThat(read(() -> f.prompt().getText())).startsWith("Sauron: Tempted by Power: choose a hero who chooses");
        assertThat(read(() -> f.prompt().getToolTipText())).as("the question whole, where the line cuts it")
                .isEqualTo(read(() -> f.prompt().getText()));
        shownOnScreen(card, "resolving-sauron");

        // a click on it opens it large
        CardView v = read(() -> f.resolving().view());
        TableWindowTest.click(robot, v, v.getWidth() / 2, v.getHeight() / 2);
        assertThat(read(() -> LargeCard.showing() == null ? null : LargeCard.showing().face().title()))
                .isEqualTo("Tempted by Power");
        onEdt(() -> LargeCard.showing().dispose());

        onEdt(() -> f.choose(new Action.ChooseHero("argalad")));
        liftCurtain();
        assertThat(read(() -> f.prompt().getText())).contains("Tempted by Power: choose");
        assertThat(session.engine().current(session.state()).seat()).isEqualTo(Seat.hero("argalad"));
        shownOnScreen(card, "resolving-hero");

        onEdt(() -> f.choose(session.engine().current(session.state()).options().stream()
                .filter(a -> a instanceof Action.ChooseOption o && o.text().startsWith("Sauron draws"))
                .findFirst().orElseThrow()));
        liftCurtain();
        assertThat(read(() -> f.resolving().isShowing())).as("the effect is over: %s",
                read(() -> f.prompt().getText())).isFalse();
        picture("resolving-over");
    }

    private void liftCurtain() throws Exception {
        for (int i = 0; i < 3; i++) {
            onEdt(() -> {
                if (f.handingOver()) {
                    f.handOverNow();
                }
                if (f.curtain().isVisible()) {
                    f.curtain().open();
                }
            });
        }
        robot.waitForIdle();
    }

    /** The card is the one shown, and the screen shows its title band (the event's green) where it stands. */
    private void shownOnScreen(int card, String name) throws Exception {
        assertThat(read(() -> f.resolving().card())).isEqualTo(card);
        assertThat(read(() -> f.resolving().isShowing())).isTrue();
        Rectangle r = read(() -> {
            CardView v = f.resolving().view();
            return new Rectangle(v.getLocationOnScreen(), v.getSize());
        });
        assertThat(r.width).as("drawn whole").isEqualTo(CardView.W);
        assertThat(r.height).isEqualTo(CardView.H);
        BufferedImage screen = picture(name);
        Point frame = read(() -> f.getLocationOnScreen());
        int green = 0;
        for (int y = r.y; y < r.y + 30; y++) {
            for (int x = r.x; x < r.x + r.width; x++) {
                if (near(new Color(screen.getRGB(x - frame.x, y - frame.y)), CardView.EVENT)) {
                    green++;
                }
            }
        }
        assertThat(green).as("the event's band on the screen").isGreaterThan(r.width * 10);
    }

    /** The table as the screen shows it, saved under target/screenshots. */
    private BufferedImage picture(String name) throws Exception {
        robot.waitForIdle();
        Thread.sleep(300);
        Rectangle bounds = read(() -> new Rectangle(f.getLocationOnScreen(), f.getSize()));
        BufferedImage img = robot.createScreenCapture(bounds);
        Files.createDirectories(TableWindowTest.SHOTS);
        ImageIO.write(img, "png", TableWindowTest.SHOTS.resolve(name + ".png").toFile());
        return img;
    }

    private static boolean near(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) + Math.abs(a.getGreen() - b.getGreen())
                + Math.abs(a.getBlue() - b.getBlue()) < 40;
    }
}
