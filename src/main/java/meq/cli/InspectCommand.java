package meq.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.data.DataProblem;
import meq.rules.Inspection;
import meq.rules.Presets;
import meq.rules.Rules;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.Yaml;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** `meq inspect FILE`: the facts of a preset or snapshot, as YAML. */
@Command(name = "inspect", mixinStandardHelpOptions = true,
        description = "Print the stage, dominance, distances, perils, influence and rule violations of a preset.",
        footer = {"", "Exit codes: 0 printed, 1 the file is broken, 2 bad usage."})
public final class InspectCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "A preset or snapshot (YAML).")
    Path file;

    @Override
    public Integer call() throws Exception {
        Rules rules = Rules.of(DataLoader.bundled());
        Presets.Preset p;
        try {
            p = Presets.load(rules, Files.readAllBytes(file), file.toString());
        } catch (DataException e) {
            e.problems().stream().map(DataProblem::toString).forEach(spec.commandLine().getErr()::println);
            return MeqCommand.BAD_INPUT;
        }
        DumperOptions o = new DumperOptions();
        o.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        spec.commandLine().getOut().print(new Yaml(o).dump(Inspection.of(rules, p.state())));
        return MeqCommand.OK;
    }
}
