package meq.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import meq.bots.BotKind;
import meq.data.DataLoader;
import meq.data.OddsCalibration;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.session.Session;
import meq.sim.Calibration;
import meq.sim.OddsReport;
import meq.state.Side;

/** `meq odds --calibrate`: the quick odds beside strong-play odds, one row a preset, as a table and a CSV file. */
final class CalibrationTable {
    /** The CSV's header: its columns are a contract (README, "meq odds --calibrate"). */
    static final String CSV_HEADER = String.join(",", OddsCalibration.COLUMNS);
    private static final String ROW = "%-28s %-24s %-24s %s%n";

    private final PrintWriter out;
    private final PrintWriter err;

    CalibrationTable(PrintWriter out, PrintWriter err) {
        this.out = out;
        this.err = err;
    }

    /** Runs every named preset (every built-in one when none is named); 1 if a preset could not be read. */
    int run(List<String> names, int quickSamples, int strongSamples, int budget, long seed, int threads, Path csv)
            throws Exception {
        Rules rules = Rules.of(DataLoader.bundled());
        List<String> todo = names.isEmpty() ? builtIn() : names;
        Calibration calibration = new Calibration(rules);
        out.printf("the heroes' share of wins, seed %d, %d thread%s%n", seed, threads, threads == 1 ? "" : "s");
        out.printf("quick:  %s, %d samples%n", BotKind.HEURISTIC.onEverySeat(), quickSamples);
        out.printf("strong: %s, %d samples%n", BotKind.search(budget).onEverySeat(), strongSamples);
        out.printf(ROW, "preset", "quick (95% interval)", "strong (95% interval)", "quick - strong, points");
        out.flush();
        List<Calibration.Row> rows = new ArrayList<>();
        List<OddsCalibration.Kind> kinds = new ArrayList<>();
        int code = MeqCommand.OK;
        for (String name : todo) {
            PresetFile read = PresetFile.read(rules, name, err);
            if (read == null) {
                code = MeqCommand.BAD_INPUT;
                continue;
            }
            ProgressBar quickBar = new ProgressBar(err, quickSamples);
            ProgressBar strongBar = new ProgressBar(err, strongSamples);
            long t0 = System.nanoTime();
            Calibration.Row row = calibration.run(fileName(read.file()), read.preset().state(), quickSamples,
                    strongSamples, budget, seed, threads, quickBar, strongBar);
            kinds.add(Presets.kind(read.preset().state()));
            strongBar.clear();
            rows.add(row);
            double[] d = row.differenceInterval();
            out.printf(ROW, row.preset(), share(row.quick()), share(row.strong()),
                    String.format(Locale.ROOT, "%+6.1f  (%+.1f to %+.1f)", row.difference(), d[0], d[1]));
            out.flush();
            err.printf("%s: %.1f s%n", row.preset(), (System.nanoTime() - t0) / 1e9);
        }
        if (csv != null) {
            Session.writeAtomically(csv, csv(rows, kinds, seed));
        }
        return code;
    }

    private static List<String> builtIn() {
        return Presets.files(DataLoader.bundledRoot()).stream().map(CalibrationTable::fileName).toList();
    }

    private static String fileName(Path file) {
        String f = file.getFileName().toString();
        return f.endsWith(".yaml") ? f.substring(0, f.length() - ".yaml".length()) : f;
    }

    /** "23.00% (15.9-32.1)". */
    private static String share(OddsReport r) {
        double[] ci = r.interval(Side.HEROES);
        return String.format(Locale.ROOT, "%6.2f%% (%.1f-%.1f)", 100 * r.rate(Side.HEROES), 100 * ci[0], 100 * ci[1]);
    }

    /** The rows as data/odds/calibration.csv holds them, each with its preset's kind. */
    static String csv(List<Calibration.Row> rows, List<OddsCalibration.Kind> kinds, long seed) {
        StringBuilder w = new StringBuilder(CSV_HEADER).append('\n');
        for (int i = 0; i < rows.size(); i++) {
            Calibration.Row r = rows.get(i);
            double[] q = r.quick().interval(Side.HEROES);
            double[] s = r.strong().interval(Side.HEROES);
            double[] d = r.differenceInterval();
            w.append(String.format(Locale.ROOT, "%s,%s,%d,%.2f,%.2f,%.2f,%s,%d,%.2f,%.2f,%.2f,%.2f,%.2f,%.2f,%d,%s%n",
                    r.preset(), r.quickBots().word(), r.quick().samples(), 100 * r.quick().rate(Side.HEROES),
                    100 * q[0], 100 * q[1], r.strongBots().word(), r.strong().samples(),
                    100 * r.strong().rate(Side.HEROES), 100 * s[0], 100 * s[1], r.difference(), d[0], d[1], seed,
                    kinds.get(i).key()));
        }
        return w.toString();
    }
}
