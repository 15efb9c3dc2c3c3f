package meq.ui;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingWorker;
import meq.bots.BotKind;
import meq.data.DataException;
import meq.lab.PresetNumber;
import meq.lab.Sweep;
import meq.lab.SweepEstimate;
import meq.lab.SweepRun;
import meq.lab.Sweepable;
import meq.lab.Vary;
import meq.rules.Rules;
import meq.state.OptionalRule;

/**
 * The Vary part of the Odds and Simulate windows: one number of the preset (chosen by its label) played at several
 * values, each as the odds play it; the time it will take said before it starts, then the points done and the time
 * left; Stop keeps the points done; the curve and the table of the points grow as they are played.
 */
final class SweepPanel extends JPanel {
    /** Sweeps longer than this ask before they start. */
    static final double ASK_ABOVE_SECONDS = 60;

    /** What the window around the panel has chosen: the samples a point, the seed, the bots and the threads. */
    interface Settings {
        int samples();

        long seed();

        BotKind bots();

        int threads();

        /** Optional rules played besides the moment's own. */
        default Set<OptionalRule> rules() {
            return Set.of();
        }
    }

    private final Rules rules;
    private final Sweepable source;
    private final Settings settings;
    private final JComboBox<PresetNumber> number = new JComboBox<>();
    private final JSpinner from = new JSpinner(new SpinnerNumberModel(0, 0, 0, 1));
    private final JSpinner to = new JSpinner(new SpinnerNumberModel(0, 0, 0, 1));
    private final JSpinner step = new JSpinner(new SpinnerNumberModel(1, 1, 99, 1));
    private final JButton sweep = new JButton("Sweep");
    private final JButton stop = new JButton("Stop");
    private final JButton save = new JButton("Save report...");
    private final JProgressBar bar = new JProgressBar(0, 100);
    private final JLabel status = new JLabel(" ");
    private final SweepView view = new SweepView();
    private final AtomicBoolean stopped = new AtomicBoolean();
    private boolean running;
    private String estimate = "";
    /** The samples, seed and bots of the sweep shown, in words. */
    private String played = "";

    /** source: the state ready to sweep, or null with why it cannot be (the panel says so and offers nothing). */
    SweepPanel(Rules rules, Sweepable source, String refused, Settings settings) {
        super(new BorderLayout(4, 4));
        this.rules = rules;
        this.source = source;
        this.settings = settings;
        setName("sweep-panel");
        setBorder(BorderFactory.createEmptyBorder(4, 4, 4, 4));
        add(controls(), BorderLayout.NORTH);
        add(view, BorderLayout.CENTER);
        JPanel south = new JPanel(new BorderLayout(2, 2));
        bar.setStringPainted(true);
        bar.setString("no sweep yet");
        south.add(bar, BorderLayout.NORTH);
        south.add(status, BorderLayout.CENTER);
        add(south, BorderLayout.SOUTH);
        if (source == null) {
            status.setText("This moment cannot be varied: " + refused);
            for (var c : List.of(number, from, to, step, sweep)) {
                c.setEnabled(false);
            }
        } else {
            source.numbers().forEach(number::addItem);
            chosen();
            status.setText("Choose a number and its values, then Sweep: the time it will take is said first.");
        }
    }

    private JPanel controls() {
        JPanel row = new JPanel(new FlowLayout(FlowLayout.LEFT, 6, 2));
        number.setName("sweep-number");
        number.setToolTipText("the number of this moment to vary; every other stays as it is");
        number.setMaximumRowCount(20);
        number.addActionListener(e -> chosen());
        from.setName("sweep-from");
        to.setName("sweep-to");
        step.setName("sweep-step");
        sweep.setName("sweep-start");
        stop.setName("sweep-stop");
        save.setName("sweep-save");
        sweep.setToolTipText("measure this machine's speed, say how long it will take, then play every value");
        stop.setToolTipText("end the sweep now, keeping the values played whole");
        row.add(new JLabel("Vary:"));
        row.add(number);
        row.add(new JLabel("from"));
        row.add(from);
        row.add(new JLabel("to"));
        row.add(to);
        row.add(new JLabel("step"));
        row.add(step);
        row.add(sweep);
        row.add(stop);
        row.add(save);
        stop.setEnabled(false);
        save.setEnabled(false);
        sweep.addActionListener(e -> start());
        stop.addActionListener(e -> stop());
        save.addActionListener(e -> SweepReport.save(this, view, about()));
        return row;
    }

    /** A number chosen: from and to around its value (two steps either side), within what the rules allow. */
    private void chosen() {
        PresetNumber n = (PresetNumber) number.getSelectedItem();
        if (n == null) {
            return;
        }
        int low = n.rule() ? 0 : Math.max(n.least(), n.value() - 2);
        int high = n.rule() ? 1 : Math.min(n.most(), n.value() + 2);
        from.setModel(new SpinnerNumberModel(low, n.least(), n.most(), 1));
        to.setModel(new SpinnerNumberModel(high, n.least(), n.most(), 1));
        step.setValue(1);
    }

    /** Chooses the number at this path of the preset (as the preset editor asks); false if there is none. */
    boolean choose(String path) {
        PresetNumber n = source == null ? null : source.number(path);
        if (n != null) {
            number.setSelectedItem(n);
        }
        return n != null;
    }

    /** The number chosen, or null. */
    PresetNumber chosenNumber() {
        return (PresetNumber) number.getSelectedItem();
    }

