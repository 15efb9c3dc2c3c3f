package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.read;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.GraphicsEnvironment;
import java.awt.Window;
import java.util.Arrays;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import meq.state.GameState;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The plot discard reads "Discard" and asks to confirm, saying why it cannot be undone; cancelled, nothing changes. */
class ForGoodWindowTest {
    private TableFrame f;

    static final String PLOT_STEP = """
            title: plot discard
            seed: 3
            heroes: [{id: beravor, location: bree}]
            turn: 3
            shadowPool: 4
            influence: {}
            sauron: {plots: []}
            activePlots:
              - {plot: plot:saruman-falls-to-corruption, at: isengard}
              - null
              - null
            stack:
              - {step: SauronTurn.PlotStep}
              - {step: SauronActions.Choose, taken: 0}
            """;

    @AfterEach
    void close() throws Exception {
        onEdt(() -> {
            for (Window w : Window.getWindows()) {
                if (w instanceof JDialog d && "for-good".equals(d.getName())) {
                    d.dispose();
                }
            }
            if (f != null) {
                f.dispose();
            }
        });
    }

    private JButton discardButton() throws Exception {
        return read(() -> f.choiceButtons().stream().filter(b -> b.getText().contains("Discard")).findFirst().orElse(null));
    }

    private JDialog confirmation() throws Exception {
        for (int i = 0; i < 100; i++) {
            JDialog d = read(() -> (JDialog) Arrays.stream(Window.getWindows())
                    .filter(w -> w instanceof JDialog j && "for-good".equals(j.getName()) && w.isShowing())
                    .findFirst().orElse(null));
            if (d != null) {
                return d;
            }
            Thread.sleep(50);
        }
        return null;
    }

    private void press(JDialog d, String text) throws Exception {
        onEdt(() -> {
            JButton b = (JButton) find(d, text);
            b.doClick();
        });
    }

    private static java.awt.Component find(java.awt.Container c, String text) {
        for (java.awt.Component k : c.getComponents()) {
            if (k instanceof JButton b && b.getText().equals(text)) {
                return b;
            }
            if (k instanceof java.awt.Container inner) {
                java.awt.Component found = find(inner, text);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    @Test
    void thePlotDiscardReadsDiscardAndAsksToConfirm() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        f = WhyNotWindowTest.open(PLOT_STEP);
        JButton discard = discardButton();
        assertThat(discard).as("a choice reading Discard").isNotNull();
        assertThat(discard.getText()).contains("Discard the active plot Saruman Falls to Corruption");
        GameState before = read(() -> f.session().state().copy());
        int plot = OddsDialogTest.RULES.cards().copies("plot:saruman-falls-to-corruption").get(0);

        SwingUtilities.invokeLater(discard::doClick); // the confirmation is modal: clicked from outside the wait
        JDialog asked = confirmation();
        assertThat(asked).as("the discard asks to confirm").isNotNull();
        String words = read(() -> ((JOptionPane) asked.getContentPane().getComponent(0)).getMessage().toString());
        assertThat(words).contains("Discard the active plot Saruman Falls to Corruption?", "This cannot be undone",
                "cannot be put back in play");
        shoot(asked, "for-good-plot-discard");
        press(asked, "Cancel");
        onEdt(() -> { }); // the click's own event has run
        assertThat(read(() -> f.session().state())).as("cancelled: the game as it was").isEqualTo(before);
        assertThat(read(() -> f.session().state().activePlots[0])).isEqualTo(plot);

        SwingUtilities.invokeLater(discardButton()::doClick);
        JDialog again = confirmation();
        press(again, "Discard the active plot Saruman Falls to Corruption");
        onEdt(() -> { });
        assertThat(read(() -> f.session().state().activePlots[0])).as("confirmed: discarded").isEqualTo(-1);
    }
}
