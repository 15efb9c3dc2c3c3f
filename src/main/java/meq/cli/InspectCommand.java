package meq.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.data.DataProblem;
import meq.data.Names;
import meq.data.YamlSource;
import meq.rules.Ask;
import meq.rules.GameEvent;
import meq.rules.Rules;
import meq.rules.engine.Engine;
import meq.rules.playtest.Presets;
import meq.rules.words.Describe;
import meq.rules.words.Inspection;
import meq.rules.words.SeenChoice;
import meq.session.Session;
import meq.state.GameState;
import meq.state.Seat;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.Yaml;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * `meq inspect FILE`: the facts of a preset or snapshot, as YAML; then what the seat that decides may see, its
 * question and its options in words. `--choose N` answers and walks on, `--out` keeps the moment reached as a preset.
 */
@Command(name = "inspect", mixinStandardHelpOptions = true,
        description = {"Print the stage, dominance, distances, perils, influence and rule violations of a preset; "
                + "then what the seat that decides may see, the pending question (pending:) and its options in "
                + "words, numbered in the engine's order (options:).",
                "With --choose, answer those questions one after the other, print what followed and the next "
                        + "question; with --out, keep the moment reached as a preset."},
        footer = {"", "FILE is a preset file, or the name of a built-in preset (see data/presets/).",
                "What is printed is what the seat that decides may see (other heroes' hands, Sauron's cards and "
                        + "face-down monster tokens stay hidden), unless --seat or --all says otherwise.",
                "", "Examples:", "  meq inspect stage-three-crisis",
                "  meq inspect stage-three-crisis --choose 2,1 --out next.yaml",
                "  meq inspect next.yaml --all",
                "", "Exit codes: 0 printed, 1 the file is broken or its state breaks a rule, 2 bad usage "
                + "(an option number out of range, a seat not in the game, a moment that cannot be kept)."})
