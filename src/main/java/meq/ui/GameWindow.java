package meq.ui;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import javax.swing.JOptionPane;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.data.GameData;
import meq.rules.Rules;
import meq.session.Session;

/** Starts the window: the start screen, then the table; broken data is reported in a dialog instead. */
public final class GameWindow {
    private GameWindow() {
    }

    /** Opens the window on the event thread. */
    public static void open() {
        String scale = Settings.uiScale();
        if (scale != null && System.getProperty("flatlaf.uiScale") == null) {
            System.setProperty("flatlaf.uiScale", scale);
        }
        SwingUtilities.invokeLater(() -> {
            if (Settings.dark()) {
                FlatDarkLaf.setup();
            } else {
                FlatLightLaf.setup();
            }
            GameData data;
            try {
                data = DataLoader.bundled();
            } catch (DataException e) {
                showProblems(e);
                System.exit(1);
                return;
            }
            Rules rules = Rules.of(data);
            StartDialog start = new StartDialog(null, rules);
            start.setVisible(true);
            StartDialog.Choice choice = start.choice();
            if (start.editing() != null) {
                // the editor's windows close on their own; meq ends when the last one does
                new PresetEditorFrame(rules, start.editing().state(), start.editing().title()).setVisible(true);
                return;
            }
            if (choice == null) {
                System.exit(0);
                return;
            }
            choice.session().autosaveTo(Session.autosaveFile());
            TableFrame table = new TableFrame(rules, choice.session(), choice.title());
            table.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
            table.setVisible(true);
            choice.bots().forEach(seat -> table.botPlays(seat, true));
        });
    }

    /** Switches the FlatLaf theme of every open window. */
    static void theme(boolean dark) {
        Settings.dark(dark);
        if (dark) {
            FlatDarkLaf.setup();
        } else {
            FlatLightLaf.setup();
        }
        FlatLaf.updateUI();
    }

    private static void showProblems(DataException e) {
        JTextArea text = new JTextArea(e.getMessage(), 12, 80);
        text.setEditable(false);
        JOptionPane.showMessageDialog(null, new JScrollPane(text), "meq cannot start: the game data is broken",
                JOptionPane.ERROR_MESSAGE);
    }
}
