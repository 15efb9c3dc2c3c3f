package meq.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.data.DataProblem;
import meq.rules.Rules;
import meq.rules.engine.StepNames;
import meq.rules.playtest.Presets;
import meq.rules.words.GameLog;
import meq.session.OlderRules;
import meq.session.Session;
import meq.state.GameState;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * `meq replay FILE`: replays a game log as far as its actions apply and prints the digest of the moment reached;
 * `--out` keeps that moment as a preset.
 */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = {"Replay a saved action log and print the final state's digest.",
                "A save whose later actions no longer apply (made under older rules) is replayed as far as they "
                        + "do: what was left out and where the game resumes is said, and --out keeps that moment."},
        footer = {"", "Exit codes: 0 replayed whole, 1 the file is broken (nothing replayed) or its later actions "
                + "no longer apply (the moment reached is printed, and written with --out), 2 bad usage (--out "
                + "names the save itself, or a moment that cannot be kept)."})
public final class ReplayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "A game log (YAML).")
    Path file;

    @Option(names = "--out", paramLabel = "NEXT.yaml",
            description = "Write the moment reached as a preset (readable by inspect, odds and the window); "
                    + "the save itself is never written.")
    Path out;

    @Override
    public Integer call() throws Exception {
        Rules rules = Rules.of(DataLoader.bundled());
        PrintWriter err = spec.commandLine().getErr();
        Session.Loaded loaded;
        try {
            loaded = Session.loadAsFarAsItApplies(rules, file);
        } catch (DataException e) {
            e.problems().stream().map(DataProblem::toString).forEach(err::println);
            return MeqCommand.BAD_INPUT;
        }
        Session session = loaded.session();
        GameLog log = session.log();
        OlderRules older = loaded.olderRules();
        String now = DataLoader.fingerprint(DataLoader.bundledRoot());
        if (log.data() != null && !log.data().equals(now)) {
            err.println("warning: " + file + " was saved with other game data (" + log.data() + ", now " + now
                    + ")" + (older == null ? "; every action still applied" : ""));
        }
        if (older != null) {
            err.println(older.refused());
            err.println(older.words());
        }
        GameState s = session.state();
        var print = spec.commandLine().getOut();
        print.println("actions: " + log.actions().size() + (older == null ? ""
                : " (of " + older.total() + " in the file; the last " + older.dropped() + " no longer apply)"));
        print.println("turn: " + s.turn);
        print.println("ended: " + (s.over() ? s.winner.name().toLowerCase() + " (" + s.winReason + ")" : "no"));
        print.println("digest: " + StepNames.writer(rules).digest(s));
        if (out != null) {
            int written = write(rules, s, older, err, print);
            if (written != MeqCommand.OK) {
                return written;
            }
        }
        return older == null ? MeqCommand.OK : MeqCommand.BAD_INPUT;
    }

    /** Writes the moment reached as a preset, atomically; never over the save itself, by any name. */
    private int write(Rules rules, GameState s, OlderRules older, PrintWriter err, PrintWriter print)
            throws IOException {
        if (Files.exists(out) && Files.isSameFile(out, file)) {
            err.println("--out " + out + ": that is the save being replayed, which stays as it is; nothing written");
            return MeqCommand.BAD_USAGE;
        }
        String title = "Replayed from " + file.getFileName();
        String description = older == null ? "The moment reached by every action of " + file.getFileName() + "."
                : "The moment reached by the first " + older.kept() + " of the " + older.total() + " actions of "
                + file.getFileName() + " (the later ones were made under older rules).";
        String yaml;
        try {
            yaml = Presets.export(rules, s, title, description, null);
        } catch (UnsupportedOperationException | IllegalStateException e) {
            err.println("--out " + out + ": this moment cannot be kept as a preset (" + e.getMessage()
                    + "); nothing written");
            return MeqCommand.BAD_USAGE;
        }
        Session.writeAtomically(out, yaml);
        print.println("written: " + out);
        return MeqCommand.OK;
    }
}
