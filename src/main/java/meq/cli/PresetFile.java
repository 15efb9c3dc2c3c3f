package meq.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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

    /**
     * Every preset named, read and checked before any is played; null after printing the problems of the first that
     * cannot be read and "NOTHING: NAME cannot be read" (nothing: what is then not done, as "no preset played").
     */
    static List<PresetFile> readAll(Rules rules, List<String> names, PrintWriter err, String nothing) {
        List<PresetFile> read = new ArrayList<>();
        for (String name : names) {
            PresetFile p = read(rules, name, err);
            if (p == null) {
                err.println(nothing + ": " + name + " cannot be read");
                return null;
            }
            read.add(p);
        }
        return read;
    }
}
