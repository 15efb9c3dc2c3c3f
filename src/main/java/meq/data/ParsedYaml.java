package meq.data;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.Adler32;
import java.util.zip.CRC32;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.nodes.CollectionNode;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * The program's own YAML files (the data and the presets), parsed when it was built: a cold parse of them would take
 * ~300 ms of every start. A file is found by its bytes (length and two checksums), so an edited file misses and is
 * parsed as before; each lookup makes a node tree of its own, with the same tags, values, styles and marks
 * (line, column, index) as {@link YamlSource#parse} gives. A tree whose own checksum fails, or a file with anchors
 * (whose aliases share nodes), is parsed from its text.
 */
public final class ParsedYaml {
    /** Where the build puts the parsed files, on the class path. */
    static final String RESOURCE = "/meq-parsed-yaml.bin";
    private static final int MAGIC = 0x4D51594E; // "MQYN"
    private static final int VERSION = 2;
    private static final Tag[] TAGS = {Tag.STR, Tag.INT, Tag.BOOL, Tag.NULL, Tag.FLOAT, Tag.MAP, Tag.SEQ};
    private static final int OTHER_TAG = 255;

    /** All the encoded trees; for each file its bytes' length and checksums, and where its tree begins. */
    private final byte[] all;
    private final int[] lengths;
    private final long[] sums;
    private final int[] starts;
    private final int[] treeLengths;
    private final long[] treeSums;

    private ParsedYaml(byte[] all, int[] lengths, long[] sums, int[] starts, int[] treeLengths, long[] treeSums) {
        this.all = all;
        this.lengths = lengths;
        this.sums = sums;
        this.starts = starts;
        this.treeLengths = treeLengths;
        this.treeSums = treeSums;
    }

    /** A file's CRC-32 and Adler-32 in one number (no record: its hashCode would be made at the first call). */
    static long sums(byte[] bytes) {
        CRC32 crc = new CRC32();
        crc.update(bytes);
        Adler32 adler = new Adler32();
        adler.update(bytes);
        return crc.getValue() << 32 | adler.getValue();
    }

    private static final class Holder {
        static final ParsedYaml BUILT = readBuilt();
    }

    /** A node tree of these bytes as the build parsed them, or null when the build did not parse them. */
    static Node lookup(byte[] bytes) {
        return Holder.BUILT.find(bytes);
    }

    /** A fresh tree of a file by its bytes, or null when it is not here whole. */
    Node find(byte[] bytes) {
        int found = -1;
        long sum = starts.length == 0 ? 0 : sums(bytes);
        for (int i = 0; i < starts.length && found < 0; i++) {
            if (lengths[i] == bytes.length && sums[i] == sum) {
                found = i;
            }
        }
        if (found < 0 || !intact(found)) {
            return null; // parsed from the text
        }
        try {
            return new Reader(all, starts[found]).tree();
        } catch (RuntimeException | StackOverflowError e) {
            return null; // parsed again from the text
        }
    }

    /** Whether a file's encoded tree is as the build wrote it (its own CRC-32 matches). */
    private boolean intact(int i) {
        CRC32 crc = new CRC32();
        crc.update(all, starts[i], treeLengths[i]);
        return crc.getValue() == treeSums[i];
    }

    /** How many files the build parsed (none when the program runs without them). */
    static int size() {
        return Holder.BUILT.starts.length;
    }

    private static ParsedYaml none() {
        return new ParsedYaml(new byte[0], new int[0], new long[0], new int[0], new int[0], new long[0]);
    }

    private static ParsedYaml readBuilt() {
        byte[] all;
        try (InputStream in = ParsedYaml.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return none();
            }
            all = in.readAllBytes();
        } catch (IOException e) {
            return none(); // every file is parsed from its text
        }
        return of(all);
    }

    /** The parsed files as the build wrote them; none when they are not in that form. */
    static ParsedYaml of(byte[] all) {
        try {
            Reader r = new Reader(all, 0);
            if (r.varint() != MAGIC || r.varint() != VERSION) {
                return none();
            }
            int n = r.varint();
            if (n < 0 || n > all.length) {
                return none();
            }
            int[] lengths = new int[n];
            long[] sums = new long[n];
            int[] starts = new int[n];
            int[] treeLengths = new int[n];
            long[] treeSums = new long[n];
            for (int i = 0; i < n; i++) {
                lengths[i] = r.varint();
                sums[i] = (long) r.varint() << 32 | (r.varint() & 0xFFFFFFFFL);
                treeSums[i] = r.varint() & 0xFFFFFFFFL;
                treeLengths[i] = r.varint();
                starts[i] = r.pos;
                r.pos += treeLengths[i];
                if (treeLengths[i] < 0 || r.pos > all.length) {
                    return none();
                }
            }
            return new ParsedYaml(all, lengths, sums, starts, treeLengths, treeSums);
        } catch (RuntimeException e) {
            return none();
        }
    }

    /** Encodes one file's node tree: its strings once, then its nodes, each mark as a change from the last. */
    static byte[] encode(Node root) {
        Writer w = new Writer();
        w.strings(root);
        w.varint(w.table.size());
        for (String t : w.table.keySet()) {
            byte[] b = t.getBytes(StandardCharsets.UTF_8);
            w.varint(b.length);
            w.out.write(b, 0, b.length);
        }
        w.node(root);
        return w.out.toByteArray();
    }

    private static int tagIndex(Tag tag) {
        for (int i = 0; i < TAGS.length; i++) {
            if (TAGS[i].equals(tag)) {
                return i;
            }
        }
        return OTHER_TAG;
    }

    private static final class Writer {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        final Map<String, Integer> table = new LinkedHashMap<>();
        int index;
        int line;
        int column;

        void strings(Node n) {
            if (tagIndex(n.getTag()) == OTHER_TAG) {
                table.putIfAbsent(n.getTag().getValue(), table.size());
            }
            if (n instanceof ScalarNode s) {
                table.putIfAbsent(s.getValue(), table.size());
            }
            children(n).forEach(this::strings);
        }

        void node(Node n) {
            int kind = n instanceof ScalarNode ? 0 : n instanceof SequenceNode ? 1 : 2;
            int tag = tagIndex(n.getTag());
            out.write(kind | (Math.min(tag, 7) << 2) | (resolved(n) ? 32 : 0));
            if (tag == OTHER_TAG) {
                varint(table.get(n.getTag().getValue()));
            }
            mark(n.getStartMark());
            mark(n.getEndMark());
            if (n instanceof ScalarNode s) {
                out.write(s.getScalarStyle().ordinal());
                varint(table.get(s.getValue()));
                return;
            }
            CollectionNode<?> c = (CollectionNode<?>) n;
            out.write(c.getFlowStyle().ordinal());
            varint(c.getValue().size());
            children(n).forEach(this::node);
        }

        /** A node's children in the order they are written: a sequence's items, a mapping's keys and values. */
        private static List<Node> children(Node n) {
            if (n instanceof SequenceNode s) {
                return s.getValue();
            }
            List<Node> out = new ArrayList<>();
            if (n instanceof MappingNode m) {
                for (NodeTuple t : m.getValue()) {
                    out.add(t.getKeyNode());
                    out.add(t.getValueNode());
                }
            }
            return out;
        }

        void mark(Mark m) {
            varint(zigzag(m.getIndex() - index));
            varint(zigzag(m.getLine() - line));
            varint(zigzag(m.getColumn() - column));
            index = m.getIndex();
            line = m.getLine();
            column = m.getColumn();
        }

        void varint(int v) {
            while ((v & ~0x7F) != 0) {
                out.write((v & 0x7F) | 0x80);
                v >>>= 7;
            }
            out.write(v);
        }

        private static int zigzag(int v) {
            return (v << 1) ^ (v >> 31);
        }
    }

    /** Whether a tree has an anchor (aliases share nodes, which a written tree would copy): left to SnakeYAML. */
    private static boolean anchored(Node n) {
        return n.getAnchor() != null || Writer.children(n).stream().anyMatch(ParsedYaml::anchored);
    }

    /** Node keeps whether the resolver gave the tag in a protected field with no getter. */
    private static boolean resolved(Node n) {
        try {
            var f = Node.class.getDeclaredField("resolved");
            f.setAccessible(true);
            return f.getBoolean(n);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return true;
        }
    }

    /** Reads encoded trees from one array. */
    private static final class Reader {
        private static final int[] NO_TEXT = new int[0];
        private static final DumperOptions.ScalarStyle[] SCALAR_STYLES = DumperOptions.ScalarStyle.values();
        private static final DumperOptions.FlowStyle[] FLOW_STYLES = DumperOptions.FlowStyle.values();
        private final byte[] in;
        int pos;
        private String[] table;
        private int index;
        private int line;
        private int column;

        Reader(byte[] in, int pos) {
            this.in = in;
            this.pos = pos;
        }

        Node tree() {
            table = new String[varint()];
            for (int i = 0; i < table.length; i++) {
                int length = varint();
                table[i] = new String(in, pos, length, StandardCharsets.UTF_8);
                pos += length;
            }
            return node();
        }

        private Node node() {
            int head = in[pos++];
            int kind = head & 3;
            int t = (head >> 2) & 7;
            Tag tag = t == 7 ? new Tag(table[varint()]) : TAGS[t];
            boolean resolved = (head & 32) != 0;
            Mark start = mark();
            Mark end = mark();
            Node n;
            if (kind == 0) {
                DumperOptions.ScalarStyle style = SCALAR_STYLES[in[pos++]];
                n = new ScalarNode(tag, resolved, table[varint()], start, end, style);
            } else {
                DumperOptions.FlowStyle flow = FLOW_STYLES[in[pos++]];
                int size = varint();
                if (kind == 1) {
                    List<Node> items = new ArrayList<>(size);
                    for (int i = 0; i < size; i++) {
                        items.add(node());
                    }
                    n = new SequenceNode(tag, resolved, items, start, end, flow);
                } else {
                    List<NodeTuple> pairs = new ArrayList<>(size);
                    for (int i = 0; i < size; i++) {
                        Node k = node();
                        pairs.add(new NodeTuple(k, node()));
                    }
                    n = new MappingNode(tag, resolved, pairs, start, end, flow);
                }
            }
            return n;
        }

        private Mark mark() {
            index += unzigzag(varint());
            line += unzigzag(varint());
            column += unzigzag(varint());
            return new Mark("'reader'", index, line, column, NO_TEXT, 0);
        }

        int varint() {
            int v = 0;
            for (int shift = 0; ; shift += 7) {
                int b = in[pos++];
                v |= (b & 0x7F) << shift;
                if ((b & 0x80) == 0) {
                    return v;
                }
            }
        }

        private static int unzigzag(int v) {
            return (v >>> 1) ^ -(v & 1);
        }
    }

    /**
     * The build's step: parses every YAML file under a folder (the data as copied to the classes, presets too) and
     * writes them to a file. A file that does not parse is left out: the program parses it, and says what is wrong.
     */
    public static void main(String[] args) throws IOException {
        Path root = Path.of(args[0]);
        Path out = Path.of(args[1]);
        List<Path> files;
        try (Stream<Path> s = Files.walk(root)) {
            files = s.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        Writer all = new Writer();
        List<byte[]> entries = new ArrayList<>();
        for (Path f : files) {
            byte[] text = Files.readAllBytes(f);
            Node tree = text.length > YamlSource.MAX_BYTES ? null : YamlSource.compose(text, f.toString(), new Problems());
            byte[] encoded = tree == null || anchored(tree) ? null : encode(tree);
            if (encoded == null) {
                continue; // parsed from its text at run time, with its aliases as SnakeYAML shares them
            }
            long sums = sums(text);
            CRC32 crc = new CRC32();
            crc.update(encoded);
            Writer e = new Writer();
            e.varint(text.length);
            e.varint((int) (sums >>> 32));
            e.varint((int) sums);
            e.varint((int) crc.getValue());
            e.varint(encoded.length);
            e.out.write(encoded, 0, encoded.length);
            entries.add(e.out.toByteArray());
        }
        all.varint(MAGIC);
        all.varint(VERSION);
        all.varint(entries.size());
        for (byte[] e : entries) {
            all.out.write(e, 0, e.length);
        }
        int n = entries.size();
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.write(out, all.out.toByteArray());
        System.out.println("parsed " + n + " of " + files.size() + " YAML files into " + out);
    }
}
