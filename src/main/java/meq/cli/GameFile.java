package meq.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import meq.data.DataException;
import meq.data.DataProblem;
import meq.data.Problems;
import meq.data.YamlSource;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.session.Session;
import meq.state.GameState;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;

/** A moment named on the command line: a saved game (its actions replayed) or a preset (a file or built-in name). */
record GameFile(Path file, String title, GameState state) {
    /** The moment, or null after printing why not (no such file, or its problems, each as file:line:column). */
    static GameFile read(Rules rules, String name, PrintWriter err) {
        Path file = Presets.find(name);
        if (!Files.isRegularFile(file)) {
            err.println(Presets.notFound(name) + " (nor a saved game)");
            return null;
        }
        try {
            byte[] yaml = YamlSource.readBytes(file, file.toString());
            if (isSave(yaml, file.toString())) {
                Session s = Session.read(rules, yaml, file.toString());
                return new GameFile(file, "saved game", s.state());
            }
            Presets.Preset p = Presets.loadChecked(rules, yaml, file.toString()); // the bytes already read
            return new GameFile(file, p.title(), p.state());
        } catch (DataException e) {
            if (e.problems().isEmpty()) {
                err.println(e.getMessage());
            }
            e.problems().stream().map(DataProblem::toString).forEach(err::println);
            return null;
        }
    }

    /** A save is a map with the actions played; a preset has none. */
    private static boolean isSave(byte[] yaml, String display) {
        Node root = YamlSource.parse(yaml, display, new Problems());
        if (root instanceof MappingNode m) {
            return m.getValue().stream().anyMatch(t -> t.getKeyNode() instanceof ScalarNode k
                    && k.getValue().equals("actions"));
        }
        return false;
    }
}
