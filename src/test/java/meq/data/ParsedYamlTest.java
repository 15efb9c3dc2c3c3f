package meq.data;

import static org.assertj.core.api.Assertions.assertThat;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.nodes.CollectionNode;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/** The YAML files the build parsed give the very trees, and the very game data, that parsing their text gives. */
class ParsedYamlTest {
    @TempDir
    Path tmp;

    private static List<Path> bundledFiles() throws Exception {
        try (Stream<Path> s = Files.walk(DataLoader.bundledRoot())) {
            return s.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
    }

    @Test
    void everyFileOfTheDataAndThePresetsWasParsedByTheBuild() throws Exception {
        List<Path> files = bundledFiles();
        assertThat(files).hasSizeGreaterThan(30).anyMatch(p -> p.toString().contains("presets"));
        for (Path f : files) {
            assertThat(ParsedYaml.lookup(Files.readAllBytes(f))).as(f.toString()).isNotNull();
        }
        assertThat(ParsedYaml.size()).isEqualTo(files.size());
    }

    @Test
    void eachTreeIsTheTreeItsTextGives() throws Exception {
        for (Path f : bundledFiles()) {
            byte[] bytes = Files.readAllBytes(f);
            assertSame(f + ": ", ParsedYaml.lookup(bytes), YamlSource.compose(bytes, f.toString(), new Problems()));
        }
    }

    @Test
    void aFileChangedByOneByteIsParsedFromItsText() throws Exception {
        Path f = DataLoader.bundledRoot().resolve("board/regions.yaml");
        byte[] bytes = Files.readAllBytes(f);
        String text = new String(bytes, StandardCharsets.UTF_8);
        int digit = text.indexOf("name:") + 6;
        byte[] changed = bytes.clone();
        changed[digit] = (byte) (changed[digit] == 'x' ? 'y' : 'x');
        assertThat(ParsedYaml.lookup(changed)).isNull();
        Node parsed = YamlSource.parse(changed, "regions.yaml", new Problems());
        assertSame("changed: ", parsed, YamlSource.compose(changed, "regions.yaml", new Problems()));
    }

    @Test
    void theDataReadThroughTheParsedFilesIsTheDataReadFromTheText() throws Exception {
        Path root = DataLoader.bundledRoot();
        Path copy = tmp.resolve("data");
        for (Path f : bundledFiles()) {
            Path to = copy.resolve(root.relativize(f).toString());
            Files.createDirectories(to.getParent());
            // a comment at the end: the same YAML, other bytes, so each file is parsed from its text
            Files.writeString(to, Files.readString(f) + "\n# read from the text\n");
        }
        for (Path f : bundledFiles()) {
            assertThat(ParsedYaml.lookup(Files.readAllBytes(copy.resolve(root.relativize(f).toString())))).isNull();
        }
        assertThat(new DataLoader(copy, "data").load()).usingRecursiveComparison().isEqualTo(DataLoader.bundled());
    }

    @Test
    void aTreeChangedSinceTheBuildOrABrokenResourceIsParsedFromTheText() throws Exception {
        // found in review: one byte changed in the resource gave "Xaradhras Is Cruel" with validate still passing
        byte[] built;
        try (var in = ParsedYaml.class.getResourceAsStream(ParsedYaml.RESOURCE)) {
            built = in.readAllBytes();
        }
        byte[] regions = Files.readAllBytes(DataLoader.bundledRoot().resolve("board/regions.yaml"));
        byte[] paths = Files.readAllBytes(DataLoader.bundledRoot().resolve("board/paths.yaml"));
        assertThat(ParsedYaml.of(built).find(regions)).isNotNull();
        String firstTitle = "name: ";
        int at = indexOf(built, new String(regions, StandardCharsets.UTF_8)
                .substring(text(regions).indexOf(firstTitle) + firstTitle.length()).lines().findFirst().orElseThrow());
        assertThat(at).as("a region's name in the resource").isPositive();
        byte[] changed = built.clone();
        changed[at] ^= 0x20;
        assertThat(ParsedYaml.of(changed).find(regions)).as("that file, changed").isNull();
        assertThat(ParsedYaml.of(changed).find(paths)).as("another file, whole").isNotNull();
        assertThat(ParsedYaml.of(java.util.Arrays.copyOf(built, built.length / 2)).find(paths)).isNull();
        assertThat(ParsedYaml.of("not the build's".getBytes(StandardCharsets.UTF_8)).find(paths)).isNull();
        assertThat(ParsedYaml.of(new byte[0]).find(paths)).isNull();
    }

    @Test
    void aFileWithAnchorsIsLeftToSnakeYamlEvenARecursiveOne() throws Exception {
        Path dir = tmp.resolve("yaml");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("plain.yaml"), "a: [1, 2]\nb: two\n");
        Files.writeString(dir.resolve("shared.yaml"), "a: &x [1, 2]\nb: *x\n");
        Files.writeString(dir.resolve("recursive.yaml"), "a: &x [1, *x]\n");
        Path out = tmp.resolve("parsed.bin");
        ParsedYaml.main(new String[] {dir.toString(), out.toString()});
        ParsedYaml built = ParsedYaml.of(Files.readAllBytes(out));
        assertThat(built.find(Files.readAllBytes(dir.resolve("plain.yaml")))).isNotNull();
        assertThat(built.find(Files.readAllBytes(dir.resolve("shared.yaml")))).isNull();
        assertThat(built.find(Files.readAllBytes(dir.resolve("recursive.yaml")))).isNull();
    }

