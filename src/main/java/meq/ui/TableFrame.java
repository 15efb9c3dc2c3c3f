package meq.ui;

import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.util.UIScale;
import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.EventQueue;
import java.awt.FlowLayout;
import java.awt.Font;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.swing.Action;
import javax.swing.BorderFactory;
import javax.swing.Box;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JLayeredPane;
import javax.swing.JList;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.JTextArea;
import javax.swing.JToolBar;
import javax.swing.KeyStroke;
import javax.swing.ScrollPaneConstants;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;
import meq.bots.Strength;
import meq.rules.Ask;
import meq.rules.GameEvent;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.words.CardFace;
import meq.rules.words.CardFaces;
import meq.rules.words.Describe;
import meq.rules.words.FinaleWords;
import meq.rules.words.GameLog;
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
    private final CombatPanel combat;
    private final HeroSheets sheets;
    private final TableReading reading;
    private final PlotTrackPanel plotTrack;
    private final ResolvingCard resolving;
    /** The cards that come to light, shown over the map; the log tells them in the same words. */
    private final RevealPanel reveals;
    private final TableLog tableLog;
    private View view;
    /** The seats a bot plays (by seat id: "sauron" or a hero's id); the others are people at the table. */
    private BotSeats bots;
    private BotMoves botMoves;
    private Hint hint;
    private final WhyNotButton whyNot = new WhyNotButton(this);
    /** What the last save did ("Saved to FILE"), until the next action. */
    private final JLabel status = new JLabel(" ");
    /** The table passing from one person to the next: the hand-over, the curtain, the catch-up. */
    private final HandOver handOver;
    /** A person's answers to the question: clicks, drags, cards, buttons, keys; and the orders' passes. */
    private final Answers answers;
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
    /** What the table writes to files: saves, presets; and the question before it closes. */
    private final TableFiles files;

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
        this.tableLog = new TableLog(rules, session, this::seatName);
        this.handOver = new HandOver(this, game, tableLog);
        this.files = new TableFiles(this, session, status);
        setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
        map = new MapPanel(new MapPainter(rules.board()));
        overlay = new TablePainter(rules);
        answers = new Answers(this, rules, session,
                new Answers.Parts(handOver, tableLog, reveals, options, map, overlay, status));
        map.overlay((g, p) -> {
            answers.paint(g);
            botMoves.paint(g); // a bot's last move, gliding
        }, true);
        answers.onMap();
        map.tooltipExtra(l -> reading.locationWords(view, l));
        map.explain(new MapHovers(rules, overlay, map.painter(), () -> view, answers::costs)::at);

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
                Commands.plain(KeyEvent.VK_ENTER), answers::passIfOffered);
        Action undo = Commands.action("Undo", "Take back your last action (Ctrl+Z)", Commands.ctrl(KeyEvent.VK_Z), this::undo);
        Action redo = Commands.action("Redo", "Do again what was undone (Ctrl+Shift+Z)",
                KeyStroke.getKeyStroke(KeyEvent.VK_Z, Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx()
                        | InputEvent.SHIFT_DOWN_MASK), this::redo);
        Action save = Commands.action("Save...", "Save the game (Ctrl+S)", Commands.ctrl(KeyEvent.VK_S), this::saveAs);
        JMenuBar bar = new JMenuBar();
        bar.add(TableMenus.game(this, rules, List.of(pass, undo, redo, save), files::exportPreset));
        bar.add(players(session));
        bar.add(TableMenus.view(zoomIn, zoomOut, fit));
        bar.add(TableMenus.reference(this, rules, this::ringwraithsAtTheFinale, () -> view));
        bar.add(TableMenus.help(this, rules, tip));
        map.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(Commands.plain(KeyEvent.VK_ENTER), "pass");
        map.getActionMap().put("pass", pass);
        TableKeys.install(getRootPane(), map, curtain(), options, zoomIn, zoomOut, fit, answers::numbered);
        // beside the menus: one row, the room below for the map and the log
        bar.add(toolbar(List.of(pass, undo, redo, save), List.of(zoomIn, zoomOut, fit)));
        return bar;
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
        JPanel promptRow = new SteadyRow(handOver.button());
        promptRow.add(prompt, BorderLayout.CENTER);
        JPanel promptEnd = new JPanel(new FlowLayout(FlowLayout.RIGHT, 6, 2));
        promptEnd.setOpaque(false);
        bots.thinkingBar().setPreferredSize(new Dimension(120, 14));
        promptEnd.add(bots.thinkingBar());
        hint = new Hint(rules, session, this, answers::byHand, this::seatName);
        promptEnd.add(whyNot.button());
        promptEnd.add(hint.button());
        promptEnd.add(handOver.button());
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
        overMap.add(handOver.catchUp(), JLayeredPane.PALETTE_LAYER);
        overMap.add(combat, JLayeredPane.PALETTE_LAYER); // along the map's foot: the panels below keep their height
        overMap.add(tip, JLayeredPane.PALETTE_LAYER);
        JPanel left = new JPanel(new BorderLayout()); // the map, and below it the prompt, the plots and the hand
        left.add(overMap, BorderLayout.CENTER);
        left.add(south, BorderLayout.SOUTH);
        JSplitPane centre = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, left, east);
        centre.setResizeWeight(1);
        add(centre, BorderLayout.CENTER);
        setGlassPane(handOver.curtain());
        // while the curtain is down the menus are shut too (the keyboard could open one beneath it; the editor
        // and the odds would show the whole state)
        handOver.curtain().addComponentListener(new ComponentAdapter() {
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

    /** Whether the table may close: the players are asked when actions are not in a file of theirs. */
    private boolean mayClose() {
        return files.mayClose(bots);
    }

    private void undo() {
        if (curtained()) {
            return;
        }
        String why = session.whyNoUndo(this::botSeat);
        if (why != null) {
            JOptionPane.showMessageDialog(this, "Cannot undo: " + why + ".", "Undo", JOptionPane.INFORMATION_MESSAGE);
            return;
        }
        bots.stop(); // a bot thinking over the move taken back thinks no more
        session.undo(this::botSeat);
        handOver.cancel();
        tableLog.note("T" + game.turn() + "  (undone)");
        reveals.dismissAll(); // what the undone action revealed is no longer so
        answers.forget();
        tableLog.forget();
        handOver.seat(game.pending() == null ? null : game.pending().seat());
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
        if (curtained() || !session.canRedo()) {
            return;
        }
        bots.stop();
        session.redo();
        tableLog.note("T" + game.turn() + "  (redone)");
        refresh();
    }

    /** Asks where, then saves; true when the game was saved. */
    boolean saveAs() {
        return files.saveAs();
    }

    /** Saves the game to a file and says so ("Saved to FILE"), or says why not; true when it was saved. */
    boolean saveTo(Path file) {
        return files.saveTo(file);
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
        if (answers.passedByOrders(ask)) {
            refresh();
            return;
        }
        finaleMoments();
        Seat now = ask == null ? null : ask.seat();
        if (curtained() && people() <= 1) {
            curtain().setVisible(false);
        }
        Seat seated = handOver.seated();
        if (seated != null && bots.plays(seated.id())) {
            // a seat a bot took after the table opened for it: no person sits there to see or hand over
            handOver.seat(null);
            curtain().setVisible(false);
        }
        if (now != null && bots.plays(now.id())) {
            // a bot's seat: the table shows only what everyone sees while it moves; no curtain for a bot
            show(game.table(), null);
            prompt.setText(bots.thinking() ? botThinking(rules, game, now, seatName(now),
                    bots.strengthOf(now.id())) : botChoosing(rules, game, now, seatName(now)));
            return;
        }
        if (!handOver.passesTo(now, people())) {
            reveal(); // the seat asked is the one seated: its own view
        }
    }

    /** Passes the table to the waiting seat (the curtain falls for it). */
    void handOverNow() {
        handOver.now();
    }

    /** Whether the table waits for the acting seat to hand over (for tests). */
    boolean handingOver() {
        return handOver.waiting();
    }

    JButton handOverButton() {
        return handOver.button();
    }

    CatchUpPanel catchUp() {
        return handOver.catchUp();
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

    void reveal() {
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
        return handOver.curtain();
    }

    /** Whether the curtain covers the table: nothing beneath it is answered. */
    private boolean curtained() {
        return handOver.curtain().isVisible();
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
    String seatName(Seat s) {
        String seat = s.sauron() ? "Sauron" : rules.data().hero(s.id()).name();
        String player = session.names().get(s.id());
        return player == null ? seat : player + " (" + seat + ")";
    }

    /** Fills every panel from one view (and its question, which is the seat's own). */
    void show(View v, Ask ask) {
        this.view = v;
        reveals.look(v.seat());
        Ask own = v.question().ask();
        answers.asked(v, own, reading.moveCosts(v, own));
        tracks.show(v);
        sheets.show(v);
        plotTrack.show(v, lastEventDrawn());
        resolving.show(v);
        combat.show(v.question().fight());
        table.setText(reading.tableText(v));
        secrets.setText(reading.secretText(v));
        orders.setVisible(v.seat().sauron() && !bots.plays(Seat.SAURON.id()) && !handOver.waiting());
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
            cv.choosable(!uses.isEmpty(), () -> answers.among(uses, cv, 10, 10));
            hand.add(cv);
        }
        int asked = answers.nextQuestion();
        options.show(own == null ? List.of() : own.options(), a -> Describe.choice(rules, v, own, a), a -> {
            int card = TableReading.cardOf(a);
            return card < 0 ? null : CardFaces.of(rules, card);
        }, a -> answers.seen(a, asked));
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

    /** The event being handled is a second (or later) click of a quick series at one place: a double click. */
    static boolean repeatedClick() {
        return EventQueue.getCurrentEvent() instanceof MouseEvent m && m.getClickCount() > 1;
    }

    /** Hands one answer to the engine; a refused one says why and changes nothing. */
    void choose(meq.rules.Action a) {
        answers.choose(a);
    }

    /** Sauron sets his standing orders, in private on his own seat. */
    private void shadowOrders() {
        if (view == null || !view.seat().sauron() || curtained() || handOver.waiting()) {
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
