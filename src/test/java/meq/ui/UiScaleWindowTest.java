package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import com.formdev.flatlaf.FlatLightLaf;
import java.awt.GraphicsEnvironment;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JButton;
import meq.rules.words.GameLog;
import meq.session.Session;
import org.junit.jupiter.api.Test;

/** A UI scale chosen in the View menu takes effect at once, without a restart. */
class UiScaleWindowTest {
    @Test
    void aScaleChosenNowGrowsTheTablesWordsAtOnce() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = Session.of(OddsDialogTest.RULES, new GameLog(List.of("eleanor", "thalin"), 3, List.of()));
        AtomicReference<TableFrame> frame = new AtomicReference<>();
        onEdt(() -> {
            FlatLightLaf.setup();
            TableFrame f = new TableFrame(OddsDialogTest.RULES, session, "scale test");
            f.setBounds(0, 0, 1600, 1000);
            f.setVisible(true);
            frame.set(f);
        });
        TableFrame f = frame.get();
        try {
            onEdt(() -> TableFrame.uiScale(1.5f));
            AtomicReference<Integer> height = new AtomicReference<>();
            onEdt(() -> height.set(new JButton("x").getPreferredSize().height));
            onEdt(() -> TableFrame.uiScale(1f));
            AtomicReference<Integer> normal = new AtomicReference<>();
            onEdt(() -> normal.set(new JButton("x").getPreferredSize().height));
            assertThat(height.get()).as("a button at 150%% is taller than at 100%%").isGreaterThan(normal.get());
        } finally {
            onEdt(() -> TableFrame.uiScale(1f));
            onEdt(f::dispose);
        }
    }
}
