package meq.ui;

import java.awt.Color;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.GridLayout;
import java.awt.Window;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JSpinner;
import javax.swing.JTabbedPane;
import javax.swing.JTextArea;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingWorker;
import javax.swing.UIManager;
import meq.bots.BotKind;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.session.Session;
import meq.sim.SimulationReport;
import meq.sim.Simulator;
import meq.state.GameState;
import meq.state.OptionalRule;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XChartPanel;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Many whole games with bots, off the event thread, with progress and cancel: new games of a player count, or
 * on from a moment. Charts the win rates with their 95% intervals, how many turns the games lasted, and where the
 * story markers stood after each turn; the same figures as `meq simulate`, in words below.
 */
final class SimulationDialog extends JDialog {
    private static final String[] BOTS = OddsDialog.BOTS;
    private static final Color[] MARKER_COLOURS = {new Color(0x3C9A4A), new Color(0xD7B23A), new Color(0x333333),
        new Color(0xB8362E)};

    private final Rules rules;
    private final GameState start;
    private final JSpinner games = new JSpinner(new SpinnerNumberModel(200, 1, 1_000_000, 50));
    private final JSpinner seed = new JSpinner(new SpinnerNumberModel(1, 0, Integer.MAX_VALUE, 1));
    private final JComboBox<Integer> players = new JComboBox<>(new Integer[] {2, 3, 4});
    private final JComboBox<String> sauron = new JComboBox<>(BOTS);
    private final JComboBox<String> heroes = new JComboBox<>(BOTS);
    private final JSpinner budget = OddsDialog.budgetSpinner();
    private final OptionalRuleBoxes optionalRules = new OptionalRuleBoxes("");
    private final JButton run = new JButton("Run");
    private final JButton cancel = new JButton("Cancel");
    private final JProgressBar progress = new JProgressBar(0, 100);
    private final JLabel status = new JLabel("Choose the games and the bots, then Run.");
    private final JTextArea words = new JTextArea(9, 60);
    private final CategoryChart wins;
    private final CategoryChart lengths;
    private final XYChart story;
    private final List<XChartPanel<?>> panels = new ArrayList<>();
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private SimulationReport report;
    private boolean running;
    private SweepPanel sweep;
    private final JTabbedPane tabs = new JTabbedPane();

    /** Games played on from the moment a game being played stands at ("Simulate from here..."). */
    static SimulationDialog fromHere(Window owner, Rules rules, Session game, String title) {
        return new SimulationDialog(owner, rules, game.state(), title);
    }

    /** Games played on from a preset. */
    static SimulationDialog of(Window owner, Rules rules, Presets.Preset preset) {
        return new SimulationDialog(owner, rules, preset.state(), preset.title());
    }

    /** start: a moment to play on from (with its optional rules), or null for new games. */
    SimulationDialog(Window owner, Rules rules, GameState start, String title) {
        this(owner, rules, start, title, Set.of());
    }

    /** With these optional rules ticked at first. */
    SimulationDialog(Window owner, Rules rules, GameState start, String title, Set<OptionalRule> ticked) {
        super(owner, "Simulate — " + title, ModalityType.MODELESS);
        this.rules = rules;
        this.start = start == null ? null : start.copy();
        optionalRules.choose(ticked);
        if (start != null) {
            optionalRules.fixed(start.options, "this moment is played with it");
        }
        wins = new CategoryChartBuilder().width(360).height(280).title("Win rate")
                .xAxisTitle(botsTitle(BotKind.HEURISTIC, BotKind.HEURISTIC)).yAxisTitle("%").build();
        OddsDialog.style(wins);
        OddsDialog.addSides(wins);
        lengths = new CategoryChartBuilder().width(360).height(280).title("Game length, by winner")
                .xAxisTitle("turns").yAxisTitle("games").build();
        OddsDialog.style(lengths);
        lengths.getStyler().setYAxisMax(null);
        lengths.getStyler().setDecimalPattern("0");
        lengths.getStyler().setStacked(true);
        lengths.getStyler().setLabelsVisible(false);
        lengths.getStyler().setLegendVisible(true);
        lengths.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
        lengths.getStyler().setLegendBackgroundColor(UIManager.getColor("Panel.background"));
        for (String side : SimulationReport.SIDES) {
            lengths.addSeries(side, List.of("-"), List.of(0)).setFillColor(OddsDialog.colour(side));
        }
        story = new XYChartBuilder().width(360).height(280).title("Story track after each turn").xAxisTitle("turn")
                .yAxisTitle("space (average)").build();
        styleStory(story);
        for (int k = 0; k < SimulationReport.MARKERS.size(); k++) {
            story.addSeries(SimulationReport.MARKERS.get(k), new double[] {0}, new double[] {0})
                    .setMarker(SeriesMarkers.CIRCLE);
        }

        JPanel controls = new JPanel(new FlowLayout(FlowLayout.LEFT, 8, 4));
        controls.add(new JLabel("Games:"));
        controls.add(games);
        controls.add(new JLabel("Players:"));
        players.setSelectedItem(start == null ? 4 : start.heroes.size() + 1);
        players.setEnabled(start == null);
        players.setToolTipText(start == null ? "Sauron and one to three heroes" : "as many as at this moment");
        controls.add(players);
        controls.add(new JLabel("Seed:"));
        controls.add(seed);
        controls.add(new JLabel("Sauron:"));
        controls.add(sauron);
        controls.add(new JLabel("Heroes:"));
        controls.add(heroes);
        sauron.setSelectedItem(BOTS[0]);
        heroes.setSelectedItem(BOTS[0]);
        sauron.setToolTipText(OddsDialog.BOTS_TIP);
        heroes.setToolTipText(OddsDialog.BOTS_TIP);
        controls.add(new JLabel("Budget:"));
        controls.add(budget);
        sauron.addActionListener(e -> budgetWanted());
        heroes.addActionListener(e -> budgetWanted());
        budget.setEnabled(false);
        controls.add(run);
        controls.add(cancel);
        cancel.setEnabled(false);
        run.addActionListener(e -> start());
        cancel.addActionListener(e -> cancel());

        JPanel charts = new JPanel(new GridLayout(1, 3, 6, 0));
        charts.add(panel(wins, "wins-chart"));
        charts.add(panel(lengths, "length-chart"));
        charts.add(panel(story, "story-chart"));

        JPanel top = new JPanel(new GridLayout(0, 1));
        top.add(controls);
        top.add(optionalRules.row("Optional rules:"));
        OddsDialog.layOut(this, owner, top, withSweep(charts, title), progress, status, words, cancelled);
    }