    private static String text(byte[] b) {
        return new String(b, StandardCharsets.UTF_8);
    }

    private static int indexOf(byte[] in, String what) {
        byte[] w = what.strip().getBytes(StandardCharsets.UTF_8);
        outer:
        for (int i = 0; i + w.length <= in.length; i++) {
            for (int j = 0; j < w.length; j++) {
                if (in[i + j] != w[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    private static void assertSame(String where, Node built, Node text) throws Exception {
        String at = where + text.getStartMark().getLine() + ":" + text.getStartMark().getColumn();
        assertThat(built).as(at).isNotNull();
        assertThat(built.getClass()).as(at).isEqualTo(text.getClass());
        assertThat(built.getTag()).as(at).isEqualTo(text.getTag());
        assertThat(built.getAnchor()).as(at).isEqualTo(text.getAnchor());
        assertMark(at, built.getStartMark(), text.getStartMark());
        assertMark(at, built.getEndMark(), text.getEndMark());
        assertThat(resolved(built)).as(at).isEqualTo(resolved(text));
        if (text instanceof ScalarNode s) {
            ScalarNode b = (ScalarNode) built;
            assertThat(b.getValue()).as(at).isEqualTo(s.getValue());
            assertThat(b.getScalarStyle()).as(at).isEqualTo(s.getScalarStyle());
            return;
        }
        assertThat(((CollectionNode<?>) built).getFlowStyle()).as(at)
                .isEqualTo(((CollectionNode<?>) text).getFlowStyle());
        if (text instanceof SequenceNode s) {
            List<Node> b = ((SequenceNode) built).getValue();
            assertThat(b).as(at).hasSameSizeAs(s.getValue());
            for (int i = 0; i < b.size(); i++) {
                assertSame(where, b.get(i), s.getValue().get(i));
            }
        } else {
            List<NodeTuple> b = ((MappingNode) built).getValue();
            List<NodeTuple> t = ((MappingNode) text).getValue();
            assertThat(b).as(at).hasSameSizeAs(t);
            for (int i = 0; i < b.size(); i++) {
                assertSame(where, b.get(i).getKeyNode(), t.get(i).getKeyNode());
                assertSame(where, b.get(i).getValueNode(), t.get(i).getValueNode());
            }
        }
    }

    private static void assertMark(String at, Mark built, Mark text) {
        assertThat(new int[] {built.getIndex(), built.getLine(), built.getColumn()}).as(at)
                .containsExactly(text.getIndex(), text.getLine(), text.getColumn());
    }

    private static boolean resolved(Node n) throws Exception {
        Field f = Node.class.getDeclaredField("resolved");
        f.setAccessible(true);
        return f.getBoolean(n);
    }
}
