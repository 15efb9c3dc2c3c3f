package meq.ui;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.GraphicsEnvironment;
import java.awt.GridLayout;
import java.awt.Rectangle;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.FocusAdapter;
import java.awt.event.FocusEvent;
import java.awt.event.WindowEvent;
import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.swing.BorderFactory;
import javax.swing.BoxLayout;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JSplitPane;
import javax.swing.ListCellRenderer;
import javax.swing.SpinnerNumberModel;
import javax.swing.UIManager;
import meq.board.Location;
import meq.data.DataLoader;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.engine.Engine;
import meq.rules.playtest.PresetEditor;
import meq.rules.playtest.Presets;
import meq.rules.words.GameLog;
import meq.session.Session;
import meq.state.CardKind;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.Marker;
import meq.state.StateWords;
import meq.state.Seat;
import meq.state.StoryTrack;

/**
 * The preset editor: click the map to place or remove influence, favor, monster tokens, figures, characters and
 * plots; set the story, the event and each hero's sheet at the side. Every edit is checked as it is made; a
 * refused one says why in the status line. Save writes a preset file; Play and Odds start from it.
 */
final class PresetEditorFrame extends JFrame {
    /** What a click on the map does. */
    enum Tool {
        ADD_INFLUENCE("Add influence"), REMOVE_INFLUENCE("Remove influence"), ADD_FAVOR("Add favor"),
        REMOVE_FAVOR("Remove favor"), PLACE_MONSTER("Place monster token"), REMOVE_MONSTERS("Remove monster tokens"),
        MOVE_HERO("Move hero"), PLACE_MINION("Place minion"), PLACE_CHARACTER("Place character"),
        PLACE_PLOT("Put plot in play");

        final String label;

        Tool(String label) {
            this.label = label;
        }

        @Override
        public String toString() {
            return label;
        }
    }

    private final Rules rules;
    private final Engine engine;
    private final PresetEditor editor;
    private final MapPanel map;
    private final TablePainter overlay;
    private final JComboBox<Tool> tool = new JComboBox<>(Tool.values());
    private final JComboBox<String> subject = new JComboBox<>();
    private final JButton offBoard = new JButton("Off the board");
    private final JSpinner[] story = new JSpinner[Marker.values().length];
    private final JComboBox<String> event = new JComboBox<>();
    private final JComboBox<PresetEditor.Start> start = new JComboBox<>(PresetEditor.Start.values());
    private final JLabel[] plots = new JLabel[3];
    private final List<HeroSheetEditor> sheets = new ArrayList<>();
    private final JLabel problems = new JLabel(" ");
    private final JLabel status = new JLabel(" ");
    private final JButton undo = new JButton("Undo");
    private final JSplitPane split;
    private final JScrollPane sideScroll;
    private boolean sidePlaced;
    private String title;
    private boolean loading;
    private TableFrame played;
    /** The path in the preset of the number last changed or focused (what "Sweep this number..." varies). */
    private String lastNumber;

    /** The moment a game being played stands at, in the editor ("Edit as preset..."). */
    static PresetEditorFrame fromHere(Rules rules, Session game, String title) {
        return new PresetEditorFrame(rules, game.state(), title);
    }

    /** A preset in the editor. */
    static PresetEditorFrame of(Rules rules, Presets.Preset preset) {
        return new PresetEditorFrame(rules, preset.state(), preset.title());
    }

