package meq.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.data.DataProblem;
import meq.data.GameData;
import meq.data.HowToPlay;
import meq.data.Lessons;
import meq.data.OddsCalibration;
import meq.data.YamlSource;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** `meq validate`: loads a data folder and prints what it holds, or every problem in it. */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = "Check the game data and print how many of each kind it holds.",
        footer = {"", "Exit codes: 0 valid, 1 problems found (each printed as file:line:column: field: message), 2 bad usage."})
public final class ValidateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--data", paramLabel = "DIR", description = "Data folder to check (default: the data built into meq).")
    Path data;

    @Override
    public Integer call() {
        var out = spec.commandLine().getOut();
        var err = spec.commandLine().getErr();
        GameData d;
        try {
            d = data == null ? DataLoader.bundled() : DataLoader.load(data);
        } catch (DataException e) {
            for (DataProblem p : e.problems()) {
                err.println(p);
            }
            err.println(e.problems().size() + (e.problems().size() == 1 ? " problem" : " problems") + " found");
            return MeqCommand.BAD_INPUT;
        }
        Path root = data == null ? DataLoader.bundledRoot() : data;
        Rules rules = Rules.of(d);
        int presets = 0;
        int broken = 0;
        for (Path p : Presets.files(root)) {
            String shown = (data == null ? "data" : data.toString().replace('\\', '/')) + "/presets/" + p.getFileName();
            try {
                Presets.loadChecked(rules, YamlSource.readBytes(p, shown), shown);
                presets++;
            } catch (DataException e) {
                e.problems().forEach(err::println);
                broken++;
            }
        }
        int pages = -1;
        int lessons = -1;
        if (data == null || Files.exists(root.resolve("help"))) {
            try {
                HowToPlay book = data == null ? HowToPlay.bundled() : HowToPlay.read(data, d);
                pages = book.pages().size();
                if (data == null || Files.exists(root.resolve(Lessons.FILES.get(0)))) {
                    lessons = 0;
                    for (Lessons l : data == null ? Lessons.bundled() : Lessons.read(data, book)) {
                        lessons += l.lessons().size();
                    }
                }
            } catch (DataException e) {
                e.problems().forEach(err::println);
                broken++;
            }
        }
        int calibrated = calibrated(root);
        if (calibrated == BROKEN) {
            broken++;
        }
        if (broken > 0) {
            err.println(broken + (broken == 1 ? " file is" : " files are")
                    + " broken (presets, How to play, lessons, the odds' calibration)");
            return MeqCommand.BAD_INPUT;
        }
        out.println("Data " + (data == null ? "(built in)" : data) + " is valid:");
        for (Map.Entry<String, Integer> c : d.counts().entrySet()) {
            out.printf("  %-13s %d%n", c.getKey(), c.getValue());
        }
        out.printf("  %-13s %d%n", "presets", presets);
        if (pages >= 0) {
            out.printf("  %-13s %d%n", "help pages", pages);
        }
        if (lessons >= 0) {
            out.printf("  %-13s %d%n", "lessons", lessons);
        }
        if (calibrated >= 0) {
            out.printf("  %-13s %d%n", "calibrated", calibrated);
        }
        return MeqCommand.OK;
    }

    private static final int BROKEN = -2;

    /** The presets the odds' calibration has a line for; -1 for a folder without one, BROKEN after its problems. */
    private int calibrated(Path root) {
        if (data != null && !Files.exists(root.resolve("odds/calibration.csv"))) {
            return -1;
        }
        try {
            return (data == null ? OddsCalibration.bundled() : OddsCalibration.read(data)).lines().size();
        } catch (DataException e) {
            e.problems().forEach(spec.commandLine().getErr()::println);
            return BROKEN;
        }
    }
}
