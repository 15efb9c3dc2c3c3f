package meq.ui;

import java.util.concurrent.atomic.AtomicBoolean;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.SwingWorker;
import meq.bots.BotKind;
import meq.rules.Rules;
import meq.state.GameState;

/**
 * The Odds window's line on the play chosen: for Strong, the time a run of the samples asked will take, measured
 * here off the event thread when Strong (or its budget) is chosen; a later choice makes a measure under way stale.
 */
final class StrongTimeLabel extends JLabel {
    private final Rules rules;
    private final GameState start;
    /** Stops the measure under way (each measure has its own). */
    private AtomicBoolean stop = new AtomicBoolean();
    private int generation;
    private StrongPace.Pace measured;
    private BotKind bots = BotKind.HEURISTIC;
    private int samples;

    StrongTimeLabel(Rules rules, GameState start) {
        this.rules = rules;
        this.start = start;
        setName("strong-time");
        setBorder(BorderFactory.createEmptyBorder(0, 8, 0, 8));
    }

    /** These bots are chosen: Strong's pace is measured now (samples from this seed, on these threads). */
    void chosen(BotKind chosen, int asked, long seed, int threads) {
        forget();
        bots = chosen;
        samples = asked;
        if (chosen.search()) {
            measure(seed, threads);
        }
        say();
    }

    /** The samples asked changed: the time is told again at the pace measured. */
    void asked(int n) {
        samples = n;
        say();
    }

    /** A run begins: a measure still under way would share the cores with it, so it ends, and the line says why. */
    void runBegins() {
        if (bots.search() && measured == null) {
            forget();
            setText("Strong: the run began before its pace was measured here; the status below gives it");
        }
    }

    /** The pace measured for the current choice, or null while it is measured (or for other bots). */
    StrongPace.Pace pace() {
        return measured;
    }

    /** The window closes: a measure under way ends. */
    void close() {
        stop.set(true);
    }

    private void forget() {
        stop.set(true);
        generation++;
        measured = null;
    }

    private void measure(long seed, int threads) {
        int mine = generation;
        AtomicBoolean stopThis = new AtomicBoolean();
        stop = stopThis;
        BotKind strong = bots;
        new SwingWorker<StrongPace.Pace, Void>() {
            @Override
            protected StrongPace.Pace doInBackground() throws Exception {
                return StrongPace.measure(rules, start, strong, seed, threads, stopThis::get);
            }

            @Override
            protected void done() {
                if (mine != generation) {
                    return;
                }
                try {
                    measured = get();
                    say();
                } catch (Exception e) {
                    setText("Strong: its pace could not be measured here: " + e.getMessage());
                }
            }
        }.execute();
    }

    private void say() {
        setText(switch (bots.kind()) {
            case HEURISTIC -> "Quick: the heuristic bots, thousands of samples in about a second";
            case RANDOM -> "Random: any legal answer on every seat, a floor rather than a forecast";
            case SEARCH -> measured != null ? "Strong: " + measured.words(samples)
                    : "Strong: the search bots, budget " + bots.budget() + "; measuring how fast they play here...";
        });
    }
}
