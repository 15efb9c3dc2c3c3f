package meq.ui;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.JProgressBar;
import javax.swing.SwingWorker;
import meq.bots.BotKind;
import meq.lab.Sweep;
import meq.lab.SweepRun;

/** A sweep played off the event thread: each point published as it ends, the samples done followed on a bar. */
abstract class SweepWorker extends SwingWorker<List<Sweep.Result>, SweepWorker.Done> {
    /** A point played whole: the points done so far and the seconds since the sweep began. */
    record Done(Sweep.Result result, int done, double seconds) {
    }

    private final Sweep sweep;
    private final int samples;
    private final long seed;
    private final BotKind bots;
    private final int threads;
    private final AtomicBoolean stopped;
    private final AtomicInteger point = new AtomicInteger();
    private final AtomicInteger inPoint = new AtomicInteger();

    SweepWorker(Sweep sweep, int samples, long seed, BotKind bots, int threads, AtomicBoolean stopped) {
        this.sweep = sweep;
        this.samples = samples;
        this.seed = seed;
        this.bots = bots;
        this.threads = threads;
        this.stopped = stopped;
    }

    /** The bar shows the share of all samples done and "k of n values" (on the event thread). */
    SweepWorker follow(JProgressBar bar, int total, int points) {
        addPropertyChangeListener(e -> {
            if ("progress".equals(e.getPropertyName())) {
                bar.setValue((Integer) e.getNewValue());
                bar.setString(point.get() + " of " + points + " values, " + inPoint.get() + " of " + samples
                        + " samples of the next");
            }
        });
        return this;
    }

    @Override
    protected List<Sweep.Result> doInBackground() throws Exception {
        int total = sweep.points().size() * samples;
        return SweepRun.play(sweep, samples, seed, threads, bots, new SweepRun.Listener() {
            @Override
            public void samples(int index, int done) {
                point.set(index);
                inPoint.set(done);
                setProgress((int) (100L * (index * (long) samples + done) / total));
            }

            @Override
            public void point(Sweep.Result r, int done, double seconds) {
                publish(new Done(r, done, seconds));
            }
        }, stopped::get);
    }
}
