package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import javax.imageio.ImageIO;
import meq.TestData;
import meq.bots.RandomBot;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.SecretSwap;
import meq.rules.engine.Engine;
import meq.rules.engine.Setup;
import meq.rules.playtest.Presets;
import meq.rules.words.GameLog;
import meq.session.Session;
import meq.state.GameState;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * The curtain and the hero's table, as pixels: a moment of a game where tokens lie face down and Sauron holds
 * cards is opened at a table twice, once as it is and once with everything the hero may not know changed
 * (token faces, Sauron's hand and mission, deck orders, the generator). The curtain and the hero's whole window
 * must be the same picture both times; with his own hand changed it must not (so the comparison sees differences).
 */
class CurtainSecretsWindowTest {
    @Test
    void theHerosScreenShowsNoFaceDownTokenAndNoSauronCard() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Rules rules = TestData.RULES;
        Engine engine = new Engine(rules);
        GameState s = momentWithSecrets(rules, engine);
        Ask ask = engine.current(s);
        Seat hero = ask.seat();
        GameState twin = new SecretSwap(rules, 99).twin(s, hero, ask);

        BufferedImage[] real = pictures(rules, s, "secrets-real");
        BufferedImage[] other = pictures(rules, twin, "secrets-twin");
        assertThat(same(real[0], other[0])).as("the curtain hides everything").isTrue();
        assertThat(same(real[1], other[1])).as("%s's table is the same picture whatever he may not know", hero)
                .isTrue();

        GameState handChanged = new SecretSwap(rules, 5).twin(s, Seat.SAURON, ask);
        BufferedImage[] changed = pictures(rules, handChanged, "secrets-own-hand-changed");
        assertThat(same(real[1], changed[1])).as("with his own hand changed the picture differs").isFalse();
    }

    /** A hero's decision with face-down tokens on the board and cards in Sauron's hand, that can be a preset. */
    static GameState momentWithSecrets(Rules rules, Engine engine) {
        for (long seed = 77; seed < 97; seed++) {
            GameState s = Setup.newGame(rules, List.of("eleanor", "thalin"), seed);
            RandomBot bot = new RandomBot(seed);
            for (Ask a = engine.pending(s); a != null; a = engine.current(s)) {
                long hidden = Arrays.stream(s.tokenAt).filter(at -> at >= 0).count();
                if (!a.seat().sauron() && hidden >= 2 && !s.sauronShadows.isEmpty() && s.turn >= 2
                        && a.prompt().startsWith("Travel")) {
                    try {
                        Presets.export(rules, s, "t", "d", "g");
                        return s;
                    } catch (IllegalArgumentException | IllegalStateException notHere) {
                        // inside a card's effect: go on
                    }
                }
                engine.apply(s, bot.choose(a));
            }
        }
        throw new AssertionError("no moment with secrets in twenty games");
    }

    /** The curtain, then the table once the deciding seat lifts it. */
    static BufferedImage[] pictures(Rules rules, GameState s, String name) throws Exception {
        Session session = Session.of(rules, new GameLog(List.of(), 0, List.of(), Set.of(),
                Presets.export(rules, s, "secrets", "a moment with secrets", "none"), null));
        AtomicReference<TableFrame> frame = new AtomicReference<>();
        TableWindowTest.onEdt(() -> {
            TableFrame f = new TableFrame(rules, session, "secrets");
            f.setSize(1500, 950);
            f.setLocation(0, 0);
            f.setVisible(true);
            frame.set(f);
        });
        TableFrame f = frame.get();
        try {
            BufferedImage curtain = picture(f);
            AtomicReference<Boolean> up = new AtomicReference<>();
            TableWindowTest.onEdt(() -> up.set(f.curtain().isVisible()));
            assertThat(up.get()).as("the curtain is down when the table opens").isTrue();
            TableWindowTest.onEdt(() -> f.curtain().open());
            BufferedImage table = picture(f);
            Files.createDirectories(TableWindowTest.SHOTS);
            ImageIO.write(table, "png", TableWindowTest.SHOTS.resolve(name + ".png").toFile());
            return new BufferedImage[] {curtain, table};
        } finally {
            TableWindowTest.onEdt(f::dispose);
        }
    }

    static BufferedImage picture(TableFrame f) throws Exception {
        AtomicReference<BufferedImage> img = new AtomicReference<>();
        TableWindowTest.onEdt(() -> {
            f.validate();
            BufferedImage b = new BufferedImage(f.getRootPane().getWidth(), f.getRootPane().getHeight(),
                    BufferedImage.TYPE_INT_RGB);
            f.getRootPane().paint(b.getGraphics());
            img.set(b);
        });
        return img.get();
    }

    static boolean same(BufferedImage a, BufferedImage b) {
        if (a.getWidth() != b.getWidth() || a.getHeight() != b.getHeight()) {
            return false;
        }
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                if (a.getRGB(x, y) != b.getRGB(x, y)) {
                    return false;
                }
            }
        }
        return true;
    }
}
