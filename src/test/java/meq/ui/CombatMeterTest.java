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
        // the words alone, no bar over them: nothing painted past where they end
        m.setSize(230, 16);
        var img = new java.awt.image.BufferedImage(230, 16, java.awt.image.BufferedImage.TYPE_INT_ARGB);
        var g = img.createGraphics();
        m.paintComponent(g);
        g.dispose();
        int words = m.getFontMetrics(new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.PLAIN, 11))
                .stringWidth(m.text());
        for (int x = words + 4; x < 230; x++) {
            for (int y = 0; y < 16; y++) {
                assertThat(img.getRGB(x, y) >>> 24).as("nothing drawn at %d,%d", x, y).isZero();
            }
        }
        m.set(3, 7);
        assertThat(m.text()).isEqualTo("Strength 3 of 7");
    }
}
