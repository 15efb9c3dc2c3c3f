package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.Graphics2D;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import meq.bots.HeuristicBot;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.words.GameLog;
import meq.session.Session;
import meq.session.StoryOverTurns;
import meq.state.Marker;
import meq.state.Side;
import org.junit.jupiter.api.Test;

/**
 * The Finale as an event at the table: its opening with the Ringwraiths as they will fight, the champion's fight,
 * and the result screen with the winner, how, the road and the story track over the turns.
 */
class FinaleWindowTest {
    @Test
    void aFinalePresetPlayedAtTheTableOpensWithTheRingwraithsAndEndsOnTheResultScreen() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Rules rules = OddsDialogTest.RULES;
        Session session = preset("finale-sauron-dominant");
        TableFrame f = open(session, new Rectangle(0, 0, 1600, 1000));
        // the preset stands at the Finale's first step: the table runs it to the champion's choice
        AtomicReference<FinaleOpening> opening = new AtomicReference<>();
        onEdt(() -> opening.set(f.finaleOpening()));
        assertThat(opening.get()).as("the Finale's opening is shown before the champion is chosen").isNotNull();
        assertThat(opening.get().isVisible()).isTrue();
        // green on 10: Sauron dominant, the Ringwraiths gain 8 health and fortitude (9 and 8 printed)
        assertThat(opening.get().ringwraithsText()).contains("health 17 (printed 9)", "fortitude 16 (printed 8)");
        shoot(opening.get(), "finale-opening");
        onEdt(() -> opening.get().dispose());

