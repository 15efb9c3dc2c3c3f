package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.Dimension;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.event.HierarchyEvent;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JDialog;
import javax.swing.JFrame;
import javax.swing.JLabel;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/**
 * A dialog's native window is made where the dialog will stand. Made at (0, 0) and moved after, a dialog on a display
 * without a window manager was once drawn centred while Java took it for standing at (0, 0): the whole game at the
 * window then clicked beside the result screen's Close.
 */
class PlacementTest {
    @Test
    void aDialogsNativeWindowIsMadeWhereTheDialogWillStand() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        AtomicReference<Rectangle> made = new AtomicReference<>();
        AtomicReference<Rectangle> stands = new AtomicReference<>();
        AtomicReference<Rectangle> owner = new AtomicReference<>();
        AtomicReference<JDialog> dialog = new AtomicReference<>();
        onEdt(() -> {
            JFrame table = new JFrame("table");
            table.setBounds(100, 50, 1200, 800);
            table.setVisible(true); // centred over a window on the screen
            JDialog d = new JDialog(table, "result", false);
            d.setContentPane(new JLabel("<html><div style='width:500px'>the game is over</div></html>"));
            d.addHierarchyListener(e -> {
                if ((e.getChangeFlags() & HierarchyEvent.DISPLAYABILITY_CHANGED) != 0 && d.isDisplayable()) {
                    made.set(d.getBounds());
                }
            });
            Placement.packOver(d, table, size -> new Dimension(Math.max(size.width, 680), size.height + 10));
            stands.set(d.getBounds());
            owner.set(table.getBounds());
            d.setVisible(true);
            dialog.set(d);
        });
        Thread.sleep(500); // the display server's notices of the new window read
        AtomicReference<Rectangle> later = new AtomicReference<>();
        onEdt(() -> {
            later.set(dialog.get().getBounds());
            dialog.get().getOwner().dispose();
        });
        assertThat(made.get()).as("made where it stands").isEqualTo(stands.get());
        assertThat(later.get()).as("still where it stands once shown").isEqualTo(stands.get());
        assertThat(stands.get().width).as("the adjusted width").isGreaterThanOrEqualTo(680);
        assertThat(stands.get().getCenterX()).as("centred over the table").isCloseTo(owner.get().getCenterX(),
                Offset.offset(1.0));
        assertThat(stands.get().getCenterY()).isCloseTo(owner.get().getCenterY(), Offset.offset(1.0));
    }
}
