package meq.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import meq.bots.BotKind;
import meq.data.DataLoader;
import meq.rules.Rules;
import meq.state.OptionalRule;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** `meq lab`: the playtester's lab: a preset swept over a grid of its numbers, or several presets compared. */
@Command(name = "lab", mixinStandardHelpOptions = true,
        description = "The playtester's lab: how a preset's odds change as one of its numbers does (sweep), or "
                + "several presets side by side (compare); a sweep over several machines, each serving as a worker.",
        subcommands = {LabSweep.class, LabCompare.class, LabWorker.class},
        footer = {"", "Exit codes: 0 done, 1 bad input (a preset or a point the rules refuse), 2 bad usage."})
public final class LabCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getOut());
        return MeqCommand.BAD_USAGE;
    }

    /** The options every lab question shares: the samples, the seed, the threads, the bots, the rules, the files. */
    static final class Shared {
        @Option(names = "--samples", defaultValue = "1000", description = "Samples a point (default ${DEFAULT-VALUE}).")
        int samples;

        @Option(names = "--seed", defaultValue = "1", description = "Seed (default ${DEFAULT-VALUE}).")
        long seed;

        @Option(names = "--threads", defaultValue = "2", description = "Threads (default ${DEFAULT-VALUE}).")
        int threads;

        @Option(names = "--bots", defaultValue = BotChoice.HEURISTIC,
                description = "heuristic (quick), search (strong play) or random bots on every seat (default "
                        + "${DEFAULT-VALUE}).")
        String bots;

        @Option(names = "--budget", defaultValue = "" + BotKind.DEFAULT_BUDGET, description = BotChoice.BUDGET)
        int budget;

        @Option(names = "--rule", paramLabel = "RULE", completionCandidates = RuleChoice.Words.class,
                description = RuleChoice.HELP)
        List<String> rule = new ArrayList<>();

        @Option(names = "--csv", paramLabel = "FILE", description = "Also write the table to this CSV file.")
        Path csv;

        @Option(names = "--html", paramLabel = "FILE",
                description = "Also write a report to send: the chart, the table, this command and the versions.")
        Path html;

        BotKind kind(CommandLine line) {
            if (samples < 1 || threads < 1) {
                throw new CommandLine.ParameterException(line, "--samples and --threads must be at least 1");
            }
            return BotChoice.of(line, "--bots", bots, budget);
        }

        Set<OptionalRule> rules(CommandLine line) {
            return RuleChoice.of(line, rule);
        }
    }

    static Rules rules() throws Exception {
        return Rules.of(DataLoader.bundled());
    }

    /** The program and data a report names. */
    static String program() {
        return "meq 0.1.0 (Java " + System.getProperty("java.version") + ")";
    }

    static String data() {
        return "fingerprint " + fingerprint().substring(0, 12);
    }

    /** The bundled data's fingerprint: the members of a cluster play only with the leader's. */
    static String fingerprint() {
        return DataLoader.fingerprint(DataLoader.bundledRoot());
    }

    /** The command as typed, for a report. */
    static String typed(CommandLine line) {
        CommandLine root = line;
        while (root.getParent() != null) {
            root = root.getParent();
        }
        List<String> words = new ArrayList<>(List.of("meq"));
        for (String w : root.getParseResult().originalArgs()) {
            words.add(w.contains(" ") ? "\"" + w + "\"" : w);
        }
        return String.join(" ", words);
    }
}
