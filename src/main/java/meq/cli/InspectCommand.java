package meq.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.data.DataProblem;
import meq.data.YamlSource;
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
        footer = {"", "Exit codes: 0 printed, 1 the file is broken or its state breaks a rule, 2 bad usage."})
public final class InspectCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "A preset or snapshot (YAML).")
    Path file;

    @Override
    public Integer call() throws Exception {
        Rules rules = Rules.of(DataLoader.bundled());
        var err = spec.commandLine().getErr();
        Presets.Preset p;
        List<DataProblem> violations;
        try {
            byte[] bytes = YamlSource.readBytes(file, file.toString());
            p = Presets.load(rules, bytes, file.toString());
            violations = Presets.violations(rules, p, bytes, file.toString());
        } catch (DataException e) {
            e.problems().stream().map(DataProblem::toString).forEach(err::println);
            return MeqCommand.BAD_INPUT;
        }
        DumperOptions o = new DumperOptions();
        o.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        spec.commandLine().getOut().print(new Yaml(o).dump(Inspection.of(rules, p.state())));
        // the facts are printed even so; a state that breaks the rules is still bad input
        violations.stream().map(DataProblem::toString).forEach(err::println);
        return violations.isEmpty() ? MeqCommand.OK : MeqCommand.BAD_INPUT;
    }
}
