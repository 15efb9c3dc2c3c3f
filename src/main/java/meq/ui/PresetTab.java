package meq.ui;

import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.awt.Font;
import java.awt.GridLayout;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import javax.swing.BorderFactory;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.ListSelectionModel;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.data.YamlSource;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.rules.words.GameLog;
import meq.session.Session;

/**
 * The start screen's Preset tab: the presets (the bundled ones and any file opened), filtered by words, to play,
 * edit, simulate or weigh the odds of.
 */
final class PresetTab extends JPanel {
    private static final String READING = "Reading the presets…";

    private final StartDialog dialog;
    /** Every preset, the bundled ones first, then any file opened; the list shows those the filter lets through. */
    private final List<Presets.Preset> all = new ArrayList<>();
    private final DefaultListModel<Presets.Preset> model = new DefaultListModel<>();
    private final JList<Presets.Preset> list = new JList<>(model);
    /** Each preset's text (it goes into a save that starts from it) and a bundled one's name (its calibration). */
    private final Map<Presets.Preset, String> texts = new IdentityHashMap<>();
    private final Map<Presets.Preset, String> builtIn = new IdentityHashMap<>();
    private final JTextField filter = new JTextField();
    private final JTextArea about = new JTextArea();
    private final ShadowWindowsChoice presetWindows = ShadowWindowsChoice.forNewGame();

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

    /** With the bundled presets, or (reading) none yet: {@link #addBundled} brings them. */
    PresetTab(StartDialog dialog, List<Bundled> bundled, boolean reading) {
        super(new BorderLayout());
        this.dialog = dialog;
        for (Bundled b : bundled) {
            all.add(b.preset());
            model.addElement(b.preset());
            texts.put(b.preset(), b.text());
            builtIn.put(b.preset(), b.name());
        }
        add(filterRow(), BorderLayout.NORTH);
        add(listAndAbout(reading), BorderLayout.CENTER);
        JPanel bottom = new JPanel(new BorderLayout());
        bottom.add(presetWindows, BorderLayout.NORTH);
        bottom.add(buttons(), BorderLayout.SOUTH);
        add(bottom, BorderLayout.SOUTH);
        if (!model.isEmpty()) {
            list.setSelectedIndex(0);
        }
    }

    /** The filter: every keystroke lists again the presets it lets through. */
    private JPanel filterRow() {
        FilterField.of(filter, "preset-filter", "Filter by words in the title, description or goal", this::refilter);
        JPanel top = new JPanel(new BorderLayout(6, 0));
        top.setBorder(BorderFactory.createEmptyBorder(8, 8, 0, 8));
        top.add(new JLabel("Filter:"), BorderLayout.WEST);
        top.add(filter, BorderLayout.CENTER);
        return top;
    }

    /** Lists the presets the filter lets through, keeping the one chosen if it still is (else the first). */
    private void refilter() {
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
    }

    /** The presets by title, and beside them the chosen one's description and goal. */
    private JPanel listAndAbout(boolean reading) {
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
        about.setText(reading ? READING : "");
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
        return centre;
    }

    /** What can be done with the chosen preset: open another file, edit, odds, simulate, play. */
    private JPanel buttons() {
        presetWindows.setBorder(BorderFactory.createEmptyBorder(0, 8, 0, 8));
        JButton openFile = new JButton("Open a preset file...");
        openFile.addActionListener(e -> {
            JFileChooser chooser = new JFileChooser();
            if (chooser.showOpenDialog(dialog) == JFileChooser.APPROVE_OPTION) {
                open(chooser.getSelectedFile().toPath());
            }
        });
        JButton edit = new JButton("Edit...");
        edit.setToolTipText("Open this preset in the preset editor");
        edit.addActionListener(e -> chosen(sel -> dialog.edit(new StartDialog.Editing(sel))));
        JButton odds = new JButton("Odds...");
        odds.setToolTipText("Play this preset to the end many times with bots and chart how it ends");
        odds.addActionListener(e -> chosen(sel -> OddsDialog.of(dialog, dialog.rules(), sel, builtIn.get(sel))
                .setVisible(true)));
        JButton simulate = new JButton("Simulate...");
        simulate.setToolTipText("Play this preset to the end many times with bots and chart the games");
        simulate.addActionListener(e -> chosen(sel -> SimulationDialog.of(dialog, dialog.rules(), sel).setVisible(true)));
        JButton play = new JButton("Play this preset");
        play.addActionListener(e -> chosen(this::play));
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        buttons.add(openFile);
        buttons.add(edit);
        buttons.add(odds);
        buttons.add(simulate);
        buttons.add(play);
        return buttons;
    }

    /** Does this with the chosen preset, if one is. */
    private void chosen(Consumer<Presets.Preset> then) {
        Presets.Preset sel = list.getSelectedValue();
        if (sel != null) {
            then.accept(sel);
        }
    }

    /** Plays the preset: a game that starts from its text, with Sauron's Shadow windows as chosen. */
    private void play(Presets.Preset sel) {
        List<String> heroes = sel.heroes();
        GameLog log = new GameLog(heroes, sel.seed(), List.of(), Set.of(), texts.get(sel),
                DataLoader.fingerprint(DataLoader.bundledRoot()))
                .withOrders(GameLog.ShadowOrders.everyTiming(dialog.rules(), presetWindows.onlyWhenPlayable()));
        dialog.chosen(new StartDialog.Choice(Session.of(dialog.rules(), log), sel.title()));
    }

    /** The bundled presets, read after the tab was made: they go before any preset file opened meanwhile. */
    void addBundled(List<Bundled> later) {
        for (int i = 0; i < later.size(); i++) {
            all.add(i, later.get(i).preset());
            texts.put(later.get(i).preset(), later.get(i).text());
            builtIn.put(later.get(i).preset(), later.get(i).name());
        }
        if (about.getText().equals(READING)) {
            about.setText("");
        }
        refilter();
    }

    /** Types into the preset filter, as a player would. */
    void filter(String words) {
        filter.setText(words);
    }

    /** How many presets the list offers. */
    int listed() {
        return model.size();
    }

    /** Adds a preset file to the list, chosen (as "Open a preset file..." does), or says why it cannot. */
    void open(Path f) {
        try {
            byte[] bytes = YamlSource.readBytes(f, f.getFileName().toString());
            Presets.Preset pr = Presets.loadChecked(dialog.rules(), bytes, f.getFileName().toString());
            all.add(pr);
            texts.put(pr, new String(bytes, StandardCharsets.UTF_8));
            filter.setText(""); // the opened preset is shown, whatever the filter was
            refilter();
            list.setSelectedValue(pr, true);
            Settings.remember(Settings.Recent.PRESET, f);
        } catch (DataException ex) {
            JOptionPane.showMessageDialog(dialog, ex.getMessage(), "This preset cannot be read", JOptionPane.ERROR_MESSAGE);
        } catch (RuntimeException ex) {
            JOptionPane.showMessageDialog(dialog, f + ": " + ex.getMessage(), "This preset cannot be read",
                    JOptionPane.ERROR_MESSAGE);
        }
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
}
