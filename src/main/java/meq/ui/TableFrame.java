package meq.ui;

import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.util.UIScale;
import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.EventQueue;
import java.awt.FlowLayout;
import java.awt.Font;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.ActionEvent;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.ActionMap;
import javax.swing.BorderFactory;
import javax.swing.Box;
import javax.swing.InputMap;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JLayeredPane;
import javax.swing.JList;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.JTextArea;
import javax.swing.JToolBar;
import javax.swing.KeyStroke;
import javax.swing.ScrollPaneConstants;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;
import meq.board.Location;
import meq.bots.Strength;
import meq.rules.Ask;
import meq.rules.GameEvent;
import meq.rules.IllegalActionException;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.words.CardFace;
import meq.rules.words.CardFaces;
import meq.rules.words.Describe;
import meq.rules.words.FinaleWords;
import meq.rules.words.GameLog;
import meq.rules.words.MissionWords;
import meq.rules.words.Reveals;
import meq.session.Seen;
import meq.session.Session;
import meq.session.StoryOverTurns;
import meq.state.Seat;

/**
 * The table: the map with the seat's view over it, the tracks, the heroes, the seat's own cards and secrets, the
 * question the engine asks now with every legal answer, and the log. Panels draw only from
 * the seat's view and what every seat may know ({@link Seen}: never the state); when the seat that decides
 * changes, a curtain covers the table until the next player takes the seat.
 */
public final class TableFrame extends JFrame {
    private final Rules rules;
    private final Seen game;
    private final Session session;
    private final MapPanel map;
    private final TablePainter overlay;
    private final TracksPanel tracks;
    private final JTextArea table = new JTextArea();
    private final JTextArea secrets = new JTextArea();
    private final JLabel prompt = new JLabel(" ");
    private Runnable afterClose;
    /** Enter's answer: the question's decline, named by it ("Don't rest") where it offers one. */
    private Action pass;
    /** Teach me as we play: a tip the first time each kind of question reaches a seat. */
    private final TipPanel tip = new TipPanel(this::howToPlay);
    /** Learn to play: the guide's lessons in the tip's place, or null at a table that is no guide. */
    private LessonPanel lesson;
    private final JPanel hand = new JPanel(new FlowLayout(FlowLayout.LEFT, 6, 4));
    private final ChoicesPanel options = new ChoicesPanel();
    private final Curtain curtain = new Curtain();
    private final CombatPanel combat;
    private final HeroSheets sheets;
    private final TableReading reading;
    private final PlotTrackPanel plotTrack;
    private final ResolvingCard resolving;
    /** The cards that come to light, shown over the map; the log tells them in the same words. */
    private final RevealPanel reveals;
    private final Reveals.Teller revealTeller;
    private final TableLog tableLog;
    private View view;
    /** The figure a press on the map took in hand by its pixels (null: by its location's dot, or none). */
    private TablePainter.Spot held;
    private Seat seated;
    private Set<Integer> choosable = Set.of();
    /** What a move to each reachable location costs, written by it on the map. */
    private Map<Integer, String> costs = Map.of();
    /** The seats a bot plays (by seat id: "sauron" or a hero's id); the others are people at the table. */
    private BotSeats bots;
    private BotMoves botMoves;
    private Hint hint;
    private final WhyNotButton whyNot = new WhyNotButton(this);
    /** What the last save did ("Saved to FILE"), until the next action. */
    private final JLabel status = new JLabel(" ");
    /** The seat the table goes to once the seat that acted has seen its last act; null when none waits. */
    private Seat handingTo;
    private long handOverAt;
    private final JButton handOver = new JButton("Hand over"); // its words set as it shows
    private final CatchUpPanel catchUp = new CatchUpPanel();
    /** The seat's own cards in "Yours alone" (mission, Corruption, quests), drawn as cards. */
    private final OwnCards ownCards;
    /** Sauron's standing orders, on his own seat only. */
    private final JButton orders = new JButton("Shadow orders...");
    private boolean finaleShown;
    /** Whether the table has been shown: the Finale's opening and the result screen wait for it. */
    private boolean opened;
    private boolean resultShown;
    private FinaleOpening finale;
    private ResultScreen result;
    /** The question the choice buttons answer: a button of an earlier question answers nothing. */
    private int question;
    /** The file the game was last saved to (offered again by the next save). */
    private File savedTo;

    public TableFrame(Rules rules, Session session, String title) {
        super("meq — " + title);
        AppIcon.on(this);
        this.rules = rules;
        this.session = session;
        this.game = session.seen();
        this.combat = new CombatPanel(rules);
        this.sheets = new HeroSheets(rules);
        this.reading = new TableReading(rules);
        this.tracks = new TracksPanel(rules);
        this.plotTrack = new PlotTrackPanel(rules);
        this.resolving = new ResolvingCard(rules);
        this.ownCards = new OwnCards(rules);
        this.reveals = new RevealPanel(rules);
        this.revealTeller = new Reveals.Teller(rules);
        this.tableLog = new TableLog(rules, session, this::seatName);
        setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
        map = new MapPanel(new MapPainter(rules.board()));
        overlay = new TablePainter(rules);
        map.overlay((g, p) -> {
            overlay.paint(g, view, choosable, costs);
            botMoves.paint(g); // a bot's last move, gliding
        }, true);
        map.onClick(this::clicked);
        map.onCommandDrag(l -> !commandsFrom(l.index()).isEmpty(), this::dropped, (at, scale) -> {
            held = overlay.figureSpotAt(view, costs, scale, at.getX(), at.getY()); // a figure drawn off its dot
            return held == null ? null : rules.board().location(held.location());
        });
        map.tooltipExtra(l -> reading.locationWords(view, l));
        map.explain(new MapHovers(rules, overlay, map.painter(), () -> view, () -> costs)::at);

        setJMenuBar(menuBar(session));
        HowToPlayWindow.onF1(this, () -> rules);
        JPanel east = eastColumn();
        JPanel south = belowTheMap();
        // the choices at the foot of the east column, which runs the window's height: room there for the log
        east.add(titled(options, "Choices"), BorderLayout.SOUTH);
        layOut(east, south);
        tableLog.tellTheStory();
        Escape.install();
        bots.restore(session.bots()); // a resumed game's bots play on
        refresh();
    }

