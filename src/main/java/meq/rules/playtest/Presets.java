package meq.rules.playtest;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.data.DataProblem;
import meq.data.Fields;
import meq.data.Names;
import meq.data.OddsCalibration;
import meq.data.Problems;
import meq.data.YamlSource;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.checks.Invariants;
import meq.rules.engine.Engine;
import meq.rules.engine.Setup;
import meq.rules.engine.StepNames;
import meq.rules.play.Finale;
import meq.rules.play.SauronTurn;
import meq.state.GameState;
import meq.state.SnapshotReader;
import meq.state.SnapshotWriter;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * A preset: a snapshot with a title, a description and an optional goal. What it omits comes from a normal
 * setup of its heroes with its seed (setup choices taken as the first option); without a `stack` it starts
 * at the beginning of Sauron's turn.
 */
public final class Presets {
    public static final List<String> KEYS = List.of("title", "description", "goal", "seed");

    private Presets() {
    }

    /** A loaded preset: its words and its state. */
    public record Preset(String title, String description, String goal, long seed, GameState state) {
        /** Its heroes' ids, in the order of play. */
        public List<String> heroes() {
            return state.heroes.stream().map(h -> h.id).toList();
        }
    }

    /** The preset files of a data folder (data/presets/*.yaml), sorted by name. */
    public static List<Path> files(Path dataRoot) {
        Path dir = dataRoot.resolve("presets");
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (var s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".yaml")).sorted().toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    /**
     * A preset by path, or by the name of one built in ("finale-heroes-dominant", in any case, spaces or hyphens
     * alike, with or without diacritics: "Finale Champion Thálin"). A name that is neither gives back the path as
     * it was, which is no file.
     */
    public static Path find(String nameOrPath) {
        Path p;
        try {
            p = Path.of(nameOrPath);
        } catch (InvalidPathException e) {
            return Path.of("");
        }
        if (Files.isRegularFile(p)) {
            return p;
        }
        String key = Names.key(nameOrPath.endsWith(".yaml")
                ? nameOrPath.substring(0, nameOrPath.length() - 5) : nameOrPath);
        for (Path builtIn : files(DataLoader.bundledRoot())) {
            if (Names.key(name(builtIn)).equals(key)) {
                return builtIn;
            }
        }
        return p;
    }

    /** A preset's kind for its odds' calibration: a Finale preset is one whose play starts in the Finale. */
    public static OddsCalibration.Kind kind(GameState s) {
        return s.stack.stream().anyMatch(f -> f instanceof Finale) ? OddsCalibration.Kind.FINALE
                : OddsCalibration.Kind.GAME;
    }

    /** A built-in preset's name (its file name without .yaml), or null for a file that is not one of them. */
    public static String builtInName(Path file) {
        Path bundled = DataLoader.bundledRoot().resolve("presets");
        return file != null && bundled.getFileSystem().equals(file.getFileSystem()) && file.startsWith(bundled)
                ? name(file) : null;
    }

    /** Why there is no preset by this name, with the built-in names close to it. */
    public static String notFound(String nameOrPath) {
        List<String> names = files(DataLoader.bundledRoot()).stream().map(Presets::name).toList();
        List<String> close = Names.nearest(names, nameOrPath);
        return nameOrPath + ": no such preset file or built-in preset"
                + (close.isEmpty() ? "" : "; did you mean " + String.join(", ", close) + "?");
    }

    private static String name(Path file) {
        String f = file.getFileName().toString();
        return f.substring(0, f.length() - ".yaml".length());
    }

    /** Loads a preset and reports the rules it breaks as problems of its file. */
    public static Preset loadChecked(Rules rules, byte[] yaml, String file) throws DataException {
        Preset p = load(rules, yaml, file);
        List<DataProblem> violations = violations(rules, p, yaml, file);
        if (!violations.isEmpty()) {
            throw new DataException(violations);
        }
        return p;
    }

    /** The rules a loaded preset breaks, each at the line of the key it concerns where one does. */
    public static List<DataProblem> violations(Rules rules, Preset p, byte[] yaml, String file) {
        List<String> broken = Invariants.check(rules, p.state());
        if (broken.isEmpty()) {
            return List.of();
        }
        Fields top = Fields.of(file, YamlSource.parse(yaml, file, new Problems()), "", new Problems());
        List<DataProblem> out = new ArrayList<>();
        for (String v : broken) {
            String field = fieldOf(v);
            Node at = null;
            if (field.startsWith("influence.")) {
                Fields inf = top.map("influence", false);
                String l = field.substring("influence.".length());
                at = inf != null && inf.keys().contains(l) ? inf.keyNode(l) : null;
            } else if (!field.isEmpty()) {
                at = top.has(field) ? top.keyNode(field) : null;
            }
            int line = at == null ? 0 : at.getStartMark().getLine() + 1;
            int column = at == null ? 0 : at.getStartMark().getColumn() + 1;
            out.add(new DataProblem(file, line, column, at == null ? "" : field, "rule violation: " + v));
        }
        return out;
    }

