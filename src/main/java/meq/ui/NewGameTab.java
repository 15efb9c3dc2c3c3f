package meq.ui;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.GridLayout;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.swing.BorderFactory;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JTextField;
import meq.bots.Strength;
import meq.data.DataLoader;
import meq.data.GameData;
import meq.data.HeroDef;
import meq.rules.words.GameLog;
import meq.session.Session;

/** The start screen's New game tab: the heroes and the players' names, the seed, the optional rules, the bots. */
final class NewGameTab extends JPanel {
    private final StartDialog dialog;
    /** The heroes' boxes, in the data's order, each named by its hero's id (put in once the data is read). */
    private final List<JCheckBox> boxes = new ArrayList<>();
    /** Each seat's player's name field, Sauron's first. */
    private final Map<String, JTextField> names = new LinkedHashMap<>();
    private final JPanel seats = new JPanel(new GridLayout(0, 3, 10, 2));
    private final JTextField seed = new JTextField(Long.toString(System.currentTimeMillis() % 100000), 8);
    private final OptionalRuleBoxes optionalRules = new OptionalRuleBoxes(" (optional rule)");
    private final JCheckBox sauronBot = new JCheckBox("Sauron is played by the bot (play the heroes alone)");
    private final JCheckBox heroBots = new JCheckBox("The heroes are played by bots (play Sauron alone)");
    private final JComboBox<Strength> strength = new JComboBox<>(Strength.values());
    private final ShadowWindowsChoice shadowWindows = ShadowWindowsChoice.forNewGame();

    NewGameTab(StartDialog dialog) {
        super(new BorderLayout());
        this.dialog = dialog;
        JPanel form = new JPanel(new GridLayout(0, 1, 4, 4));
        form.setBorder(BorderFactory.createEmptyBorder(12, 16, 12, 16));
        form.add(new JLabel("Heroes (one to three; Sauron is the other player), and the players' names if you like:"));
        form.add(sauronSeat());
        form.add(seedRow());
        optionalRules.boxes().forEach(form::add);
        form.add(sauronBot);
        form.add(heroBots);
        form.add(strengthRow());
        add(form, BorderLayout.CENTER);
        add(bottom(), BorderLayout.SOUTH);
    }

    /** The seats' grid with Sauron's name in it; the heroes join it with the data ({@link #addHeroes}). */
    private JPanel sauronSeat() {
        names.put("sauron", nameField("Sauron"));
        JPanel sauron = new JPanel(new BorderLayout(4, 0));
        JLabel sauronLabel = new JLabel("Sauron");
        sauronLabel.setPreferredSize(new JCheckBox("Argalad").getPreferredSize());
        sauron.add(sauronLabel, BorderLayout.WEST);
        sauron.add(names.get("sauron"), BorderLayout.CENTER);
        seats.add(sauron);
        return seats;
    }

    /** The heroes' boxes and name fields, from the data: the first two ticked. */
    void addHeroes(GameData data) {
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
            seats.add(one);
        }
    }

    private JPanel seedRow() {
        seed.setName("seed");
        JPanel seedRow = new JPanel(new FlowLayout(FlowLayout.LEFT));
        seedRow.add(new JLabel("Seed:"));
        seedRow.add(seed);
        return seedRow;
    }

    /** How strongly the bots play, each strength in a few words. */
    private JPanel strengthRow() {
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
        return strengthRow;
    }

    /** Sauron's Shadow windows, and the buttons: Simulate... and Start the game. */
    private JPanel bottom() {
        shadowWindows.setBorder(BorderFactory.createEmptyBorder(0, 16, 0, 16));
        JButton start = new JButton("Start the game");
        start.addActionListener(e -> start());
        JButton simulate = new JButton("Simulate...");
        simulate.setToolTipText("Play many new games with bots and chart how they end");
        simulate.addActionListener(e -> new SimulationDialog(dialog, dialog.rules(), null, "new games",
                optionalRules.chosen()).setVisible(true));
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        buttons.add(simulate);
        buttons.add(start);
        JPanel bottom = new JPanel(new BorderLayout());
        bottom.add(shadowWindows, BorderLayout.NORTH);
        bottom.add(buttons, BorderLayout.SOUTH);
        return bottom;
    }

    /** Starts the game the form describes, or says what is missing (one to three heroes, a whole-number seed). */
    private void start() {
        List<String> ids = boxes.stream().filter(JCheckBox::isSelected).map(JCheckBox::getName).toList();
        if (ids.isEmpty() || ids.size() > 3) {
            JOptionPane.showMessageDialog(dialog, "Choose one, two or three heroes.", "New game", JOptionPane.WARNING_MESSAGE);
            return;
        }
        long s;
        try {
            s = Long.parseLong(seed.getText().trim());
        } catch (NumberFormatException ex) {
            JOptionPane.showMessageDialog(dialog, "The seed is a whole number.", "New game", JOptionPane.WARNING_MESSAGE);
            return;
        }
        Settings.botStrength((Strength) strength.getSelectedItem());
        dialog.chosen(new StartDialog.Choice(Session.of(dialog.rules(), new GameLog(ids, s, List.of(),
                optionalRules.chosen(), null,
                DataLoader.fingerprint(DataLoader.bundledRoot()))
                .withNames(players(ids)).withOrders(GameLog.ShadowOrders.everyTiming(dialog.rules(),
                        shadowWindows.onlyWhenPlayable()))),
                (ids.size() + 1) + " players, seed " + s, bots(sauronBot.isSelected(), heroBots.isSelected(), ids)));
    }

    /** The players' names given, by seat: Sauron's and the chosen heroes'. */
    private Map<String, String> players(List<String> ids) {
        Map<String, String> named = new LinkedHashMap<>();
        for (String seat : names.keySet()) {
            String n = names.get(seat).getText().strip();
            if (!n.isEmpty() && (seat.equals("sauron") || ids.contains(seat))) {
                named.put(seat, n);
            }
        }
        return named;
    }

    /** A field for a player's name, empty (the seat keeps its own name) with a hint. */
    private static JTextField nameField(String seat) {
        JTextField f = new JTextField(10);
        f.setName("name-" + seat);
        f.putClientProperty("JTextField.placeholderText", "player's name");
        f.setToolTipText("Who plays " + seat + " (shown on the curtain, the hand-over and the log)");
        return f;
    }

    /** The seats the bots play: Sauron's, the heroes', or both. */
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
}
