package meq.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import meq.bots.BotKind;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.data.OddsCalibration;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.session.Session;
import meq.sim.Calibration;
import meq.sim.Disagreements;
import meq.sim.Odds;
import meq.sim.OddsReport;
import meq.sim.Yardstick;
import meq.state.OptionalRule;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** `meq odds PRESET`: plays a preset to the end many times and prints how it tends to end. */
@Command(name = "odds", mixinStandardHelpOptions = true,
        description = "Play a preset to the end many times with bots and print each side's win rate.",
        footer = {"", "PRESET is a file, or the name of a built-in preset (see data/presets/).",
                "Several PRESETs: the same samples and seed for each, one line each, in one run.",
                "--calibrate [PRESET...]: the heroes' share with the heuristic bots beside",
                "the search bots' (--budget, " + Calibration.STRONG_BUDGET + " unless told) and the difference,",
                "for each preset named (every built-in one when none is).",
                "The same seed gives the same figures at any thread count.",
                "Exit codes: 0 done, 1 the preset is broken, 2 bad usage."})
public final class OddsCommand implements Callable<Integer> {
    /** The per-sample CSV's header: its columns are a contract (docs/COMMANDS.md, "meq odds"). */
    static final String CSV_HEADER = "sample,seed,winner,route,champion,turns,actions,bots";

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "PRESET", arity = "0..*",
            description = "A preset file or built-in preset name; several make a table, a line each (with "
                    + "--calibrate: any number, or none for all).")
    List<String> presets = List.of();

    @Option(names = "--calibrate", description = "Quick odds beside strong-play odds, preset by preset.")
    boolean calibrate;

    @Option(names = "--disagreements",
            description = "Play PRESET with the search bots (--budget) on every seat and count, by kind of question, "
                    + "the answers the heuristic bot would have given otherwise.")
    boolean disagreements;

    @Option(names = "--quick-samples", defaultValue = "2000",
            description = "With --calibrate: samples with the heuristic bots (default ${DEFAULT-VALUE}).")
    int quickSamples;

    @Option(names = "--strong-samples", defaultValue = "100",
            description = "With --calibrate: samples with the search bots (default ${DEFAULT-VALUE}).")
    int strongSamples;

    @Option(names = "--samples", defaultValue = "1000", description = "Samples (default ${DEFAULT-VALUE}).")
    int samples;

    @Option(names = "--seed", defaultValue = "1", description = "Seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", defaultValue = "1", description = "Threads (default ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--csv", paramLabel = "FILE",
            description = "Also write one line per sample (with --calibrate: per preset) to this CSV file.")
    Path csv;

    @Option(names = "--bots", defaultValue = BotChoice.HEURISTIC,
            description = "heuristic, search or random bots on every seat (default ${DEFAULT-VALUE}).")
    String bots;

    @Option(names = "--budget", defaultValue = "" + BotKind.DEFAULT_BUDGET, description = BotChoice.BUDGET)
    int budget;

    @Option(names = "--rule", paramLabel = "RULE", completionCandidates = RuleChoice.Words.class,
            description = RuleChoice.HELP + " Not with --calibrate or --disagreements.")
    List<String> rule = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        if (samples < 1 || threads < 1) {
            throw new ParameterException(spec.commandLine(), "--samples and --threads must be at least 1");
        }
        BotKind kind = BotChoice.of(spec.commandLine(), "--bots", bots, budget);
        Set<OptionalRule> optional = RuleChoice.of(spec.commandLine(), rule);
        if (!optional.isEmpty() && (calibrate || disagreements)) {
            throw new ParameterException(spec.commandLine(), "--rule is not for --calibrate or --disagreements:"
                    + " they measure the bots on the presets as they are");
        }
        if (calibrate) {
            return calibration();
        }
        if (presets.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "odds takes a PRESET (or several, for a table)");
        }
        if (presets.size() > 1 && disagreements) {
            throw new ParameterException(spec.commandLine(), "--disagreements takes one PRESET");
        }
        var out = spec.commandLine().getOut();
        var err = spec.commandLine().getErr();
        Rules rules = Rules.of(DataLoader.bundled());
        if (presets.size() > 1) {
            return new OddsTable(out, err, rules, kind, optional).run(presets, samples, seed, threads, csv);
        }
        PresetFile read = PresetFile.read(rules, presets.get(0), err);
        if (read == null) {
            return MeqCommand.BAD_INPUT;
        }
        if (disagreements) {
            return disagreements(rules, read);
        }
        Path file = read.file();
        Presets.Preset p = read.preset();
        long t0 = System.nanoTime();
        ProgressBar bar = new ProgressBar(err, samples);
        List<Odds.Sample> results = new Odds(rules, optional).run(p.state(), samples, seed, threads, bar,
                kind, () -> false);
        double seconds = (System.nanoTime() - t0) / 1e9;
        bar.clear();
        out.printf("%s (%s)%n", p.title(), file.getFileName());
        if (p.goal() != null) {
            out.printf("goal: %s%n", p.goal());
        }
        out.printf("%d samples, seed %d, %s%s%n", samples, seed, kind.onEverySeat(), RuleChoice.named(", ", optional));
        out.println(yardstick(kind, read, optional.isEmpty(), err).line());
        OddsReport.of(results).lines().forEach(out::println);
        out.printf("rate: %s samples/s (%.2f s, %d thread%s)%n", ColdRuns.rate(samples / seconds), seconds, threads,
                threads == 1 ? "" : "s");
        if (csv != null) {
            writeCsv(results, kind);
        }
        return MeqCommand.OK;
    }

    private int disagreements(Rules rules, PresetFile read) throws Exception {
        var out = spec.commandLine().getOut();
        ProgressBar bar = new ProgressBar(spec.commandLine().getErr(), samples);
        var counts = new Disagreements(rules).run(read.preset().state(), samples, seed, threads, budget, bar);
        bar.clear();
        out.printf("%s: %d samples, seed %d, %s%n", read.file().getFileName(), samples, seed,
                BotKind.search(budget).onEverySeat());
        out.printf("%-58s %7s %7s %7s%n", "question (of more than one answer)", "asked", "differ", "share");
        counts.forEach((k, c) -> out.printf("%-58s %7d %7d %6.1f%%%n", k, c.asked(), c.differ(),
                100.0 * c.differ() / c.asked()));
        return MeqCommand.OK;
    }

    private int calibration() throws Exception {
        var parsed = spec.commandLine().getParseResult();
        for (String mine : List.of("--bots", "--samples")) {
            if (parsed.hasMatchedOption(mine)) {
                throw new ParameterException(spec.commandLine(), mine + " is not for --calibrate: it plays the "
                        + "heuristic bots --quick-samples times and the search bots --strong-samples times");
            }
        }
        if (quickSamples < 1 || strongSamples < 1) {
            throw new ParameterException(spec.commandLine(), "--quick-samples and --strong-samples must be at least 1");
        }
        int strongBudget = parsed.hasMatchedOption("--budget") ? budget : Calibration.STRONG_BUDGET;
        return new CalibrationTable(spec.commandLine().getOut(), spec.commandLine().getErr())
                .run(presets, quickSamples, strongSamples, strongBudget, seed, threads, csv);
    }

    /**
     * What the figure is: the bots, and how far the bundled calibration found the quick ones from strong play; with
     * an optional rule added (ownRules false) a built-in preset is another state, which its own line does not speak for.
     */
    static Yardstick yardstick(BotKind kind, PresetFile read, boolean ownRules, PrintWriter err) {
        OddsCalibration calibration = null;
        try {
            calibration = OddsCalibration.bundled();
        } catch (DataException e) {
            err.println("the bundled calibration cannot be read:");
            e.problems().forEach(err::println);
        }
        return Yardstick.of(calibration, kind, ownRules ? Presets.builtInName(read.file()) : null,
                Presets.kind(read.preset().state()));
    }

    private void writeCsv(List<Odds.Sample> results, BotKind kind) throws IOException {
        StringBuilder w = new StringBuilder(CSV_HEADER).append('\n');
        for (Odds.Sample s : results) {
            w.append(csvLine(s, kind)).append('\n');
        }
        Session.writeAtomically(csv, w.toString());
    }

    /** One sample as a line of the per-sample CSV (without its end of line). */
    static String csvLine(Odds.Sample s, BotKind kind) {
        return String.format("%d,%d,%s,%s,%s,%d,%d,%s", s.index(), s.seed(), s.winner().word(), s.reason(),
                s.champion(), s.turns(), s.actions(), kind.word());
    }
}
