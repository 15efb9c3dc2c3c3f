package meq.ui;

import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.swing.BorderFactory;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JFileChooser;
import javax.swing.JList;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;
import javax.swing.SwingUtilities;
import javax.swing.event.ListDataEvent;
import javax.swing.event.ListDataListener;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.rules.Rules;
import meq.session.OlderRules;
import meq.session.Seen;
import meq.session.Session;

/**
 * The start screen's Saved game tab: the unfinished games (each autosaved in its own file) to resume, a saved file
 * to open, the recent files.
 */
final class SavedGameTab extends JPanel {
    private final StartDialog dialog;
    /** The unfinished games among the autosaves, the last played first (each replayed once to describe it). */
    private final DefaultListModel<Unfinished> unfinished = new DefaultListModel<>();
    private final JList<Unfinished> unfinishedList = unfinishedList();
    private final RecentFiles recentFiles;

    /** At most this many autosaves are read (the newest): each is replayed to say where it stands. */
    static final int AUTOSAVES_READ = 20;

    /**
     * An autosaved game not finished: its file, when it was last played, and the game, or why it cannot be read
     * (neither while it is still being read); what was left out when its later actions no longer apply.
     */
    record Unfinished(Path file, LocalDateTime played, Session session, String problem, OlderRules olderRules) {
        Unfinished(Path file, LocalDateTime played, Session session, String problem) {
            this(file, played, session, problem, null);
        }

        boolean reading() {
            return session == null && problem == null;
        }
    }

    /** With later, the autosaves are listed at once and read by {@link #readBehind}; else read now. */
    SavedGameTab(StartDialog dialog, boolean later) {
        super(new BorderLayout());
        this.dialog = dialog;
        listUnfinished(later);
        JPanel games = new JPanel(new BorderLayout());
        games.setBorder(BorderFactory.createCompoundBorder(BorderFactory.createEmptyBorder(8, 12, 4, 12),
                BorderFactory.createTitledBorder(unfinished.isEmpty()
                        ? "Unfinished games (none: every action of a game is autosaved, to resume it here)"
                        : "Unfinished games (autosaved after every action)")));
        games.add(new JScrollPane(unfinishedList), BorderLayout.CENTER);
        games.add(gameButtons(), BorderLayout.SOUTH);
        add(games, BorderLayout.NORTH);
        recentFiles = new RecentFiles(dialog, this);
        add(recentFiles, BorderLayout.CENTER);
    }

