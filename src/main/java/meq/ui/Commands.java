package meq.ui;

import java.awt.Toolkit;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.KeyStroke;

/** Builds Swing Actions: one per command, shared by menu, toolbar and key binding. */
final class Commands {
    private Commands() {
    }

    static Action action(String name, String tip, KeyStroke key, Runnable run) {
        Action a = new AbstractAction(name) {
            @Override
            public void actionPerformed(ActionEvent e) {
                run.run();
            }
        };
        a.putValue(Action.SHORT_DESCRIPTION, tip);
        if (key != null) {
            a.putValue(Action.ACCELERATOR_KEY, key);
        }
        return a;
    }

    static KeyStroke ctrl(int key) {
        return KeyStroke.getKeyStroke(key, Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx());
    }

    static KeyStroke plain(int key) {
        return KeyStroke.getKeyStroke(key, 0);
    }

    static final int ZOOM_IN = KeyEvent.VK_EQUALS;
    static final int ZOOM_OUT = KeyEvent.VK_MINUS;
}
