package meq.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * `meq bench --hint`: how soon the window's hint first answers, cold (a fresh JVM a run, as a player meets it at a
 * table just opened), at three kinds of moment: asked as soon as the question shows, and asked after the player has
 * read it a second (the window searches the first stage meanwhile). Each is `meq advise PRESET --hint --stages 32`,
 * the two ways alternating run by run so that the machine's load falls on both alike.
 */
final class HintBench {
    /** A game's start (a play-out is a whole game), a game in its third stage, a Finale. */
    static final List<String> MOMENTS = List.of("fresh-four-player", "stage-three-crisis", "finale-no-side-dominant");
    private static final Pattern FIRST = Pattern.compile("(?m)^ *([0-9.]+) s  ([0-9]+) play-outs: ");

    private HintBench() {
    }

    static void run(PrintWriter out, int runs) throws IOException, InterruptedException {
        out.printf("meq bench --hint: the hint's first answer, cold (`meq advise PRESET --hint --stages 32`, a fresh JVM"
                + " a run; seconds from the ask, the search alone), %d runs each, median (min-max); %d processors%n",
                runs, Runtime.getRuntime().availableProcessors());
        for (String moment : MOMENTS) {
            double[][] seconds = new double[2][runs];
            double[][] played = new double[2][runs];
            double[] load = new double[2 * runs];
            for (int i = 0; i < runs; i++) {
                for (int way = 0; way < 2; way++) {
                    load[2 * i + way] = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
                    String printed = ColdRuns.once(way == 0 ? List.of("advise", moment, "--hint", "--stages", "32")
                            : List.of("advise", moment, "--hint", "--stages", "32", "--ahead", "1"));
                    Matcher m = FIRST.matcher(printed);
                    if (!m.find()) {
                        throw new IOException("meq advise " + moment + " --hint printed no first answer:\n" + printed);
                    }
                    seconds[way][i] = Double.parseDouble(m.group(1));
                    played[way][i] = Integer.parseInt(m.group(2));
                }
            }
            out.printf("  %-24s asked at once: %s s, %s play-outs; asked after 1 s of reading: %s s, %s play-outs;"
                    + " load average %s%n", moment, spread(seconds[0], "%.2f"), spread(played[0], "%.0f"),
                    spread(seconds[1], "%.2f"), spread(played[1], "%.0f"), spread(load, "%.1f"));
        }
    }

    /** "1.25 (0.90-1.60)": the median, then the least and the most. */
    static String spread(double[] r, String format) {
        double[] s = r.clone();
        Arrays.sort(s);
        return String.format(format + " (" + format + "-" + format + ")", BenchCommand.median(s), s[0],
                s[s.length - 1]);
    }
}
