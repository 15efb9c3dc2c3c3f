package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.GraphicsEnvironment;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import meq.bots.BotKind;
import meq.rules.Rules;
import meq.sim.SimulationReport;
import meq.sim.Simulator;
import meq.state.OptionalRule;
import org.junit.jupiter.api.Test;

/** The optional rules in the window: a box for each on the New game tab, and Simulate... plays those ticked. */
class OptionalRulesWindowTest {
    private static final Rules RULES = OddsDialogTest.RULES;

    @Test
    void theNewGameTabHasABoxForEachOptionalRuleAndTheGameIsPlayedWithThoseTicked() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        StartDialog d = TableWindowTest.read(() -> new StartDialog(null, RULES));
        List<JCheckBox> boxes = TableWindowTest.read(() -> CardsReadableWindowTest.components(d.getContentPane(),
                JCheckBox.class).stream().filter(b -> String.valueOf(b.getName()).startsWith("rule-")).toList());
        assertThat(boxes).extracting(JCheckBox::getName).containsExactlyElementsOf(
                Arrays.stream(OptionalRule.values()).map(r -> "rule-" + r.key()).toList());
        for (OptionalRule r : OptionalRule.values()) {
            JCheckBox b = boxes.get(r.ordinal());
            assertThat(b.getText()).isEqualTo(r.title() + " (optional rule)");
            assertThat(b.getToolTipText()).isEqualTo(r.about());
            assertThat(b.isSelected()).as("the rulebook's game unless a box is ticked").isFalse();
        }
        TableWindowTest.onEdt(() -> {
            boxes.forEach(b -> b.setSelected(true));
            CardsReadableWindowTest.components(d.getContentPane(), JButton.class).stream()
                    .filter(b -> b.getText().equals("Start the game")).findFirst().orElseThrow().doClick();
        });
        assertThat(d.choice().session().log().options()).isEqualTo(EnumSet.allOf(OptionalRule.class));
        assertThat(d.choice().session().state().options).isEqualTo(EnumSet.allOf(OptionalRule.class));
    }

    /** The figures of Simulate... with a rule ticked are those of headless games with it, not without. */
    @Test
    void simulatePlaysTheOptionalRulesTicked() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Set<OptionalRule> advanced = EnumSet.of(OptionalRule.ADVANCED_DOMINANCE);
        AtomicReference<SimulationDialog> dialog = new AtomicReference<>();
        TableWindowTest.onEdt(() -> {
            SimulationDialog d = new SimulationDialog(null, RULES, null, "new games", advanced);
            d.setGames(40);
            d.setVisible(true);
            d.start();
            dialog.set(d);
        });
        SimulationDialog d = dialog.get();
        SimulationDialogTest.waitUntilDone(d);
        List<String> with = headless(advanced);
        assertThat(d.report().lines()).isEqualTo(with).isNotEqualTo(headless(Set.of()));
        assertThat(TableWindowTest.read(() -> OddsDialogTest.statusAndWords(d)))
                .contains("optional rules: Advanced Dominance");
        TableWindowTest.shoot(d, "simulation-optional-rules");
        TableWindowTest.onEdt(d::dispose);
    }

    /** Simulate... on a moment played with a rule keeps it: its box ticked, and not to be unticked. */
    @Test
    void aMomentsOwnRulesHoldInItsSimulation() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        var moment = new Simulator(RULES, EnumSet.of(OptionalRule.HIGH_STAKES)).start(3, 2, null);
        TableWindowTest.onEdt(() -> {
            SimulationDialog d = new SimulationDialog(null, RULES, moment, "a moment");
            JCheckBox stakes = (JCheckBox) CardsReadableWindowTest.find(d.getContentPane(), "rule-highStakes");
            JCheckBox advanced = (JCheckBox) CardsReadableWindowTest.find(d.getContentPane(), "rule-advancedDominance");
            assertThat(stakes.isSelected()).isTrue();
            assertThat(stakes.isEnabled()).isFalse();
            assertThat(advanced.isSelected()).isFalse();
            assertThat(advanced.isEnabled()).isTrue();
            d.dispose();
        });
    }

    private static List<String> headless(Set<OptionalRule> rules) throws Exception {
        return SimulationReport.of(new Simulator(RULES, rules).run(40, 1, 4, null, 1, false, BotKind.HEURISTIC,
                BotKind.HEURISTIC, x -> { }, () -> false)).lines();
    }
}
