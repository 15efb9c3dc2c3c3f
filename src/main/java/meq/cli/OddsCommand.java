package meq.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import meq.bots.BotKind;
import meq.data.DataLoader;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.session.Session;
import meq.sim.Odds;
import meq.sim.OddsReport;
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
                "The same seed gives the same figures at any thread count.",
                "Exit codes: 0 done, 1 the preset is broken, 2 bad usage."})
public final class OddsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "PRESET", description = "A preset file or built-in preset name.")
    String preset;

    @Option(names = "--samples", defaultValue = "1000", description = "Samples (default ${DEFAULT-VALUE}).")
    int samples;

    @Option(names = "--seed", defaultValue = "1", description = "Seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", defaultValue = "1", description = "Threads (default ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--csv", paramLabel = "FILE", description = "Also write one line per sample to this CSV file.")
    Path csv;

    @Option(names = "--bots", defaultValue = BotChoice.HEURISTIC,
            description = "heuristic, search or random bots on every seat (default ${DEFAULT-VALUE}).")
    String bots;

    @Option(names = "--budget", defaultValue = "" + BotKind.DEFAULT_BUDGET, description = BotChoice.BUDGET)
    int budget;

    @Override
    public Integer call() throws Exception {
        if (samples < 1 || threads < 1) {
            throw new ParameterException(spec.commandLine(), "--samples and --threads must be at least 1");
        }
        BotKind kind = BotChoice.of(spec.commandLine(), "--bots", bots, budget);
        var out = spec.commandLine().getOut();
        var err = spec.commandLine().getErr();
        Rules rules = Rules.of(DataLoader.bundled());
        PresetFile read = PresetFile.read(rules, preset, err);
        if (read == null) {
            return MeqCommand.BAD_INPUT;
        }
        Path file = read.file();
        Presets.Preset p = read.preset();
        long t0 = System.nanoTime();
        ProgressBar bar = new ProgressBar(err, samples);
        List<Odds.Sample> results = new Odds(rules).run(p.state(), samples, seed, threads, bar,
                kind, () -> false);
        double seconds = (System.nanoTime() - t0) / 1e9;
        bar.clear();
        out.printf("%s (%s)%n", p.title(), file.getFileName());
        if (p.goal() != null) {
            out.printf("goal: %s%n", p.goal());
        }
        out.printf("%d samples, seed %d, %s%n", samples, seed, kind.onEverySeat());
        OddsReport.of(results).lines().forEach(out::println);
        out.printf("rate: %s samples/s (%.2f s, %d thread%s)%n", ColdRuns.rate(samples / seconds), seconds, threads,
                threads == 1 ? "" : "s");
        if (csv != null) {
            writeCsv(results);
        }
        return MeqCommand.OK;
    }

    private void writeCsv(List<Odds.Sample> results) throws IOException {
        StringBuilder w = new StringBuilder("sample,seed,winner,route,champion,turns,actions\n");
        for (Odds.Sample s : results) {
            w.append(String.format("%d,%d,%s,%s,%s,%d,%d%n", s.index(), s.seed(), s.winner(), s.reason(), s.champion(),
                    s.turns(), s.actions()));
        }
        Session.writeAtomically(csv, w.toString());
    }
}