    /** The menu bar: Game, Players, View, Reference, Help, and the toolbar beside them on the one row. */
    private JMenuBar menuBar(Session session) {
        Action zoomIn = Commands.action("Zoom in", "Zoom in (+)", Commands.ctrl(KeyEvent.VK_EQUALS), () -> map.zoom(1.25));
        Action zoomOut = Commands.action("Zoom out", "Zoom out (-)", Commands.ctrl(KeyEvent.VK_MINUS), () -> map.zoom(0.8));
        Action fit = Commands.action("Fit map", "Show the whole map", Commands.ctrl(KeyEvent.VK_0), map::fit);
        pass = Commands.action("Pass / done",
                "Take the choice that declines or ends the step (\"Don't rest\", \"End the turn\") when offered (Enter)",
                Commands.plain(KeyEvent.VK_ENTER), this::passIfOffered);
        Action undo = Commands.action("Undo", "Take back your last action (Ctrl+Z)", Commands.ctrl(KeyEvent.VK_Z), this::undo);
        Action redo = Commands.action("Redo", "Do again what was undone (Ctrl+Shift+Z)",
                KeyStroke.getKeyStroke(KeyEvent.VK_Z, Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx()
                        | InputEvent.SHIFT_DOWN_MASK), this::redo);
        Action save = Commands.action("Save...", "Save the game (Ctrl+S)", Commands.ctrl(KeyEvent.VK_S), this::saveAs);
        JMenuBar bar = new JMenuBar();
        bar.add(gameMenu(undo, redo, save));
        bar.add(players(session));
        bar.add(TableMenus.view(zoomIn, zoomOut, fit));
        bar.add(TableMenus.reference(this, rules, this::ringwraithsAtTheFinale, () -> view));
        bar.add(TableMenus.help(this, rules, tip));
        map.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(Commands.plain(KeyEvent.VK_ENTER), "pass");
        map.getActionMap().put("pass", pass);
        keys(zoomIn, zoomOut, fit);
        // beside the menus: one row, the room below for the map and the log
        bar.add(toolbar(List.of(pass, undo, redo, save), List.of(zoomIn, zoomOut, fit)));
        return bar;
    }

    /** The Game menu: pass, undo, redo, save, presets, odds, a new game, close, quit. */
    private JMenu gameMenu(Action undo, Action redo, Action save) {
        JMenu menu = new JMenu("Game");
        menu.add(new JMenuItem(pass));
        menu.add(new JMenuItem(undo));
        menu.add(new JMenuItem(redo));
        menu.addSeparator();
        menu.add(new JMenuItem(save));
        menu.add(new JMenuItem(Commands.action("Export as preset...", "Keep this moment as a preset to play again",
                null, this::exportPreset)));
        menu.addSeparator();
        menu.add(new JMenuItem(Commands.action("Edit as preset...", "Open this moment in the preset editor", null,
                () -> PresetEditorFrame.fromHere(rules, session, getTitle()).setVisible(true))));
        menu.add(new JMenuItem(Commands.action("Odds from here...", "Play this moment to the end many times with bots",
                null, () -> OddsDialog.fromHere(this, rules, session, getTitle()).setVisible(true))));
        menu.add(new JMenuItem(Commands.action("Simulate from here...",
                "Play this moment to the end many times with bots and chart the games", null,
                () -> SimulationDialog.fromHere(this, rules, session, getTitle()).setVisible(true))));
        menu.addSeparator();
        menu.add(new JMenuItem(Commands.action("New game or open...",
                "The start screen: a new game, a preset or a saved game (asks first when this one is not saved)",
                Commands.ctrl(KeyEvent.VK_N), this::newGameOrOpen)));
        menu.add(new JMenuItem(Commands.action("Close table",
                "Close this game and go back to the start screen (asks first when it is not saved)",
                Commands.ctrl(KeyEvent.VK_W), this::closeTable)));
        menu.add(new JMenuItem(Commands.action("Quit", "Quit meq (asks first when this game is not saved)",
                Commands.ctrl(KeyEvent.VK_Q), this::quit)));
        return menu;
    }

    /** The toolbar: the game's actions, then the map's, Sauron's orders and what the last save said. */
    private JToolBar toolbar(List<Action> gameActions, List<Action> mapActions) {
        JToolBar toolbar = new JToolBar();
        toolbar.setFloatable(false);
        for (Action a : Stream.concat(gameActions.stream(), mapActions.stream()).toList()) {
            if (a == mapActions.get(0)) {
                toolbar.addSeparator();
            }
            JButton b = toolbar.add(a);
            if (a == pass) {
                b.setName("pass"); // its words are the question's own decline ("Don't rest")
            }
            b.setFocusable(false); // the keys stay with the table (and Space never presses a button unseen)
        }
        orders.setName("shadow-orders-button");
        orders.setToolTipText("At which Shadow windows you are asked (Sauron's seat only)");
        orders.setFocusable(false);
        orders.setVisible(false);
        orders.addActionListener(e -> shadowOrders());
        toolbar.addSeparator();
        toolbar.add(orders);
        toolbar.add(Box.createHorizontalGlue());
        status.setName("status");
        status.setBorder(BorderFactory.createEmptyBorder(0, 8, 0, 12));
        toolbar.add(status);
        return toolbar;
    }

