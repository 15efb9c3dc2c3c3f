package meq.data;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeId;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * Reads the fields of one YAML mapping, recording a problem (file, line, field, what was expected)
 * for each missing, mistyped or out-of-range value, and for keys nobody asked for.
 * A failed read returns a neutral value and clears {@link #ok()}, so callers can skip the record.
 */
public final class Fields {
    private final String file;
    private final Node node;
    private final String path;
    private final Problems problems;
    private final Map<String, NodeTuple> entries = new LinkedHashMap<>();
    private final Set<String> read = new LinkedHashSet<>();
    private boolean ok = true;

    private Fields(String file, Node node, String path, Problems problems) {
        this.file = file;
        this.node = node;
        this.path = path;
        this.problems = problems;
    }

    /** Wraps a node that should be a mapping; records a problem when it is not. */
    public static Fields of(String file, Node node, String path, Problems problems) {
        Fields f = new Fields(file, node, path, problems);
        if (!(node instanceof MappingNode m)) {
            f.fail(node, path, "expected a mapping of keys to values, but found " + describe(node));
            return f;
        }
        for (NodeTuple t : m.getValue()) {
            Node k = t.getKeyNode();
            if (!(k instanceof ScalarNode ks)) {
                f.fail(k, path, "keys must be plain words, but found " + describe(k));
                continue;
            }
            String key = ks.getValue();
            if (f.entries.containsKey(key)) {
                f.fail(k, f.child(key), "duplicate key (first given on line "
                        + (f.entries.get(key).getKeyNode().getStartMark().getLine() + 1) + ")");
                continue;
            }
            f.entries.put(key, t);
        }
        return f;
    }

    public String file() {
        return file;
    }

    public Node node() {
        return node;
    }

    public String path() {
        return path;
    }

    public Problems problems() {
        return problems;
    }

    public boolean ok() {
        return ok;
    }

    public boolean has(String key) {
        return entries.containsKey(key) && !isNull(entries.get(key).getValueNode());
    }

    public String child(String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    /** The value node of a key, marking it read; null when absent. */
    public Node raw(String key) {
        read.add(key);
        NodeTuple t = entries.get(key);
        return t == null ? null : t.getValueNode();
    }

    /** Records a problem against this mapping and marks it failed. */
    public void fail(Node at, String field, String message) {
        ok = false;
        problems.at(file, at == null ? node : at, field, message);
    }

    /** Marks the record failed because something inside it failed. */
    public void failQuietly() {
        ok = false;
    }

    private Node required(String key, String expected) {
        Node v = raw(key);
        if (v == null || isNull(v)) {
            fail(v == null ? node : v, child(key), "missing; expected " + expected);
            return null;
        }
        return v;
    }

    public String str(String key) {
        Node v = required(key, "text");
        return v == null ? null : scalarText(v, key);
    }

    public String optStr(String key, String fallback) {
        Node v = raw(key);
        return v == null || isNull(v) ? fallback : scalarText(v, key);
    }

    /** A colour written "#rrggbb", as 0xRRGGBB; the fallback when absent (null: required). */
    public int colour(String key, Integer fallback) {
        String text = fallback == null ? str(key) : optStr(key, null);
        if (text == null) {
            return fallback == null ? 0 : fallback;
        }
        if (!text.matches("#[0-9a-fA-F]{6}")) {
            fail(raw(key), child(key), "expected a colour like \"#d9822b\", but found \"" + text + "\"");
            return 0;
        }
        return Integer.parseInt(text.substring(1), 16);
    }

    private String scalarText(Node v, String key) {
        if (v instanceof ScalarNode s) {
            return s.getValue();
        }
        fail(v, child(key), "expected text, but found " + describe(v));
        return null;
    }

    /** An id: lower-case letters, digits and hyphens. */
    public String id(String key) {
        Node v = required(key, "an id");
        return v == null ? null : checkId(v, child(key));
    }

    public String checkId(Node v, String field) {
        if (!(v instanceof ScalarNode s) || !isId(s.getValue())) {
            fail(v, field, "expected an id of lower-case letters, digits and hyphens, but found " + describe(v));
            return null;
        }
        return s.getValue();
    }

    /**
     * Whether a text is an id: words of lower-case letters and digits joined by single hyphens. By hand, not by a
     * regular expression: every id of the data is checked at each start, and String.matches compiled its pattern
     * each time (8% of reading the data).
     */
    static boolean isId(String t) {
        if (t.isEmpty() || t.charAt(0) == '-' || t.charAt(t.length() - 1) == '-') {
            return false;
        }
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            boolean word = c >= 'a' && c <= 'z' || c >= '0' && c <= '9';
            if (!word && (c != '-' || t.charAt(i - 1) == '-')) {
                return false;
            }
        }
        return true;
    }

    public int integer(String key, int min, int max) {
        Node v = required(key, "a whole number from " + min + " to " + max);
        return v == null ? min : intValue(v, child(key), min, max);
    }

    public int optInt(String key, int fallback, int min, int max) {
        Node v = raw(key);
        return v == null || isNull(v) ? fallback : intValue(v, child(key), min, max);
    }

    public int intValue(Node v, String field, int min, int max) {
        if (!(v instanceof ScalarNode s) || !Tag.INT.equals(s.getTag())) {
            fail(v, field, "expected a whole number from " + min + " to " + max + ", but found " + describe(v));
            return min;
        }
        long n;
        try {
            n = Long.parseLong(s.getValue().replace("_", "").replace("+", ""));
        } catch (NumberFormatException e) {
            fail(v, field, "expected a whole number from " + min + " to " + max + ", but found " + describe(v));
            return min;
        }
        if (n < min || n > max) {
            fail(v, field, "expected a whole number from " + min + " to " + max + ", but found " + n);
            return min;
        }
        return (int) n;
    }

    public boolean optBool(String key, boolean fallback) {
        Node v = raw(key);
        if (v == null || isNull(v)) {
            return fallback;
        }
        return boolValue(v, child(key));
    }

    public boolean boolValue(Node v, String field) {
        if (!(v instanceof ScalarNode s) || !Tag.BOOL.equals(s.getTag())) {
            fail(v, field, "expected true or false, but found " + describe(v));
            return false;
        }
        return Boolean.parseBoolean(s.getValue().toLowerCase(Locale.ROOT));
    }

    public <E extends Enum<E>> E enumOf(String key, Class<E> type) {
        Node v = required(key, "one of " + names(type));
        return v == null ? null : enumValue(v, child(key), type);
    }

    public <E extends Enum<E>> E enumValue(Node v, String field, Class<E> type) {
        if (v instanceof ScalarNode s) {
            for (E e : type.getEnumConstants()) {
                if (yamlName(e).equals(s.getValue())) {
                    return e;
                }
            }
        }
        fail(v, field, "expected one of " + names(type) + ", but found " + describe(v));
        return null;
    }

    /** A sequence under a key; each element handed to the reader with its indexed path. */
    public <T> List<T> list(String key, boolean required, ElementReader<T> reader) {
        Node v = required ? required(key, "a list") : raw(key);
        if (v == null || isNull(v)) {
            return List.of();
        }
        return listValue(v, child(key), reader);
    }

    public <T> List<T> listValue(Node v, String field, ElementReader<T> reader) {
        if (!(v instanceof SequenceNode seq)) {
            fail(v, field, "expected a list, but found " + describe(v));
            return List.of();
        }
        List<T> out = new ArrayList<>();
        List<Node> items = seq.getValue();
        for (int i = 0; i < items.size(); i++) {
            T t = reader.read(items.get(i), field + "[" + i + "]");
            if (t != null) {
                out.add(t);
            } else {
                ok = false;
            }
        }
        return out;
    }

    /** A list of ids. */
    public List<String> idList(String key, boolean required) {
        return list(key, required, (n, f) -> checkId(n, f));
    }

    /** A nested mapping's fields; null (after a problem) when the key is missing and required. */
    public Fields map(String key, boolean required) {
        Node v = required ? required(key, "a mapping") : raw(key);
        if (v == null || isNull(v)) {
            return null;
        }
        Fields f = of(file, v, child(key), problems);
        if (!f.ok) {
            ok = false;
        }
        return f;
    }

    /** The keys of this mapping in file order. */
    public List<String> keys() {
        return List.copyOf(entries.keySet());
    }

    /** The key node of an entry (for problems about the key itself). */
    public Node keyNode(String key) {
        NodeTuple t = entries.get(key);
        return t == null ? node : t.getKeyNode();
    }

    /** Records every key that was never read as unknown, naming the keys that are allowed. */
    public boolean done() {
        return done(new ArrayList<>(read));
    }

    /** Like {@link #done()}, naming the given keys as the allowed ones. */
    public boolean done(List<String> allowed) {
        for (Map.Entry<String, NodeTuple> e : entries.entrySet()) {
            if (!read.contains(e.getKey()) && !allowed.contains(e.getKey())) {
                fail(e.getValue().getKeyNode(), child(e.getKey()),
                        "unknown key; expected one of " + String.join(", ", allowed));
            }
        }
        return ok;
    }

    /** Marks keys as known without reading them (for keys read through {@link #raw}). */
    public void allow(String... keys) {
        read.addAll(List.of(keys));
    }

    @FunctionalInterface
    public interface ElementReader<T> {
        T read(Node node, String field);
    }

    public static boolean isNull(Node n) {
        return n instanceof ScalarNode s && Tag.NULL.equals(s.getTag());
    }

    public static String yamlName(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static <E extends Enum<E>> String names(Class<E> type) {
        List<String> n = new ArrayList<>();
        for (E e : type.getEnumConstants()) {
            n.add(yamlName(e));
        }
        return String.join(", ", n);
    }


    /** Short description of a node for messages: its text, or its kind. */
    public static String describe(Node n) {
        if (n == null) {
            return "nothing";
        }
        if (n.getNodeId() == NodeId.scalar) {
            ScalarNode s = (ScalarNode) n;
            if (Tag.NULL.equals(s.getTag())) {
                return "nothing";
            }
            String v = s.getValue();
            if (v.length() > 40) {
                v = v.substring(0, 37) + "...";
            }
            return "\"" + v + "\"";
        }
        return n.getNodeId() == NodeId.sequence ? "a list" : "a mapping";
    }
}
