package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.GraphicsEnvironment;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import meq.bots.BotKind;
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
            assertThat(d.bots()).containsExactly("heuristic", "heuristic");
            d.setGames(120);
            d.setBots("heuristic", "random");
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
                false, BotKind.HEURISTIC, BotKind.RANDOM, x -> { }, () -> false));
        assertThat(r.lines()).isEqualTo(headless.lines());
        assertThat(r.storyByTurn()).isNotEmpty();
        var charts = d.sideCharts();
        OddsDialogTest.assertEachSideHasItsColour(charts.get(0));
        assertThat(charts.get(0).getXAxisTitle()).isEqualTo("winner (Sauron heuristic, heroes random)");
        // the game lengths, stacked by winner, in the same colours, add up to every game
        var lengths = charts.get(1).getSeriesMap();
        assertThat(lengths).containsOnlyKeys("heroes", "sauron");
        assertThat(lengths.get("heroes").getFillColor()).isEqualTo(OddsDialog.HEROES_COLOUR);
        assertThat(lengths.get("sauron").getFillColor()).isEqualTo(OddsDialog.SAURON_COLOUR);
        int charted = 0;
        for (var series : lengths.values()) {
            for (Number n : series.getYData()) {
                charted += n.intValue();
            }
        }
        assertThat(charted).isEqualTo(r.wins("heroes") + r.wins("sauron"));
        AtomicReference<String> said = new AtomicReference<>();
        TableWindowTest.onEdt(() -> said.set(OddsDialogTest.statusAndWords(d)));
        assertThat(said.get()).contains("120 games, seed 1, Sauron heuristic bot, heroes random bot",
                "bots: Sauron heuristic, heroes random");
        TableWindowTest.shoot(d, "simulation");
        TableWindowTest.onEdt(d::dispose);
    }

    @Test
    void heuristicBotsPlayBothSidesByDefault() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        AtomicReference<SimulationDialog> dialog = new AtomicReference<>();
        TableWindowTest.onEdt(() -> {
            SimulationDialog d = new SimulationDialog(null, OddsDialogTest.RULES, null, "new games");
            d.setGames(40);
            d.setVisible(true);
            d.start();
            dialog.set(d);
        });
        SimulationDialog d = dialog.get();
        waitUntilDone(d);
        SimulationReport headless = SimulationReport.of(new Simulator(OddsDialogTest.RULES).run(40, 1, 4, null, 1,
                false, BotKind.HEURISTIC, BotKind.HEURISTIC, x -> { }, () -> false));
        assertThat(d.report().lines()).isEqualTo(headless.lines());
        assertThat(d.sideCharts().get(0).getXAxisTitle()).isEqualTo("winner (heuristic bots)");
        TableWindowTest.shoot(d, "simulation-heuristic");
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

    @Test
    void aRunOfSearchingBotsStopsMidGameWhenCancelled() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        AtomicReference<SimulationDialog> dialog = new AtomicReference<>();
        TableWindowTest.onEdt(() -> {
            SimulationDialog d = new SimulationDialog(null, OddsDialogTest.RULES, null, "new games");
            d.setGames(4);
            d.setBots("search", "heuristic");
            d.setBudget(100_000); // a game that would take hours
            d.setVisible(true);
            d.start();
            dialog.set(d);
        });
        SimulationDialog d = dialog.get();
        Thread.sleep(1_000);
        TableWindowTest.onEdt(d::cancel);
        waitUntilDone(d);
        assertThat(d.report()).as("the run ended (its games would have taken hours)").isNotNull();
        assertThat(d.report().games()).as("no game was played to its end").isZero();
        TableWindowTest.onEdt(d::dispose);
    }
}
