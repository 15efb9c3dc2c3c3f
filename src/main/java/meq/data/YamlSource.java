package meq.data;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.composer.Composer;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.parser.ParserImpl;
import org.yaml.snakeyaml.reader.StreamReader;
import org.yaml.snakeyaml.resolver.Resolver;

/**
 * Reads one YAML file into a node tree, safely: size, alias and nesting limits, strict UTF-8,
 * one document only. The node tree keeps line numbers, which the readers use in their errors.
 */
public final class YamlSource {
    /** Largest file we read; data files are a few kilobytes, saves and presets well under this. */
    public static final long MAX_BYTES = 4L * 1024 * 1024;
    static final int MAX_ALIASES = 20;
    static final int MAX_DEPTH = 40;

    private YamlSource() {
    }

    /** The loader options shared by the constructor and the parser. */
    public static LoaderOptions options() {
        LoaderOptions o = new LoaderOptions();
        o.setAllowDuplicateKeys(false);
        o.setMaxAliasesForCollections(MAX_ALIASES);
        o.setNestingDepthLimit(MAX_DEPTH);
        o.setCodePointLimit((int) MAX_BYTES);
        o.setAllowRecursiveKeys(false);
        o.setProcessComments(false);
        return o;
    }

    /**
     * Parses a file. Returns the root node, or null after recording a problem
     * (unreadable, too large, not UTF-8, not YAML, empty, several documents).
     */
    public static Node read(Path file, String display, Problems problems) {
        byte[] bytes;
        try {
            long size = Files.size(file);
            if (size > MAX_BYTES) {
                return tooLarge(size, display, problems);
            }
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            problems.add(new DataProblem(display, 0, 0, "", "cannot read file: " + e.getMessage()));
            return null;
        }
        return parse(bytes, display, problems);
    }

    /**
     * The bytes of a save, preset or data file, refused from its size before anything is read when it is
     * larger than {@link #MAX_BYTES} (a 20 MB file never reaches memory).
     */
    public static byte[] readBytes(Path file, String display) throws DataException {
        Problems problems = new Problems();
        try {
            long size = Files.size(file);
            byte[] bytes = null;
            if (size <= MAX_BYTES) {
                try (InputStream in = Files.newInputStream(file)) {
                    bytes = in.readNBytes((int) MAX_BYTES + 1); // a file that grew since is still cut at the limit
                }
            }
            if (bytes == null || bytes.length > MAX_BYTES) {
                problems.add(new DataProblem(display, 0, 0, "", "file is " + Math.max(size, MAX_BYTES + 1)
                        + " bytes, larger than the limit of " + MAX_BYTES));
            } else {
                return bytes;
            }
        } catch (NoSuchFileException e) {
            problems.add(new DataProblem(display, 0, 0, "", "no such file"));
        } catch (IOException e) {
            problems.add(new DataProblem(display, 0, 0, "", "cannot read file: " + e.getMessage()));
        }
        problems.throwIfAny();
        return null;
    }

    /** Records that a file is larger than {@link #MAX_BYTES}; null, the node it has not. */
    static Node tooLarge(long size, String display, Problems problems) {
        problems.add(new DataProblem(display, 0, 0, "",
                "file is " + size + " bytes, larger than the limit of " + MAX_BYTES));
        return null;
    }

    /** Parses bytes already read (the program's own files as the build parsed them: {@link ParsedYaml}). */
    public static Node parse(byte[] bytes, String display, Problems problems) {
        if (bytes.length > MAX_BYTES) {
            return tooLarge(bytes.length, display, problems);
        }
        Node built = ParsedYaml.lookup(bytes);
        return built != null ? built : compose(bytes, display, problems);
    }

    /** Parses bytes no larger than {@link #MAX_BYTES} from their text. */
    static Node compose(byte[] bytes, String display, Problems problems) {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            problems.add(new DataProblem(display, 0, 0, "", "not UTF-8 text"));
            return null;
        }
        try {
            // as Yaml.compose does, without making the constructor and representer a compose never uses
            LoaderOptions o = options();
            Node root = new Composer(new ParserImpl(new StreamReader(new StringReader(text)), o), new Resolver(), o)
                    .getSingleNode();
            if (root == null) {
                problems.add(new DataProblem(display, 0, 0, "", "file is empty"));
            }
            return root;
        } catch (MarkedYAMLException e) {
            Mark m = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            String what = e.getProblem() != null ? e.getProblem() : e.getMessage();
            if (e.getContext() != null && e.getProblem() != null) {
                what = e.getContext() + ", " + e.getProblem();
            }
            problems.add(new DataProblem(display, m == null ? 0 : m.getLine() + 1,
                    m == null ? 0 : m.getColumn() + 1, "", "not valid YAML: " + oneLine(what)
                    + (String.valueOf(e.getProblem()).startsWith("mapping values are not allowed") ? colonHint(text, m) : "")));
            return null;
        } catch (YAMLException e) {
            problems.add(new DataProblem(display, 0, 0, "", "not valid YAML: " + oneLine(e.getMessage())));
            return null;
        } catch (StackOverflowError e) {
            problems.add(new DataProblem(display, 0, 0, "", "not valid YAML: nested too deeply"));
            return null;
        }
    }

    /**
     * Where a plain value holds ": " (goal: Heroes: keep Bree free), SnakeYAML reads a second mapping and says only
     * "mapping values are not allowed here": name the remedy, with the line quoted as it should be written.
     */
    static String colonHint(String text, Mark m) {
        if (m == null) {
            return "";
        }
        String[] lines = text.split("\\R", -1);
        if (m.getLine() >= lines.length) {
            return "";
        }
        String line = lines[m.getLine()];
        int colon = line.indexOf(": ");
        if (colon < 0 || colon >= m.getColumn() || line.indexOf(": ", colon + 2) < 0) {
            return "";
        }
        String value = line.substring(colon + 2).trim();
        if (value.startsWith("\"") || value.startsWith("'") || value.startsWith("{") || value.startsWith("[")) {
            return "";
        }
        return "; a text holding \": \" needs quotes: " + line.substring(0, colon + 2).trim() + " \""
                + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private static String oneLine(String s) {
        return s == null ? "unknown error" : s.replaceAll("\\s+", " ").trim();
    }
}