    /** The east column: the tracks, the hero sheets, and the log, the table in words and the seat's secrets. */
    private JPanel eastColumn() {
        for (JTextArea t : List.of(table, secrets)) {
            t.setEditable(false);
            t.setLineWrap(true);
            t.setWrapStyleWord(true);
            t.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
            t.setBorder(BorderFactory.createEmptyBorder(4, 6, 4, 6));
        }
        JPanel east = new JPanel(new BorderLayout());
        east.add(tracks, BorderLayout.NORTH);
        // the log, the table in words and the seat's secrets share one place, a tab each (the log first)
        JList<String> logList = tableLog.list();
        JTabbedPane notes = new JTabbedPane();
        notes.addTab("Log (newest first)", LogLines.scrolled(logList));
        notes.addTab("Table", new JScrollPane(table));
        JPanel yours = new JPanel(new BorderLayout());
        yours.add(ownCards, BorderLayout.NORTH);
        yours.add(secrets, BorderLayout.CENTER);
        notes.addTab("Yours alone", new JScrollPane(yours));
        notes.setToolTipTextAt(2, "What only the seat now deciding may see: missions, corruption");
        // the sheets as tall as they need, the log the rest but never less than a few lines: on a small screen the
        // sheets scroll instead
        JScrollPane sheetPane = new JScrollPane(sheets);
        sheetPane.setBorder(null);
        sheetPane.setHorizontalScrollBarPolicy(ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
        sheetPane.getVerticalScrollBar().setUnitIncrement(HeroSheets.SHEET / 4);
        sheetPane.setMinimumSize(new Dimension(200, HeroSheets.SHEET + 6));
        notes.setMinimumSize(new Dimension(200, notes.getMinimumSize().height)); // the tabs and 8 log lines
        JSplitPane info = new JSplitPane(JSplitPane.VERTICAL_SPLIT, sheetPane, notes); // each sheet names its hero
        info.setResizeWeight(0);
        info.setBorder(null);
        info.setName("east-info");
        east.add(info, BorderLayout.CENTER);
        addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                info.resetToPreferredSizes(); // the sheets whole when there is room, the log at least a few lines
            }
        });
        return east;
    }

    /** Below the map: the prompt with its buttons, the active plots and the event, the hand. */
    private JPanel belowTheMap() {
        prompt.setFont(prompt.getFont().deriveFont(Font.BOLD, 14f));
        prompt.setBorder(BorderFactory.createEmptyBorder(6, 8, 4, 8));
        prompt.addPropertyChangeListener("text", e -> prompt.setToolTipText(prompt.getText())); // whole, if cut
        JScrollPane handPane = new JScrollPane(hand);
        handPane.setPreferredSize(new Dimension(700, CardView.H + 48)); // a card whole, its title and scroll bar
        JPanel south = new JPanel(new BorderLayout());
        JPanel top = new JPanel(new BorderLayout());
        JPanel promptRow = new SteadyRow(handOver);
        promptRow.add(prompt, BorderLayout.CENTER);
        handOver.setName("hand-over");
        handOver.setFont(handOver.getFont().deriveFont(Font.BOLD, 15f));
        handOver.setFocusable(false);
        handOver.setVisible(false);
        handOver.addActionListener(e -> handOverByPlayer());
        JPanel promptEnd = new JPanel(new FlowLayout(FlowLayout.RIGHT, 6, 2));
        promptEnd.setOpaque(false);
        bots.thinkingBar().setPreferredSize(new Dimension(120, 14));
        promptEnd.add(bots.thinkingBar());
        hint = new Hint(rules, session, this, this::chooseByHand, this::seatName);
        promptEnd.add(whyNot.button());
        promptEnd.add(hint.button());
        promptEnd.add(handOver);
        promptRow.add(promptEnd, BorderLayout.EAST);
        top.add(promptRow, BorderLayout.NORTH);
        south.add(top, BorderLayout.NORTH);
        south.add(resolving.beside(titled(handPane, "Hand")), BorderLayout.CENTER);
        south.add(titled(plotTrack, "Active plots and the event"), BorderLayout.WEST);
        south.setName("below-map");
        return south;
    }

    /** The map with what lies over it, the column beside it, the curtain; the window's size and its listeners. */
    private void layOut(JPanel east, JPanel south) {
        JComponent overMap = reveals.over(map);
        overMap.add(catchUp, JLayeredPane.PALETTE_LAYER);
        overMap.add(combat, JLayeredPane.PALETTE_LAYER); // along the map's foot: the panels below keep their height
        overMap.add(tip, JLayeredPane.PALETTE_LAYER);
        JPanel left = new JPanel(new BorderLayout()); // the map, and below it the prompt, the plots and the hand
        left.add(overMap, BorderLayout.CENTER);
        left.add(south, BorderLayout.SOUTH);
        JSplitPane centre = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, left, east);
        centre.setResizeWeight(1);
        add(centre, BorderLayout.CENTER);
        setGlassPane(curtain);
        // while the curtain is down the menus are shut too (the keyboard could open one beneath it; the editor
        // and the odds would show the whole state)
        curtain.addComponentListener(new ComponentAdapter() {
            @Override
            public void componentShown(ComponentEvent e) {
                menusEnabled(false);
            }

            @Override
            public void componentHidden(ComponentEvent e) {
                menusEnabled(true);
            }
        });
        setBounds(WindowFit.bounds(WindowFit.usable(getGraphicsConfiguration()), Settings.bounds())); // on its screen
        centre.setDividerLocation(getWidth() - east(getWidth()));
        // the east side (tracks, sheets, log) keeps its width as the window changes size: the map takes the rest
        addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                centre.setDividerLocation(centre.getWidth() - east(getWidth()));
            }
        });
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                Settings.bounds(getBounds());
            }

            @Override
            public void windowOpened(WindowEvent e) {
                opened = true;
                finaleMoments(); // a table opened on the Finale or on a game's end shows it now
            }
        });
    }

    /** The id of the last event drawn in this game (public: every seat sees it), or null before the first. */
    private String lastEventDrawn() {
        List<Session.Moment> history = session.history();
        for (int i = history.size() - 1; i >= 0; i--) {
            List<GameEvent> events = history.get(i).events();
            for (int j = events.size() - 1; j >= 0; j--) {
                if (events.get(j) instanceof GameEvent.EventDrawn d) {
                    return d.event();
                }
            }
        }
        return null;
    }

    /** The card a log line names, to open large from the log (null when it names none). */
    CardFace cardOfLogLine(String line) {
        return tableLog.cardOf(line);
    }

    /** The log's lines, newest first (for tests). */
    List<String> logLines() {
        return tableLog.lines();
    }

    /** What the last save said (for tests). */
    String status() {
        return status.getText();
    }

    /** Closes the table as its close button does: asking first when there is progress not saved to a file. */
    /**
     * Game > Close table: after the question when the game is not saved, the table closes and the start screen
     * opens again (where a table was opened from it; a table made alone, as in tests, only closes).
     */
    void closeTable() {
        if (!mayClose()) {
            return; // the players chose to stay: the table is as it was
        }
        dispose();
        if (afterClose != null) {
            SwingUtilities.invokeLater(afterClose);
        }
    }

    /** Game > Quit: as the window's close button (the question first, then meq ends). */
    void quit() {
        dispatchEvent(new WindowEvent(this, WindowEvent.WINDOW_CLOSING));
    }

    /** Game > New game or open: the question first; the start screen's choice replaces this table. */
    void newGameOrOpen() {
        if (mayClose()) {
            GameWindow.newGame(rules, this);
        }
    }

    /** What follows Close table: the start screen again (set by the program, not by a table made alone). */
    void afterClose(Runnable r) {
        afterClose = r;
    }

    @Override
    protected void processWindowEvent(WindowEvent e) {
        if (e.getID() == WindowEvent.WINDOW_CLOSING && !mayClose()) {
            return; // the players chose to stay: the table is as it was
        }
        super.processWindowEvent(e);
    }

    /**
     * Whether the table may close: yes when every action is in a file of the players'; otherwise they are asked to
     * save, to close anyway (an unfinished game stays among the autosaves), or to stay.
     */
    private boolean mayClose() {
        int n = session.unsavedActions();
        if (n == 0 || !isDisplayable()) {
            return true;
        }
        String actions = n == 1 ? "1 action" : n + " actions";
        String message;
        if (game.over()) {
            message = "This game is over and not saved to a file (" + actions + " since it was).\n"
                    + "Closing the table loses its log.";
        } else if (session.autosave() != null) {
            message = actions + " since this game was last saved to a file.\n"
                    + "Closing keeps it among the unfinished games on the start screen, to resume later\n"
                    + "(its autosave: " + session.autosave().getFileName() + ").";
        } else {
            message = actions + " since this game was last saved to a file, and it is not autosaved:\n"
                    + "closing the table loses them.";
        }
        boolean ticking = bots.pause(); // no bot moves while the players decide
        Object[] answers = {"Save...", "Close", "Cancel"};
        JOptionPane pane = new JOptionPane(message, JOptionPane.QUESTION_MESSAGE, JOptionPane.YES_NO_CANCEL_OPTION,
                null, answers, answers[2]);
        JDialog ask = pane.createDialog(this, "Close the table?");
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

    /**
     * Keys without a modifier, for the map and the choices: + and - zoom, 0 fits, the arrows pan, and 1 to 9 take
     * the choice with that number (none of them act beneath the curtain).
     */
    private void keys(Action zoomIn, Action zoomOut, Action fit) {
        InputMap in = getRootPane().getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW);
        ActionMap act = getRootPane().getActionMap();
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
            commands.put("choice-" + i, () -> chooseNumbered(n));
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

    /** The key 1 to 9: the choice button with that number, as a click on it. */
    private void chooseNumbered(int n) {
        List<JButton> buttons = choiceButtons();
        if (n <= buttons.size()) {
            buttons.get(n - 1).doClick();
        }
    }

    private void undo() {
        if (curtain.isVisible()) {
            return;
        }
        String why = session.whyNoUndo(this::botSeat);
        if (why != null) {
            JOptionPane.showMessageDialog(this, "Cannot undo: " + why + ".", "Undo", JOptionPane.INFORMATION_MESSAGE);
            return;
        }
        bots.stop(); // a bot thinking over the move taken back thinks no more
        session.undo(this::botSeat);
        handingTo = null;
        handOver.setVisible(false);
        tableLog.note("T" + game.turn() + "  (undone)");
        reveals.dismissAll(); // what the undone action revealed is no longer so
        revealTeller.forget();
        tableLog.forget();
        seated = game.pending() == null ? null : game.pending().seat();
        reveal();
    }

    /** Undo as the menu does it (for tests). */
    void undoForTest() {
        undo();
    }

    private boolean botSeat(Seat seat) {
        return bots.plays(seat.id());
    }

    private void redo() {
        if (curtain.isVisible() || !session.canRedo()) {
            return;
        }
        bots.stop();
        session.redo();
        tableLog.note("T" + game.turn() + "  (redone)");
        refresh();
    }

    /** Asks where, then saves; true when the game was saved. */
    boolean saveAs() {
        JFileChooser chooser = new JFileChooser();
        chooser.setSelectedFile(savedTo != null ? savedTo : new File("meq-game.yaml"));
        if (chooser.showSaveDialog(this) == JFileChooser.APPROVE_OPTION) {
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
            JOptionPane.showMessageDialog(this, "The game was not saved: " + e.getMessage()
                    + "\nAny file there before is unchanged.", "Save", JOptionPane.ERROR_MESSAGE);
            return false;
        }
    }

    /** Asks for the preset's words, then writes it atomically; a moment inside a card's effect is refused. */
    private void exportPreset() {
        try {
            game.preset("", "", null);
        } catch (UnsupportedOperationException | IllegalStateException e) {
            JOptionPane.showMessageDialog(this, "This moment cannot be kept as a preset: " + e.getMessage()
                    + "\nFinish the card being resolved, then export.", "Export as preset", JOptionPane.WARNING_MESSAGE);
            return;
        }
        PresetWords words = PresetWords.ask(this, "From turn " + game.turn());
        if (words == null) {
            return;
        }
        String yaml = game.preset(words.title(), words.description(), words.goal());
        JFileChooser chooser = new JFileChooser();
        chooser.setSelectedFile(new File(words.fileName()));
        if (chooser.showSaveDialog(this) == JFileChooser.APPROVE_OPTION) {
            try {
                Session.writeAtomically(chooser.getSelectedFile().toPath(), yaml);
                Settings.remember(Settings.Recent.PRESET, chooser.getSelectedFile().toPath());
            } catch (IOException e) {
                JOptionPane.showMessageDialog(this, "The preset was not written: " + e.getMessage()
                        + "\nAny file there before is unchanged.", "Export as preset", JOptionPane.ERROR_MESSAGE);
            }
        }
    }

    private static <T extends JComponent> T titled(T c, String title) {
        c.setBorder(BorderFactory.createTitledBorder(title));
        return c;
    }

    /** The game played here (for tests). */
    Session session() {
        return session;
    }

    /** Scales every window of meq now (FlatLaf's zoom over the scale meq started with). */
    static void uiScale(float scale) {
        float zoom = UIScale.getZoomFactor();
        float base = UIScale.getUserScaleFactor() / zoom;
        UIScale.setZoomFactor(scale / base);
        FlatLaf.updateUI();
    }

    /** The east side's width (the story track, the sheets and the log are drawn for it), whatever the window's. */
    static int east(int width) {
        return 440; // the choices' rows whole (they stand at its foot)
    }

    /** How to play at this page (null: where it was left). */
    void howToPlay(String page) {
        HowToPlayWindow.show(this, rules, page);
    }

    /** The Ringwraiths' card with their numbers as the Finale would adjust them now. */
    LargeCard ringwraithsAtTheFinale() {
        FinaleWords.Opening o = game.opening();
        return LargeCard.show(this, CardFaces.byId(rules, "ringwraiths").orElseThrow(), List.of(
                "At the Finale, as things stand now: health " + o.health() + ", fortitude " + o.fortitude()
                        + ", strength " + o.strength() + ".", o.adjustment()));
    }

    /** The Players menu: which seats a bot plays, how strongly, and how fast it moves. */
    private JMenu players(Session session) {
        botMoves = new BotMoves(rules, session, status, map);
        bots = new BotSeats(rules, session, botMoves.telling(this::choose), this::refresh);
        List<String> seats = new ArrayList<>();
        seats.add(Seat.SAURON.id());
        seats.addAll(game.heroes());
        return bots.menu(seats, id -> seatName(new Seat(id)));
    }

    /** Gives a seat to the bot or back to a person; the bot acts at once if it is that seat's turn. */
    void botPlays(String seat, boolean on) {
        bots.plays(seat, on);
        refresh();
    }

    /** The bots' pace at this table (for tests: the players' setting on disk is left as it was). */
    void botSpeed(int ms) {
        bots.pace(ms);
    }

    /** The hint of the person deciding (for tests). */
    Hint hint() {
        return hint;
    }

    /** The table's bots (for tests). */
    BotMoves botMoves() {
        return botMoves;
    }

    BotSeats botSeats() {
        return bots;
    }

    @Override
    public void dispose() {
        bots.close();
        hint.withdraw();
        whyNot.close();
        for (Window w : new Window[] {finale, result}) {
            if (w != null) {
                w.dispose();
            }
        }
        super.dispose();
    }

    View view() {
        return view;
    }

    /** Redraws for the seat that decides now; when that seat changes, the curtain comes down first. */
    void refresh() {
        Ask ask = game.pending();
        if (passedByOrders(ask)) {
            refresh();
            return;
        }
        finaleMoments();
        Seat now = ask == null ? null : ask.seat();
        if (curtain.isVisible() && people() <= 1) {
            curtain.setVisible(false);
        }
        if (seated != null && bots.plays(seated.id())) {
            // a seat a bot took after the table opened for it: no person sits there to see or hand over
            seated = null;
            curtain.setVisible(false);
        }
        if (now != null && bots.plays(now.id())) {
            // a bot's seat: the table shows only what everyone sees while it moves; no curtain for a bot
            show(game.table(), null);
            prompt.setText(bots.thinking() ? botThinking(rules, game, now, seatName(now),
                    bots.strengthOf(now.id())) : botChoosing(rules, game, now, seatName(now)));
            return;
        }
        boolean opening = seated == null && people() > 1;
        if (now != null && (opening || seated != null && !now.equals(seated))) {
            if (!opening && people() > 1) {
                // the seat that acted sees what its last act did before the table passes on
                handingTo = now;
                handOverAt = System.currentTimeMillis();
                showHandOver();
                return;
            }
            curtainFor(now);
            return;
        }
        seated = now;
        reveal();
    }

    /** The curtain before a seat's turn: the table shows only what everyone sees until the player lifts it. */
    private void curtainFor(Seat now) {
        hint.withdraw(); // a hint is its seat's alone
        whyNot.offer(List.of());
        seated = now;
        catchUp.dismiss();
        curtain.show("Pass the table to " + seatName(now), () -> {
            reveal();
            catchUp.tell(seatName(now), tableLog.since(now));
        });
        show(game.table(), null);
    }

    /** The hand-over step: the acting seat's own view with nothing to choose, and the button that passes the table. */
    private void showHandOver() {
        show(game.view(seated), null);
        String next = seatName(handingTo);
        prompt.setText(seatName(seated) + ": see what your last move did, then hand over to " + next);
        handOver.setText("Hand over to " + next + "  \u25B8");
        handOver.setToolTipText("Your turn is done: the curtain falls for " + next + " (Enter)");
        handOver.setVisible(true);
    }

    /** A click on the hand-over button, or Enter: not the same click or key that gave the last answer. */
    private void handOverByPlayer() {
        if (handingTo == null || repeatedClick() || System.currentTimeMillis() - handOverAt < Curtain.guard) {
            return;
        }
        handOverNow();
    }

    /** Passes the table to the waiting seat (the curtain falls for it). */
    void handOverNow() {
        if (handingTo == null) {
            return;
        }
        tableLog.seenBy(seated);
        Seat next = handingTo;
        handingTo = null;
        handOver.setVisible(false);
        Ask ask = game.pending();
        curtainFor(ask == null ? next : ask.seat());
    }

    /** Whether the table waits for the acting seat to hand over (for tests). */
    boolean handingOver() {
        return handingTo != null;
    }

    JButton handOverButton() {
        return handOver;
    }

    CatchUpPanel catchUp() {
        return catchUp;
    }

    /** The Finale's opening when its champion is to be chosen, and the result screen when the game is over. */
    private void finaleMoments() {
        if (!opened) {
            return; // shown once the table stands: a dialog made before it could stand beneath it (no window manager)
        }
        if (!game.choosingChampion()) {
            finaleShown = false;
        } else if (!finaleShown) {
            finaleShown = true;
            finale = new FinaleOpening(this, game.opening());
            finale.setVisible(true);
        }
        if (!game.over()) {
            resultShown = false;
        } else if (!resultShown) {
            resultShown = true;
            List<GameEvent> all = new ArrayList<>();
            session.history().forEach(m -> all.addAll(m.events()));
            result = new ResultScreen(this, game.result(all),
                    StoryOverTurns.of(session), () -> GameWindow.newGame(rules, this), this::saveAs);
            result.setVisible(true);
        }
    }

    /** The Finale's opening and the result screen last shown (for tests); null before. */
    FinaleOpening finaleOpening() {
        return finale;
    }

    ResultScreen resultScreen() {
        return result;
    }

    /**
     * What the table reads while a bot decides (BotPrompt): public words, not the bot's prompt, which may name what
     * only its seat knows ("Place the Orc token drawn from the blue pile").
     */
    static String botChoosing(Rules rules, Seen game, Seat bot, String name) {
        return BotPrompt.of(rules, game.step(), game.shadowWindow(), bot, name, null);
    }

    /** The same while a bot searches: its strength, and that it thinks. */
    static String botThinking(Rules rules, Seen game, Seat bot, String name, Strength strength) {
        return BotPrompt.of(rules, game.step(), game.shadowWindow(), bot, name, strength.word());
    }

    private void menusEnabled(boolean on) {
        menus().forEach(m -> m.setEnabled(on));
    }

    /** The menus on the menu bar (for tests). */
    List<JMenu> menus() {
        List<JMenu> out = new ArrayList<>();
        for (int i = 0; i < getJMenuBar().getMenuCount(); i++) {
            if (getJMenuBar().getMenu(i) != null) { // the toolbar shares the row
                out.add(getJMenuBar().getMenu(i));
            }
        }
        return out;
    }

    /** Seats played by people: when there are two or more, the table opens behind the curtain. */
    private int people() {
        int n = bots.plays(Seat.SAURON.id()) ? 0 : 1;
        for (String hero : game.heroes()) {
            n += bots.plays(hero) ? 0 : 1;
        }
        return n;
    }

    private void reveal() {
        map.requestFocusInWindow(); // the keys (arrows, numbers, Enter) go to the table, not to a list
        Ask ask = game.pending();
        show(ask == null ? game.table() : game.view(ask.seat()), ask);
    }

    /** The cards now in the hand panel (for tests that click them). */
    List<CardView> handCards() {
        return children(hand, CardView.class);
    }

    private static <T> List<T> children(JPanel panel, Class<T> kind) {
        List<T> out = new ArrayList<>();
        for (Component c : panel.getComponents()) {
            if (kind.isInstance(c)) {
                out.add(kind.cast(c));
            }
        }
        return out;
    }

    MapPanel map() {
        return map;
    }

    /** The choice buttons now on the table (for tests that play through the window). */
    List<JButton> choiceButtons() {
        return options.buttons();
    }

    Curtain curtain() {
        return curtain;
    }

    HeroSheets sheets() {
        return sheets;
    }

    /** What "Yours alone" says in words (for tests). */
    String secretsText() {
        return secrets.getText();
    }

    WhyNotButton whyNot() {
        return whyNot;
    }

    TipPanel tip() {
        return tip;
    }

    /** Plays this table as a guide (Learn to play): its lessons show in the tip's place. */
    void learn(meq.rules.words.Guide guide) {
        lesson = new LessonPanel(guide, this::howToPlay);
        tip.dismiss();
        tip.getParent().add(lesson, JLayeredPane.PALETTE_LAYER);
        refresh();
    }

    /** The guide's lessons, or null (for tests). */
    LessonPanel lesson() {
        return lesson;
    }

    JLabel prompt() {
        return prompt;
    }

    /** The reveal over the map (for tests, and for the hand-over to wait on). */
    RevealPanel reveals() {
        return reveals;
    }

    /** A seat as the table calls it: "Anna (Sauron)" when its player is named, else "Sauron". */
    private String seatName(Seat s) {
        String seat = s.sauron() ? "Sauron" : rules.data().hero(s.id()).name();
        String player = session.names().get(s.id());
        return player == null ? seat : player + " (" + seat + ")";
    }

    /** Fills every panel from one view (and its question, which is the seat's own). */
    private void show(View v, Ask ask) {
        this.view = v;
        reveals.look(v.seat());
        Ask own = v.question().ask();
        choosable = new HashSet<>();
        costs = reading.moveCosts(v, own);
        if (own != null) {
            for (meq.rules.Action a : own.options()) {
                int l = Describe.locationOf(a);
                if (l >= 0) {
                    choosable.add(l);
                }
            }
        }
        tracks.show(v);
        sheets.show(v);
        plotTrack.show(v, lastEventDrawn());
        resolving.show(v);
        combat.show(v.question().fight());
        table.setText(reading.tableText(v));
        secrets.setText(reading.secretText(v));
        orders.setVisible(v.seat().sauron() && !bots.plays(Seat.SAURON.id()) && handingTo == null);
        ownCards.show(v);
        hint.offer(own == null ? null : own.seat());
        whyNot.offer(own == null ? List.of() : game.whyNot(own.seat()));
        prompt.setText(own == null ? (v.story().winner() != null ? "The game is over: " + Describe.wins(v.story().winner())
                + " (" + v.story().winReason() + ")" : "Waiting for the next player") : seatName(own.seat()) + ": " + own.prompt());
        boolean passes = own != null && own.options().contains(meq.rules.Action.PASS);
        pass.putValue(Action.NAME, passes && own.pass() != null ? own.pass() : "Pass / done");
        if (lesson != null) {
            options.suggest(lesson.shown(session.log(), own));
        } else if (own == null) {
            tip.dismiss();
        } else {
            String step = game.asking();
            tip.asked(own.seat().id(), seatName(own.seat()), own.seat().sauron(), step, TipMoments.now(v, step));
            tip.holdWhile(reveals);
        }
        hand.removeAll();
        List<Integer> cards = new ArrayList<>(v.own().hand());
        if (v.seat().sauron()) {
            if (v.question().fight() != null) {
                cards.addAll(v.question().fight().sauronHand()); // Sauron's combat hand for this fight, his alone
            }
            cards.addAll(v.own().shadows());
            cards.addAll(v.own().plots());
        }
        for (int card : cards) {
            CardView cv = CardView.of(rules, card);
            List<meq.rules.Action> uses = own == null ? List.of() : own.options().stream()
                    .filter(a -> TableReading.cardOf(a) == card).toList();
            cv.choosable(!uses.isEmpty(), () -> chooseAmong(uses, cv, 10, 10));
            hand.add(cv);
        }
        int asked = ++question;
        options.show(own == null ? List.of() : own.options(), a -> Describe.choice(rules, v, own, a), a -> {
            int card = TableReading.cardOf(a);
            return card < 0 ? null : CardFaces.of(rules, card);
        }, a -> chooseSeen(a, asked));
        hand.revalidate();
        hand.repaint();
        map.repaint();
    }

    /** The seat's own cards of "Yours alone" (for tests). */
    OwnCards ownCards() {
        return ownCards;
    }

    ResolvingCard resolving() {
        return resolving;
    }

    ChoicesPanel choices() {
        return options;
    }

    /** The commands on offer that move a piece standing at a location: a monster token, a minion, the hero. */
    private List<meq.rules.Action> commandsFrom(int location) {
        List<meq.rules.Action> out = new ArrayList<>();
        if (view == null || view.question().ask() == null || curtain.isVisible()) {
            return out;
        }
        for (meq.rules.Action a : view.question().ask().options()) {
            if (TableReading.origin(view, a) == location) {
                out.add(a);
            }
        }
        return out;
    }

    /**
     * A piece dragged from one location to another: the one command that takes the figure pressed there (any piece of
     * the place when its dot was pressed), or a menu of those that do; none, and the status line says why.
     */
    private void dropped(Location from, Location to) {
        TablePainter.Spot piece = held != null && held.location() == from.index() ? held : null; // else the dot's
        List<meq.rules.Action> there = commandsFrom(from.index());
        List<meq.rules.Action> here = FigureDrop.its(view, piece, there, to);
        if (here.isEmpty() && !there.isEmpty()) {
            status.setText(FigureDrop.whyNot(rules, view, piece, there, to));
            status.setToolTipText(status.getText()); // whole, where the toolbar's room cuts it
            return;
        }
        Point p = map.getMousePosition();
        chooseAmong(here, map, p == null ? 20 : p.x, p == null ? 20 : p.y);
    }

    /** A click on the map chooses the one answer about that location, or offers a menu when there are several. */
    private void clicked(Location l) {
        if (view == null || view.question().ask() == null) {
            return;
        }
        List<meq.rules.Action> here = new ArrayList<>();
        for (meq.rules.Action a : view.question().ask().options()) {
            if (Describe.locationOf(a) == l.index()) {
                here.add(a);
            }
        }
        Point p = map.getMousePosition();
        chooseAmong(here, map, p == null ? 20 : p.x, p == null ? 20 : p.y);
    }

    /**
     * A player's gesture answering the question it was offered for: taken only when the curtain is up (nothing is
     * chosen for a player who has not looked), that question is still the one asked, and it is not the second click
     * of a double click (which would answer the next question unseen).
     */
    private void chooseSeen(meq.rules.Action a, int asked) {
        if (!curtain.isVisible() && asked == question && !repeatedClick()) {
            chooseByHand(a);
        }
    }

    /** A person's answer: one that destroys something for good is confirmed first (cancelled: nothing changes). */
    private void chooseByHand(meq.rules.Action a) {
        Ask ask = view == null ? null : view.question().ask();
        if (ForGood.confirmed(this, ask, a, Describe.choice(rules, view, ask, a))) {
            choose(a);
        }
    }

    /** The event being handled is a second (or later) click of a quick series at one place: a double click. */
    static boolean repeatedClick() {
        return EventQueue.getCurrentEvent() instanceof MouseEvent m && m.getClickCount() > 1;
    }

    private void chooseAmong(List<meq.rules.Action> actions, JComponent at, int x, int y) {
        if (curtain.isVisible() || repeatedClick()) {
            return;
        }
        int asked = question;
        if (actions.size() == 1) {
            chooseByHand(actions.get(0));
        } else if (!actions.isEmpty()) {
            JPopupMenu menu = new JPopupMenu();
            for (meq.rules.Action a : actions) {
                JMenuItem item = new JMenuItem(Describe.choice(rules, view, view == null ? null : view.question().ask(), a));
                item.addActionListener(e -> chooseSeen(a, asked));
                menu.add(item);
            }
            menu.show(at, x, y);
        }
    }

    private void passIfOffered() {
        if (curtain.isVisible() || repeatedClick() || options.filter().isFocusOwner()) {
            return; // nothing beneath the curtain is answered, and Enter does not lift it (a second press would)
        }
        if (handingTo != null) {
            handOverByPlayer();
            return;
        }
        if (view != null && view.question().ask() != null && view.question().ask().options().contains(new meq.rules.Action.Pass())) {
            choose(new meq.rules.Action.Pass());
        }
    }

    /** Hands one answer to the engine; a refused one says why and changes nothing. */
    void choose(meq.rules.Action a) {
        try {
            told(session.apply(a));
            if (seated != null) {
                tableLog.seenBy(seated); // a seat has seen what its own answers told
            }
        } catch (IllegalActionException e) {
            JOptionPane.showMessageDialog(this, e.getMessage(), "Not allowed", JOptionPane.WARNING_MESSAGE);
        }
        refresh();
    }

    /** What an answer told: its lines at the top of the log, its cards as reveals. */
    private void told(List<GameEvent> events) {
        tableLog.told(events);
        reveals.offer(game.reveals(revealTeller, events));
        status.setText(" "); // "Saved to" no longer holds
    }

    /**
     * A Shadow window Sauron's standing orders do not ask for: the table passes for him at once (no hand-over). The
     * orders decide, and in the faster mode the engine's options for his seat (whether he could play a card here).
     */
    private boolean passedByOrders(Ask ask) {
        if (ask == null || bots.plays(Seat.SAURON.id()) || !session.passedByOrders(ask)) {
            return false;
        }
        told(session.applyAutomatic(new meq.rules.Action.Pass()));
        return true;
    }

    /** Sauron sets his standing orders, in private on his own seat. */
    private void shadowOrders() {
        if (view == null || !view.seat().sauron() || curtain.isVisible() || handingTo != null) {
            return;
        }
        ShadowOrdersPanel panel = new ShadowOrdersPanel(rules, session.orders());
        if (JOptionPane.showConfirmDialog(this, panel, "Shadow orders", JOptionPane.OK_CANCEL_OPTION,
                JOptionPane.PLAIN_MESSAGE) == JOptionPane.OK_OPTION) {
            shadowOrders(panel.orders(game.turn()));
        }
    }

    /** Sets Sauron's standing orders (null: asked at every window). */
    void shadowOrders(GameLog.ShadowOrders orders) {
        session.orders(orders);
    }

    JButton ordersButton() {
        return orders;
    }
}
