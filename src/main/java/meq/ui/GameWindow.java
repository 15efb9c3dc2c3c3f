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
        // the game data and the presets are read while the event thread sets up the look and feel
        java.util.concurrent.CompletableFuture<Loaded> loading = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                Rules r = Rules.of(DataLoader.bundled());
                return new Loaded(r, StartDialog.bundledPresets(r));
            } catch (DataException e) {
                throw new java.util.concurrent.CompletionException(e);
            }
        });
        SwingUtilities.invokeLater(() -> {
            if (Settings.dark()) {
                FlatDarkLaf.setup();
            } else {
                FlatLightLaf.setup();
            }
            warmUp();
            Loaded loaded;
            try {
                loaded = loading.join();
            } catch (java.util.concurrent.CompletionException e) {
                if (e.getCause() instanceof DataException broken) {
                    showProblems(broken);
                } else {
                    JOptionPane.showMessageDialog(null, String.valueOf(e.getCause()), "meq cannot start",
                            JOptionPane.ERROR_MESSAGE);
                }
                System.exit(1);
                return;
            }
            Rules rules = loaded.rules();
            StartDialog start = new StartDialog(null, rules, loaded.presets());
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

    /** Paints a few components off screen while the data loads, so fonts and Java2D are ready for the first frame. */
    private static void warmUp() {
        javax.swing.JPanel p = new javax.swing.JPanel();
        p.add(new javax.swing.JLabel("Middle-Earth Quest"));
        p.add(new javax.swing.JButton("Start the game"));
        p.add(new javax.swing.JCheckBox("Beravor"));
        p.add(new javax.swing.JTabbedPane());
        p.setSize(400, 120);
        p.doLayout();
        java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(400, 120,
                java.awt.image.BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = img.createGraphics();
        try {
            p.paint(g);
        } finally {
            g.dispose();
        }
    }

    private record Loaded(Rules rules, java.util.List<StartDialog.Bundled> presets) {
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
