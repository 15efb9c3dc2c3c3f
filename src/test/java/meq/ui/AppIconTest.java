package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Image;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;

class AppIconTest {
    @Test
    void theIconIsDrawnAtEverySizeADesktopAsksFor() throws Exception {
        List<Image> icons = AppIcon.images().get();
        assertThat(icons).extracting(i -> i.getWidth(null)).containsExactly(16, 24, 32, 48, 64, 128, 256);
        BufferedImage big = (BufferedImage) icons.get(icons.size() - 1);
        assertThat(big.getRGB(0, 0) >>> 24).as("the corner outside the rounded square is transparent").isZero();
        int centre = big.getRGB(128, 200);
        assertThat(centre >>> 24).as("the parchment is opaque").isEqualTo(255);
        int red = (centre >> 16) & 0xFF;
        int blue = centre & 0xFF;
        assertThat(red).as("the parchment is warm, not the night around it").isGreaterThan(blue + 30);
    }
}
