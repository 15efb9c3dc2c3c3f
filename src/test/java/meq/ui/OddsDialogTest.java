package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.awt.GraphicsEnvironment;
import java.nio.file.Files;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import meq.data.DataLoader;
import meq.rules.Presets;
import meq.rules.Rules;
import meq.sim.Odds;
import meq.sim.OddsReport;
import org.junit.jupiter.api.Test;

/** The odds of a preset in the window: run off the event thread, charted, cancellable; a screenshot of the chart. */
class OddsDialogTest {
    static final Rules RULES = load();

    static Rules load() {
        try {
            return Rules.of(DataLoader.bundled());
        } catch (meq.data.DataException e) {
            throw new IllegalStateException(e);
        }
    }

    static Presets.Preset preset(String name) throws Exception {
        var file = Presets.find(name);
        return Presets.loadChecked(RULES, Files.readAllBytes(file), file.toString());
    }

    static void waitUntilDone(OddsDialog d) throws Exception {
        AtomicBoolean running = new AtomicBoolean(true);
        for (int i = 0; i < 600 && running.get(); i++) {
            Thread.sleep(100);
            TableWindowTest.onEdt(() -> running.set(d.running()));
        }
        TableWindowTest.onEdt(() -> { });
    }

    @Test
    void aPresetsOddsAreChartedAndEqualTheHeadlessFigures() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Presets.Preset p = preset("finale-sauron-dominant");
        AtomicReference<OddsDialog> dialog = new AtomicReference<>();
        TableWindowTest.onEdt(() -> {
            OddsDialog d = new OddsDialog(null, RULES, p.state(), p.title(), p.goal());
            d.setSamples(400);
            d.setVisible(true);
            d.start();
            dialog.set(d);
        });
        OddsDialog d = dialog.get();
        waitUntilDone(d);
        OddsReport r = d.report();
        assertThat(r).isNotNull();
        assertThat(r.samples()).isEqualTo(400);
        OddsReport headless = OddsReport.of(new Odds(RULES).run(p.state(), 400, 1, 1, x -> { }));
        assertThat(r).isEqualTo(headless);
        TableWindowTest.shoot(d, "odds");
        TableWindowTest.onEdt(d::dispose);
    }

    @Test
    void aRunCanBeCancelledAndShowsWhatWasDone() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Presets.Preset p = preset("finale-sauron-dominant");
        AtomicReference<OddsDialog> dialog = new AtomicReference<>();
        TableWindowTest.onEdt(() -> {
            OddsDialog d = new OddsDialog(null, RULES, p.state(), p.title(), p.goal());
            d.setSamples(1_000_000);
            d.setVisible(true);
            d.start();
            dialog.set(d);
        });
        OddsDialog d = dialog.get();
        Thread.sleep(300);
        TableWindowTest.onEdt(d::cancel);
        waitUntilDone(d);
        assertThat(d.running()).isFalse();
        assertThat(d.report()).isNotNull();
        assertThat(d.report().samples()).isLessThan(1_000_000);
        TableWindowTest.onEdt(d::dispose);
    }
}
