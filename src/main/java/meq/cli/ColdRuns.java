package meq.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The speed a user sees: a command run as typed in a fresh JVM (a child process of this one, on the same Java and
 * class path, with no options), before the JIT has settled. Its rate is the one the command prints; its wall time
 * counts the JVM's start too.
 */
final class ColdRuns {
    private static final Pattern RATE = Pattern.compile("rate: ([0-9.]+) (?:games|samples)/s");

    /** One cold figure: the median rate the command printed and the median wall time of its runs. */
    record Cold(double rate, double wallSeconds) {
    }

    private ColdRuns() {
    }

    /** Runs {@code meq ARGS} in {@code runs} fresh JVMs, one after another. */
    static Cold measure(List<String> args, int runs) throws IOException, InterruptedException {
        double[] rate = new double[runs];
        double[] wall = new double[runs];
        for (int i = 0; i < runs; i++) {
            List<String> command = new ArrayList<>(List.of(java(), "-cp", System.getProperty("java.class.path"),
                    "meq.Main"));
            command.addAll(args);
            long t0 = System.nanoTime();
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = read(p.getInputStream());
            if (!p.waitFor(10, TimeUnit.MINUTES) || p.exitValue() != 0) {
                p.destroyForcibly();
                throw new IOException("meq " + String.join(" ", args) + " failed in a fresh JVM:\n" + out);
            }
            wall[i] = (System.nanoTime() - t0) / 1e9;
            Matcher m = RATE.matcher(out);
            if (!m.find()) {
                throw new IOException("meq " + String.join(" ", args) + " printed no rate:\n" + out);
            }
            rate[i] = Double.parseDouble(m.group(1));
        }
        return new Cold(BenchCommand.median(rate), BenchCommand.median(wall));
    }

    private static String java() {
        return ProcessHandle.current().info().command().orElse("java");
    }

    private static String read(InputStream in) throws IOException {
        try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
