package meq.ui;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalTime;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import meq.session.Seen;
import meq.session.Session;

/**
 * What the table writes to the players' files: the game saved, this moment kept as a preset; and the question before
 * the table closes on actions not in a file.
 */
final class TableFiles {
    private final TableFrame table;
    private final Session session;
    private final Seen game;
    /** What the last save did ("Saved to FILE"), until the next action. */
    private final JLabel status;
    /** The file the game was last saved to (offered again by the next save). */
    private File savedTo;

    TableFiles(TableFrame table, Session session, JLabel status) {
        this.table = table;
        this.session = session;
        this.game = session.seen();
        this.status = status;
    }

    /** Asks where, then saves; true when the game was saved. */
    boolean saveAs() {
        JFileChooser chooser = new JFileChooser();
        chooser.setSelectedFile(savedTo != null ? savedTo : new File("meq-game.yaml"));
        if (chooser.showSaveDialog(table) == JFileChooser.APPROVE_OPTION) {
            return saveTo(chooser.getSelectedFile().toPath());
        }
        return false;
    }

    /** Saves the game to a file and says so ("Saved to FILE"), or says why not; true when it was saved. */
    boolean saveTo(Path file) {
        try {
            session.save(file);
            Settings.remember(Settings.Recent.SAVE, file);
            savedTo = file.toFile();
            status.setText("Saved to " + file.toAbsolutePath());
            status.setToolTipText(status.getText() + " (" + LocalTime.now().withNano(0) + ")");
            return true;
        } catch (IOException e) {
            JOptionPane.showMessageDialog(table, "The game was not saved: " + e.getMessage()
                    + "\nAny file there before is unchanged.", "Save", JOptionPane.ERROR_MESSAGE);
            return false;
        }
    }

    /** Asks for the preset's words, then writes it atomically; a moment inside a card's effect is refused. */
    void exportPreset() {
        try {
            game.preset("", "", null);
        } catch (UnsupportedOperationException | IllegalStateException e) {
            JOptionPane.showMessageDialog(table, "This moment cannot be kept as a preset: " + e.getMessage()
                    + "\nFinish the card being resolved, then export.", "Export as preset", JOptionPane.WARNING_MESSAGE);
            return;
        }
        PresetWords words = PresetWords.ask(table, "From turn " + game.turn());
        if (words == null) {
            return;
        }
        String yaml = game.preset(words.title(), words.description(), words.goal());
        JFileChooser chooser = new JFileChooser();
        chooser.setSelectedFile(new File(words.fileName()));
        if (chooser.showSaveDialog(table) == JFileChooser.APPROVE_OPTION) {
            try {
                Session.writeAtomically(chooser.getSelectedFile().toPath(), yaml);
                Settings.remember(Settings.Recent.PRESET, chooser.getSelectedFile().toPath());
            } catch (IOException e) {
                JOptionPane.showMessageDialog(table, "The preset was not written: " + e.getMessage()
                        + "\nAny file there before is unchanged.", "Export as preset", JOptionPane.ERROR_MESSAGE);
            }
        }
    }

    /**
     * Whether the table may close: yes when every action is in a file of the players'; otherwise they are asked to
     * save, to close anyway (an unfinished game stays among the autosaves), or to stay.
     */
    boolean mayClose(BotSeats bots) {
        int n = session.unsavedActions();
        if (n == 0 || !table.isDisplayable()) {
            return true;
        }
        String message = unsaved(n);
        boolean ticking = bots.pause(); // no bot moves while the players decide
        Object[] answers = {"Save...", "Close", "Cancel"};
        JOptionPane pane = new JOptionPane(message, JOptionPane.QUESTION_MESSAGE, JOptionPane.YES_NO_CANCEL_OPTION,
                null, answers, answers[2]);
        JDialog ask = pane.createDialog(table, "Close the table?");
        ask.setName("close-question");
        ask.setVisible(true);
        ask.dispose();
        Object v = pane.getValue();
        boolean close = "Close".equals(v) || "Save...".equals(v) && saveAs();
        if (!close && ticking) {
            bots.resume();
        }
        return close;
    }

    /** What closing now would lose, n actions after the last save to a file. */
    private String unsaved(int n) {
        String actions = n == 1 ? "1 action" : n + " actions";
        if (game.over()) {
            return "This game is over and not saved to a file (" + actions + " since it was).\n"
                    + "Closing the table loses its log.";
        } else if (session.autosave() != null) {
            return actions + " since this game was last saved to a file.\n"
                    + "Closing keeps it among the unfinished games on the start screen, to resume later\n"
                    + "(its autosave: " + session.autosave().getFileName() + ").";
        }
        return actions + " since this game was last saved to a file, and it is not autosaved:\n"
                + "closing the table loses them.";
    }
}
