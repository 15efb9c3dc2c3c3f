package meq.ui;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.GridBagLayout;
import java.awt.GridLayout;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JScrollPane;
import javax.swing.JTabbedPane;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.SwingConstants;
import javax.swing.SwingUtilities;
import meq.data.Lessons;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.session.Session;

/**
 * The start screen: a new game (players, heroes, seed, optional rules), a preset from the list (filterable), a
 * saved game, or a recent file.
 */
final class StartDialog extends JDialog {
    /**
     * What the players chose: a state to play and its title; null if they closed the dialog. lessons: the guide's,
     * when Learn to play chose it (else null).
     */
    record Choice(Session session, String title, Set<String> bots, Lessons lessons) {
        Choice(Session session, String title) {
            this(session, title, Set.of());
        }

        Choice(Session session, String title, Set<String> bots) {
            this(session, title, bots, null);
        }
    }

    /** The players asked to edit a preset rather than play. */
    record Editing(Presets.Preset preset) {
    }

    private Choice choice;
    private Editing editing;
    private JTabbedPane tabs;
    /** The game's rules: given with the data ({@link #fill}); the tabs made before it read them only when used. */
    private Rules rules;
    /** The tabs made while the data was read (null until then, or when made in fill); the heroes go in with it. */
    private NewGameTab newGameTab;
    private PresetTab presetTab;
    private SavedGameTab savedTab;
    private boolean presetsIn;

    /** The bundled presets, read after the tabs went in (see {@link #fill}). */
    void addBundled(List<PresetTab.Bundled> bundled) {
        if (presetTab != null) {
            presetTab.addBundled(bundled);
        }
        presetsIn = true;
        Startup.mark("presets listed");
        probe();
    }

    /** Shows the tab of that title (as a click on it does). */
    void showTab(String title) {
        tabs.setSelectedIndex(tabs.indexOfTab(title));
    }

    /** The tab shown first. */
    String shownTab() {
        return tabs.getTitleAt(tabs.getSelectedIndex());
    }

    Editing editing() {
        return editing;
    }

    /** The game's rules (null while the data is read). */
    Rules rules() {
        return rules;
    }

    /** The players chose a game: the start screen closes. */
    void chosen(Choice c) {
        choice = c;
        dispose();
    }

    /** The players chose a preset to edit: the start screen closes. */
    void edit(Editing e) {
        editing = e;
        dispose();
    }

    /** Shows the Preset tab with this preset file added to the list and chosen (or why it cannot be read). */
    void openPreset(Path file) {
        tabs.setSelectedIndex(1);
        presetTab.open(file);
    }

    /** The Preset tab. */
    PresetTab presets() {
        return presetTab;
    }

    /** The Saved game tab. */
    SavedGameTab savedGames() {
        return savedTab;
    }

    StartDialog(JFrame owner, Rules rules) {
        this(owner, rules, PresetTab.bundledPresets(rules));
    }

    /** With the bundled presets already read. */
    StartDialog(JFrame owner, Rules rules, List<PresetTab.Bundled> bundled) {
        this(owner);
        fill(rules, bundled);
    }

    /**
     * The start screen at once, saying the game data is being read; {@link #fill} puts the tabs in when it is
     * (so the window shows while the data loads).
     */
    StartDialog(JFrame owner) {
        super(owner, "meq — Middle-Earth Quest", true);
        AppIcon.on(this);
        Escape.keepOpen(this); // Escape does not quit meq from its first window
        HowToPlayWindow.onF1(this, () -> rules);
        JLabel title = new JLabel("Middle-Earth Quest", SwingConstants.CENTER);
        title.setFont(new Font(Font.SERIF, Font.BOLD, 34));
        JLabel reading = new JLabel("Reading the map, the heroes and the cards…", SwingConstants.CENTER);
        reading.setFont(reading.getFont().deriveFont(Font.PLAIN, 15f));
        JProgressBar bar = new JProgressBar();
        bar.setIndeterminate(true);
        JPanel centre = new JPanel(new GridLayout(3, 1, 0, 10));
        centre.add(title);
        centre.add(reading);
        JPanel barRow = new JPanel(new FlowLayout(FlowLayout.CENTER));
        bar.setPreferredSize(new Dimension(260, 8));
        barRow.add(bar);
        centre.add(barRow);
        JPanel page = new JPanel(new GridBagLayout());
        page.add(centre);
        add(page, BorderLayout.CENTER);
        setSize(new Dimension(640, 500));
        setLocationRelativeTo(owner);
    }

    /**
     * Puts in the tabs: new game, presets, saved games (first when an unfinished game was autosaved). With bundled
     * null the preset list is filled later, by {@link #addBundled}.
     */
    void fill(Rules rules, List<PresetTab.Bundled> bundled) {
        this.rules = rules;
        boolean later = bundled == null;
        if (presetTab == null || !later) {
            prepare(later, bundled == null ? List.of() : bundled);
        }
        newGameTab.addHeroes(rules.data());
        JTabbedPane t = new JTabbedPane();
        t.addTab("New game", newGameTab);
        t.addTab("Preset", presetTab);
        t.addTab("Saved game", savedTab);
        t.addTab("Learn to play", new LearnTab(rules, this::chosen));
        presetsIn |= !later;
        if (later) {
            savedTab.readBehind();
        }
        Startup.mark("tabs");
        if (!savedTab.unfinishedListed().isEmpty()) {
            t.setSelectedIndex(2); // after a crash or a close, the first thing offered is to play on
        }
        this.tabs = t;
        getContentPane().removeAll();
        add(t, BorderLayout.CENTER);
        add(howToPlayRow(), BorderLayout.SOUTH);
        validate();
        repaint();
    }

