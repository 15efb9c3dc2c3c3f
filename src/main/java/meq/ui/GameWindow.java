package meq.ui;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import java.awt.BorderLayout;
import java.awt.event.KeyEvent;
import javax.swing.Action;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JOptionPane;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.JToolBar;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;
import meq.board.Board;
import meq.board.Location;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.data.GameData;
import meq.rules.Rules;

/** The main window: the map with zoom and pan, a toolbar, menus and a status line. */
public final class GameWindow extends JFrame {
    private final MapPanel map;
    private final JLabel status = new JLabel(" ");

    GameWindow(Board board) {
        super("meq — Middle-Earth Quest");
        setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
        map = new MapPanel(new MapPainter(board));
        map.onHover(this::showLocation);

        Action zoomIn = Commands.action("Zoom in", "Zoom in (+)", Commands.ctrl(Commands.ZOOM_IN), () -> map.zoom(1.25));
        Action zoomOut = Commands.action("Zoom out", "Zoom out (-)", Commands.ctrl(Commands.ZOOM_OUT), () -> map.zoom(0.8));
        Action fit = Commands.action("Fit map", "Show the whole map (0)", Commands.ctrl(KeyEvent.VK_0), map::fit);
        Action light = Commands.action("Light theme", "Switch to the light theme", null, () -> theme(false));
        Action dark = Commands.action("Dark theme", "Switch to the dark theme", null, () -> theme(true));
        Action quit = Commands.action("Quit", "Close meq", Commands.ctrl(KeyEvent.VK_Q), this::dispose);

        JMenuBar bar = new JMenuBar();
        JMenu game = new JMenu("Game");
        game.setMnemonic(KeyEvent.VK_G);
        game.add(quit);
        JMenu view = new JMenu("View");
        view.setMnemonic(KeyEvent.VK_V);
        view.add(zoomIn);
        view.add(zoomOut);
        view.add(fit);
        view.addSeparator();
        view.add(light);
        view.add(dark);
        bar.add(game);
        bar.add(view);
        setJMenuBar(bar);

        JToolBar tools = new JToolBar();
        tools.setFloatable(false);
        tools.add(zoomIn);
        tools.add(zoomOut);
        tools.add(fit);
        bind(map, "zoomIn", zoomIn, Commands.plain(KeyEvent.VK_EQUALS), Commands.plain(KeyEvent.VK_ADD),
                Commands.plain(KeyEvent.VK_PLUS));
        bind(map, "zoomOut", zoomOut, Commands.plain(KeyEvent.VK_MINUS), Commands.plain(KeyEvent.VK_SUBTRACT));
        bind(map, "fit", fit, Commands.plain(KeyEvent.VK_0), Commands.plain(KeyEvent.VK_HOME));
        bind(map, "panLeft", Commands.action("Pan left", "", null, () -> map.pan(60, 0)), Commands.plain(KeyEvent.VK_LEFT));
        bind(map, "panRight", Commands.action("Pan right", "", null, () -> map.pan(-60, 0)), Commands.plain(KeyEvent.VK_RIGHT));
        bind(map, "panUp", Commands.action("Pan up", "", null, () -> map.pan(0, 60)), Commands.plain(KeyEvent.VK_UP));
        bind(map, "panDown", Commands.action("Pan down", "", null, () -> map.pan(0, -60)), Commands.plain(KeyEvent.VK_DOWN));

        status.setBorder(BorderFactory.createEmptyBorder(3, 8, 3, 8));
        status.setText(board.size() + " locations, " + board.graph().edgeSet().size()
                + " paths. Drag to pan, wheel or +/- to zoom, 0 to fit.");
        add(tools, BorderLayout.NORTH);
        add(map, BorderLayout.CENTER);
        add(status, BorderLayout.SOUTH);
        pack();
        setLocationByPlatform(true);
    }

    private static void bind(JComponent c, String name, Action a, javax.swing.KeyStroke... keys) {
        for (javax.swing.KeyStroke k : keys) {
            c.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(k, name);
        }
        c.getActionMap().put(name, a);
    }

    private void showLocation(Location l) {
        if (l == null) {
            return;
        }
        status.setText(l.name() + " — " + l.region().name()
                + (l.haven() ? ", Haven" : "")
                + (l.isStronghold() ? ", Shadow Stronghold " + l.strongholdMax() : "")
                + (l.permanentlyPerilous() ? ", permanently perilous" : ""));
    }

    private void theme(boolean dark) {
        if (dark) {
            FlatDarkLaf.setup();
        } else {
            FlatLightLaf.setup();
        }
        FlatLaf.updateUI();
    }

    MapPanel map() {
        return map;
    }

    /** Opens the window on the event thread; reports broken data in a dialog instead. */
    public static void open() {
        SwingUtilities.invokeLater(() -> {
            FlatLightLaf.setup();
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
            if (choice == null) {
                System.exit(0);
                return;
            }
            choice.session().autosaveTo(meq.session.Session.autosaveFile());
            TableFrame table = new TableFrame(rules, choice.session(), choice.title());
            table.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
            table.setVisible(true);
        });
    }

    private static void showProblems(DataException e) {
        JTextArea text = new JTextArea(e.getMessage(), 12, 80);
        text.setEditable(false);
        JOptionPane.showMessageDialog(null, new JScrollPane(text), "meq cannot start: the game data is broken",
                JOptionPane.ERROR_MESSAGE);
    }
}
