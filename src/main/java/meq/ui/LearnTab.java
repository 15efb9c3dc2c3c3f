package meq.ui;

import java.awt.BorderLayout;
import java.awt.Font;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.data.Lessons;
import meq.data.YamlSource;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.rules.words.GameLog;
import meq.session.Session;

/**
 * The start screen's Learn to play tab: a guided game for each side, each with one sentence and a button. A guide is
 * its preset played as a game of its own, the bot (Easy) on every other seat, its lessons at the table. The guides
 * are read when the tab is first shown, not at start-up.
 */
final class LearnTab extends JPanel {
    private final Rules rules;
    private final Consumer<StartDialog.Choice> start;
    private boolean filled;

    LearnTab(Rules rules, Consumer<StartDialog.Choice> start) {
        super(new GridBagLayout());
        this.rules = rules;
        this.start = start;
        setName("learn-tab");
        addComponentListener(new ComponentAdapter() {
            @Override
            public void componentShown(ComponentEvent e) {
                fill();
            }
        });
    }

    /** Puts in the guides (once), or says why they cannot be read. */
    void fill() {
        if (filled) {
            return;
        }
        filled = true;
        GridBagConstraints c = new GridBagConstraints();
        c.gridx = 0;
        c.fill = GridBagConstraints.HORIZONTAL;
        c.weightx = 1;
        c.insets = new Insets(8, 16, 8, 16);
        JLabel intro = new JLabel("<html><body style='width:560px'>Never played? Play a short guided game: the window explains each question"
                + " as it comes and marks a good choice. You may always choose another.</html>");
        add(intro, c);
        try {
            for (Lessons l : Lessons.bundled()) {
                add(guide(l), c);
            }
        } catch (DataException e) {
            add(new JLabel("<html>The lessons cannot be read:<br>" + LargeCard.esc(e.getMessage()) + "</html>"), c);
        }
        c.weighty = 1;
        add(new JPanel(), c);
        revalidate();
        repaint();
    }

    private JPanel guide(Lessons l) {
        JPanel p = new JPanel(new BorderLayout(12, 2));
        p.setBorder(BorderFactory.createCompoundBorder(BorderFactory.createEtchedBorder(),
                BorderFactory.createEmptyBorder(6, 8, 6, 8)));
        JLabel title = new JLabel(l.title());
        title.setFont(title.getFont().deriveFont(Font.BOLD, 15f));
        JLabel about = new JLabel("<html><body style='width:480px'>" + LargeCard.esc(l.about()) + " (" + l.lessons().size() + " lessons)</html>");
        JButton go = new JButton("Start");
        go.setName("learn-" + l.id());
        go.addActionListener(e -> {
            try {
                start.accept(choice(rules, l));
            } catch (DataException ex) {
                JOptionPane.showMessageDialog(this, ex.getMessage(), "This guide cannot start", JOptionPane.ERROR_MESSAGE);
            }
        });
        p.add(title, BorderLayout.NORTH);
        p.add(about, BorderLayout.CENTER);
        p.add(go, BorderLayout.EAST);
        return p;
    }

    /** The guide's game: its preset, with the Easy bot on every seat but the learner's. */
    static StartDialog.Choice choice(Rules rules, Lessons l) throws DataException {
        String name = l.preset() + ".yaml";
        Path file = DataLoader.bundledRoot().resolve("presets").resolve(name);
        byte[] bytes = YamlSource.readBytes(file, "presets/" + name);
        Presets.Preset p = Presets.loadChecked(rules, bytes, "presets/" + name);
        List<String> heroes = p.heroes();
        Map<String, String> bots = new LinkedHashMap<>();
        if (!l.sauron()) {
            bots.put("sauron", "easy");
        }
        for (int i = l.sauron() ? 0 : 1; i < heroes.size(); i++) {
            bots.put(heroes.get(i), "easy");
        }
        GameLog log = new GameLog(heroes, p.seed(), List.of(), Set.of(), new String(bytes, StandardCharsets.UTF_8),
                DataLoader.fingerprint(DataLoader.bundledRoot())).withBots(bots).withGuide(l.id());
        return new StartDialog.Choice(Session.of(rules, log), l.title(), Set.of(), l);
    }

    /**
     * The guide a game is (its save names it, so a guide saved or resumed has its lessons again), or null: no guide,
     * or one this program does not have (the game then plays on without lessons; {@link #unknownGuide} says so).
     */
    static Lessons guideOf(GameLog game) {
        if (game.guide() == null) {
            return null;
        }
        try {
            return Lessons.bundled().stream().filter(l -> l.id().equals(game.guide())).findFirst().orElse(null);
        } catch (DataException e) {
            return null;
        }
    }

    /** Why a game that was a guide plays without its lessons, or null when it is no guide or has them. */
    static String unknownGuide(GameLog game) {
        return game.guide() == null || guideOf(game) != null ? null : "This game was the Learn to play guide \""
                + game.guide() + "\", which this program cannot read or no longer has. It plays on without lessons.";
    }

    /** The Start buttons, in order (for tests). */
    List<JButton> starts() {
        fill();
        return java.util.Arrays.stream(getComponents()).filter(JPanel.class::isInstance)
                .flatMap(p -> java.util.Arrays.stream(((JPanel) p).getComponents())).filter(JButton.class::isInstance)
                .map(JButton.class::cast).toList();
    }
}
