package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.awt.GraphicsEnvironment;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import meq.sim.SimulationReport;
import meq.sim.Simulator;
import org.junit.jupiter.api.Test;

/** Many games in the window: run off the event thread, the same figures as headless, charted, cancellable. */
class SimulationDialogTest {
    static void waitUntilDone(SimulationDialog d) throws Exception {
        AtomicBoolean running = new AtomicBoolean(true);
        for (int i = 0; i < 1200 && running.get(); i++) {
            Thread.sleep(100);
            TableWindowTest.onEdt(() -> running.set(d.running()));
        }
        TableWindowTest.onEdt(() -> { });
    }

    @Test
    void newGamesAreChartedWithTheHeadlessFigures() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        AtomicReference<SimulationDialog> dialog = new AtomicReference<>();
        TableWindowTest.onEdt(() -> {
            SimulationDialog d = new SimulationDialog(null, OddsDialogTest.RULES, null, "new games");
            d.setGames(120);
            d.setBots("bot", "random");
            d.setVisible(true);
            d.start();
            dialog.set(d);
        });
        SimulationDialog d = dialog.get();
        waitUntilDone(d);
        SimulationReport r = d.report();
        assertThat(r).isNotNull();
        assertThat(r.games()).isEqualTo(120);
        SimulationReport headless = SimulationReport.of(new Simulator(OddsDialogTest.RULES).run(120, 1, 4, null, 1,
                false, true, false, x -> { }));
        assertThat(r.lines()).isEqualTo(headless.lines());
        assertThat(r.storyByTurn()).isNotEmpty();
        TableWindowTest.shoot(d, "simulation");
        TableWindowTest.onEdt(d::dispose);
    }

    @Test
    void aRunFromAPresetCanBeCancelled() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        var p = OddsDialogTest.preset("finale-sauron-dominant");
        AtomicReference<SimulationDialog> dialog = new AtomicReference<>();
        TableWindowTest.onEdt(() -> {
            SimulationDialog d = new SimulationDialog(null, OddsDialogTest.RULES, p.state(), p.title());
            d.setGames(1_000_000);
            d.setVisible(true);
            d.start();
            dialog.set(d);
        });
        SimulationDialog d = dialog.get();
        Thread.sleep(400);
        TableWindowTest.onEdt(d::cancel);
        waitUntilDone(d);
        assertThat(d.report()).isNotNull();
        assertThat(d.report().games()).isBetween(1, 999_999);
        TableWindowTest.onEdt(d::dispose);
    }
}
