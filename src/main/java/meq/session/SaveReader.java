package meq.session;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import meq.data.DataException;
import meq.data.DataProblem;
import meq.data.Fields;
import meq.data.Problems;
import meq.data.YamlSource;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.rules.words.GameLog;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads a save all the way: the log, the preset it started from, its actions replayed. Whatever stops it is a
 * problem of the save file at the line it comes from: a preset line inside the save, or the action that no longer
 * applies (which a load as far as the actions apply keeps as what it left out).
 */
final class SaveReader {
    private final byte[] yaml;
    private final String file;
    private Fields top;

    SaveReader(byte[] yaml, String file) {
        this.yaml = yaml;
        this.file = file;
    }

    Session read(Rules rules) throws DataException {
        Session.Loaded loaded = readAsFarAsItApplies(rules);
        if (loaded.olderRules() != null) {
            throw new DataException(List.of(loaded.olderRules().refused()));
        }
        return loaded.session();
    }

    /** The save replayed as far as its actions apply; what was left out is told with the first action refused. */
    Session.Loaded readAsFarAsItApplies(Rules rules) throws DataException {
        GameLog log = GameLog.read(yaml, file);
        if (log.preset() != null) {
            checkPreset(rules, log.preset());
        }
        Session.Replay r;
        try {
            r = Session.replay(rules, log);
        } catch (IllegalArgumentException e) {
            throw new DataException(List.of(at(node("heroes"), "heroes", e.getMessage())));
        }
        if (r.stuck() < 0) {
            return new Session.Loaded(r.session(), null);
        }
        int n = log.actions().size();
        DataProblem refused = at(action(r.stuck()), "actions[" + r.stuck() + "]",
                "action " + (r.stuck() + 1) + " of " + n + " no longer applies: " + r.why());
        return new Session.Loaded(r.session(),
                new OlderRules(refused, r.stuck(), n, OlderRules.resumes(r.session())));
    }

    /** The preset text must load and keep the rules; its problems are moved to the lines of the save. */
    private void checkPreset(Rules rules, String text) throws DataException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        List<DataProblem> inner;
        try {
            inner = Presets.violations(rules, Presets.load(rules, bytes, file), bytes, file);
        } catch (DataException e) {
            inner = e.problems();
        }
        if (inner.isEmpty()) {
            return;
        }
        Node p = node("preset");
        boolean block = p instanceof ScalarNode sc && (sc.getScalarStyle() == DumperOptions.ScalarStyle.LITERAL
                || sc.getScalarStyle() == DumperOptions.ScalarStyle.FOLDED);
        int base = p == null ? 0 : p.getStartMark().getLine() + 1;
        List<DataProblem> out = new ArrayList<>();
        for (DataProblem q : inner) {
            int line = block && q.line() > 0 ? base + q.line() : base;
            String field = q.field().isEmpty() ? "preset" : "preset." + q.field();
            out.add(new DataProblem(file, line, 0, field, q.message()));
        }
        throw new DataException(out);
    }

    private DataProblem at(Node n, String field, String message) {
        int line = n == null ? 0 : n.getStartMark().getLine() + 1;
        int column = n == null ? 0 : n.getStartMark().getColumn() + 1;
        return new DataProblem(file, line, column, field, message);
    }

    private Node node(String key) {
        if (top == null) {
            top = Fields.of(file, YamlSource.parse(yaml, file, new Problems()), "", new Problems());
        }
        return top.keys().contains(key) ? top.raw(key) : null;
    }

    private Node action(int index) {
        return node("actions") instanceof SequenceNode seq && index < seq.getValue().size()
                ? seq.getValue().get(index) : null;
    }
}
