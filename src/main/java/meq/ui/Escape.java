package meq.ui;

import java.awt.KeyboardFocusManager;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.awt.event.WindowEvent;
import javax.swing.JDialog;
import javax.swing.RootPaneContainer;
import javax.swing.SwingUtilities;

/**
 * Escape closes the dialog it is pressed in (the odds, the simulation, the preset editor, a card's view, any
 * dialog): after every component had its say, so an open popup, a combo box's list or a message box takes its
 * own Escape first. The window is closed as its close button does (its own questions before closing still come).
 * A window opts out with {@link #keepOpen} (the start screen: Escape does not quit meq) or in with
 * {@link #closes} (a frame that is a dialog in all but name).
 */
final class Escape {
    private static final String KEY = "meq.escapeCloses";
    private static boolean installed;

    private Escape() {
    }

    /** Installs the rule once for the whole program. */
    static synchronized void install() {
        if (!installed) {
            installed = true;
            KeyboardFocusManager.getCurrentKeyboardFocusManager().addKeyEventPostProcessor(Escape::pressed);
        }
    }

    /** This window is not closed by Escape. */
    static void keepOpen(RootPaneContainer w) {
        install();
        w.getRootPane().putClientProperty(KEY, Boolean.FALSE);
    }

    /** This window is closed by Escape although it is not a dialog. */
    static void closes(RootPaneContainer w) {
        install();
        w.getRootPane().putClientProperty(KEY, Boolean.TRUE);
    }

    /** Whether Escape closes this window. */
    static boolean closesOnEscape(Window w) {
        if (!(w instanceof RootPaneContainer rp)) {
            return false;
        }
        Object says = rp.getRootPane().getClientProperty(KEY);
        return says == null ? w instanceof JDialog : (Boolean) says;
    }

    /** An Escape no component used: its window closes when it is one that Escape closes. */
    static boolean pressed(KeyEvent e) {
        if (e.getID() != KeyEvent.KEY_PRESSED || e.getKeyCode() != KeyEvent.VK_ESCAPE || e.isConsumed()
                || e.getModifiersEx() != 0 || e.getComponent() == null) {
            return false;
        }
        Window w = e.getComponent() instanceof Window own ? own : SwingUtilities.getWindowAncestor(e.getComponent());
        if (w == null || !w.isShowing() || !closesOnEscape(w)) {
            return false;
        }
        e.consume();
        w.dispatchEvent(new WindowEvent(w, WindowEvent.WINDOW_CLOSING));
        return true;
    }
}
