package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.Component;
import java.awt.Container;
import java.awt.GraphicsEnvironment;
import java.nio.file.Files;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JLabel;
import javax.swing.text.JTextComponent;
import meq.TestData;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.bots.BotKind;
import meq.sim.Odds;
import meq.sim.OddsReport;
import meq.sim.Yardstick;
import meq.data.OddsCalibration;
import meq.state.Side;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.CategoryChart;

/** The odds of a preset in the window: run off the event thread, charted, cancellable; a screenshot of the chart. */
class OddsDialogTest {
    static final Rules RULES = TestData.RULES;

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

    /** Each side's bar is a series of its own, in its side's colour, with no value over the other side's name. */
    static void assertEachSideHasItsColour(CategoryChart chart) {
        var series = chart.getSeriesMap();
        assertThat(series).containsOnlyKeys("heroes", "sauron");
        assertThat(series.get("heroes").getFillColor()).isEqualTo(OddsDialog.HEROES_COLOUR);
        assertThat(series.get("sauron").getFillColor()).isEqualTo(OddsDialog.SAURON_COLOUR);
        assertThat(OddsDialog.HEROES_COLOUR).isNotEqualTo(OddsDialog.SAURON_COLOUR);
        // no value (NaN: no bar, label or whisker) over the other side's name
        assertThat(series.get("heroes").getYData().stream().toList().get(1)).isEqualTo(Double.NaN);
        assertThat(series.get("sauron").getYData().stream().toList().get(0)).isEqualTo(Double.NaN);
    }

    @Test
    void aPresetsOddsAreChartedWithHeuristicBotsByDefaultAndEqualTheHeadlessFigures() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Presets.Preset p = preset("finale-champion-beravor"); // both sides win often: both bars show
        AtomicReference<OddsDialog> dialog = new AtomicReference<>();
        TableWindowTest.onEdt(() -> {
            OddsDialog d = new OddsDialog(null, RULES, p.state(), p.title(), p.goal());
            assertThat(d.bots()).isEqualTo("heuristic");
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
        OddsReport headless = OddsReport.of(new Odds(RULES).run(p.state(), 400, 1, 1, x -> { }, BotKind.HEURISTIC, () -> false));
        assertThat(r).isEqualTo(headless);
        assertThat(r.rate(Side.HEROES)).as("both sides win some: both bars show").isBetween(0.02, 0.98);
        assertEachSideHasItsColour(d.chart());
        assertThat(d.chart().getSeriesMap().get("heroes").getYData().stream().toList().get(0))
                .isEqualTo(100 * r.rate(Side.HEROES));
        assertThat(d.chart().getSeriesMap().get("sauron").getYData().stream().toList().get(1))
                .isEqualTo(100 * r.rate(Side.SAURON));
        assertThat(d.chart().getXAxisTitle()).isEqualTo("winner (heuristic bots)");
        AtomicReference<String> said = new AtomicReference<>();
        TableWindowTest.onEdt(() -> said.set(statusAndWords(d)));
        String calibrated = Yardstick.of(OddsCalibration.bundled(), BotKind.HEURISTIC, null,
                OddsCalibration.Kind.FINALE).line();
        assertThat(said.get()).contains("400 samples, seed 1, heuristic bots on every seat",
                "bots: heuristic on every seat\n" + calibrated + "\n400 samples\n",
                "Quick odds (heuristic bots): within ", " of strong play on the bundled Finale presets",
                "Quick: the heuristic bots, thousands of samples in about a second");
        TableWindowTest.shoot(d, "odds");
        TableWindowTest.onEdt(d::dispose);
    }

    /** Every label's and text area's words in the dialog. */
    static String statusAndWords(Container c) {
        StringBuilder b = new StringBuilder();
        for (Component x : c.getComponents()) {
            if (x instanceof JLabel l) {
                b.append(l.getText()).append('\n');
            } else if (x instanceof JTextComponent t) {
                b.append(t.getText()).append('\n');
            }
            if (x instanceof Container k) {
                b.append(statusAndWords(k));
            }
        }
        return b.toString();
    }

    @Test
    void randomBotsAreChosenOnPurposeAndSaidSo() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Presets.Preset p = preset("finale-sauron-dominant");
        AtomicReference<OddsDialog> dialog = new AtomicReference<>();
        TableWindowTest.onEdt(() -> {
            OddsDialog d = new OddsDialog(null, RULES, p.state(), p.title(), p.goal());
            d.setSamples(200);
            d.setBots("random");
            d.setVisible(true);
            d.start();
            dialog.set(d);
        });
        OddsDialog d = dialog.get();
        waitUntilDone(d);
        assertThat(d.report()).isEqualTo(OddsReport.of(new Odds(RULES).run(p.state(), 200, 1, 1, x -> { })));
        assertThat(d.chart().getXAxisTitle()).isEqualTo("winner (random bots)");
        AtomicReference<String> said = new AtomicReference<>();
        TableWindowTest.onEdt(() -> said.set(statusAndWords(d)));
        assertThat(said.get()).contains("200 samples, seed 1, random bots on every seat", "bots: random on every seat");
        assertEachSideHasItsColour(d.chart());
        TableWindowTest.onEdt(d::dispose);
    }

    @Test
    void searchBotsPlayWithTheBudgetChosenAndTheFiguresSaySo() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Presets.Preset p = preset("finale-sauron-dominant");
        AtomicReference<OddsDialog> dialog = new AtomicReference<>();
        TableWindowTest.onEdt(() -> {
            OddsDialog d = new OddsDialog(null, RULES, p.state(), p.title(), p.goal());
            d.setSamples(10);
            d.setBots("search");
            d.setBudget(3);
            d.setVisible(true);
            d.start();
            dialog.set(d);
        });
        OddsDialog d = dialog.get();
        waitUntilDone(d);
        assertThat(d.report()).isEqualTo(OddsReport.of(new Odds(RULES).run(p.state(), 10, 1, 1, x -> { },
                BotKind.search(3), () -> false)));
        assertThat(d.chart().getXAxisTitle()).isEqualTo("winner (search bots, budget 3)");
        AtomicReference<String> said = new AtomicReference<>();
        TableWindowTest.onEdt(() -> said.set(statusAndWords(d)));
        assertThat(said.get()).contains("10 samples, seed 1, search bots on every seat, budget 3",
                "bots: search (budget 3) on every seat");
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