    /**
     * Played on from a moment, the charts share the window with the Vary part (each value played as many games as
     * chosen, the same bots on every seat); new games have no preset to vary.
     */
    private Component withSweep(JPanel charts, String title) {
        if (start == null) {
            return charts;
        }
        sweep = OddsDialog.sweepPanel(rules, start, title, OddsDialog.settings(games, seed, this::sameBots,
                () -> Math.max(1, Runtime.getRuntime().availableProcessors()), optionalRules::chosen));
        tabs.addTab("Games", charts);
        tabs.addTab("Vary a number", sweep);
        tabs.setName("simulate-tabs");
        tabs.addChangeListener(e -> OddsDialog.runShown(tabs.getSelectedIndex() == 0, progress, status, words));
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                sweep.stop();
            }
        });
        return tabs;
    }

    /** The bots of a sweep: one kind on every seat, so both sides must be given the same. */
    private BotKind sameBots() {
        if (!sauron.getSelectedItem().equals(heroes.getSelectedItem())) {
            throw new IllegalStateException("a sweep plays the same bots on every seat: choose the same for Sauron"
                    + " and the heroes");
        }
        return BotKind.parse((String) heroes.getSelectedItem(), (Integer) budget.getValue());
    }

    /** Shows the Vary part (played on from a moment). */
    void showSweep() {
        tabs.setSelectedComponent(sweep);
    }

    /** The Vary part, or null for new games. */
    SweepPanel sweep() {
        return sweep;
    }

    private XChartPanel<?> panel(Chart<?, ?> chart, String name) {
        XChartPanel<?> p = new XChartPanel<>(chart);
        p.setName(name);
        p.setPreferredSize(new Dimension(360, 280));
        panels.add(p);
        return p;
    }

    SimulationReport report() {
        return report;
    }

    boolean running() {
        return running;
    }

    void cancel() {
        cancelled.set(true);
    }

    void setGames(int n) {
        games.setValue(n);
    }

    void setBots(String sauronBot, String heroBots) {
        sauron.setSelectedItem(sauronBot);
        heroes.setSelectedItem(heroBots);
    }

    void setBudget(int n) {
        budget.setValue(n);
    }

    /** The budget counts only while a side is played by the search. */
    private void budgetWanted() {
        budget.setEnabled(bots().contains("search"));
    }

    /** The bots chosen for the next run: Sauron's and the heroes' (heuristic unless changed). */
    List<String> bots() {
        return List.of((String) sauron.getSelectedItem(), (String) heroes.getSelectedItem());
    }

    /** The charts: wins, lengths (for the tests: their series and colours). */
    List<CategoryChart> sideCharts() {
        return List.of(wins, lengths);
    }

    /** The win-rate axis's title: which bots played on each side. */
    static String botsTitle(BotKind sauronBot, BotKind heroBot) {
        return sauronBot.equals(heroBot) ? OddsDialog.axisTitle(sauronBot.bots(true))
                : OddsDialog.axisTitle("Sauron " + sauronBot.word() + ", heroes " + heroBot.word());
    }
    /** Starts a run off the event thread. */
    void start() {
        if (running) {
            return;
        }
        int n = (Integer) games.getValue();
        long s = ((Integer) seed.getValue()).longValue();
        int p = (Integer) players.getSelectedItem();
        BotKind sauronBot = BotKind.parse((String) sauron.getSelectedItem(), (Integer) budget.getValue());
        BotKind heroBot = BotKind.parse((String) heroes.getSelectedItem(), (Integer) budget.getValue());
        Set<OptionalRule> played = optionalRules.chosen();
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
        cancelled.set(false);
        running = true;
        run.setEnabled(false);
        cancel.setEnabled(true);
        progress.setValue(0);
        status.setText("Playing " + n + " games on " + threads + (threads == 1 ? " thread..." : " threads..."));
        long t0 = System.nanoTime();
        BackgroundRun.start(progress, n, done -> new Simulator(rules, played).run(n, s, p, start, threads, false,
                sauronBot, heroBot, done, cancelled::get), k -> { },
                w -> finished(w, n, s, sauronBot, heroBot, played, t0));
    }

    /** A run ended, whole or cancelled: its figures rest on the games it finished, and say how many. */
    private void finished(SwingWorker<List<Simulator.Outcome>, Void> w, int n, long s, BotKind sauronBot,
                          BotKind heroBot, Set<OptionalRule> played, long t0) {
        run.setEnabled(true);
        cancel.setEnabled(false);
        try {
            List<Simulator.Outcome> results = w.get();
            double seconds = (System.nanoTime() - t0) / 1e9;
            show(SimulationReport.of(results), results, sauronBot, heroBot, played);
            status.setText((results.size() < n ? "Cancelled after " + results.size() + " of " + n
                    : results.size()) + " games, seed " + s + ", Sauron " + sauronBot.bots(false) + ", heroes "
                    + heroBot.bots(false) + ", optional rules: " + OptionalRuleBoxes.named(played)
                    + String.format(", %.1f s (%.0f games/s)",
                    seconds, results.size() / Math.max(seconds, 1e-9)));
        } catch (Exception e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            status.setText("The run stopped: " + cause.getMessage());
        } finally {
            running = false;
        }
    }

    private void show(SimulationReport r, List<Simulator.Outcome> results, BotKind sauronBot, BotKind heroBot,
                      Set<OptionalRule> played) {
        report = r;
        List<Double> rates = new ArrayList<>();
        List<Double> errors = new ArrayList<>();
        for (String side : SimulationReport.SIDES) {
            double[] ci = r.interval(side);
            rates.add(100 * r.rate(side));
            errors.add(100 * Math.max(r.rate(side) - ci[0], ci[1] - r.rate(side)));
        }
        OddsDialog.updateSides(wins, rates, errors);
        wins.setXAxisTitle(botsTitle(sauronBot, heroBot));
        List<String> turns = new ArrayList<>();
        if (!r.byLength().isEmpty()) {
            int first = r.byLength().keySet().stream().min(Integer::compare).orElse(0);
            int last = r.byLength().keySet().stream().max(Integer::compare).orElse(0);
            for (int t = first; t <= last; t++) {
                turns.add(String.valueOf(t));
            }
        } else {
            turns.add("-");
        }
        for (String side : SimulationReport.SIDES) {
            List<Integer> counts = new ArrayList<>();
            for (String t : turns) {
                counts.add((int) results.stream().filter(o -> o.winnerWord().equals(side)
                        && String.valueOf(o.turns()).equals(t)).count());
            }
            lengths.updateCategorySeries(side, turns, counts, null);
        }
        int n = Math.max(1, r.storyByTurn().size());
        double[] x = new double[n];
        for (int k = 0; k < SimulationReport.MARKERS.size(); k++) {
            double[] y = new double[n];
            for (int t = 0; t < n; t++) {
                x[t] = t + 1;
                y[t] = r.storyByTurn().isEmpty() ? 0 : r.storyByTurn().get(t)[k];
            }
            story.updateXYSeries(SimulationReport.MARKERS.get(k), x, y, null);
        }
        panels.forEach(p -> {
            p.revalidate();
            p.repaint();
        });
        words.setText("bots: Sauron " + sauronBot.word() + ", heroes " + heroBot.word() + "\noptional rules: "
                + OptionalRuleBoxes.named(played) + "\n" + String.join("\n", r.lines()));
        words.setCaretPosition(0);
    }

    private static void styleStory(XYChart c) {
        Color bg = UIManager.getColor("Panel.background");
        Color fg = UIManager.getColor("Label.foreground");
        var st = c.getStyler();
        st.setChartBackgroundColor(bg);
        st.setPlotBackgroundColor(bg == null ? Color.WHITE : bg.brighter());
        st.setChartFontColor(fg);
        st.setAxisTickLabelsColor(fg);
        st.setLegendBackgroundColor(bg);
        st.setSeriesColors(MARKER_COLOURS);
        st.setYAxisMin(0.0);
        st.setXAxisDecimalPattern("0");
        st.setPlotBorderVisible(false);
        st.setLegendPosition(Styler.LegendPosition.InsideNW);
    }
}
