package meq.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.data.DataProblem;
import meq.data.YamlSource;
import meq.rules.Rules;
import meq.rules.engine.StepNames;
import meq.rules.words.GameLog;
import meq.session.Session;
import meq.state.GameState;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** `meq replay FILE`: replays a game log and prints the final state's digest. */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = "Replay a saved action log and print the final state's digest.",
        footer = {"", "Exit codes: 0 replayed, 1 the file is broken or an action no longer applies, 2 bad usage."})
public final class ReplayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "A game log (YAML).")
    Path file;

    @Override
    public Integer call() throws Exception {
        Rules rules = Rules.of(DataLoader.bundled());
        Session session;
        try {
            session = Session.read(rules, YamlSource.readBytes(file, file.toString()), file.toString());
        } catch (DataException e) {
            e.problems().stream().map(DataProblem::toString).forEach(spec.commandLine().getErr()::println);
            return MeqCommand.BAD_INPUT;
        }
        GameLog log = session.log();
        GameState s = session.state();
        var out = spec.commandLine().getOut();
        String now = DataLoader.fingerprint(DataLoader.bundledRoot());
        if (log.data() != null && !log.data().equals(now)) {
            spec.commandLine().getErr().println("warning: " + file + " was saved with other game data (" + log.data()
                    + ", now " + now + "); every action still applied");
        }
        out.println("actions: " + log.actions().size());
        out.println("turn: " + s.turn);
        out.println("ended: " + (s.over() ? s.winner.name().toLowerCase() + " (" + s.winReason + ")" : "no"));
        out.println("digest: " + StepNames.writer(rules).digest(s));
        return MeqCommand.OK;
    }
}
