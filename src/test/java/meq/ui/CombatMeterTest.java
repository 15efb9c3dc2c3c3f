package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import org.junit.jupiter.api.Test;

/** The combat table's strength meter before and after the fight sets the hero's strength. */
class CombatMeterTest {
    @Test
    void beforeTheHeroSpendsAgilityHisStrengthIsNotSetRatherThanZeroOfZero() {
        // found playing: "Eleanor  Strength 0 of 0" while Sauron was asked for a Shadow card as the fight began
        CombatPanel.Meter m = new CombatPanel.Meter("Strength", java.awt.Color.ORANGE);
        m.set(0, 0);
        assertThat(m.text()).isEqualTo("Strength not set yet");
        assertThat(m.getToolTipText()).contains("agility");
        m.set(3, 7);
        assertThat(m.text()).isEqualTo("Strength 3 of 7");
    }
}