public final class InspectCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "A preset or snapshot (YAML), or a built-in preset name.")
    String file;

    @Option(names = "--choose", paramLabel = "N", split = ",",
            description = "Answer the pending question with its option N (numbered from 1), then the next; "
                    + "repeat it or give a list (--choose 3,1,1).")
    List<Integer> choose = new ArrayList<>();

    @Option(names = "--out", paramLabel = "NEXT.yaml",
            description = "Write the moment reached as a preset (readable by inspect, odds and the window).")
    Path out;

    @Option(names = "--seat", paramLabel = "NAME",
            description = "Print what this seat may see (sauron, or a hero by id or name in any case: thalin, "
                    + "Thálin, THALIN); its options only if it decides.")
    String seat;

    @Option(names = "--all", description = "Print the whole state: every hand, token face, mission and deck top.")
    boolean all;

    @Override
    public Integer call() throws Exception {
        var err = spec.commandLine().getErr();
        var print = spec.commandLine().getOut();
        if (all && seat != null) {
            throw new ParameterException(spec.commandLine(),
                    "--all and --seat cannot be given together (--all shows every seat's secrets)");
        }
        Rules rules = Rules.of(DataLoader.bundled());
        Path path = Presets.find(file);
        Presets.Preset p;
        List<DataProblem> violations;
        try {
            byte[] bytes = YamlSource.readBytes(path, path.toString());
            p = Presets.load(rules, bytes, path.toString());
            violations = Presets.violations(rules, p, bytes, path.toString());
        } catch (DataException e) {
            e.problems().stream().map(DataProblem::toString).forEach(err::println);
            return MeqCommand.BAD_INPUT;
        }
        DumperOptions o = new DumperOptions();
        o.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        print.print(new Yaml(o).dump(Inspection.of(rules, p.state())));
        // the facts are printed even so; a state that breaks the rules is still bad input, and is not played on
        violations.stream().map(DataProblem::toString).forEach(err::println);
        if (!violations.isEmpty()) {
            return MeqCommand.BAD_INPUT;
        }
        GameState s = p.state();
        Seat asked = null;
        if (seat != null) {
            String seats = "(sauron" + s.heroes.stream().map(h -> ", " + h.id).collect(Collectors.joining()) + ")";
            try {
                asked = Inspection.seatNamed(rules, s, seat);
            } catch (Names.UnknownName e) {
                throw new ParameterException(spec.commandLine(), "--seat " + seat + ": no such seat in this game "
                        + seats + (e.close().isEmpty() ? "" : "; did you mean " + e.close().stream()
                        .map(Object::toString).collect(Collectors.joining(", ")) + "?"));
            }
            if (asked == null) {
                throw new ParameterException(spec.commandLine(), "--seat " + seat + ": "
                        + Inspection.seatName(rules, Seat.hero(Names.id(rules.data(), seat,
                        Names.Kind.HERO))) + " is not in this game " + seats);
            }
        }
        Engine engine = new Engine(rules);
        List<String> walk = new ArrayList<>();
        List<GameEvent> before = engine.run(s);
        Ask ask = engine.current(s);
        // the walk is told as the seat that decides at its end may read it (or the seat asked for, or everyone)
        List<Ask> asks = new ArrayList<>();
        List<List<GameEvent>> followed = new ArrayList<>();
        List<String> words = new ArrayList<>(); // each choice in words, read before it was applied
        List<String> seen = new ArrayList<>(); // each choice as the other seats see it
        String refused = null;
        for (int n : choose) {
            if (ask == null) {
                refused = "--choose " + n + " (choice " + (asks.size() + 1) + "): the game is over, nothing to choose";
                break;
            }
            if (n < 1 || n > ask.options().size()) {
                refused = "--choose " + n + " (choice " + (asks.size() + 1) + "): out of range, the question has "
                        + ask.options().size() + (ask.options().size() == 1 ? " option (1)" : " options (1 to "
                        + ask.options().size() + ")") + "; the options are listed above";
                break;
            }
            asks.add(ask);
            words.add(Describe.choice(rules, engine.view(s, ask.seat()), ask, ask.options().get(n - 1)));
            seen.add(SeenChoice.words(rules, ask, ask.options().get(n - 1)));
            followed.add(engine.apply(s, ask.options().get(n - 1)));
            ask = engine.current(s);
        }
        Seat viewer = all ? null : asked != null ? asked : ask != null ? ask.seat() : Seat.TABLE;
        events(rules, walk, "before the question", before, viewer);
        for (int i = 0; i < asks.size(); i++) {
            Ask a = asks.get(i);
            int n = choose.get(i);
            String who = Inspection.seatName(rules, a.seat());
            boolean shown = viewer == null || viewer.equals(a.seat());
            // another seat reads the choice's public consequence, never which of his options he took
            walk.add("choice " + (i + 1) + ": " + (shown ? who + " — " + a.prompt() + ": " + n + ". " + words.get(i)
                    : seen.get(i)));
            events(rules, walk, "then", followed.get(i), viewer);
        }
        walk.addAll(Inspection.seen(rules, s, viewer));
        walk.addAll(Inspection.pending(rules, s, ask, viewer));
        walk.forEach(print::println);
        if (refused != null) {
            err.println(refused + "; nothing written");
            return MeqCommand.BAD_USAGE;
        }
        return out == null ? MeqCommand.OK : write(rules, p, path, s, err, print);
    }

    private void events(Rules rules, List<String> lines, String head, List<GameEvent> events, Seat viewer) {
        List<String> words = new ArrayList<>();
        for (GameEvent e : events) {
            Inspection.event(rules, e, viewer).ifPresent(w -> words.add("  - " + w));
        }
        if (!words.isEmpty()) {
            lines.add(head + ":");
            lines.addAll(words);
        }
    }

    /** Writes the moment reached as a preset, atomically; never over the input under another name. */
    private int write(Rules rules, Presets.Preset p, Path input, GameState s, PrintWriter err,
                      PrintWriter print) throws IOException {
        Path target = out.toAbsolutePath().normalize();
        Path source = input.toAbsolutePath().normalize();
        if (Files.exists(target) && Files.isSameFile(target, source) && !target.equals(source)) {
            err.println("--out " + out + ": that is the input file " + input + " under another name; give the very "
                    + "same path to overwrite it on purpose; nothing written");
            return MeqCommand.BAD_USAGE;
        }
        String chosen = choose.stream().map(String::valueOf).collect(Collectors.joining(","));
        String title = choose.isEmpty() ? p.title() : p.title() + ", after choices " + chosen;
        String description = "Reached from " + input.getFileName() + " with meq inspect"
                + (choose.isEmpty() ? "" : " --choose " + chosen) + "."
                + (p.description().isBlank() ? "" : " " + p.description().strip());
        String yaml;
        try {
            yaml = Presets.export(rules, s, title, description, p.goal());
        } catch (UnsupportedOperationException | IllegalStateException e) {
            err.println("--out " + out + ": this moment cannot be kept as a preset (" + e.getMessage()
                    + "); choose on until the card is resolved; nothing written");
            return MeqCommand.BAD_USAGE;
        }
        Session.writeAtomically(out, yaml);
        print.println("written: " + out);
        return MeqCommand.OK;
    }
}