        HeuristicBot bot = new HeuristicBot(rules, 4);
        boolean shotRound = false;
        for (int i = 0; i < 500 && session.state().winner == null; i++) {
            onEdt(() -> {
                if (f.curtain().isVisible()) {
                    f.curtain().open();
                }
            });
            Ask ask = session.engine().current(session.state());
            if (!shotRound && session.state().hero("beravor") != null && f.view().question().fight() != null
                    && f.view().question().fight().round() > 1) {
                shoot(f, "finale-round");
                shotRound = true;
            }
            onEdt(() -> f.choose(bot.choose(session.engine().view(session.state(), ask.seat()))));
        }
        assertThat(session.state().winner).as("the Finale ends").isNotNull();
        AtomicReference<ResultScreen> result = new AtomicReference<>();
        onEdt(() -> result.set(f.resultScreen()));
        assertThat(result.get()).as("the result screen ends the game").isNotNull();
        assertThat(result.get().isVisible()).isTrue();
        assertThat(result.get().result().headline())
                .isEqualTo(session.state().winner == Side.SAURON ? "Sauron wins" : "The heroes win");
        assertThat(result.get().result().how()).isNotBlank().doesNotContain("null");
        assertThat(result.get().result().road()).anyMatch(l -> l.startsWith("The heroes chose "));
        List<StoryOverTurns.Point> points = result.get().chart().points();
        assertThat(points.get(0).positions().get(Marker.GREEN)).as("the chart starts where the preset did").isEqualTo(10);
        assertThat(points.get(points.size() - 1).positions().get(Marker.RED))
                .isEqualTo(session.state().story.position(Marker.RED));
        shoot(result.get(), "result-screen");
        onEdt(() -> result.get().dispose());
        onEdt(f::dispose);
    }

    @Test
    void theFinalesOpeningStandsOnTheScreenAboveTheTableItOpensWith() throws Exception {
        // what the screen shows, not what Java's windows say: a dialog made before its table was shown stood
        // beneath the table (and its curtain) on a display without a window manager
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        AtomicReference<TableFrame> frame = new AtomicReference<>(open(preset("finale-sauron-dominant"),
                new Rectangle(0, 0, 1366, 768)));
        Robot robot = new Robot();
        robot.waitForIdle();
        Thread.sleep(500);
        robot.waitForIdle();
        AtomicReference<FinaleOpening> opening = new AtomicReference<>();
        AtomicReference<BufferedImage> drawn = new AtomicReference<>();
        onEdt(() -> {
            FinaleOpening o = frame.get().finaleOpening();
            opening.set(o);
            if (o != null) {
                BufferedImage img = new BufferedImage(o.getWidth(), o.getHeight(), BufferedImage.TYPE_INT_RGB);
                Graphics2D g = img.createGraphics();
                o.getRootPane().paint(g);
                g.dispose();
                drawn.set(img);
            }
        });
        assertThat(opening.get()).as("the Finale's opening").isNotNull();
        Rectangle at = opening.get().getBounds();
        BufferedImage seen = robot.createScreenCapture(at);
        int same = 0;
        int all = 0;
        for (int y = 0; y < at.height; y += 4) {
            for (int x = 0; x < at.width; x += 4) {
                all++;
                same += (seen.getRGB(x, y) & 0xFFFFFF) == (drawn.get().getRGB(x, y) & 0xFFFFFF) ? 1 : 0;
            }
        }
        assertThat(same * 100 / all).as("% of the opening's pixels the screen shows as it draws them").isGreaterThan(90);
        onEdt(() -> {
            opening.get().dispose();
            frame.get().dispose();
        });
    }

    @Test
    void theResultScreenComesOnceNotAtEveryRedraw() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Rules rules = OddsDialogTest.RULES;
        Session session = preset("finale-no-side-dominant");
        TableFrame f = open(session, new Rectangle(0, 0, 1600, 1000));
        HeuristicBot bot = new HeuristicBot(rules, 9);
        for (int i = 0; i < 500 && session.state().winner == null; i++) {
            Ask ask = session.engine().current(session.state());
            onEdt(() -> f.choose(bot.choose(session.engine().view(session.state(), ask.seat()))));
        }
        assertThat(session.state().winner).isNotNull();
        AtomicReference<ResultScreen> first = new AtomicReference<>();
        onEdt(() -> first.set(f.resultScreen()));
        assertThat(first.get()).isNotNull();
        onEdt(() -> {
            first.get().dispose();
            f.refresh();
        });
        AtomicReference<ResultScreen> again = new AtomicReference<>();
        onEdt(() -> again.set(f.resultScreen()));
        assertThat(again.get()).as("a redraw does not show it twice").isSameAs(first.get());
        onEdt(() -> {
            first.get().dispose();
            f.dispose();
        });
        // a table opened on the finished game (a save of it) shows the result once it stands, not before
        AtomicReference<TableFrame> reopened = new AtomicReference<>();
        onEdt(() -> {
            TableFrame t = new TableFrame(rules, session, "Finished");
            assertThat(t.resultScreen()).as("not before the table is shown").isNull();
            t.dispose();
        });
        reopened.set(open(session, new Rectangle(0, 0, 1600, 1000)));
        AtomicReference<ResultScreen> shown = new AtomicReference<>();
        onEdt(() -> shown.set(reopened.get().resultScreen()));
        assertThat(shown.get()).isNotNull();
        assertThat(shown.get().isVisible()).isTrue();
        onEdt(() -> {
            shown.get().dispose();
            reopened.get().dispose();
        });
    }

    /** A session started from a shipped preset. */
    private static Session preset(String name) throws Exception {
        String text = Files.readString(Path.of("data/presets/" + name + ".yaml"));
        return Session.of(OddsDialogTest.RULES, new GameLog(List.of(), 0, List.of(), Set.of(), text, null));
    }

    /** A table on the session, shown at these bounds. */
    private static TableFrame open(Session session, Rectangle bounds) throws Exception {
        AtomicReference<TableFrame> frame = new AtomicReference<>();
        onEdt(() -> {
            TableFrame f = new TableFrame(OddsDialogTest.RULES, session, "Finale test");
            f.setBounds(bounds);
            f.setVisible(true);
            frame.set(f);
        });
        return frame.get();
    }
}
