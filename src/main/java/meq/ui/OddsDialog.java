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
import java.util.concurrent.atomic.AtomicBoolean;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JTextArea;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingWorker;
import javax.swing.UIManager;
import meq.bots.BotKind;
import meq.rules.Rules;
import meq.sim.Odds;
import meq.sim.OddsReport;
import meq.state.GameState;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XChartPanel;

/**
 * How a state tends to end: plays it to the end many times off the event thread, with a progress bar and a
 * cancel button, then shows each side's win rate with its 95% interval on a chart and the routes in words.
 */
final class OddsDialog extends JDialog {
    private static final List<String> SIDES = List.of("heroes", "sauron");
    /** Each side's colour, the same in every chart: the heroes blue, Sauron the crimson of his influence. */
    static final Color HEROES_COLOUR = new Color(0x2F6FB5);
    static final Color SAURON_COLOUR = new Color(0x9E1B1B);
    /** The bots a run may play, the heuristic one first: it is the default. */
    static final String[] BOTS = {"heuristic", "search", "random"};
    static final String BOTS_TIP = "heuristic: the bot that plays to a plan; search: tries each option in many"
            + " sampled games (slower, stronger; its budget is the games a decision); random: any legal answer";

    private final Rules rules;
    private final GameState start;
    private final JSpinner samples = new JSpinner(new SpinnerNumberModel(1000, 10, 1_000_000, 100));
    private final JSpinner seed = new JSpinner(new SpinnerNumberModel(1, 0, Integer.MAX_VALUE, 1));
    private final JComboBox<String> bots = new JComboBox<>(BOTS);
    private final JSpinner budget = budgetSpinner();
    private final JButton run = new JButton("Run");
    private final JButton cancel = new JButton("Cancel");
    private final JProgressBar progress = new JProgressBar(0, 100);
    private final JLabel status = new JLabel("Choose how many samples, then Run.");
    private final JTextArea routes = new JTextArea(8, 40);
    private final CategoryChart chart;
    private final XChartPanel<CategoryChart> chartPanel;
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private SwingWorker<List<Odds.Sample>, Void> worker;
    private OddsReport report;
    private boolean running;

    OddsDialog(Window owner, Rules rules, GameState state, String title, String goal) {
        super(owner, "Odds — " + title, ModalityType.MODELESS);
        this.rules = rules;
        this.start = state.copy();
        chart = new CategoryChartBuilder().width(520).height(300).title(goal == null ? title : "Goal: " + goal)
                .xAxisTitle(axisTitle(BOTS[0] + " bots")).yAxisTitle("win rate (%)").build();
        style(chart);
        addSides(chart);
        chartPanel = new XChartPanel<>(chart);
        chartPanel.setName("odds-chart");
        chartPanel.setPreferredSize(new Dimension(520, 300));

        JPanel controls = new JPanel(new FlowLayout(FlowLayout.LEFT, 8, 4));
        controls.add(new JLabel("Samples:"));
        controls.add(samples);
        controls.add(new JLabel("Seed:"));
        controls.add(seed);
        controls.add(new JLabel("Bots:"));
        bots.setSelectedItem(BOTS[0]);
        bots.setToolTipText(BOTS_TIP);
        controls.add(bots);
        controls.add(new JLabel("Budget:"));
        controls.add(budget);
        bots.addActionListener(e -> budget.setEnabled("search".equals(bots())));
        budget.setEnabled(false);
        controls.add(run);
        controls.add(cancel);
        cancel.setEnabled(false);
        run.addActionListener(e -> start());
        cancel.addActionListener(e -> cancel());

        layOut(this, owner, controls, chartPanel, progress, status, routes, cancelled);
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

    /** The bots chosen for the next run (heuristic unless changed). */
    String bots() {
        return (String) bots.getSelectedItem();
    }

    void setBots(String b) {
        bots.setSelectedItem(b);
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

    /** Starts a run off the event thread; the run button waits until it ends. */
    void start() {
        if (running()) {
            return;
        }
        int n = (Integer) samples.getValue();
        long s = ((Integer) seed.getValue()).longValue();
        BotKind kind = BotKind.parse(bots(), (Integer) budget.getValue());
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
        cancelled.set(false);
        running = true;
        run.setEnabled(false);
        cancel.setEnabled(true);
        progress.setValue(0);
        status.setText("Playing " + n + " samples on " + threads + (threads == 1 ? " thread..." : " threads..."));
        long t0 = System.nanoTime();
        worker = new SwingWorker<>() {
            @Override
            protected List<Odds.Sample> doInBackground() throws Exception {
                return new Odds(rules).run(start, n, s, threads,
                        done -> setProgress((int) (100L * done / n)), kind, cancelled::get);
            }

            @Override
            protected void done() {
                running = false;
                run.setEnabled(true);
                cancel.setEnabled(false);
                List<Odds.Sample> results;
                try {
                    results = get();
                } catch (Exception e) {
                    Throwable cause = e.getCause() == null ? e : e.getCause();
                    status.setText("The run stopped: " + cause);
                    return;
                }
                double seconds = (System.nanoTime() - t0) / 1e9;
                show(OddsReport.of(results), kind);
                status.setText((results.size() < n ? "Cancelled after " + results.size() + " of " + n : results.size())
                        + " samples, seed " + s + ", " + kind.onEverySeat() + ", "
                        + String.format("%.1f s (%.0f samples/s)", seconds, results.size() / Math.max(seconds, 1e-9)));
            }
        };
        worker.addPropertyChangeListener(e -> {
            if ("progress".equals(e.getPropertyName())) {
                progress.setValue((Integer) e.getNewValue());
            }
        });
        worker.execute();
    }

    private void show(OddsReport r, BotKind kind) {
        report = r;
        List<Double> rates = new ArrayList<>();
        List<Double> errors = new ArrayList<>();
        for (String side : SIDES) {
            double[] ci = r.interval(side);
            rates.add(100 * r.rate(side));
            // the Wilson interval is not symmetric; the whisker shows its wider half, the text its exact ends
            errors.add(100 * Math.max(r.rate(side) - ci[0], ci[1] - r.rate(side)));
        }
        updateSides(chart, rates, errors);
        chart.setXAxisTitle(axisTitle(kind.bots(true)));
        chartPanel.revalidate();
        chartPanel.repaint();
        routes.setText("bots: " + kind.word() + " on every seat\n" + String.join("\n", r.lines()));
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