    /** The key a violation of {@link Invariants} is about ("" when no one key holds it). */
    private static String fieldOf(String violation) {
        Matcher m = Pattern
                .compile("(?:influence in the Haven |influence at )([a-z0-9-]+)$|^([a-z0-9-]+) holds ")
                .matcher(violation);
        if (m.find()) {
            return "influence." + (m.group(1) != null ? m.group(1) : m.group(2));
        }
        if (violation.startsWith("Shadow Pool")) {
            return "shadowPool";
        }
        if (violation.startsWith("monster token")) {
            return "tokens";
        }
        if (violation.contains("marker off the track")) {
            return "story";
        }
        if (violation.contains("action tokens")) {
            return "actionTrack";
        }
        return "";
    }

    public static Preset load(Rules rules, byte[] yaml, String file) throws DataException {
        Problems problems = new Problems();
        Node root = YamlSource.parse(yaml, file, problems);
        problems.throwIfAny();
        Fields top = Fields.of(file, root, "", problems);
        problems.throwIfAny();
        String title = top.optStr("title", file);
        String description = top.optStr("description", "");
        String goal = top.optStr("goal", null);
        long seed = top.optInt("seed", 1, 0, Integer.MAX_VALUE);
        List<String> heroes = heroIds(top);
        problems.throwIfAny();
        if (heroes.isEmpty()) {
            problems.add(new DataProblem(file, 1, 1, "heroes", "missing; a preset names its heroes (1 to 3)"));
            problems.throwIfAny();
        }
        GameState base;
        try {
            base = baseState(rules, heroes, seed);
        } catch (IllegalArgumentException e) {
            top.fail(top.raw("heroes"), "heroes", e.getMessage());
            problems.throwIfAny();
            return null;
        }
        GameState s = StepNames.reader(rules).apply(top, base);
        if (!top.has("stack") && top.raw("stack") == null) {
            s.stack.clear();
            s.stack.push(new SauronTurn.Start());
        }
        List<String> allowed = new ArrayList<>(KEYS);
        allowed.addAll(SnapshotReader.KEYS);
        top.done(allowed);
        problems.throwIfAny();
        return new Preset(title, description, goal, seed, s);
    }

    /**
     * This moment of a game written as a preset file: its words first, then the whole snapshot. The text is read
     * back before it is returned and must give the very same state; a moment in the middle of a card's effect
     * cannot be kept and says so (UnsupportedOperationException).
     */
    public static String export(Rules rules, GameState s, String title, String description, String goal) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("title", title);
        m.put("description", description == null ? "" : description);
        if (goal != null && !goal.isBlank()) {
            m.put("goal", goal);
        }
        m.put("seed", 1);
        SnapshotWriter writer = StepNames.writer(rules);
        m.putAll(writer.toMap(s));
        String yaml = SnapshotWriter.yaml().dump(m);
        try {
            GameState back = load(rules, yaml.getBytes(StandardCharsets.UTF_8), "export").state();
            if (!writer.write(back).equals(writer.write(s))) {
                throw new IllegalStateException("the preset would not give back this very state");
            }
        } catch (DataException e) {
            throw new IllegalStateException("the preset would not read back: " + e.getMessage(), e);
        }
        return yaml;
    }

    private static List<String> heroIds(Fields top) {
        List<String> ids = new ArrayList<>();
        Node n = top.raw("heroes");
        if (n instanceof SequenceNode seq) {
            for (int i = 0; i < seq.getValue().size(); i++) {
                Fields h = Fields.of(top.file(), seq.getValue().get(i), "heroes[" + i + "]", top.problems());
                if (h.ok() && h.has("id")) {
                    ids.add(h.id("id"));
                }
            }
        }
        return ids;
    }

    /** A normal setup of these heroes with this seed, its setup choices taken as the first option. */
    static GameState baseState(Rules rules, List<String> heroes, long seed) {
        Engine engine = new Engine(rules);
        GameState s = Setup.prepare(rules, heroes, seed, false);
        for (Ask a = engine.pending(s); a != null; a = engine.pending(s)) {
            engine.apply(s, a.options().get(0));
        }
        return s;
    }
}
