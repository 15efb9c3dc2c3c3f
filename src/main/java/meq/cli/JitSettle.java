package meq.cli;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * A warm-up that lasts until the JIT has settled: the works run in turn until, over the last two seconds, the
 * compiler spent under 2% of the time, or until the time allowed runs out (always, where the JVM cannot say how
 * long it compiled).
 */
record JitSettle(double seconds, boolean settled, boolean measurable) {
    private static final long WINDOW = 2_000_000_000L;

    static JitSettle await(List<BenchCommand.Work> works, long maxNanos) throws Exception {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        boolean measurable = jit != null && jit.isCompilationTimeMonitoringSupported();
        long start = System.nanoTime();
        long windowStart = start;
        long compiledAtWindow = measurable ? jit.getTotalCompilationTime() : 0;
        int round = 0;
        while (true) {
            for (BenchCommand.Work w : works) {
                w.run(1000 + round);
            }
            round++;
            long now = System.nanoTime();
            if (now - start >= maxNanos) {
                return new JitSettle((now - start) / 1e9, false, measurable);
            }
            if (now - windowStart >= WINDOW && measurable) {
                long compiled = jit.getTotalCompilationTime(); // milliseconds, summed over the compiler threads
                double share = (compiled - compiledAtWindow) * 1e6 / (now - windowStart);
                if (share < 0.02) {
                    return new JitSettle((now - start) / 1e9, true, true);
                }
                windowStart = now;
                compiledAtWindow = compiled;
            }
        }
    }
}