    /** Under the tabs, for those who have never played: How to play (F1). */
    private JPanel howToPlayRow() {
        JButton howToPlay = new JButton("How to play (F1)");
        howToPlay.setName("how-to-play-button");
        howToPlay.setToolTipText("The rules of Middle-Earth Quest, page by page, in our own words");
        howToPlay.addActionListener(e -> HowToPlayWindow.show(this, rules, null));
        JCheckBox teach = new JCheckBox("Teach me as we play", Settings.tips());
        teach.setName("teach");
        teach.setToolTipText("A short tip the first time each kind of question reaches a seat (Help menu at the table"
                + " turns it on or off)");
        teach.addActionListener(e -> Settings.tips(teach.isSelected()));
        JPanel row = new JPanel(new FlowLayout(FlowLayout.LEFT, 8, 4));
        row.add(new JLabel("New here?"));
        row.add(howToPlay);
        JButton learn = new JButton("Learn to play");
        learn.setName("learn-button");
        learn.setToolTipText("A short guided game for each side");
        learn.addActionListener(e -> showTab("Learn to play"));
        row.add(learn);
        row.add(teach);
        return row;
    }

    /**
     * Makes the tabs as far as they go without the data, which they need only when used: the new game tab without
     * its heroes, the preset tab (its list empty while later) and the saved-game tab (the autosaves listed; with
     * later, to be read by {@link SavedGameTab#readBehind}). The start screen makes them while the data is read.
     */
    private void prepare(boolean later, List<PresetTab.Bundled> bundled) {
        newGameTab = new NewGameTab(this);
        presetTab = new PresetTab(this, bundled, later);
        savedTab = new SavedGameTab(this, later);
    }

    private boolean painted;
    private boolean paintedFilled;
    private Runnable onFirstPaint;

    /** Runs once, when the start screen is first painted. */
    void onFirstPaint(Runnable r) {
        onFirstPaint = r;
    }

    /** Lays out and paints, off screen, the kinds of component the tabs are made of (their classes and UI). */
    private static void warmUp() {
        JTabbedPane t = new JTabbedPane();
        JPanel p = new JPanel(new BorderLayout());
        JPanel form = new JPanel(new GridLayout(0, 1));
        form.add(new JCheckBox("Beravor"));
        form.add(new JTextField("12345"));
        form.add(new JComboBox<>(new String[] {"a", "b"}));
        form.add(new JButton("Start the game"));
        JTextField filter = new JTextField();
        filter.putClientProperty("JTextField.placeholderText", "Filter");
        p.add(filter, BorderLayout.NORTH);
        p.add(new JScrollPane(new JList<>(new String[] {"The Finale"})), BorderLayout.WEST);
        p.add(new JScrollPane(new JTextArea("words")), BorderLayout.CENTER);
        p.add(form, BorderLayout.SOUTH);
        t.addTab("New game", p);
        t.setSize(640, 460);
        t.doLayout();
        p.doLayout();
        BufferedImage img = new BufferedImage(640, 460,
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            t.paint(g);
        } finally {
            g.dispose();
        }
    }

    /**
     * With -Dmeq.firstFrame=print (or exit), says how long after the JVM started the first frame was painted, and
     * when the start screen was painted with its tabs (with exit, meq then ends).
     */
    @Override
    public void paint(Graphics g) {
        super.paint(g);
        if (!painted && onFirstPaint != null) {
            Runnable r = onFirstPaint;
            onFirstPaint = null;
            r.run();
        }
        if (!painted && tabs == null) {
            // while the data is read the event thread is idle: make the tabs that need no data, and ready the
            // components the others are made of
            SwingUtilities.invokeLater(() -> {
                if (tabs == null && presetTab == null) {
                    prepare(true, List.of());
                    Startup.mark("tabs made while reading");
                }
                warmUp();
            });
        }
        String probe = System.getProperty("meq.firstFrame");
        if (probe == null) {
            painted = true;
            return;
        }
        if (!painted) {
            painted = true;
            System.err.println("first frame painted " + Startup.sinceStart() + " ms after the JVM started");
        }
        if (tabs != null && !paintedFilled) {
            paintedFilled = true;
            System.err.println("start screen with its tabs painted " + Startup.sinceStart() + " ms after the JVM started ("
                    + Startup.marks() + ")");
            probe();
        }
    }

    /** With -Dmeq.firstFrame=exit, meq ends once the tabs are painted and the presets listed. */
    private void probe() {
        String probe = System.getProperty("meq.firstFrame");
        if (probe != null && paintedFilled && presetsIn) {
            System.err.println("start screen with its presets listed " + Startup.sinceStart()
                    + " ms after the JVM started (" + Startup.marks() + ")");
            if (probe.equals("exit")) {
                System.exit(0);
            }
        }
    }

    Choice choice() {
        return choice;
    }
}
