package meq.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

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

    /** A rate as the commands print it (and RATE reads it): whole numbers, or three decimals under 10 a second. */
    static String rate(double perSecond) {
        return String.format(perSecond < 10 ? "%.3f" : "%.0f", perSecond);
    }

    /** Runs {@code meq ARGS} in {@code runs} fresh JVMs, one after another. */
    static Cold measure(List<String> args, int runs) throws IOException, InterruptedException {
        double[] rate = new double[runs];
        double[] wall = new double[runs];
        for (int i = 0; i < runs; i++) {
            long t0 = System.nanoTime();
            String out = once(args);
            wall[i] = (System.nanoTime() - t0) / 1e9;
            Matcher m = RATE.matcher(out);
            if (!m.find()) {
                throw new IOException("meq " + String.join(" ", args) + " printed no rate:\n" + out);
            }
            rate[i] = Double.parseDouble(m.group(1));
        }
        return new Cold(BenchCommand.median(rate), BenchCommand.median(wall));
    }

    /** Runs {@code meq ARGS} once in a fresh JVM, as typed: what it printed. */
    static String once(List<String> args) throws IOException, InterruptedException {
        List<String> self = asTyped();
        List<String> command = new ArrayList<>(self);
        command.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        if (self.size() == 1) {
            launcherEnvironment(pb.environment(), self.get(0));
        }
        Process p = pb.start();
        String out = read(p.getInputStream());
        if (!p.waitFor(10, TimeUnit.MINUTES) || p.exitValue() != 0) {
            p.destroyForcibly();
            throw new IOException("meq " + String.join(" ", args) + " failed in a fresh JVM:\n" + out);
        }
        return out;
    }

    /**
     * How this meq was started: java on the same class path, or the packaged launcher itself (which is how its
     * user types a command, with the launcher's own JVM options): the shell launcher, or jpackage's.
     */
    static List<String> asTyped() {
        String script = System.getProperty("meq.launcher"); // the Linux image's shell launcher names itself
        if (script != null && Files.isRegularFile(Path.of(script))) {
            return List.of(script);
        }
        String self = ProcessHandle.current().info().command().orElse("java");
        String name = Path.of(self).getFileName().toString();
        if (name.equals("java") || name.equals("java.exe")) {
            return List.of(self, "-cp", System.getProperty("java.class.path"), "meq.Main");
        }
        return List.of(self);
    }

    /**
     * A packaged launcher adds its lib/app folder to LD_LIBRARY_PATH and, finding it there, takes itself for its own
     * second stage: the child gets the variable as this launcher found it.
     */
    static void launcherEnvironment(Map<String, String> env, String launcher) {
        String path = env.get("LD_LIBRARY_PATH");
        if (path == null) {
            return;
        }
        String app = Path.of(launcher).toAbsolutePath().getParent().resolveSibling("lib").resolve("app")
                .toString();
        String kept = Arrays.stream(path.split(":")).filter(d -> !d.isEmpty() && !d.equals(app))
                .collect(Collectors.joining(":"));
        if (kept.isEmpty()) {
            env.remove("LD_LIBRARY_PATH");
        } else {
            env.put("LD_LIBRARY_PATH", kept);
        }
    }

    private static String read(InputStream in) throws IOException {
        try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
