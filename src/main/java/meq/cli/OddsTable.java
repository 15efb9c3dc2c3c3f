package meq.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import meq.bots.BotKind;
import meq.rules.Rules;
import meq.session.Session;
import meq.sim.Odds;
import meq.sim.OddsReport;
import meq.state.OptionalRule;
import meq.state.Side;

/**
 * `meq odds A B C`: several presets played in one run (one start, one warm-up), the same samples and seed for each,
 * a line each: the heroes' and Sauron's shares with their 95% intervals, the time, and how far the quick bots are
 * from strong play there.
 */
final class OddsTable {
    /** The several presets' CSV: the per-sample columns after the preset's file name (docs/COMMANDS.md). */
    static final String CSV_HEADER = "preset," + OddsCommand.CSV_HEADER;

    private final PrintWriter out;
    private final PrintWriter err;
    private final Rules rules;
    private final BotKind kind;
    private final Set<OptionalRule> optional;

    OddsTable(PrintWriter out, PrintWriter err, Rules rules, BotKind kind, Set<OptionalRule> optional) {
        this.out = out;
        this.err = err;
        this.rules = rules;
        this.kind = kind;
        this.optional = optional;
    }

    /** Every preset read and checked before any is played: one broken file plays none (exit 1). */
    int run(List<String> names, int samples, long seed, int threads, Path csv) throws Exception {
        List<PresetFile> read = PresetFile.readAll(rules, names, err, "no preset played");
        if (read == null) {
            return MeqCommand.BAD_INPUT;
        }
        out.printf(Locale.ROOT, "%d presets, %d samples each, seed %d, %s%s%n", read.size(), samples, seed,
                kind.onEverySeat(), RuleChoice.named(", ", optional));
        out.printf(Locale.ROOT, "%-30s %8s %17s %8s %17s %6s %7s  %s%n", "preset", "heroes", "(95% interval)",
                "sauron", "(95% interval)", "cut", "seconds", "against strong play");
        StringBuilder lines = new StringBuilder(CSV_HEADER).append('\n');
        long all = System.nanoTime();
        for (PresetFile p : read) {
            PresetOdds played = PresetOdds.play(rules, optional, kind, p, samples, seed, threads, err);
            OddsReport r = played.report();
            out.printf(Locale.ROOT, "%-30s %7.2f%% %17s %7.2f%% %17s %6d %7.2f  %s%n", played.name(),
                    100 * r.rate(Side.HEROES), r.bounds(Side.HEROES), 100 * r.rate(Side.SAURON),
                    r.bounds(Side.SAURON), r.wins(Side.NONE), played.seconds(),
                    OddsCommand.yardstick(kind, p, optional.isEmpty(), err).caption());
            for (Odds.Sample s : played.samples()) {
                lines.append(p.file().getFileName()).append(',').append(OddsCommand.csvLine(s, kind)).append('\n');
            }
        }
        double seconds = (System.nanoTime() - all) / 1e9;
        out.printf(Locale.ROOT, "rate: %s samples/s (%.2f s, %d thread%s)%n",
                ColdRuns.rate(read.size() * (double) samples / seconds), seconds, threads, threads == 1 ? "" : "s");
        out.println("cut: samples cut off unfinished; each preset alone (meq odds PRESET) shows its routes and champions");
        if (csv != null) {
            Session.writeAtomically(csv, lines.toString());
        }
        return MeqCommand.OK;
    }
}
