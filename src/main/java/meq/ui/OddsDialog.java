package meq.ui;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Font;
import java.awt.Window;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntSupplier;
import java.util.function.Supplier;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JTabbedPane;
import javax.swing.JTextArea;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingWorker;
import javax.swing.UIManager;
import meq.bots.BotKind;
import meq.data.DataException;
import meq.data.OddsCalibration;
import meq.lab.Sweepable;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.session.Session;
import meq.sim.Odds;
import meq.sim.OddsReport;
import meq.sim.Yardstick;
import meq.state.GameState;
import meq.state.OptionalRule;
import meq.state.Side;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XChartPanel;

/**
 * How a state tends to end: plays it to the end many times off the event thread (Quick, Strong with its time
 * measured here first, or Random), with a progress bar and a Stop button that keeps the samples done, then shows
 * each side's win rate with its 95% interval on a chart and in words, naming the bots and their calibration.
 */
final class OddsDialog extends JDialog {
    private static final List<String> SIDES = List.of("heroes", "sauron");
    /** Each side's colour, the same in every chart: the heroes blue, Sauron the crimson of his influence. */
    static final Color HEROES_COLOUR = new Color(0x2F6FB5);
    static final Color SAURON_COLOUR = new Color(0x9E1B1B);
    /** The bots a simulation may play on a side, the heuristic one first: it is the default. */
    static final String[] BOTS = {"heuristic", "search", "random"};
    static final String BOTS_TIP = "heuristic: the bot that plays to a plan; search: tries each option in many"
            + " sampled games (slower, stronger; its budget is the games a decision); random: any legal answer";

    /** What the odds window offers to play: the quick bots, strong play, or random answers. */
    static final String[] PLAY = {"Quick", "Strong", "Random"};
    static final String PLAY_TIP = "Quick: the heuristic bots, thousands of samples in about a second; Strong: the"
            + " search bots at the calibration's budget (slow: the time is measured here first); Random: any legal"
            + " answer";

    private final Rules rules;
    private final GameState start;
    /** The built-in preset's name (its calibration's line), or null. */
    private final String preset;
    private final OddsCalibration calibration;
    private final JSpinner samples = new JSpinner(new SpinnerNumberModel(1000, 10, 1_000_000, 100));
    private final JSpinner seed = new JSpinner(new SpinnerNumberModel(1, 0, Integer.MAX_VALUE, 1));
    private final JComboBox<String> play = new JComboBox<>(PLAY);
    private final JSpinner budget = budgetSpinner();
    private final JButton run = new JButton("Run");
    private final JButton stop = new JButton("Stop");
    private final JProgressBar progress = new JProgressBar(0, 100);
    private final JLabel status = new JLabel("Choose how many samples, then Run.");
    private final StrongTimeLabel pace;
    private final JLabel caption = new JLabel();
    private final JTextArea routes = new JTextArea(8, 40);
    private final CategoryChart chart;
    private final XChartPanel<CategoryChart> chartPanel;
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private SwingWorker<List<Odds.Sample>, Void> worker;
    private final JTabbedPane tabs = new JTabbedPane();
    private final SweepPanel sweep;
    private OddsReport report;
    private boolean running;

    OddsDialog(Window owner, Rules rules, GameState state, String title, String goal) {
        this(owner, rules, state, title, goal, null);
    }

    /** The odds of the moment a game being played stands at ("Odds from here..."). */
    static OddsDialog fromHere(Window owner, Rules rules, Session game, String title) {
        return new OddsDialog(owner, rules, game.state(), title, null);
    }

    /** The odds of a preset; builtIn: the name of the bundled preset it is (for its calibration), else null. */
    static OddsDialog of(Window owner, Rules rules, Presets.Preset preset, String builtIn) {
        return new OddsDialog(owner, rules, preset.state(), preset.title(), preset.goal(), builtIn);
    }

