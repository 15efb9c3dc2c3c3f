package meq.ui;

import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.IntConsumer;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.ActionMap;
import javax.swing.InputMap;
import javax.swing.JComponent;
import javax.swing.JRootPane;
import javax.swing.KeyStroke;

/**
 * The table's keys without a modifier, for the map and the choices: Space lifts the curtain, + and - zoom, 0 fits,
 * the arrows pan, and 1 to 9 take the choice with that number (none of them act beneath the curtain).
 */
final class TableKeys {
    private TableKeys() {
    }

    /** Binds the keys on the table's root pane and its map; choice: the choice with that number, as a click. */
    static void install(JRootPane root, MapPanel map, Curtain curtain, ChoicesPanel options, Action zoomIn,
                        Action zoomOut, Action fit, IntConsumer choice) {
        InputMap in = root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW);
        ActionMap act = root.getActionMap();
        Map<String, Runnable> commands = new LinkedHashMap<>();
        in.put(Commands.plain(KeyEvent.VK_SPACE), "lift-curtain");
        act.put("lift-curtain", new AbstractAction("lift-curtain") {
            @Override
            public void actionPerformed(ActionEvent e) {
                curtain.openByPlayer();
            }
        });
        commands.put("zoom-in", () -> zoomIn.actionPerformed(null));
        commands.put("zoom-out", () -> zoomOut.actionPerformed(null));
        commands.put("fit", () -> fit.actionPerformed(null));
        commands.put("pan-left", () -> map.pan(80, 0));
        commands.put("pan-right", () -> map.pan(-80, 0));
        commands.put("pan-up", () -> map.pan(0, 80));
        commands.put("pan-down", () -> map.pan(0, -80));
        for (int k : new int[] {KeyEvent.VK_PLUS, KeyEvent.VK_EQUALS, KeyEvent.VK_ADD}) {
            in.put(Commands.plain(k), "zoom-in");
        }
        in.put(KeyStroke.getKeyStroke(KeyEvent.VK_EQUALS, InputEvent.SHIFT_DOWN_MASK), "zoom-in");
        in.put(Commands.plain(KeyEvent.VK_MINUS), "zoom-out");
        in.put(Commands.plain(KeyEvent.VK_SUBTRACT), "zoom-out");
        in.put(Commands.plain(KeyEvent.VK_0), "fit");
        // the arrows pan when the map has the focus (scroll panes and lists keep theirs)
        InputMap onMap = map.getInputMap(JComponent.WHEN_FOCUSED);
        onMap.put(Commands.plain(KeyEvent.VK_LEFT), "pan-left");
        onMap.put(Commands.plain(KeyEvent.VK_RIGHT), "pan-right");
        onMap.put(Commands.plain(KeyEvent.VK_UP), "pan-up");
        onMap.put(Commands.plain(KeyEvent.VK_DOWN), "pan-down");
        for (int i = 1; i <= 9; i++) {
            int n = i;
            in.put(Commands.plain(KeyEvent.VK_0 + i), "choice-" + i);
            in.put(Commands.plain(KeyEvent.VK_NUMPAD0 + i), "choice-" + i);
            commands.put("choice-" + i, () -> choice.accept(n));
        }
        commands.forEach((name, run) -> {
            Action a = new AbstractAction(name) {
                @Override
                public void actionPerformed(ActionEvent e) {
                    if (!curtain.isVisible() && !options.filter().isFocusOwner()) { // keys typed in the filter are words
                        run.run();
                    }
                }
            };
            act.put(name, a);
            map.getActionMap().put(name, a);
        });
    }
}