    /** The unfinished games, each in two lines; a double click resumes one. */
    private JList<Unfinished> unfinishedList() {
        JList<Unfinished> list = new JList<>(unfinished);
        list.setName("unfinished");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setVisibleRowCount(4);
        TwoLineCell cell = new TwoLineCell();
        list.setCellRenderer((l, value, index, selected, focus) -> {
            Words w = words(dialog.rules(), value);
            return cell.show(l, w.head(), w.rest(), value.session() == null, w.below(), selected, value.problem() == null);
        });
        list.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2 && list.getSelectedIndex() >= 0) {
                    resume(list.getSelectedIndex());
                }
            }
        });
        return list;
    }

    /** Discard..., Open a saved game... and Resume; the first and the last only while a game is chosen. */
    private JPanel gameButtons() {
        if (!unfinished.isEmpty()) {
            unfinishedList.setSelectedIndex(0);
        }
        JButton resume = new JButton("Resume");
        resume.setName("resume");
        resume.setToolTipText("Play on the chosen game from where it stopped");
        resume.addActionListener(e -> {
            if (unfinishedList.getSelectedIndex() >= 0) {
                resume(unfinishedList.getSelectedIndex());
            }
        });
        JButton discard = new JButton("Discard...");
        discard.setToolTipText("Delete the chosen game's autosave (it is no longer offered)");
        discard.addActionListener(e -> {
            if (unfinishedList.getSelectedIndex() >= 0) {
                discard(unfinishedList.getSelectedIndex(), true);
            }
        });
        Runnable enable = () -> {
            resume.setEnabled(unfinishedList.getSelectedIndex() >= 0);
            discard.setEnabled(unfinishedList.getSelectedIndex() >= 0);
        };
        unfinishedList.addListSelectionListener(e -> enable.run());
        unfinished.addListDataListener(new ListDataListener() {
            @Override
            public void intervalAdded(ListDataEvent e) {
                enable.run();
            }

            @Override
            public void intervalRemoved(ListDataEvent e) {
                if (unfinishedList.getSelectedIndex() < 0 && !unfinished.isEmpty()) {
                    unfinishedList.setSelectedIndex(0); // a game read as over left the list
                }
                enable.run();
            }

            @Override
            public void contentsChanged(ListDataEvent e) {
                enable.run();
            }
        });
        enable.run();
        JButton open = new JButton("Open a saved game...");
        open.addActionListener(e -> {
            JFileChooser chooser = new JFileChooser();
            if (chooser.showOpenDialog(dialog) == JFileChooser.APPROVE_OPTION) {
                openSave(dialog.rules(), chooser.getSelectedFile().toPath());
            }
        });
        JPanel row = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        row.add(discard);
        row.add(open);
        row.add(resume);
        return row;
    }

    /**
     * Lists the newest autosaves; a finished game is left out, one that cannot be read is listed with why. With
     * later, each is listed at once as being read, and {@link #readBehind} replays them (a long game's replay took
     * the start screen ~0.2 s a game); otherwise they are read now.
     */
    private void listUnfinished(boolean later) {
        unfinished.clear();
        List<Path> files = Session.autosaves();
        for (Path f : files.subList(0, Math.min(AUTOSAVES_READ, files.size()))) {
            try {
                Unfinished u = new Unfinished(f, LocalDateTime.ofInstant(Files.getLastModifiedTime(f).toInstant(),
                        ZoneId.systemDefault()), null, null);
                Unfinished read = later ? u : read(dialog.rules(), u);
                if (read != null) {
                    unfinished.addElement(read);
                }
            } catch (IOException e) {
                // gone meanwhile
            }
        }
    }

    /** Replays the listed autosaves on a thread of their own, each taking its place in the list when read. */
    void readBehind() {
        List<Unfinished> listed = unfinishedListed();
        Rules r = dialog.rules();
        Thread reader = new Thread(() -> {
            for (Unfinished u : listed) {
                if (u.reading()) {
                    Unfinished read = read(r, u);
                    SwingUtilities.invokeLater(() -> settle(u, read));
                }
            }
        }, "meq-autosaves");
        reader.setDaemon(true);
        reader.start();
    }

    /** An autosave replayed: the game, or why it cannot be read; null when the game is over. */
    private static Unfinished read(Rules rules, Unfinished u) {
        try {
            Session.Loaded l = Session.loadAsFarAsItApplies(rules, u.file());
            Session s = l.session();
            return s.seen().over() ? null : new Unfinished(u.file(), u.played(), s, null, l.olderRules());
        } catch (DataException e) {
            return new Unfinished(u.file(), u.played(), null, e.problems().isEmpty() ? e.getMessage()
                    : e.problems().get(0).message());
        } catch (IOException | RuntimeException e) {
            return new Unfinished(u.file(), u.played(), null, String.valueOf(e.getMessage()));
        }
    }

    /** Puts a read autosave in the place it held while read (out of the list when over; gone: nothing). */
    private void settle(Unfinished reading, Unfinished read) {
        int at = unfinished.indexOf(reading);
        if (at >= 0 && read == null) {
            unfinished.remove(at);
        } else if (at >= 0) {
            unfinished.set(at, read);
        }
    }

    private static final DateTimeFormatter WHEN =
            DateTimeFormatter.ofPattern("d MMM yyyy, HH:mm", Locale.ENGLISH);

    /** An unfinished game in words: a bold head, the rest of its line, and the line below it. */
    record Words(String head, String rest, String below) {
        @Override
        public String toString() {
            return head + rest + "\n" + below;
        }
    }

    /** An unfinished game in words: its heroes, its turn, when it was last played (and started). */
    static String describe(Rules rules, Unfinished u) {
        return words(rules, u).toString();
    }

    static Words words(Rules rules, Unfinished u) {
        String started = Session.startedAt(u.file()).map(t -> ", started " + WHEN.format(t)).orElse("");
        String when = "last played " + WHEN.format(u.played()) + started;
        if (u.reading()) {
            return new Words(u.file().getFileName().toString(), "  reading…", when);
        }
        if (u.session() == null) {
            return new Words(u.file().getFileName().toString(), "  cannot be read: " + u.problem(), when);
        }
        Seen st = u.session().seen();
        Map<String, String> bots = u.session().bots();
        Map<String, String> names = u.session().names(); // the players, as the table calls them
        String heroes = String.join(", ", st.heroes().stream()
                .map(h -> seat(rules.data().hero(h).name(), names.get(h), bots.containsKey(h))).toList());
        int actions = u.session().log().actions().size();
        String older = u.olderRules() == null ? "" : " of " + u.olderRules().total() + " (the rest made under older"
                + " rules)";
        return new Words(heroes, " against " + seat("Sauron", names.get("sauron"), bots.containsKey("sauron"))
                + "  ·  turn " + st.turn() + ", " + actions + (actions == 1 ? " action" : " actions") + older, when);
    }

    /** A seat as the saved-game list calls it: "Anna (Sauron)" when its player is named, "Sauron (bot)" for a bot. */
    private static String seat(String seat, String player, boolean bot) {
        return (player == null || player.isBlank() ? seat : player + " (" + seat + ")") + (bot ? " (bot)" : "");
    }

    /** The unfinished games listed on the Saved game tab, the last played first. */
    List<Unfinished> unfinishedListed() {
        return Collections.list(unfinished.elements());
    }

    /**
     * Resumes the n-th unfinished game: it plays on and goes on autosaving to its own file (one whose later actions
     * no longer apply asks first, and autosaves to a new file).
     */
    void resume(int n) {
        Unfinished u = unfinished.get(n);
        if (u.reading()) { // not read yet: read now
            Unfinished read = read(dialog.rules(), u);
            settle(u, read);
            if (read == null) {
                return;
            }
            u = read;
        }
        if (u.session() == null) {
            JOptionPane.showMessageDialog(dialog, u.file() + " cannot be read: " + u.problem()
                    + "\nThe file is left as it is.", "This game cannot be resumed", JOptionPane.ERROR_MESSAGE);
            return;
        }
        if (u.olderRules() != null && !OlderRulesQuestion.resume(dialog, u.olderRules())) {
            return;
        }
        Session game = u.session();
        // a game resumed where its actions stop autosaves to a file of its own: the old one is left as it is
        game.autosaveTo(u.olderRules() == null ? u.file() : Session.newAutosaveFile());
        String heroes = String.join(", ", game.seen().heroes().stream()
                .map(h -> game.engine().rules().data().hero(h).name()).toList());
        take(game, heroes + ", resumed from " + WHEN.format(u.played()), u.olderRules() == null);
    }

    /** Deletes the n-th unfinished game's autosave, after asking when {@code ask}. */
    void discard(int n, boolean ask) {
        Unfinished u = unfinished.get(n);
        if (ask && JOptionPane.showConfirmDialog(dialog, "Delete the autosave of this game? It cannot be resumed after.\n"
                + u.file(), "Discard the game", JOptionPane.OK_CANCEL_OPTION, JOptionPane.WARNING_MESSAGE)
                != JOptionPane.OK_OPTION) {
            return;
        }
        try {
            Files.deleteIfExists(u.file());
            unfinished.remove(n);
        } catch (IOException e) {
            JOptionPane.showMessageDialog(dialog, "The autosave was not deleted: " + e.getMessage(), "Discard the game",
                    JOptionPane.ERROR_MESSAGE);
        }
    }

    /** The recent files listed under the unfinished games. */
    RecentFiles recentFiles() {
        return recentFiles;
    }

    /** Opens a saved game file, as the button does after its file chooser: plays it, or says why it cannot. */
    void openSave(Rules rules, Path file) {
        if (open(rules, file, file.getFileName().toString())) {
            Settings.remember(Settings.Recent.SAVE, file);
        }
    }

    /** Resumes the last played unfinished game, as Resume does with the first of the list selected. */
    void resumeLast() {
        if (!unfinished.isEmpty()) {
            resume(0);
        }
    }

    /**
     * Plays a loaded game, first warning when it was saved with other game data and every action still applied (a
     * game resumed where its actions stop was told so already).
     */
    private void take(Session loaded, String title, boolean allApplied) {
        loaded.dataWarning(DataLoader.fingerprint(DataLoader.bundledRoot())).ifPresent(w -> {
            if (allApplied && dialog.isShowing()) {
                JOptionPane.showMessageDialog(dialog, w, "Other game data", JOptionPane.WARNING_MESSAGE);
            }
        });
        String noGuide = LearnTab.unknownGuide(loaded.log());
        if (noGuide != null && dialog.isShowing()) {
            JOptionPane.showMessageDialog(dialog, noGuide, "No lessons", JOptionPane.WARNING_MESSAGE);
        }
        dialog.chosen(new StartDialog.Choice(loaded, title));
    }

    /**
     * Plays a save, or says why it cannot be read; true when it was taken. A save whose later actions no longer
     * apply asks first whether to resume where they stop.
     */
    private boolean open(Rules rules, Path file, String title) {
        try {
            Session.Loaded loaded = Session.loadAsFarAsItApplies(rules, file);
            if (loaded.olderRules() != null && !OlderRulesQuestion.resume(dialog, loaded.olderRules())) {
                return false;
            }
            take(loaded.session(), title, loaded.olderRules() == null);
            return true;
        } catch (DataException e) {
            JOptionPane.showMessageDialog(dialog, e.getMessage(), "This save cannot be read", JOptionPane.ERROR_MESSAGE);
        } catch (IOException | RuntimeException e) {
            JOptionPane.showMessageDialog(dialog, file + ": " + e.getMessage(), "This save cannot be read",
                    JOptionPane.ERROR_MESSAGE);
        }
        return false;
    }
}
