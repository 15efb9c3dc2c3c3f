package meq.ui;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.swing.JOptionPane;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import javax.swing.WindowConstants;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.data.Lessons;
import meq.rules.Rules;
import meq.rules.words.Guide;
import meq.session.Session;

/** Starts the window: the start screen, then the table; broken data is reported in a dialog instead. */
public final class GameWindow {
    private GameWindow() {
    }

    /** Opens the window on the event thread. */
    public static void open() {
        Startup.mark("window opening");
        String scale = Settings.uiScale();
        if (scale != null && System.getProperty("flatlaf.uiScale") == null) {
            System.setProperty("flatlaf.uiScale", scale);
        }
        // the data is read once the start screen is on screen (read beside the look and feel's set-up, on two cores
        // with the JIT, it made the first frame ~0.4 s later); the presets after it, while the tabs go in
        CompletableFuture<Rules> reading = new CompletableFuture<>();
        CompletableFuture<List<PresetTab.Bundled>> presets = new CompletableFuture<>();
        Thread read = new Thread(() -> {
            try {
                Rules r = Rules.of(DataLoader.bundled());
                Startup.mark("data");
                reading.complete(r);
                presets.complete(PresetTab.bundledPresets(r));
                Startup.mark("presets");
            } catch (DataException e) {
                reading.completeExceptionally(new CompletionException(e));
            } catch (RuntimeException | Error e) {
                reading.completeExceptionally(e);
                presets.complete(List.of());
            }
        }, "meq-data");
        SwingUtilities.invokeLater(() -> {
            Escape.install();
            if (Settings.dark()) {
                FlatDarkLaf.setup();
            } else {
                FlatLightLaf.setup();
            }
            Startup.mark("look and feel");
            // the start screen shows at once and takes its tabs when the data is read
            StartDialog start = new StartDialog(null);
            AtomicBoolean started = new AtomicBoolean();
            Runnable startReading = () -> {
                if (started.compareAndSet(false, true)) {
                    read.start();
                }
            };
            start.onFirstPaint(startReading);
            Timer unpainted = new Timer(1000, e -> startReading.run()); // a screen that never paints it still reads
            unpainted.setRepeats(false);
            unpainted.start();
            reading.whenComplete((rules, failed) -> SwingUtilities.invokeLater(() -> {
                if (failed == null) {
                    start.fill(rules, null);
                    Startup.mark("start screen filled");
                } else {
                    start.dispose(); // the modal loop ends; the problems are shown below
                }
            }));
            presets.thenAccept(list -> SwingUtilities.invokeLater(() -> start.addBundled(list)));
            start.setVisible(true);
            startReading.run(); // closed before it was painted: the data is still wanted
            Rules rules;
            try {
                rules = reading.join();
            } catch (CompletionException e) {
                if (e.getCause() instanceof DataException broken) {
                    showProblems(broken);
                } else {
                    JOptionPane.showMessageDialog(null, String.valueOf(e.getCause()), "meq cannot start",
                            JOptionPane.ERROR_MESSAGE);
                }
                System.exit(1);
                return;
            }
            if (!play(rules, start)) {
                System.exit(0);
            }
        });
    }

    /**
     * Opens what the start screen chose: a table, or the preset editor. False when it was closed choosing nothing.
     */
    static boolean play(Rules rules, StartDialog start) {
        StartDialog.Choice choice = start.choice();
        if (start.editing() != null) {
            // the editor's windows close on their own; meq ends when the last one does
            PresetEditorFrame.of(rules, start.editing().preset()).setVisible(true);
            return true;
        }
        if (choice == null) {
            return false;
        }
        if (choice.session().autosave() == null) {
            choice.session().autosaveTo(Session.newAutosaveFile()); // a game of its own: its own autosave
        }
        TableFrame table = table(rules, choice);
        table.setVisible(true);
        choice.bots().forEach(seat -> table.botPlays(seat, true));
        return true;
    }

    /** The table of a start screen's choice: closing it returns to the start screen; its close button quits. */
    static TableFrame table(Rules rules, StartDialog.Choice choice) {
        TableFrame table = new TableFrame(rules, choice.session(), choice.title());
        table.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
        table.afterClose(() -> startAgain(rules));
        Lessons lessons = choice.lessons() != null ? choice.lessons() : LearnTab.guideOf(choice.session().log());
        if (lessons != null) { // Learn to play: the guide's lessons at the table (a guide loaded has them again)
            table.learn(new Guide(rules, lessons, choice.session().log().heroes()));
        }
        return table;
    }

    /** How meq ends when the start screen closes choosing nothing (a test puts its own here). */
    static Runnable quit = () -> System.exit(0);

    /** The start screen again, after a table closed: what it chooses opens; closed choosing nothing, meq ends. */
    static void startAgain(Rules rules) {
        StartDialog start = new StartDialog(null, rules);
        start.setVisible(true);
        if (!play(rules, start)) {
            quit.run();
        }
    }

    /** The start screen again, from a table whose game is over: a new game opens a new table in its place. */
    static void newGame(Rules rules, TableFrame from) {
        StartDialog start = new StartDialog(from, rules);
        start.setVisible(true);
        if (play(rules, start)) {
            from.dispose();
        }
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
