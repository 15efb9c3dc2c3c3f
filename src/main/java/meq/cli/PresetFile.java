package meq.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import meq.data.DataException;
import meq.data.DataProblem;
import meq.data.YamlSource;
import meq.rules.Rules;
import meq.rules.playtest.Presets;

/** A preset named on the command line (a file or a built-in name): found, read and checked. */
record PresetFile(Path file, Presets.Preset preset) {
    /** The preset, or null after printing why not (no such file, or its problems, each as file:line:column). */
    static PresetFile read(Rules rules, String name, PrintWriter err) {
        Path file = Presets.find(name);
        if (!Files.isRegularFile(file)) {
            err.println(Presets.notFound(name));
            return null;
        }
        try {
            return new PresetFile(file, Presets.loadChecked(rules, YamlSource.readBytes(file, file.toString()),
                    file.toString()));
        } catch (DataException e) {
            e.problems().stream().map(DataProblem::toString).forEach(err::println);
            return null;
        }
    }
}