    PresetEditorFrame(Rules rules, GameState state, String title) {
        super("Preset editor — " + title);
        AppIcon.on(this);
        this.rules = rules;
        this.engine = new Engine(rules);
        this.editor = new PresetEditor(rules, state);
        this.title = title;
        map = new MapPanel(new MapPainter(rules.board()));
        overlay = new TablePainter(rules);
        map.overlay((g, p) -> overlay.paint(g, engine.still(editor.state(), Seat.SAURON), Set.of()), true);
        map.onClick(this::clicked);
        map.setPreferredSize(new Dimension(900, 640));

        JPanel tools = new JPanel(new FlowLayout(FlowLayout.LEFT, 6, 4));
        tools.add(new JLabel("Click the map to:"));
        tools.add(tool);
        tools.add(subject);
        tools.add(offBoard);
        tool.addActionListener(e -> subjects());
        offBoard.addActionListener(e -> offBoard());
        subjects();

        JPanel sideTop = new JPanel(new BorderLayout());
        sideTop.add(sidePanel(), BorderLayout.NORTH);
        watchNumbers(sideTop);
        sideScroll = new JScrollPane(sideTop);
        sideScroll.setName("preset-side");
        sideScroll.getVerticalScrollBar().setUnitIncrement(16);
        split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, map, sideScroll);
        split.setResizeWeight(1.0);
        // the map gives way to the side panel: when the split first has its size, the side gets the width it asks
        split.addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                if (!sidePlaced && split.getWidth() > 0) {
                    sidePlaced = true;
                    placeSide();
                }
            }
        });
        JPanel root = new JPanel(new BorderLayout());
        root.add(tools, BorderLayout.NORTH);
        root.add(split, BorderLayout.CENTER);
        root.add(bottom(), BorderLayout.SOUTH);
        setContentPane(root);
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        Escape.closes(this); // a dialog in all but name: Escape closes it (asking first when it holds edits)
        fit(GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds());
        load();
    }

    /**
     * Sizes the window to the screen (1400 by 900 at most, the whole screen's room on a smaller one), centred on
     * it; the side panel keeps the width it asks for (up to half the window) and the map takes the rest.
     */
    void fit(Rectangle screen) {
        int w = Math.min(1400, screen.width);
        int h = Math.min(900, screen.height);
        setBounds(screen.x + (screen.width - w) / 2, screen.y + (screen.height - h) / 2, w, h);
        sidePlaced = false;
        if (split.getWidth() > 0) {
            validate();
            sidePlaced = true;
            placeSide();
        }
    }

    /** The divider where the side panel has its preferred width (with room for its scroll bar), or half. */
    private void placeSide() {
        int want = sideScroll.getViewport().getView().getPreferredSize().width
                + sideScroll.getVerticalScrollBar().getPreferredSize().width
                + sideScroll.getInsets().left + sideScroll.getInsets().right;
        int room = split.getWidth() - split.getDividerSize() - split.getInsets().left - split.getInsets().right;
        split.setDividerLocation(Math.max(room / 2, room - want));
    }

    /** The side panel (story, event, plots, the heroes' sheets), in its scroll pane. */
    JScrollPane side() {
        return sideScroll;
    }

    @Override
    protected void processWindowEvent(WindowEvent e) {
        if (e.getID() == WindowEvent.WINDOW_CLOSING && editor.canUndo() && JOptionPane.showConfirmDialog(
                this, "Close the preset editor? The changes not saved as a preset are lost.", "Close the preset editor",
                JOptionPane.OK_CANCEL_OPTION, JOptionPane.QUESTION_MESSAGE) != JOptionPane.OK_OPTION) {
            return;
        }
        super.processWindowEvent(e);
    }

    PresetEditor editor() {
        return editor;
    }

    /** The table the last Play opened, if any. */
    TableFrame played() {
        return played;
    }

    String status() {
        return status.getText();
    }

    private JPanel sidePanel() {
        JPanel side = new JPanel();
        side.setLayout(new BoxLayout(side, BoxLayout.Y_AXIS));
        JPanel track = new JPanel(new GridLayout(0, 4, 4, 2));
        track.setBorder(BorderFactory.createTitledBorder("Story track (0 to " + StoryTrack.FINALE + ")"));
        for (Marker m : Marker.values()) {
            JSpinner sp = new JSpinner(new SpinnerNumberModel(0, StoryTrack.START, StoryTrack.FINALE, 1));
            sp.addChangeListener(e -> {
                if (!loading) {
                    done(editor.story(m, (Integer) sp.getValue()));
                }
            });
            story[m.ordinal()] = sp;
            sp.setName("story." + StateWords.MARKERS.word(m)); // its path in the preset: the number a sweep varies
            track.add(new JLabel(m.name().charAt(0) + m.name().substring(1).toLowerCase(), JLabel.RIGHT));
            track.add(sp);
        }
        side.add(track);
        JPanel cards = new JPanel(new GridLayout(0, 1, 2, 2));
        cards.setBorder(BorderFactory.createTitledBorder("Event, plots and where play starts"));
        event.addItem("(no event)");
        editor.names(CardKind.EVENT).forEach(event::addItem);
        event.setRenderer(cardNames(rules));
        subject.setRenderer(cardNames(rules));
        event.addActionListener(e -> {
            if (!loading) {
                done(editor.event(event.getSelectedIndex() == 0 ? null : (String) event.getSelectedItem()));
            }
        });
        cards.add(row(new JLabel("Current event"), event));
        for (int i = 0; i < plots.length; i++) {
            int slot = i;
            plots[i] = new JLabel();
            JButton clear = new JButton("Clear");
            clear.addActionListener(e -> done(editor.plot(slot, null, null)));
            cards.add(row(new JLabel("Plot " + (i + 1) + ":"), plots[i], clear));
        }
        start.addActionListener(e -> {
            if (!loading) {
                done(editor.start((PresetEditor.Start) start.getSelectedItem()));
            }
        });
        cards.add(row(new JLabel("Play starts"), start));
        side.add(cards);
        for (HeroState h : editor.state().heroes) {
            HeroSheetEditor sheet = new HeroSheetEditor(rules, editor, h.id, this::done);
            sheets.add(sheet);
            side.add(sheet);
        }
        return side;
    }

    private JPanel bottom() {
        JButton save = new JButton("Save as preset...");
        save.addActionListener(e -> save());
        JButton play = new JButton("Play it");
        play.addActionListener(e -> play());
        JButton sweep = new JButton("Sweep this number...");
        sweep.setName("sweep-number");
        sweep.setToolTipText("the odds at several values of the number last changed (a story marker, favor, a level,"
                + " influence or favor clicked on the map)");
        sweep.addActionListener(e -> sweepNumber().setVisible(true));
        JButton odds = new JButton("Odds...");
        odds.addActionListener(e -> new OddsDialog(this, rules, editor.state(), title, null).setVisible(true));
        undo.addActionListener(e -> {
            editor.undo();
            status.setText("Undone.");
            load();
        });
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT, 6, 4));
        buttons.add(undo);
        buttons.add(sweep);
        buttons.add(odds);
        buttons.add(play);
        buttons.add(save);
        JPanel words = new JPanel(new GridLayout(2, 1));
        words.add(problems);
        words.add(status);
        JPanel bottom = new JPanel(new BorderLayout());
        bottom.setBorder(BorderFactory.createEmptyBorder(2, 8, 2, 8));
        bottom.add(words, BorderLayout.CENTER);
        bottom.add(buttons, BorderLayout.EAST);
        return bottom;
    }

    /** Shows a card's printed name in a box that holds snapshot names ("plot:..."); other words as they are. */
    static ListCellRenderer<Object> cardNames(Rules rules) {
        DefaultListCellRenderer r = new DefaultListCellRenderer();
        return (list, value, index, selected, focus) -> {
            Object shown = value;
            if (value instanceof String name && !rules.cards().copies(name).isEmpty()) {
                shown = Naming.card(rules, rules.cards().copies(name).get(0));
            }
            return r.getListCellRendererComponent(list, shown, index, selected, focus);
        };
    }

    private static JPanel row(Component... parts) {
        JPanel p = new JPanel(new FlowLayout(FlowLayout.LEFT, 4, 0));
        for (Component c : parts) {
            p.add(c);
        }
        return p;
    }

    /** The choices of the second box follow the tool: pile colours, heroes, minions, characters or plots. */
    private void subjects() {
        Tool t = (Tool) tool.getSelectedItem();
        subject.removeAllItems();
        GameState s = editor.state();
        List<String> items = switch (t) {
            case PLACE_MONSTER -> new ArrayList<>(s.tokenPiles.keySet());
            case MOVE_HERO -> s.heroes.stream().map(h -> h.id).toList();
            case PLACE_MINION -> new ArrayList<>(s.minions.keySet());
            case PLACE_CHARACTER -> new ArrayList<>(s.characterAt.keySet());
            case PLACE_PLOT -> editor.names(CardKind.PLOT);
            default -> List.of();
        };
        items.forEach(subject::addItem);
        subject.setVisible(!items.isEmpty());
        offBoard.setVisible(t == Tool.PLACE_MINION || t == Tool.PLACE_CHARACTER);
        revalidate();
    }

    void clicked(Location l) {
        String at = l.id();
        String what = (String) subject.getSelectedItem();
        Optional<String> r = switch ((Tool) tool.getSelectedItem()) {
            case ADD_INFLUENCE -> editor.influence(at, 1);
            case REMOVE_INFLUENCE -> editor.influence(at, -1);
            case ADD_FAVOR -> editor.favor(at, 1);
            case REMOVE_FAVOR -> editor.favor(at, -1);
            case PLACE_MONSTER -> editor.placeMonster(what, at);
            case REMOVE_MONSTERS -> editor.removeMonsters(at);
            case MOVE_HERO -> editor.hero(what, at);
            case PLACE_MINION -> editor.minion(what, at);
            case PLACE_CHARACTER -> editor.character(what, at);
            case PLACE_PLOT -> freeSlot() < 0 ? Optional.of("all three plot slots are full: clear one first")
                    : editor.plot(freeSlot(), what, at);
        };
        done(r.map(why -> l.name() + ": " + why));
        Tool t = (Tool) tool.getSelectedItem();
        if (r.isEmpty() && (t == Tool.ADD_INFLUENCE || t == Tool.REMOVE_INFLUENCE)) {
            lastNumber = "influence." + at;
        } else if (r.isEmpty() && (t == Tool.ADD_FAVOR || t == Tool.REMOVE_FAVOR)) {
            lastNumber = "favor." + at;
        }
    }

    /** Each number's spinner (named by its path in the preset) is the one to sweep once changed or focused. */
    private void watchNumbers(Container c) {
        for (Component x : c.getComponents()) {
            if (x instanceof JSpinner sp && sp.getName() != null) {
                sp.addChangeListener(e -> {
                    if (!loading) {
                        lastNumber = sp.getName();
                    }
                });
                if (sp.getEditor() instanceof JSpinner.DefaultEditor ed) {
                    ed.getTextField().addFocusListener(new FocusAdapter() {
                        @Override
                        public void focusGained(FocusEvent e) {
                            lastNumber = sp.getName();
                        }
                    });
                }
            } else if (x instanceof Container k) {
                watchNumbers(k);
            }
        }
    }

    /** The number a sweep would vary: the path in the preset of the one last changed or focused, or null. */
    String lastNumber() {
        return lastNumber;
    }

    /** The Odds window on the edited moment, its Vary part showing the number last changed. */
    OddsDialog sweepNumber() {
        return OddsDialog.sweeping(this, rules, editor.state(), title, lastNumber);
    }

    /** Selects a tool and its subject, as a player would in the boxes (for tests and shortcuts). */
    void use(Tool t, String what) {
        tool.setSelectedItem(t);
        if (what != null) {
            subject.setSelectedItem(what);
        }
    }

    private int freeSlot() {
        int[] p = editor.state().activePlots;
        for (int i = 0; i < p.length; i++) {
            if (p[i] < 0) {
                return i;
            }
        }
        return -1;
    }

    private void offBoard() {
        String what = (String) subject.getSelectedItem();
        done(tool.getSelectedItem() == Tool.PLACE_MINION ? editor.minion(what, null) : editor.character(what, null));
    }

    private void done(Optional<String> refused) {
        status.setForeground(refused.isPresent() ? new Color(0xc0262d) : UIManager.getColor("Label.foreground"));
        status.setText(refused.map(why -> "Refused: " + why).orElse("Done."));
        load();
    }

    /** Shows every control as the editor's state has it. */
    private void load() {
        loading = true;
        GameState s = editor.state();
        for (Marker m : Marker.values()) {
            story[m.ordinal()].setValue(s.story.position(m));
        }
        event.setSelectedIndex(s.currentEvent < 0 ? 0 : 1 + editor.names(CardKind.EVENT).indexOf(rules.cards().name(s.currentEvent)));
        for (int i = 0; i < plots.length; i++) {
            plots[i].setText(s.activePlots[i] < 0 ? "(empty)" : Naming.card(rules, s.activePlots[i])
                    + (s.plotAt[i] < 0 ? "" : " at " + rules.board().location(s.plotAt[i]).name()));
        }
        sheets.forEach(HeroSheetEditor::load);
        List<String> p = editor.problems();
        problems.setForeground(p.isEmpty() ? new Color(0x2e8b57) : new Color(0xc0262d));
        problems.setText(p.isEmpty() ? "No rule is broken: this preset can be saved and played."
                : "Breaks the rules: " + String.join("; ", p));
        undo.setEnabled(editor.canUndo());
        loading = false;
        map.repaint();
    }

    /** The preset file's text with the words the player gives; null if they cancelled or it cannot be kept. */
    private String words() {
        PresetWords w = PresetWords.ask(this, title);
        if (w == null) {
            return null;
        }
        title = w.title();
        return text(w.title(), w.description(), w.goal());
    }

    private String text(String t, String description, String goal) {
        try {
            return editor.export(t, description, goal);
        } catch (IllegalStateException | UnsupportedOperationException e) {
            JOptionPane.showMessageDialog(this, "This preset cannot be kept yet: " + e.getMessage(), "Preset",
                    JOptionPane.WARNING_MESSAGE);
            return null;
        }
    }

    private void save() {
        String yaml = words();
        if (yaml == null) {
            return;
        }
        JFileChooser chooser = new JFileChooser();
        chooser.setSelectedFile(new File(new PresetWords(title, "", "").fileName()));
        if (chooser.showSaveDialog(this) == JFileChooser.APPROVE_OPTION) {
            try {
                Session.writeAtomically(chooser.getSelectedFile().toPath(), yaml);
                status.setText("Saved " + chooser.getSelectedFile().getName() + ".");
            } catch (IOException e) {
                JOptionPane.showMessageDialog(this, "The preset was not written: " + e.getMessage()
                        + "\nAny file there before is unchanged.", "Save as preset", JOptionPane.ERROR_MESSAGE);
            }
        }
    }

    /** Opens a table that plays the edited preset (the editor stays open to change it and play again). */
    void play() {
        String yaml = text(title, "", null);
        if (yaml == null) {
            return;
        }
        List<String> heroes = editor.state().heroes.stream().map(h -> h.id).toList();
        Session session = Session.of(rules, new GameLog(heroes, 1, List.of(), Set.of(), yaml, DataLoader.fingerprint(DataLoader.bundledRoot())));
        session.autosaveTo(Session.newAutosaveFile());
        TableFrame table = new TableFrame(rules, session, title);
        table.setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        table.setVisible(true);
        played = table;
    }
}
