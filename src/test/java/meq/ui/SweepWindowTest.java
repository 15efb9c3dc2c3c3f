package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.GraphicsEnvironment;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import meq.TestData;
import meq.bots.BotKind;
import meq.lab.Sweep;
import meq.lab.Sweepable;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import org.junit.jupiter.api.Test;

/** The lab in the window: the Odds dialog varies a number of the preset, draws the curve, and stops keeping points. */
class SweepWindowTest {
    static final Rules RULES = TestData.RULES;

    static void waitUntilDone(SweepPanel p) throws Exception {
        AtomicBoolean running = new AtomicBoolean(true);
        for (int i = 0; i < 1200 && running.get(); i++) {
            Thread.sleep(100);
            TableWindowTest.onEdt(() -> running.set(p.running()));
        }
        TableWindowTest.onEdt(() -> { });
    }

    static OddsDialog open(Presets.Preset p, int samples) throws Exception {
        AtomicReference<OddsDialog> dialog = new AtomicReference<>();
        TableWindowTest.onEdt(() -> {
            OddsDialog d = OddsDialog.of(null, RULES, p, null);
            d.setSamples(samples);
            d.showSweep();
            d.setVisible(true);
            dialog.set(d);
        });
        return dialog.get();
    }

    @Test
    void aNumberChosenByItsLabelIsSweptAndEachPointIsTheOddsOfThatPreset() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Presets.Preset p = OddsDialogTest.preset("stage-three-crisis");
        OddsDialog d = open(p, 60);
        SweepPanel panel = d.sweep();
        AtomicReference<String> label = new AtomicReference<>();
        TableWindowTest.onEdt(() -> {
            assertThat(panel.choose("story.green")).isTrue();
            label.set(panel.chosenNumber().label());
            assertThat(panel.from()).as("prefilled around the preset's 14").isEqualTo(12);
            assertThat(panel.to()).as("clamped to the track's last space").isEqualTo(16);
            panel.setRange(12, 14, 1);
            panel.start();
            assertThat(panel.running()).isTrue();
        });
        assertThat(label.get()).isEqualTo("Story track: green marker");
        waitUntilDone(panel);
        List<Sweep.Result> shown = panel.results();
        assertThat(shown).hasSize(3);
        Sweepable source = Sweepable.of(RULES, p.state(), p.title());
        Sweep alone = source.sweep(RULES, source.number("story.green").vary(12, 14, 1));
        for (int i = 0; i < 3; i++) {
            Sweep.Result r = alone.play(alone.points().get(i), 60, 1, 1, BotKind.HEURISTIC, x -> { }, () -> false);
            assertThat(shown.get(i).point().values()).containsExactly(12 + i);
            assertThat(shown.get(i).report()).as("the point at " + (12 + i)).isEqualTo(r.report());
            assertThat(panel.view().cell(i, 0)).isEqualTo(12 + i);
            assertThat(panel.view().cell(i, 2)).isEqualTo(SweepView.row(r)[2]);
            assertThat(panel.view().cell(i, 3)).isEqualTo(r.report().bounds(meq.state.Side.HEROES));
        }
        assertThat(panel.view().curve().getSeriesMap()).containsKeys("heroes", "heroes (95%)");
        assertThat(panel.view().curve().getXAxisTitle()).isEqualTo("Story track: green marker");
        assertThat(panel.status()).contains("3 values done, 60 samples each, seed 1, heuristic bots on every seat");
        assertThat(panel.estimate()).startsWith("about ").contains(" at this machine's speed now (180 samples in all");
        String html = new String(SweepReport.bytes(panel.view(), "about", false), StandardCharsets.UTF_8);
        assertThat(html).contains("data:image/png;base64,", "Story track: green marker (story.green)");
        assertThat(new String(SweepReport.bytes(panel.view(), "about", true), StandardCharsets.UTF_8).lines())
                .hasSize(4).first().asString().startsWith("story.green,samples,");
        TableWindowTest.shoot(d, "odds-sweep");
        TableWindowTest.onEdt(d::dispose);
    }

    @Test
    void stopKeepsThePointsDoneAndLeavesOutThePointUnderWay() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Presets.Preset p = OddsDialogTest.preset("stage-three-crisis");
        OddsDialog d = open(p, 300);
        SweepPanel panel = d.sweep();
        TableWindowTest.onEdt(() -> {
            panel.choose("shadowPool");
            panel.setRange(0, 7, 1);
            panel.start();
        });
        AtomicReference<Integer> done = new AtomicReference<>(0);
        for (int i = 0; i < 1200 && done.get() < 1; i++) {
            Thread.sleep(50);
            TableWindowTest.onEdt(() -> done.set(panel.results().size()));
        }
        TableWindowTest.onEdt(panel::stop);
        waitUntilDone(panel);
        List<Sweep.Result> kept = panel.results();
        assertThat(kept.size()).isBetween(1, 7);
        assertThat(kept).allMatch(r -> r.samples() == 300);
        assertThat(panel.view().rowCount()).isEqualTo(kept.size());
        assertThat(panel.status()).startsWith("Stopped: " + kept.size() + " of 8 values done and kept");
        TableWindowTest.onEdt(d::dispose);
    }

    @Test
    void stoppedWhileTheSpeedIsMeasuredNothingIsPlayed() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        OddsDialog d = open(OddsDialogTest.preset("finale-sauron-dominant"), 2000);
        SweepPanel panel = d.sweep();
        TableWindowTest.onEdt(() -> {
            panel.choose("story.red");
            panel.start();
            panel.stop();
        });
        waitUntilDone(panel);
        assertThat(panel.results()).isEmpty();
        assertThat(panel.status()).startsWith("Stopped before any value was played (it would take about ");
        TableWindowTest.onEdt(d::dispose);
    }

    @Test
    void valuesOutOfOrderAreRefusedInWordsAndNothingIsLost() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        OddsDialog d = open(OddsDialogTest.preset("finale-sauron-dominant"), 20);
        SweepPanel panel = d.sweep();
        TableWindowTest.onEdt(() -> {
            panel.choose("shadowPool");
            panel.setRange(3, 1, 1);
            panel.start();
            assertThat(panel.running()).isFalse();
            assertThat(panel.status()).isEqualTo("Not started: \"shadowPool=3..1:1\": FROM must not pass TO, and"
                    + " STEP is at least 1");
        });
        TableWindowTest.onEdt(d::dispose);
    }

    @Test
    void thePresetEditorSweepsTheNumberLastChanged() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Presets.Preset p = OddsDialogTest.preset("stage-three-crisis");
        AtomicReference<OddsDialog> dialog = new AtomicReference<>();
        AtomicReference<PresetEditorFrame> frame = new AtomicReference<>();
        TableWindowTest.onEdt(() -> {
            PresetEditorFrame f = PresetEditorFrame.of(RULES, p);
            frame.set(f);
            javax.swing.JSpinner favor = find(f.getContentPane(), "heroes.eleanor.favor");
            favor.setValue(3);
            assertThat(f.lastNumber()).isEqualTo("heroes.eleanor.favor");
            OddsDialog d = f.sweepNumber();
            dialog.set(d);
            assertThat(d.sweep().chosenNumber().label()).isEqualTo("Eleanor: favor");
            assertThat(d.sweep().chosenNumber().value()).as("the edited value").isEqualTo(3);
            assertThat(d.sweep().from()).isEqualTo(1);
            assertThat(d.sweep().to()).isEqualTo(5);
        });
        TableWindowTest.onEdt(() -> {
            dialog.get().dispose();
            PresetEditorFrame f = frame.get();
            f.use(PresetEditorFrame.Tool.ADD_INFLUENCE, null);
            f.clicked(RULES.board().location("fangorn"));
            assertThat(f.lastNumber()).isEqualTo("influence.fangorn");
            OddsDialog d = f.sweepNumber();
            assertThat(d.sweep().chosenNumber().label()).isEqualTo("Influence at Fangorn");
            assertThat(d.sweep().chosenNumber().value()).isEqualTo(1);
            d.dispose();
            f.dispose();
        });
    }

    @Test
    void theSimulateWindowSweepsAMomentWithTheSameBotsOnEverySeat() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Presets.Preset p = OddsDialogTest.preset("finale-sauron-dominant");
        AtomicReference<SimulationDialog> dialog = new AtomicReference<>();
        TableWindowTest.onEdt(() -> {
            SimulationDialog d = SimulationDialog.of(null, RULES, p);
            dialog.set(d);
            d.setGames(30);
            d.setBots("search", "heuristic");
            d.setVisible(true);
            SweepPanel panel = d.sweep();
            panel.choose("shadowPool");
            panel.setRange(0, 1, 1);
            panel.start();
            assertThat(panel.running()).isFalse();
            assertThat(panel.status()).isEqualTo("Not started: a sweep plays the same bots on every seat: choose the"
                    + " same for Sauron and the heroes");
            d.setBots("heuristic", "heuristic");
            panel.start();
        });
        SweepPanel panel = dialog.get().sweep();
        waitUntilDone(panel);
        Sweepable source = Sweepable.of(RULES, p.state(), p.title());
        Sweep alone = source.sweep(RULES, source.number("shadowPool").vary(0, 1, 1));
        assertThat(panel.results()).hasSize(2);
        for (int i = 0; i < 2; i++) {
            assertThat(panel.results().get(i).report()).isEqualTo(alone.play(alone.points().get(i), 30, 1, 1,
                    BotKind.HEURISTIC, x -> { }, () -> false).report());
        }
        TableWindowTest.onEdt(() -> dialog.get().showSweep());
        TableWindowTest.shoot(dialog.get(), "simulate-sweep");
        TableWindowTest.onEdt(() -> dialog.get().dispose());
    }

    static javax.swing.JSpinner find(java.awt.Container c, String name) {
        for (java.awt.Component x : c.getComponents()) {
            if (x instanceof javax.swing.JSpinner s && name.equals(s.getName())) {
                return s;
            }
            if (x instanceof java.awt.Container k) {
                javax.swing.JSpinner s = find(k, name);
                if (s != null) {
                    return s;
                }
            }
        }
        return null;
    }
}
