package meq.ui;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.GridBagLayout;
import java.awt.GridLayout;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import javax.swing.BorderFactory;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JScrollPane;
import javax.swing.JTabbedPane;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.ListSelectionModel;
import javax.swing.SwingConstants;
import javax.swing.SwingUtilities;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import javax.swing.event.ListDataEvent;
import javax.swing.event.ListDataListener;
import meq.bots.Strength;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.data.Lessons;
import meq.data.GameData;
import meq.data.HeroDef;
import meq.data.YamlSource;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.rules.words.GameLog;
import meq.session.OlderRules;
import meq.session.Seen;
import meq.session.Session;
import meq.state.OptionalRule;

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
    /** The unfinished games among the autosaves, the last played first (each replayed once to describe it). */
    private final DefaultListModel<Unfinished> unfinished = new DefaultListModel<>();
    /** The game's rules: given with the data ({@link #fill}); the tabs made before it read them only when used. */
    private Rules rules;
    /** The tabs made while the data was read (null until then, or when made in fill); the heroes go in with it. */
    private JPanel newGameTab;
    private JPanel presetTab;
    private JPanel savedTab;
    private Consumer<GameData> heroesAdder;
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
    private Consumer<Path> presetOpener;
    private IntSupplier presetCount;
    private Consumer<List<Bundled>> bundledAdder;
    private boolean presetsIn;

    /** The bundled presets, read after the tabs went in (see {@link #fill}). */
    void addBundled(List<Bundled> bundled) {
        if (bundledAdder != null) {
            bundledAdder.accept(bundled);
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

    /** A bundled preset and its text (the text goes into a save that starts from it). */
    record Bundled(Presets.Preset preset, String text, String name) {
    }

    /** The bundled presets that load; a broken one is left out (`meq validate` names its problems). */
    static List<Bundled> bundledPresets(Rules rules) {
        List<Bundled> out = new ArrayList<>();
        for (Path f : Presets.files(DataLoader.bundledRoot())) {
            try {
                byte[] bytes = Files.readAllBytes(f);
                out.add(new Bundled(Presets.load(rules, bytes, f.getFileName().toString()),
                        new String(bytes, StandardCharsets.UTF_8), Presets.builtInName(f)));
            } catch (DataException | IOException e) {
                // left out of the list
            }
        }
        return out;
    }

    StartDialog(JFrame owner, Rules rules) {
        this(owner, rules, bundledPresets(rules));
    }

    /** With the bundled presets already read. */
    StartDialog(JFrame owner, Rules rules, List<Bundled> bundled) {
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
    void fill(Rules rules, List<Bundled> bundled) {
        this.rules = rules;
        boolean later = bundled == null;
        if (presetTab == null || !later) {
            prepare(later, bundled == null ? List.of() : bundled);
        }
        heroesAdder.accept(rules.data());
        JTabbedPane t = new JTabbedPane();
        t.addTab("New game", newGameTab);
        t.addTab("Preset", presetTab);
        t.addTab("Saved game", savedTab);
        t.addTab("Learn to play", new LearnTab(rules, c -> {
            choice = c;
            dispose();
        }));
        presetsIn |= !later;
        if (later) {
            readBehind();
        }
        Startup.mark("tabs");
        if (!unfinished.isEmpty()) {
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
     * later, to be read by {@link #readBehind}). The start screen makes them while the data is read.
     */
    private void prepare(boolean later, List<Bundled> bundled) {
        newGameTab = newGame();
        presetTab = presets(bundled, later);
        savedTab = saved(later);
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

    private static Set<String> bots(boolean sauron, boolean heroes, List<String> ids) {
        Set<String> out = new HashSet<>();
        if (sauron) {
            out.add("sauron");
        }
        if (heroes) {
            out.addAll(ids);
        }
        return out;
    }

    Choice choice() {
        return choice;
    }

    private JPanel newGame() {
        JPanel p = new JPanel(new BorderLayout());
        JPanel form = new JPanel(new GridLayout(0, 1, 4, 4));
        form.setBorder(BorderFactory.createEmptyBorder(12, 16, 12, 16));
        form.add(new JLabel("Heroes (one to three; Sauron is the other player), and the players' names if you like:"));
        List<JCheckBox> boxes = new ArrayList<>();
        Map<String, JTextField> names = new LinkedHashMap<>();
        JPanel heroes = new JPanel(new GridLayout(0, 3, 10, 2));
        names.put("sauron", nameField("Sauron"));
        JPanel sauron = new JPanel(new BorderLayout(4, 0));
        JLabel sauronLabel = new JLabel("Sauron");
        sauronLabel.setPreferredSize(new JCheckBox("Argalad").getPreferredSize());
        sauron.add(sauronLabel, BorderLayout.WEST);
        sauron.add(names.get("sauron"), BorderLayout.CENTER);
        heroes.add(sauron);
        heroesAdder = data -> {
            for (HeroDef h : data.heroes()) {
                JCheckBox b = new JCheckBox(h.name(), boxes.size() < 2);
                b.setName(h.id());
                b.setToolTipText(h.title() + " — " + h.ability().name() + ": " + h.ability().text());
                b.setPreferredSize(new Dimension(Math.max(b.getPreferredSize().width, 86), b.getPreferredSize().height));
                boxes.add(b);
                names.put(h.id(), nameField(h.name()));
                JPanel one = new JPanel(new BorderLayout(4, 0));
                one.add(b, BorderLayout.WEST);
                one.add(names.get(h.id()), BorderLayout.CENTER);
                heroes.add(one);
            }
        };
        form.add(heroes);
        JTextField seed = new JTextField(Long.toString(System.currentTimeMillis() % 100000), 8);
        seed.setName("seed");
        JPanel seedRow = new JPanel(new FlowLayout(FlowLayout.LEFT));
        seedRow.add(new JLabel("Seed:"));
        seedRow.add(seed);
        form.add(seedRow);
        JCheckBox advanced = new JCheckBox("Advanced Dominance (optional rule)");
        JCheckBox stakes = new JCheckBox("High Stakes Stage III (optional rule)");
        form.add(advanced);
        form.add(stakes);
        JCheckBox sauronBot = new JCheckBox("Sauron is played by the bot (play the heroes alone)");
        JCheckBox heroBots = new JCheckBox("The heroes are played by bots (play Sauron alone)");
        form.add(sauronBot);
        form.add(heroBots);
        ShadowWindowsChoice shadowWindows = ShadowWindowsChoice.forNewGame();
        JComboBox<Strength> strength = new JComboBox<>(Strength.values());
        strength.setName("bot-strength");
        strength.setSelectedItem(Settings.botStrength());
        strength.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                                                          boolean focus) {
                Strength s = (Strength) value;
                return super.getListCellRendererComponent(list, s.word() + ": " + s.about(), index, selected, focus);
            }
        });
        strength.setToolTipText("How strongly the bots play (the Players menu changes it for each seat)");
        JPanel strengthRow = new JPanel(new FlowLayout(FlowLayout.LEFT));
        strengthRow.add(new JLabel("Bot strength:"));
        strengthRow.add(strength);
        form.add(strengthRow);
        p.add(form, BorderLayout.CENTER);
        shadowWindows.setBorder(BorderFactory.createEmptyBorder(0, 16, 0, 16));
        JButton start = new JButton("Start the game");
        start.addActionListener(e -> {
            List<String> ids = boxes.stream().filter(JCheckBox::isSelected).map(JCheckBox::getName).toList();
            if (ids.isEmpty() || ids.size() > 3) {
                JOptionPane.showMessageDialog(this, "Choose one, two or three heroes.", "New game", JOptionPane.WARNING_MESSAGE);
                return;
            }
            long s;
            try {
                s = Long.parseLong(seed.getText().trim());
            } catch (NumberFormatException ex) {
                JOptionPane.showMessageDialog(this, "The seed is a whole number.", "New game", JOptionPane.WARNING_MESSAGE);
                return;
            }
            Map<String, String> named = new LinkedHashMap<>();
            for (String seat : names.keySet()) {
                String n = names.get(seat).getText().strip();
                if (!n.isEmpty() && (seat.equals("sauron") || ids.contains(seat))) {
                    named.put(seat, n);
                }
            }
            Settings.botStrength((Strength) strength.getSelectedItem());
            choice = new Choice(Session.of(rules, new GameLog(ids, s, List.of(),
                    options(advanced.isSelected(), stakes.isSelected()), null,
                    DataLoader.fingerprint(DataLoader.bundledRoot()))
                    .withNames(named).withOrders(GameLog.ShadowOrders.everyTiming(rules,
                            shadowWindows.onlyWhenPlayable()))),
                    (ids.size() + 1) + " players, seed " + s, bots(sauronBot.isSelected(), heroBots.isSelected(), ids));
            dispose();
        });
        JButton simulate = new JButton("Simulate...");
        simulate.setToolTipText("Play many new games with bots and chart how they end");
        simulate.addActionListener(e -> new SimulationDialog(this, rules, null, "new games").setVisible(true));
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        buttons.add(simulate);
        buttons.add(start);
        JPanel bottom = new JPanel(new BorderLayout());
        bottom.add(shadowWindows, BorderLayout.NORTH);
        bottom.add(buttons, BorderLayout.SOUTH);
        p.add(bottom, BorderLayout.SOUTH);
        return p;
    }

    /** A field for a player's name, empty (the seat keeps its own name) with a hint. */
    private static JTextField nameField(String seat) {
        JTextField f = new JTextField(10);
        f.setName("name-" + seat);
        f.putClientProperty("JTextField.placeholderText", "player's name");
        f.setToolTipText("Who plays " + seat + " (shown on the curtain, the hand-over and the log)");
        return f;
    }

    /** The unfinished games (each autosaved in its own file) to resume, a saved file to open, the recent files. */
    private JPanel saved(boolean later) {
        JPanel p = new JPanel(new BorderLayout());
        listUnfinished(later);
        JList<Unfinished> list = new JList<>(unfinished);
        list.setName("unfinished");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setVisibleRowCount(4);
        TwoLineCell cell = new TwoLineCell();
        list.setCellRenderer((l, value, index, selected, focus) -> {
            Words w = words(rules, value);
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
        if (!unfinished.isEmpty()) {
            list.setSelectedIndex(0);
        }
        JButton resume = new JButton("Resume");
        resume.setName("resume");
        resume.setToolTipText("Play on the chosen game from where it stopped");
        resume.addActionListener(e -> {
            if (list.getSelectedIndex() >= 0) {
                resume(list.getSelectedIndex());
            }
        });
        JButton discard = new JButton("Discard...");
        discard.setToolTipText("Delete the chosen game's autosave (it is no longer offered)");
        discard.addActionListener(e -> {
            if (list.getSelectedIndex() >= 0) {
                discard(list.getSelectedIndex(), true);
            }
        });
        Runnable enable = () -> {
            resume.setEnabled(list.getSelectedIndex() >= 0);
            discard.setEnabled(list.getSelectedIndex() >= 0);
        };
        list.addListSelectionListener(e -> enable.run());
        unfinished.addListDataListener(new ListDataListener() {
            @Override
            public void intervalAdded(ListDataEvent e) {
                enable.run();
            }

            @Override
            public void intervalRemoved(ListDataEvent e) {
                if (list.getSelectedIndex() < 0 && !unfinished.isEmpty()) {
                    list.setSelectedIndex(0); // a game read as over left the list
                }
                enable.run();
            }

            @Override
            public void contentsChanged(ListDataEvent e) {
                enable.run();
            }
        });
        enable.run();
        JPanel games = new JPanel(new BorderLayout());
        games.setBorder(BorderFactory.createCompoundBorder(BorderFactory.createEmptyBorder(8, 12, 4, 12),
                BorderFactory.createTitledBorder(unfinished.isEmpty()
                        ? "Unfinished games (none: every action of a game is autosaved, to resume it here)"
                        : "Unfinished games (autosaved after every action)")));
        games.add(new JScrollPane(list), BorderLayout.CENTER);
        JButton open = new JButton("Open a saved game...");
        open.addActionListener(e -> {
            JFileChooser chooser = new JFileChooser();
            if (chooser.showOpenDialog(this) == JFileChooser.APPROVE_OPTION) {
                openSave(rules, chooser.getSelectedFile().toPath());
            }
        });
        JPanel row = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        row.add(discard);
        row.add(open);
        row.add(resume);
        games.add(row, BorderLayout.SOUTH);
        p.add(games, BorderLayout.NORTH);
        p.add(recentFiles(), BorderLayout.CENTER);
        return p;
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
                Unfinished read = later ? u : read(rules, u);
                if (read != null) {
                    unfinished.addElement(read);
                }
            } catch (IOException e) {
                // gone meanwhile
            }
        }
    }

    /** Replays the listed autosaves on a thread of their own, each taking its place in the list when read. */
    private void readBehind() {
        List<Unfinished> listed = unfinishedListed();
        Rules r = rules;
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
            Unfinished read = read(rules, u);
            settle(u, read);
            if (read == null) {
                return;
            }
            u = read;
        }
        if (u.session() == null) {
            JOptionPane.showMessageDialog(this, u.file() + " cannot be read: " + u.problem()
                    + "\nThe file is left as it is.", "This game cannot be resumed", JOptionPane.ERROR_MESSAGE);
            return;
        }
        if (u.olderRules() != null && !OlderRulesQuestion.resume(this, u.olderRules())) {
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
        if (ask && JOptionPane.showConfirmDialog(this, "Delete the autosave of this game? It cannot be resumed after.\n"
                + u.file(), "Discard the game", JOptionPane.OK_CANCEL_OPTION, JOptionPane.WARNING_MESSAGE)
                != JOptionPane.OK_OPTION) {
            return;
        }
        try {
            Files.deleteIfExists(u.file());
            unfinished.remove(n);
        } catch (IOException e) {
            JOptionPane.showMessageDialog(this, "The autosave was not deleted: " + e.getMessage(), "Discard the game",
                    JOptionPane.ERROR_MESSAGE);
        }
    }

    private final DefaultListModel<Settings.Recent> recent = new DefaultListModel<>();

    /** The files opened or saved lately: a double click (or Open) opens a save to play or a preset into the list. */
    private JComponent recentFiles() {
        recent.clear();
        Settings.recent().forEach(recent::addElement);
        JList<Settings.Recent> list = new JList<>(recent);
        list.setName("recent");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        TwoLineCell cell = new TwoLineCell();
        list.setCellRenderer((l, value, index, selected, focus) -> {
            boolean there = Files.isRegularFile(value.path());
            return cell.show(l, String.valueOf(value.path().getFileName()), "  "
                    + (value.kind().equals(Settings.Recent.PRESET) ? "preset" : "saved game")
                    + (there ? "" : ", no longer there"), true, String.valueOf(value.path().getParent()), selected, there);
        });
        list.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2 && list.getSelectedIndex() >= 0) {
                    openRecent(rules, list.getSelectedIndex());
                }
            }
        });
        JButton openIt = new JButton("Open");
        openIt.addActionListener(e -> {
            if (list.getSelectedIndex() >= 0) {
                openRecent(rules, list.getSelectedIndex());
            }
        });
        JPanel box = new JPanel(new BorderLayout());
        box.setBorder(BorderFactory.createCompoundBorder(BorderFactory.createEmptyBorder(0, 12, 8, 12),
                BorderFactory.createTitledBorder(recent.isEmpty() ? "Recent files (none yet)" : "Recent files")));
        box.add(new JScrollPane(list), BorderLayout.CENTER);
        JPanel south = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        south.add(openIt);
        box.add(south, BorderLayout.SOUTH);
        return box;
    }

    /** The recent files listed on the Saved game tab. */
    List<Settings.Recent> recentListed() {
        return Collections.list(recent.elements());
    }

    /** Opens the n-th recent file: a save is played; a preset joins the preset list, selected. */
    void openRecent(Rules rules, int n) {
        Settings.Recent r = recent.get(n);
        if (!Files.isRegularFile(r.path())) {
            JOptionPane.showMessageDialog(this, r.path() + " is no longer there; it leaves the recent files.",
                    "Recent files", JOptionPane.INFORMATION_MESSAGE);
            Settings.forget(r.path());
            recent.remove(n);
            return;
        }
        if (r.kind().equals(Settings.Recent.PRESET)) {
            tabs.setSelectedIndex(1);
            openPresetFile(r.path());
        } else {
            openSave(rules, r.path());
        }
    }

    /** Opens a saved game file, as the button does after its file chooser: plays it, or says why it cannot. */
    void openSave(Rules rules, Path file) {
        if (open(rules, file, file.getFileName().toString())) {
            Settings.remember(Settings.Recent.SAVE, file);
        }
    }

    /** Adds a preset file to the list, as "Open a preset file..." does after its chooser, or says why it cannot. */
    void openPresetFile(Path file) {
        presetOpener.accept(file);
    }

    private JTextField presetFilter;

    /** Types into the preset filter, as a player would. */
    void filterPresets(String words) {
        presetFilter.setText(words);
    }

    /** Every word of the filter appears in the preset's title, description or goal (case aside). */
    static boolean matches(Presets.Preset p, String filter) {
        String hay = (p.title() + " " + p.description() + " " + (p.goal() == null ? "" : p.goal()))
                .toLowerCase(Locale.ROOT);
        for (String word : filter.toLowerCase(Locale.ROOT).trim().split("\\s+")) {
            if (!word.isEmpty() && !hay.contains(word)) {
                return false;
            }
        }
        return true;
    }

    /** How many presets the list offers. */
    int presetsListed() {
        return presetCount.getAsInt();
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
            if (allApplied && isShowing()) {
                JOptionPane.showMessageDialog(this, w, "Other game data", JOptionPane.WARNING_MESSAGE);
            }
        });
        String noGuide = LearnTab.unknownGuide(loaded.log());
        if (noGuide != null && isShowing()) {
            JOptionPane.showMessageDialog(this, noGuide, "No lessons", JOptionPane.WARNING_MESSAGE);
        }
        choice = new Choice(loaded, title);
        dispose();
    }

    /**
     * Plays a save, or says why it cannot be read; true when it was taken. A save whose later actions no longer
     * apply asks first whether to resume where they stop.
     */
    private boolean open(Rules rules, Path file, String title) {
        try {
            Session.Loaded loaded = Session.loadAsFarAsItApplies(rules, file);
            if (loaded.olderRules() != null && !OlderRulesQuestion.resume(this, loaded.olderRules())) {
                return false;
            }
            take(loaded.session(), title, loaded.olderRules() == null);
            return true;
        } catch (DataException e) {
            JOptionPane.showMessageDialog(this, e.getMessage(), "This save cannot be read", JOptionPane.ERROR_MESSAGE);
        } catch (IOException | RuntimeException e) {
            JOptionPane.showMessageDialog(this, file + ": " + e.getMessage(), "This save cannot be read",
                    JOptionPane.ERROR_MESSAGE);
        }
        return false;
    }

    private JPanel presets(List<Bundled> bundled, boolean reading) {
        JPanel p = new JPanel(new BorderLayout());
        DefaultListModel<Presets.Preset> model = new DefaultListModel<>();
        List<Presets.Preset> all = new ArrayList<>();
        Map<Presets.Preset, String> texts = new IdentityHashMap<>();
        Map<Presets.Preset, String> builtIn = new IdentityHashMap<>(); // a bundled preset's name, for its calibration
        for (Bundled b : bundled) {
            all.add(b.preset());
            model.addElement(b.preset());
            texts.put(b.preset(), b.text());
            builtIn.put(b.preset(), b.name());
        }
        JList<Presets.Preset> list = new JList<>(model);
        JTextField filter = new JTextField();
        filter.setName("preset-filter");
        filter.putClientProperty("JTextField.placeholderText", "Filter by words in the title, description or goal");
        filter.putClientProperty("JTextField.showClearButton", true);
        Runnable refilter = () -> {
            Presets.Preset was = list.getSelectedValue();
            model.clear();
            for (Presets.Preset pr : all) {
                if (matches(pr, filter.getText())) {
                    model.addElement(pr);
                }
            }
            if (was != null && model.contains(was)) {
                list.setSelectedValue(was, true);
            } else if (!model.isEmpty()) {
                list.setSelectedIndex(0);
            }
        };
        filter.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                refilter.run();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                refilter.run();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                refilter.run();
            }
        });
        presetFilter = filter;
        JPanel top = new JPanel(new BorderLayout(6, 0));
        top.setBorder(BorderFactory.createEmptyBorder(8, 8, 0, 8));
        top.add(new JLabel("Filter:"), BorderLayout.WEST);
        top.add(filter, BorderLayout.CENTER);
        p.add(top, BorderLayout.NORTH);
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer((l, value, index, selected, focus) -> {
            JLabel label = new JLabel(value.title()); // bold by its font: an HTML label costs ~100 ms at start
            label.setFont(l.getFont().deriveFont(Font.BOLD));
            label.setOpaque(true);
            label.setBorder(BorderFactory.createEmptyBorder(4, 8, 4, 8));
            label.setBackground(selected ? l.getSelectionBackground() : l.getBackground());
            label.setForeground(selected ? l.getSelectionForeground() : l.getForeground());
            return label;
        });
        JTextArea about = new JTextArea(reading ? "Reading the presets…" : "");
        about.setLineWrap(true);
        about.setWrapStyleWord(true);
        about.setEditable(false);
        list.addListSelectionListener(e -> {
            Presets.Preset sel = list.getSelectedValue();
            about.setText(sel == null ? "" : sel.description() + (sel.goal() == null ? "" : "\n\nGoal: " + sel.goal()));
        });
        JPanel centre = new JPanel(new GridLayout(1, 2, 8, 0));
        centre.add(new JScrollPane(list));
        centre.add(new JScrollPane(about));
        centre.setBorder(BorderFactory.createEmptyBorder(8, 8, 8, 8));
        p.add(centre, BorderLayout.CENTER);
        ShadowWindowsChoice presetWindows = ShadowWindowsChoice.forNewGame();
        presetWindows.setBorder(BorderFactory.createEmptyBorder(0, 8, 0, 8));
        JButton play = new JButton("Play this preset");
        play.addActionListener(e -> {
            Presets.Preset sel = list.getSelectedValue();
            if (sel != null) {
                List<String> heroes = sel.heroes();
                choice = new Choice(Session.of(rules, new GameLog(heroes, sel.seed(), List.of(),
                        Set.of(), texts.get(sel), DataLoader.fingerprint(DataLoader.bundledRoot()))
                        .withOrders(GameLog.ShadowOrders.everyTiming(rules, presetWindows.onlyWhenPlayable()))),
                        sel.title());
                dispose();
            }
        });
        JButton odds = new JButton("Odds...");
        odds.setToolTipText("Play this preset to the end many times with bots and chart how it ends");
        odds.addActionListener(e -> {
            Presets.Preset sel = list.getSelectedValue();
            if (sel != null) {
                OddsDialog.of(this, rules, sel, builtIn.get(sel)).setVisible(true);
            }
        });
        JButton simulate = new JButton("Simulate...");
        simulate.setToolTipText("Play this preset to the end many times with bots and chart the games");
        simulate.addActionListener(e -> {
            Presets.Preset sel = list.getSelectedValue();
            if (sel != null) {
                SimulationDialog.of(this, rules, sel).setVisible(true);
            }
        });
        JButton openFile = new JButton("Open a preset file...");
        openFile.addActionListener(e -> {
            JFileChooser chooser = new JFileChooser();
            if (chooser.showOpenDialog(this) != JFileChooser.APPROVE_OPTION) {
                return;
            }
            openPresetFile(chooser.getSelectedFile().toPath());
        });
        presetOpener = f -> {
            try {
                byte[] bytes = YamlSource.readBytes(f, f.getFileName().toString());
                Presets.Preset pr = Presets.loadChecked(rules, bytes, f.getFileName().toString());
                all.add(pr);
                texts.put(pr, new String(bytes, StandardCharsets.UTF_8));
                filter.setText(""); // the opened preset is shown, whatever the filter was
                refilter.run();
                list.setSelectedValue(pr, true);
                Settings.remember(Settings.Recent.PRESET, f);
            } catch (DataException ex) {
                JOptionPane.showMessageDialog(this, ex.getMessage(), "This preset cannot be read", JOptionPane.ERROR_MESSAGE);
            } catch (RuntimeException ex) {
                JOptionPane.showMessageDialog(this, f + ": " + ex.getMessage(), "This preset cannot be read",
                        JOptionPane.ERROR_MESSAGE);
            }
        };
        presetCount = model::size;
        bundledAdder = later -> {
            for (int i = 0; i < later.size(); i++) {
                all.add(i, later.get(i).preset()); // before any preset file opened meanwhile
                texts.put(later.get(i).preset(), later.get(i).text());
                builtIn.put(later.get(i).preset(), later.get(i).name());
            }
            if (about.getText().equals("Reading the presets…")) {
                about.setText("");
            }
            refilter.run();
        };
        JButton edit = new JButton("Edit...");
        edit.setToolTipText("Open this preset in the preset editor");
        edit.addActionListener(e -> {
            Presets.Preset sel = list.getSelectedValue();
            if (sel != null) {
                editing = new Editing(sel);
                dispose();
            }
        });
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        buttons.add(openFile);
        buttons.add(edit);
        buttons.add(odds);
        buttons.add(simulate);
        buttons.add(play);
        JPanel bottom = new JPanel(new BorderLayout());
        bottom.add(presetWindows, BorderLayout.NORTH);
        bottom.add(buttons, BorderLayout.SOUTH);
        p.add(bottom, BorderLayout.SOUTH);
        if (!model.isEmpty()) {
            list.setSelectedIndex(0);
        }
        return p;
    }

    /** The optional rules ticked on the new-game form. */
    private static Set<OptionalRule> options(boolean advancedDominance, boolean highStakes) {
        Set<OptionalRule> out = EnumSet.noneOf(OptionalRule.class);
        if (advancedDominance) {
            out.add(OptionalRule.ADVANCED_DOMINANCE);
        }
        if (highStakes) {
            out.add(OptionalRule.HIGH_STAKES);
        }
        return out;
    }
}