    /** The odds of a state; preset names the built-in preset it is (for its own calibration), else null. */
    OddsDialog(Window owner, Rules rules, GameState state, String title, String goal, String preset) {
        super(owner, "Odds — " + title, ModalityType.MODELESS);
        this.rules = rules;
        this.start = state.copy();
        this.preset = preset;
        this.calibration = bundledCalibration();
        this.pace = new StrongTimeLabel(rules, start);
        chart = new CategoryChartBuilder().width(520).height(300).title(goal == null ? title : "Goal: " + goal)
                .xAxisTitle(axisTitle(BOTS[0] + " bots")).yAxisTitle("win rate (%)").build();
        style(chart);
        addSides(chart);
        chartPanel = new XChartPanel<>(chart);
        chartPanel.setName("odds-chart");
        chartPanel.setPreferredSize(new Dimension(520, 300));
        JPanel charted = new JPanel(new BorderLayout(0, 4));
        charted.add(chartPanel, BorderLayout.CENTER);
        caption.setName("odds-caption");
        charted.add(caption, BorderLayout.SOUTH);
        budget.setValue(Yardstick.strongBudget(calibration));
        sweep = sweepPanel(rules, start, title, settings(samples, seed, this::chosenBots, this::threads,
                Set::of));
        tabs.addTab("Odds", charted);
        tabs.addTab("Vary a number", sweep);
        tabs.setName("odds-tabs");
        layOut(this, owner, controls(), tabs, progress, status, routes, cancelled);
        tabs.addChangeListener(e -> runShown(tabs.getSelectedIndex() == 0, progress, status, routes));
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                pace.close();
                sweep.stop();
            }
        });
        chosen();
    }

    /**
     * The Vary part of a run dialog, on this moment (written as a preset, as the preset editor saves one), played
     * with what the dialog's own controls choose; a moment that cannot be written so is said in its place.
     */
    static SweepPanel sweepPanel(Rules rules, GameState state, String title, SweepPanel.Settings settings) {
        try {
            return new SweepPanel(rules, Sweepable.of(rules, state, title), null, settings);
        } catch (IllegalStateException e) {
            return new SweepPanel(rules, null, e.getMessage(), settings);
        }
    }

    /** A run dialog's choices as the Vary part reads them: samples a point, seed, bots, threads, optional rules. */
    static SweepPanel.Settings settings(JSpinner samples, JSpinner seed, Supplier<BotKind> bots,
                                        IntSupplier threads,
                                        Supplier<Set<OptionalRule>> also) {
        return new SweepPanel.Settings() {
            @Override
            public int samples() {
                return (Integer) samples.getValue();
            }

            @Override
            public long seed() {
                return ((Integer) seed.getValue()).longValue();
            }

            @Override
            public BotKind bots() {
                return bots.get();
            }

            @Override
            public int threads() {
                return threads.getAsInt();
            }

            @Override
            public Set<OptionalRule> rules() {
                return also.get();
            }
        };
    }

    /** The odds of a moment with its Vary part shown and this number (a path of the preset) chosen in it. */
    static OddsDialog sweeping(Window owner, Rules rules, GameState state, String title, String path) {
        OddsDialog d = new OddsDialog(owner, rules, state, title, null);
        d.tabs.setSelectedComponent(d.sweep);
        d.sweep.choose(path);
        return d;
    }

    /** A run's bar, status and figures show under its own tab only; the Vary part has its own. */
    static void runShown(boolean shown, JProgressBar progress, JLabel status, JTextArea words) {
        progress.setVisible(shown);
        status.setVisible(shown);
        javax.swing.SwingUtilities.getAncestorOfClass(JScrollPane.class, words).setVisible(shown);
        progress.getParent().revalidate();
    }

    /** The Vary part (for the preset editor and the tests). */
    SweepPanel sweep() {
        return sweep;
    }

    /** Shows the Vary part. */
    void showSweep() {
        tabs.setSelectedComponent(sweep);
    }

    private JPanel controls() {
        JPanel row = new JPanel(new FlowLayout(FlowLayout.LEFT, 8, 4));
        row.add(new JLabel("Samples:"));
        row.add(samples);
        row.add(new JLabel("Seed:"));
        row.add(seed);
        row.add(new JLabel("Play:"));
        play.setName("play");
        play.setToolTipText(PLAY_TIP);
        row.add(play);
        row.add(new JLabel("Budget:"));
        row.add(budget);
        row.add(run);
        stop.setName("stop");
        stop.setToolTipText("End the run now and show the figures of the samples done so far");
        row.add(stop);
        stop.setEnabled(false);
        run.addActionListener(e -> start());
        stop.addActionListener(e -> cancel());
        play.addActionListener(e -> chosen());
        budget.addChangeListener(e -> chosen());
        samples.addChangeListener(e -> pace.asked((Integer) samples.getValue()));
        JPanel controls = new JPanel(new BorderLayout());
        controls.add(row, BorderLayout.NORTH);
        controls.add(pace, BorderLayout.SOUTH);
        return controls;
    }

    private static OddsCalibration bundledCalibration() {
        try {
            return OddsCalibration.bundled();
        } catch (DataException e) {
            return null; // the words then say the odds are not calibrated; `meq validate` names the problems
        }
    }

    /** The choice of play changed: the budget is for Strong only, whose pace is measured here first. */
    private void chosen() {
        BotKind bots = chosenBots();
        budget.setEnabled(bots.search());
        if (report == null) { // else the chart and its caption keep naming the bots of the figures shown
            caption.setText(captionFor(bots));
            chart.setXAxisTitle(axisTitle(bots.bots(true)));
            chartPanel.repaint();
        }
        pace.chosen(bots, (Integer) samples.getValue(), ((Integer) seed.getValue()).longValue(), threads());
    }

    /** The strong pace measured for the current choice, or null while it is measured. */
    StrongPace.Pace pace() {
        return pace.pace();
    }

    private int threads() {
        return Math.max(1, Runtime.getRuntime().availableProcessors());
    }

    private String captionFor(BotKind bots) {
        String what = bots.search() ? "Strong play" : bots.equals(BotKind.RANDOM) ? "Random play" : "Quick odds";
        return what + " (" + bots.bots(true) + "): " + yardstick(bots).caption();
    }

    private Yardstick yardstick(BotKind bots) {
        return Yardstick.of(calibration, bots, preset, Presets.kind(start));
    }

    /**
     * Lays out a run dialog (the odds and the simulation windows): controls on top, the charts in the middle, the
     * progress bar, the status and the figures in words below; closing the window cancels the run.
     */
    static void layOut(JDialog d, Window owner, JPanel controls, Component charts,
                       JProgressBar progress, JLabel status, JTextArea words, AtomicBoolean cancelled) {
        words.setEditable(false);
        words.setFont(new Font(Font.MONOSPACED, Font.PLAIN, words.getFont().getSize()));
        JPanel south = new JPanel(new BorderLayout(4, 4));
        progress.setStringPainted(true);
        south.add(progress, BorderLayout.NORTH);
        south.add(status, BorderLayout.CENTER);
        south.add(new JScrollPane(words), BorderLayout.SOUTH);
        JPanel root = new JPanel(new BorderLayout(6, 6));
        root.setBorder(BorderFactory.createEmptyBorder(8, 8, 8, 8));
        root.add(controls, BorderLayout.NORTH);
        root.add(charts, BorderLayout.CENTER);
        root.add(south, BorderLayout.SOUTH);
        d.setContentPane(root);
        Placement.packOver(d, owner);
        d.addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                cancelled.set(true);
            }
        });
        Escape.install(); // Escape closes it (and so cancels the run)
        d.setDefaultCloseOperation(DISPOSE_ON_CLOSE);
    }

    /** The figures of the last run, or null before one ends. */
    OddsReport report() {
        return report;
    }

    /** True from Run until the results are shown (done() has run on the event thread). */
    boolean running() {
        return running;
    }

    /** Asks a running run to stop; it shows the samples done so far. */
    void cancel() {
        cancelled.set(true);
    }

    void setSamples(int n) {
        samples.setValue(n);
    }

    /** The bots chosen for the next run, in the command line's word: heuristic (Quick, the default), search, random. */
    String bots() {
        return chosenBots().name();
    }

    /** Chooses by the command line's word (heuristic, search, random) or the window's (Quick, Strong, Random). */
    void setBots(String b) {
        play.setSelectedItem(switch (b.toLowerCase(java.util.Locale.ROOT)) {
            case "heuristic", "quick" -> PLAY[0];
            case "search", "strong" -> PLAY[1];
            default -> PLAY[2];
        });
    }

    private BotKind chosenBots() {
        int budgetNow = (Integer) budget.getValue();
        return switch (play.getSelectedIndex()) {
            case 1 -> BotKind.search(budgetNow);
            case 2 -> BotKind.RANDOM;
            default -> BotKind.HEURISTIC;
        };
    }

    void setBudget(int n) {
        budget.setValue(n);
    }

    /** The search's budget spinner of a run dialog: play-outs a decision, the table's Normal at first. */
    static JSpinner budgetSpinner() {
        JSpinner s = new JSpinner(new SpinnerNumberModel(BotKind.DEFAULT_BUDGET, 1, 100_000, 16));
        s.setName("budget");
        s.setToolTipText("play-outs a decision for a search bot: more is stronger and slower");
        return s;
    }

    /** The win-rate chart (for the tests: its series and their colours). */
    CategoryChart chart() {
        return chart;
    }

    /** Starts a run off the event thread; the run button waits until it ends, Stop ends it early. */
    void start() {
        if (running()) {
            return;
        }
        int n = (Integer) samples.getValue();
        long s = ((Integer) seed.getValue()).longValue();
        BotKind kind = chosenBots();
        int threads = threads();
        pace.runBegins();
        cancelled.set(false);
        running = true;
        run.setEnabled(false);
        stop.setEnabled(true);
        progress.setValue(0);
        progress.setString("0 of " + n + " samples");
        status.setText("Playing " + n + " samples on " + threads + (threads == 1 ? " thread..." : " threads..."));
        long t0 = System.nanoTime();
        worker = BackgroundRun.start(progress, n,
                done -> new Odds(rules).run(start, n, s, threads, done, kind, cancelled::get),
                k -> progress.setString(k + " of " + n + " samples"),
                w -> finished(w, n, s, kind, (System.nanoTime() - t0) / 1e9));
    }

    /** A run ended, whole or stopped: its figures rest on the samples it finished, and say how many. */
    private void finished(SwingWorker<List<Odds.Sample>, Void> w, int n, long s, BotKind kind, double seconds) {
        running = false;
        run.setEnabled(true);
        stop.setEnabled(false);
        List<Odds.Sample> results;
        try {
            results = w.get();
        } catch (Exception e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            status.setText("The run stopped: " + cause);
            return;
        }
        progress.setString(results.size() + " of " + n + " samples");
        show(OddsReport.of(results), kind);
        String rate = String.format(java.util.Locale.ROOT, "%.1f s (%s samples/s)", seconds,
                StrongPace.rate(results.size() / Math.max(seconds, 1e-9)));
        status.setText(results.size() < n ? "Stopped after " + results.size() + " of " + n + " samples: the figures"
                + " rest on these " + results.size() + " (seed " + s + ", " + rate + ")"
                : results.size() + " samples, seed " + s + ", " + kind.onEverySeat() + ", " + rate);
    }

    private void show(OddsReport r, BotKind kind) {
        report = r;
        List<Double> rates = new ArrayList<>();
        List<Double> errors = new ArrayList<>();
        for (Side side : List.of(Side.HEROES, Side.SAURON)) { // in the order of SIDES
            double[] ci = r.interval(side);
            rates.add(100 * r.rate(side));
            // the Wilson interval is not symmetric; the whisker shows its wider half, the text its exact ends
            errors.add(100 * Math.max(r.rate(side) - ci[0], ci[1] - r.rate(side)));
        }
        updateSides(chart, rates, errors);
        chart.setXAxisTitle(axisTitle(kind.bots(true)));
        caption.setText(captionFor(kind));
        chartPanel.revalidate();
        chartPanel.repaint();
        routes.setText("bots: " + kind.word() + " on every seat\n" + yardstick(kind).line() + "\n"
                + r.samples() + " samples\n" + String.join("\n", r.lines()));
        routes.setCaretPosition(0);
    }

    /** The win-rate axis's title: the winner, and which bots played. */
    static String axisTitle(String bots) {
        return "winner (" + bots + ")";
    }

    /**
     * A win-rate chart's two series, one a side, each in its side's colour: the heroes' series has no value over
     * Sauron's name and the other way round, and the bars overlap, so each stands centred over its side's name.
     */
    static void addSides(CategoryChart c) {
        c.getStyler().setOverlapped(true);
        for (int i = 0; i < SIDES.size(); i++) {
            c.addSeries(SIDES.get(i), SIDES, only(i, 0.0), whisker(i, 0.0)).setFillColor(colour(SIDES.get(i)));
        }
    }

    /** Shows these rates (and whiskers), in the order of SIDES, on a chart made by addSides. */
    static void updateSides(CategoryChart c, List<Double> rates, List<Double> errors) {
        for (int i = 0; i < SIDES.size(); i++) {
            c.updateCategorySeries(SIDES.get(i), SIDES, only(i, rates.get(i)), whisker(i, errors.get(i)));
        }
    }

    /** A side's colour ("heroes" or "sauron", any case), the same in every chart. */
    static Color colour(String side) {
        return side.equalsIgnoreCase("sauron") ? SAURON_COLOUR : HEROES_COLOUR;
    }

    /** A whisker only on the side's own bar. */
    private static List<Double> whisker(int index, double value) {
        return only(index, value);
    }

    /**
     * The value at this side's place, NaN at the other's: XChart draws no bar, label or whisker for NaN (a null
     * value cannot have a whisker in XChart 3.8, and a zero would print "0.0" over the other bar).
     */
    private static List<Double> only(int index, double value) {
        List<Double> v = new ArrayList<>();
        for (int i = 0; i < SIDES.size(); i++) {
            v.add(i == index ? value : Double.NaN);
        }
        return v;
    }

    static void style(CategoryChart c) {
        Color bg = UIManager.getColor("Panel.background");
        Color fg = UIManager.getColor("Label.foreground");
        var st = c.getStyler();
        st.setLegendVisible(false);
        st.setYAxisMin(0.0);
        st.setYAxisMax(100.0);
        st.setLabelsVisible(true);
        st.setLabelsPosition(0.5);
        st.setDecimalPattern("0.0");
        st.setYAxisDecimalPattern("0");
        st.setChartBackgroundColor(bg);
        st.setPlotBackgroundColor(bg == null ? Color.WHITE : bg.brighter());
        st.setChartFontColor(fg);
        st.setAxisTickLabelsColor(fg);
        st.setErrorBarsColor(fg);
        st.setSeriesColors(new Color[] {HEROES_COLOUR, SAURON_COLOUR});
        st.setPlotBorderVisible(false);
        st.setToolTipsEnabled(true);
    }
}
