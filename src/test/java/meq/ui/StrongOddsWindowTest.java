package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.awt.Component;
import java.awt.Container;
import java.awt.GraphicsEnvironment;
import java.awt.Robot;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JProgressBar;
import meq.bots.BotKind;
import meq.data.OddsCalibration;
import meq.rules.playtest.Presets;
import meq.sim.Yardstick;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The Odds window under Xvfb, by the mouse and keys: Strong is picked, its time measured here is shown before the
 * run, the run is stopped, and the figures shown are those of the samples kept, saying how many.
 */
class StrongOddsWindowTest {
    private static final String PRESET = "finale-sauron-dominant";
    private static final Pattern DONE = Pattern.compile("(\\d+) of 1000 samples");
    private OddsDialog dialog;

    @AfterEach
    void close() throws Exception {
        TableWindowTest.closeAll(dialog);
    }

    @SuppressWarnings("unchecked")
    static <T extends Component> T find(Container c, Class<T> type, Predicate<T> which) {
        List<Component> todo = new ArrayList<>(List.of(c.getComponents()));
        while (!todo.isEmpty()) {
            Component x = todo.remove(0);
            if (type.isInstance(x) && which.test((T) x)) {
                return (T) x;
            }
            if (x instanceof Container k) {
                todo.addAll(List.of(k.getComponents()));
            }
        }
        throw new AssertionError("no " + type.getSimpleName() + " such as asked");
    }

    private static void waitFor(String what, int seconds, BooleanSupplier done) throws Exception {
        for (int i = 0; i < seconds * 10; i++) {
            if (TableWindowTest.read(done::getAsBoolean)) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("waited " + seconds + " s for " + what);
    }

    private void clickButton(Robot robot, String text) throws Exception {
        AbstractButton b = TableWindowTest.read(() -> find(dialog, AbstractButton.class, x -> x.getText().equals(text)));
        TableWindowTest.click(robot, b, b.getWidth() / 2, b.getHeight() / 2);
    }

    private int samplesDone(JProgressBar bar) throws Exception {
        Matcher m = DONE.matcher(TableWindowTest.read(bar::getString));
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }

    @Test
    void strongIsTimedHereThenStoppedAndKeepsTheSamplesDone() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (Xvfb)");
        Presets.Preset p = OddsDialogTest.preset(PRESET);
        TableWindowTest.onEdt(() -> {
            dialog = new OddsDialog(null, OddsDialogTest.RULES, p.state(), p.title(), p.goal(), PRESET);
            dialog.setLocation(40, 40);
            dialog.setVisible(true);
            dialog.toFront();
        });
        JLabel caption = TableWindowTest.read(() -> find(dialog, JLabel.class, l -> "odds-caption".equals(l.getName())));
        OddsCalibration calibration = OddsCalibration.bundled();
        String own = Yardstick.of(calibration, BotKind.HEURISTIC, PRESET, OddsCalibration.Kind.FINALE).caption();
        assertThat(own).as("a bundled preset is told its own line").endsWith("strong play here");
        assertThat(TableWindowTest.read(caption::getText)).isEqualTo("Quick odds (heuristic bots): " + own);
        Robot robot = new Robot();
        robot.setAutoDelay(40);
        JComboBox<?> play = TableWindowTest.read(() -> find(dialog, JComboBox.class, c -> "play".equals(c.getName())));
        TableWindowTest.click(robot, play, play.getWidth() / 2, play.getHeight() / 2);
        robot.keyPress(KeyEvent.VK_DOWN);
        robot.keyRelease(KeyEvent.VK_DOWN);
        robot.keyPress(KeyEvent.VK_ENTER);
        robot.keyRelease(KeyEvent.VK_ENTER);
        robot.waitForIdle();
        assertThat(TableWindowTest.read(dialog::bots)).isEqualTo("search");

        JLabel time = TableWindowTest.read(() -> find(dialog, JLabel.class, l -> "strong-time".equals(l.getName())));
        waitFor("the strong pace measured", 60, () -> dialog.pace() != null);
        int budget = Yardstick.strongBudget(calibration);
        assertThat(TableWindowTest.read(time::getText)).startsWith("Strong: about ")
                .contains("for 1,000 samples, measured here: ", " samples/s on ");
        TableWindowTest.shoot(dialog, "odds-strong-timed");

        clickButton(robot, "Run");
        JProgressBar bar = TableWindowTest.read(() -> find(dialog, JProgressBar.class, b -> true));
        waitFor("two strong samples done", 120, () -> DONE.matcher(bar.getString()).find()
                && Integer.parseInt(bar.getString().replaceAll(" of.*", "")) >= 2);
        int shownBeforeStop = samplesDone(bar);
        clickButton(robot, "Stop");
        waitFor("the run to stop", 60, () -> !dialog.running());

        int kept = dialog.report().samples();
        assertThat(kept).as("no sample done is lost").isGreaterThanOrEqualTo(shownBeforeStop).isLessThan(1000);
        String words = TableWindowTest.read(() -> OddsDialogTest.statusAndWords(dialog));
        assertThat(words).contains("Stopped after " + kept + " of 1000 samples: the figures rest on these " + kept,
                "bots: search (budget " + budget + ") on every seat", "strong play: the search bots",
                kept + " samples\n", "heroes", "95% interval");
        assertThat(TableWindowTest.read(bar::getString)).isEqualTo(kept + " of 1000 samples");
        assertThat(dialog.chart().getXAxisTitle()).isEqualTo("winner (search bots, budget " + budget + ")");
        assertThat(TableWindowTest.read(caption::getText)).isEqualTo("Strong play (search bots, budget " + budget
                + "): strong play itself, the yardstick of the quick odds");
        TableWindowTest.shoot(dialog, "odds-strong-stopped");
    }
}
