package meq.cli;

import java.io.PrintWriter;
import java.util.function.IntConsumer;

/** A progress bar on one terminal line, redrawn in place about fifty times; silent when not on a terminal. */
final class ProgressBar implements IntConsumer {
    private static final int WIDTH = 40;
    private final PrintWriter err;
    private final int total;
    private final boolean terminal = System.console() != null;

    ProgressBar(PrintWriter err, int total) {
        this.err = err;
        this.total = total;
    }

    /** Draws the bar for this many done (called from any worker thread). */
    @Override
    public synchronized void accept(int done) {
        if (terminal && (done % Math.max(1, total / 50) == 0 || done == total)) {
            int filled = (int) ((long) WIDTH * done / total);
            err.print("\r[" + "=".repeat(filled) + " ".repeat(WIDTH - filled) + "] " + (100L * done / total) + "%");
            err.flush();
        }
    }

    /** Clears the bar's line before the results are printed. */
    void clear() {
        if (terminal) {
            err.print("\r" + " ".repeat(60) + "\r");
            err.flush();
        }
    }
}
