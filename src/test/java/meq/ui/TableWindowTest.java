package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javax.imageio.ImageIO;
import javax.swing.JButton;
import javax.swing.RootPaneContainer;
import javax.swing.SwingUtilities;
import meq.TestData;
import meq.rules.Rules;
import meq.rules.words.GameLog;
import meq.session.Session;
import meq.state.GameState;
import meq.state.Rng;
import org.junit.jupiter.api.Test;

/**
 * A real window under a display (Xvfb in CI): a whole three-player game played through the table's own
 * buttons and curtain, with screenshots of Sauron's and a hero's seat.
 */
class TableWindowTest {
    static final Path SHOTS = Path.of("target/screenshots");

    /**
     * Whether a preset written at a question asks it again once loaded (a preset may begin its step anew): a moment
     * a test finds by playing bots must be one its window will show.
     */
    static boolean asksAgain(meq.rules.engine.Engine engine, String preset, meq.rules.Ask a) {
        try {
            meq.state.GameState back = meq.rules.playtest.Presets.load(OddsDialogTest.RULES,
                    preset.getBytes(java.nio.charset.StandardCharsets.UTF_8), "moment").state();
            meq.rules.Ask again = engine.pending(back);
            return again != null && again.seat().equals(a.seat()) && again.prompt().equals(a.prompt())
                    && again.options().equals(a.options());
        } catch (meq.data.DataException e) {
            return false;
        }
    }

    /** The whole screen (1600x1000) as target/screenshots/NAME.png, once the window has settled. */
    static void screen(String name) throws Exception {
        new java.awt.Robot().waitForIdle();
        java.awt.image.BufferedImage img = new java.awt.Robot()
                .createScreenCapture(new java.awt.Rectangle(0, 0, 1600, 1000));
        java.nio.file.Files.createDirectories(SHOTS);
        javax.imageio.ImageIO.write(img, "png", SHOTS.resolve(name + ".png").toFile());
    }

    static void onEdt(Runnable r) throws Exception {
        SwingUtilities.invokeAndWait(r);
    }

    /** What the supplier reads, read on the event thread. */
    /** Closes what a window test left open: a card opened large, How to play, then the given windows (nulls skipped). */
    static void closeAll(java.awt.Window... windows) throws Exception {
        onEdt(() -> {
            if (HowToPlayWindow.showing() != null) {
                HowToPlayWindow.showing().dispose();
            }
            if (LargeCard.showing() != null) {
                LargeCard.showing().dispose();
            }
            for (java.awt.Window w : windows) {
                if (w != null) {
                    w.dispose();
                }
            }
        });
    }

