package meq.ui;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Window;
import java.util.function.UnaryOperator;

/**
 * Where a dialog stands: sized by its content and centred over another window, its native window made at that
 * place and size. Made at (0, 0) and moved after (as pack, then setLocationRelativeTo, does), a dialog on a display
 * without a window manager could be drawn centred while Java, reading a late notice of the first place, took it
 * for standing at (0, 0): a click on a button as Java placed it then missed.
 */
final class Placement {
    private Placement() {
    }

    /** Sizes w as pack does, centred over another window (or the screen, for null). */
    static void packOver(Window w, Component over) {
        packOver(w, over, UnaryOperator.identity());
    }

    /** Sizes w as pack does, then as adjust makes that size, centred over another window (or the screen). */
    static void packOver(Window w, Component over, UnaryOperator<Dimension> adjust) {
        if (!w.isDisplayable()) { // the place first: the native window is made where it will stand
            w.setSize(adjust.apply(w.getPreferredSize()));
            w.setLocationRelativeTo(over);
            w.addNotify();
        }
        // moved or resized no more unless a window manager's borders, known now, make it larger
        Dimension wanted = adjust.apply(w.getPreferredSize());
        if (!wanted.equals(w.getSize())) {
            w.setSize(wanted);
            w.setLocationRelativeTo(over);
        }
        w.validate();
    }
}