    void setRange(int low, int high, int by) {
        from.setValue(low);
        to.setValue(high);
        step.setValue(by);
    }

    int from() {
        return (Integer) from.getValue();
    }

    int to() {
        return (Integer) to.getValue();
    }

    boolean running() {
        return running;
    }

    String status() {
        return status.getText();
    }

    /** The last sweep's estimate in words, said before its first value was played ("" before any). */
    String estimate() {
        return estimate;
    }

    /** The points played whole of the last sweep, in order. */
    List<Sweep.Result> results() {
        return view.results();
    }

    SweepView view() {
        return view;
    }

    void stop() {
        stopped.set(true);
    }

    /** Makes every point (refusing in words any the rules refuse), then measures and plays off the event thread. */
    void start() {
        if (running || source == null) {
            return;
        }
        PresetNumber n = chosenNumber();
        Vary vary;
        Sweep made;
        BotKind bots;
        try {
            bots = settings.bots();
            vary = n.vary(from(), to(), (Integer) step.getValue());
            made = source.sweep(rules, vary, settings.rules());
        } catch (IllegalArgumentException | IllegalStateException e) {
            status.setText("Not started: " + e.getMessage().replace("--vary ", ""));
            return;
        } catch (DataException e) {
            var p = e.problems().get(0);
            status.setText("Not started, a value breaks the rules: " + p.file() + ": " + p.message());
            return;
        }
        Set<OptionalRule> also = settings.rules();
        played = String.format(Locale.ROOT, "%d samples each, seed %d, %s%s", settings.samples(), settings.seed(),
                bots.onEverySeat(), also.isEmpty() ? "" : ", also " + OptionalRuleBoxes.named(also));
        running(true);
        view.begin(source.title(), n.label(), vary);
        bar.setValue(0);
        bar.setString("measuring this machine's speed");
        status.setText("Measuring this machine's speed on " + n.label() + " = " + vary.values().get(0) + "...");
        measure(made, settings.samples(), settings.seed(), bots, settings.threads());
    }

    private void running(boolean now) {
        running = now;
        stopped.set(false);
        sweep.setEnabled(!now);
        number.setEnabled(!now);
        stop.setEnabled(now);
        save.setEnabled(!now && !view.results().isEmpty());
    }

    private void measure(Sweep made, int samples, long seed, BotKind bots, int threads) {
        int total = made.points().size() * samples;
        new SwingWorker<SweepEstimate, Void>() {
            @Override
            protected SweepEstimate doInBackground() throws Exception {
                return SweepEstimate.measure(k -> made.play(made.points().get(0), k, SweepEstimate.probeSeed(seed),
                        threads, bots, x -> { }, stopped::get), total, samples, threads, bots.search(), stopped::get);
            }

            @Override
            protected void done() {
                measured(this, made, samples, seed, bots, threads);
            }
        }.execute();
    }

    private void measured(SwingWorker<SweepEstimate, Void> w, Sweep made, int samples, long seed, BotKind bots,
                          int threads) {
        SweepEstimate e;
        try {
            e = w.get();
        } catch (Exception x) {
            ended("The measuring failed: " + (x.getCause() == null ? x : x.getCause()));
            return;
        }
        estimate = e.words();
        if (stopped.get()) {
            ended("Stopped before any value was played (it would take " + estimate + ").");
            return;
        }
        if (e.seconds() > ASK_ABOVE_SECONDS && JOptionPane.showConfirmDialog(this, "This sweep will take "
                + estimate + ".\nStart it?", "Sweep", JOptionPane.OK_CANCEL_OPTION) != JOptionPane.OK_OPTION) {
            ended("Not started: it would take " + estimate + ".");
            return;
        }
        status.setText("Playing " + made.points().size() + " values: " + estimate + ".");
        play(made, samples, seed, bots, threads);
    }

    private void play(Sweep made, int samples, long seed, BotKind bots, int threads) {
        int points = made.points().size();
        new SweepWorker(made, samples, seed, bots, threads, stopped) {
            @Override
            protected void process(List<SweepWorker.Done> chunks) {
                for (SweepWorker.Done d : chunks) {
                    view.add(d.result());
                    status.setText(d.done() + " of " + points + " values done, "
                            + SweepRun.left(d.seconds(), d.done(), points) + " (" + estimate + ").");
                }
            }

            @Override
            protected void done() {
                finished(this, points);
            }
        }.follow(bar, points * samples, points).execute();
    }

    private void finished(SweepWorker w, int points) {
        try {
            w.get();
        } catch (Exception x) {
            ended("The sweep failed: " + (x.getCause() == null ? x : x.getCause()));
            return;
        }
        int done = view.results().size();
        bar.setValue(100 * done / points);
        bar.setString(done + " of " + points + " values");
        ended(done < points ? "Stopped: " + done + " of " + points + " values done and kept (the value under way is"
                + " left out); " + played + "." : done + " values done, " + played + ".");
    }

    private void ended(String words) {
        running(false);
        status.setText(words);
    }

    /** The line a report opens with: the moment, the samples, seed and bots of the points shown. */
    private String about() {
        return source.title() + ": " + view.label() + " at " + view.results().size() + " values, " + played;
    }

    @Override
    public Dimension getPreferredSize() {
        Dimension d = super.getPreferredSize();
        return new Dimension(Math.max(d.width, 760), Math.max(d.height, 460));
    }
}