    /** A real click of the mouse at (x, y) inside c, not taken for a double click with the last one. */
    static void click(java.awt.Robot robot, java.awt.Component c, int x, int y) throws Exception {
        Thread.sleep(Curtain.GUARD_MS);
        java.awt.Point p = read(c::getLocationOnScreen);
        robot.mouseMove(p.x + x, p.y + y);
        robot.mousePress(java.awt.event.InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(java.awt.event.InputEvent.BUTTON1_DOWN_MASK);
        robot.waitForIdle();
        onEdt(() -> { });
    }

    static <T> T read(java.util.function.Supplier<T> s) throws Exception {
        java.util.concurrent.atomic.AtomicReference<T> out = new java.util.concurrent.atomic.AtomicReference<>();
        onEdt(() -> out.set(s.get()));
        return out.get();
    }

    /** A table for a session, shown at a size at the screen's corner, in front, its curtain lifted. */
    static TableFrame table(Rules rules, Session session, String title, int width, int height) throws Exception {
        AtomicReference<TableFrame> made = new AtomicReference<>();
        onEdt(() -> {
            TableFrame f = new TableFrame(rules, session, title);
            f.setBounds(0, 0, width, height);
            f.setVisible(true);
            f.toFront();
            if (f.curtain().isVisible()) {
                f.curtain().open();
            }
            made.set(f);
        });
        return made.get();
    }

    static void shoot(RootPaneContainer f, String name) throws Exception {
        AtomicReference<BufferedImage> img = new AtomicReference<>();
        onEdt(() -> {
            BufferedImage b = new BufferedImage(f.getRootPane().getWidth(), f.getRootPane().getHeight(),
                    BufferedImage.TYPE_INT_RGB);
            f.getRootPane().paint(b.getGraphics());
            img.set(b);
        });
        Files.createDirectories(SHOTS);
        ImageIO.write(img.get(), "png", SHOTS.resolve(name + ".png").toFile());
    }

    @Test
    void aWholeThreePlayerGameIsPlayedThroughTheWindow() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Rules rules = TestData.RULES;
        Session session = Session.of(rules, new GameLog(List.of("eleanor", "thalin"), 2024,
                List.of()));
        GameState s = session.state();
        AtomicReference<TableFrame> frame = new AtomicReference<>();
        onEdt(() -> {
            TableFrame f = new TableFrame(rules, session, "window test");
            f.setVisible(true);
            frame.set(f);
        });
        TableFrame f = frame.get();
        Rng bot = new Rng(7);
        boolean shotSauron = false;
        boolean shotHero = false;
        boolean shotCurtain = false;
        boolean shotCombat = false;
        boolean shotHandOver = false;
        int handOvers = 0;
        int clicks = 0;
        int curtains = 0;
        while (!s.over() && clicks < 20_000) {
            AtomicReference<Boolean> curtain = new AtomicReference<>();
            onEdt(() -> curtain.set(f.curtain().isVisible()));
            if (curtain.get()) {
                if (!shotCurtain) {
                    shoot(f, "table-curtain");
                    shotCurtain = true;
                }
                onEdt(() -> f.curtain().open()); // the next player takes the seat (the guard is for people's hands)
                curtains++;
                continue;
            }
            AtomicReference<Boolean> handing = new AtomicReference<>();
            onEdt(() -> handing.set(f.handingOver()));
            if (handing.get()) {
                AtomicReference<Integer> choices = new AtomicReference<>();
                onEdt(() -> choices.set(f.choiceButtons().size()));
                assertThat(choices.get()).as("nothing to choose while the table waits to be handed over").isZero();
                if (!shotHandOver) {
                    shoot(f, "handover-step");
                    shotHandOver = true;
                }
                onEdt(f::handOverNow);
                handOvers++;
                continue;
            }
            AtomicReference<List<JButton>> buttons = new AtomicReference<>();
            AtomicReference<String> prompt = new AtomicReference<>();
            onEdt(() -> {
                buttons.set(f.choiceButtons());
                prompt.set(f.prompt().getText());
            });
            if (!shotSauron && prompt.get().startsWith("Sauron: Take an action")) {
                shoot(f, "table-sauron");
                shotSauron = true;
            }
            if (!shotCombat && prompt.get().contains(": Choose a combat card") && !prompt.get().startsWith("Sauron")) {
                shoot(f, "table-combat");
                shotCombat = true;
            }
            if (!shotHero && prompt.get().startsWith("Eleanor: Travel")) {
                shoot(f, "table-eleanor");
                shotHero = true;
            }
            List<JButton> bs = buttons.get();
            assertThat(bs).as("a question with answers: %s", prompt.get()).isNotEmpty();
            // an answer that destroys something for good asks to confirm in a modal dialog (ForGoodWindowTest): not here
            List<JButton> free = bs.stream().filter(b -> !b.getText().contains("Discard the active plot")
                    && !(b.getText().contains("Lose ") && !b.getText().contains("Lose a favor"))).toList();
            bs = free.isEmpty() ? bs : free;
            JButton pick = bs.get(bot.nextInt(bs.size()));
            onEdt(pick::doClick);
            clicks++;
        }
        shoot(f, "table-end");
        assertThat(s.over()).as("the game ends within %d clicks", clicks).isTrue();
        assertThat(curtains).isGreaterThan(10);
        assertThat(handOvers).as("each curtain but the first comes after a hand-over step").isEqualTo(curtains - 1);
        AtomicReference<String> end = new AtomicReference<>();
        onEdt(() -> end.set(f.prompt().getText()));
        assertThat(end.get()).startsWith("The game is over");
        assertThat(new File(SHOTS.toFile(), "table-eleanor.png")).exists();
        assertThat(shotCombat).as("a combat round was played through the window").isTrue();
        onEdt(f::dispose);
    }
}
