package meq.ui;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import javax.swing.JProgressBar;
import javax.swing.SwingWorker;

/**
 * A run of the Odds and Simulate dialogs off the event thread: the work tells each count done, the bar follows it,
 * and when it ends the dialog is handed the worker on the event thread, to read the results (or the failure).
 */
final class BackgroundRun {
    private BackgroundRun() {
    }

    /** The work: told how many of its items are done as it goes. */
    interface Work<T> {
        T run(IntConsumer done) throws Exception;
    }

    /**
     * Starts the work of total items; the bar shows the share done and shown hears the count (both on the event
     * thread); finished gets the worker once it has ended.
     */
    static <T> SwingWorker<T, Void> start(JProgressBar bar, int total, Work<T> work, IntConsumer shown,
                                          Consumer<SwingWorker<T, Void>> finished) {
        AtomicInteger done = new AtomicInteger();
        SwingWorker<T, Void> worker = new SwingWorker<>() {
            @Override
            protected T doInBackground() throws Exception {
                return work.run(k -> {
                    done.set(k);
                    setProgress((int) (100L * k / total));
                });
            }

            @Override
            protected void done() {
                finished.accept(this);
            }
        };
        worker.addPropertyChangeListener(e -> {
            if ("progress".equals(e.getPropertyName())) {
                bar.setValue((Integer) e.getNewValue());
                shown.accept(done.get());
            }
        });
        worker.execute();
        return worker;
    }
}
