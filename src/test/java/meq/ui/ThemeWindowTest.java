package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.Color;
import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.LookAndFeel;
import javax.swing.UIManager;
import javax.swing.UnsupportedLookAndFeelException;
import meq.rules.words.GameLog;
import meq.session.Session;
import org.junit.jupiter.api.Test;

/** The table in FlatLaf's light and dark themes, switched while it is open. */
class ThemeWindowTest {
    @Test
    void theTableSwitchesBetweenLightAndDarkWhileOpen() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        LookAndFeel before = UIManager.getLookAndFeel();
        Session session = Session.of(OddsDialogTest.RULES, new GameLog(List.of("argalad", "beravor", "eometh"), 3,
                List.of()));
        AtomicReference<TableFrame> frame = new AtomicReference<>();
        try {
            TableWindowTest.onEdt(() -> {
                GameWindow.theme(false);
                TableFrame f = new TableFrame(OddsDialogTest.RULES, session, "themes");
                f.setBounds(0, 0, 1600, 1000);
                f.setVisible(true);
                f.curtain().open();
                frame.set(f);
            });
            BufferedImage light = CurtainSecretsWindowTest.picture(frame.get());
            TableWindowTest.shoot(frame.get(), "theme-light");
            TableWindowTest.onEdt(() -> GameWindow.theme(true));
            BufferedImage dark = CurtainSecretsWindowTest.picture(frame.get());
            TableWindowTest.shoot(frame.get(), "theme-dark");
            // the panel beside the map (below the tracks) takes the theme's background
            int x = 1500;
            int y = 700;
            assertThat(brightness(new Color(light.getRGB(x, y)))).isGreaterThan(150);
            assertThat(brightness(new Color(dark.getRGB(x, y)))).isLessThan(110);
        } finally {
            TableWindowTest.onEdt(() -> {
                frame.get().dispose();
                GameWindow.theme(false);
                try {
                    UIManager.setLookAndFeel(before);
                } catch (UnsupportedLookAndFeelException e) {
                    throw new IllegalStateException(e);
                }
            });
        }
    }

    private static int brightness(Color c) {
        return (c.getRed() + c.getGreen() + c.getBlue()) / 3;
    }
}
