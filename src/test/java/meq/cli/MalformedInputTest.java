package meq.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import meq.TestData;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.data.DataProblem;
import meq.data.TinyWorld;
import meq.data.YamlSource;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.session.Session;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The whole corpus of bad input: data files (src/test/resources/malformed, checked with `validate --data`),
 * presets (malformed-presets, `inspect`) and saves (malformed-saves, `replay`). For each one the loader reports
 * exactly the problems of its .expect sidecar; the command exits 1 and prints them on stderr, with no stack trace;
 * and no file on disk changes. The time each case takes is printed (never asserted).
 */
public class MalformedInputTest {
    static final Path RESOURCES = Path.of("src/test/resources");
    static final Rules RULES = rules();
    static final Map<String, Long> MILLIS = new ConcurrentHashMap<>();

    @TempDir
    Path tmp;

    /** A kind of input: its folder and the command that reads it. */
    enum Kind {
        DATA("malformed"), PRESET("malformed-presets"), SAVE("malformed-saves");

        final String folder;

        Kind(String folder) {
            this.folder = folder;
        }
    }

    record Case(Kind kind, String name) {
        @Override
        public String toString() {
            return kind.folder + "/" + name;
        }

        Path yaml() {
            return RESOURCES.resolve(kind.folder).resolve(name + ".yaml");
        }

        List<String> expect() throws IOException {
            List<String> lines = new ArrayList<>(Files.readAllLines(
                    RESOURCES.resolve(kind.folder).resolve(name + ".expect")));
            lines.removeIf(String::isBlank);
            return lines;
        }
    }

    static Stream<Case> cases() throws IOException {
        List<Case> all = new ArrayList<>();
        for (Kind k : Kind.values()) {
            try (Stream<Path> s = Files.list(RESOURCES.resolve(k.folder))) {
                s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".expect")).sorted()
                        .forEach(n -> all.add(new Case(k, n.substring(0, n.length() - ".expect".length()))));
            }
        }
        return all.stream();
    }

    @Test
    void theCorpusIsWellOverForty() throws IOException {
        Map<Kind, Long> byKind = new TreeMap<>();
        cases().forEach(c -> byKind.merge(c.kind(), 1L, Long::sum));
        assertThat(byKind.get(Kind.PRESET)).isGreaterThanOrEqualTo(12);
        assertThat(byKind.get(Kind.SAVE)).isGreaterThanOrEqualTo(12);
        assertThat(byKind.values().stream().mapToLong(Long::longValue).sum()).isGreaterThan(60);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void isRefusedWithExactlyItsProblemsAndChangesNothing(Case c) throws Exception {
        List<String> expect = c.expect();
        long start = System.nanoTime();
        Path file;
        String shownPrefix;
        String[] args;
        if (c.kind() == Kind.DATA) {
            String target = expect.remove(0).substring("replaces: ".length()).trim();
            Path dir = TinyWorld.copyTo(tmp.resolve("data"));
            file = dir.resolve(target);
            Files.copy(c.yaml(), file, StandardCopyOption.REPLACE_EXISTING);
            shownPrefix = "data/";
            args = new String[] {"validate", "--data", dir.toString()};
        } else {
            file = tmp.resolve(c.name() + ".yaml");
            Files.copy(c.yaml(), file);
            shownPrefix = c.name() + ".yaml";
            args = new String[] {c.kind() == Kind.PRESET ? "inspect" : "replay", file.toString()};
        }
        String before = hash(tmp);

        assertThat(loaderProblems(c, file)).as("the loader's problems").containsExactlyElementsOf(expect);

        Run r = run(args);
        String shownAs = c.kind() == Kind.DATA ? tmp.resolve("data") + "/" : file.toString();
        List<String> errLines = r.err().lines().toList();
        assertThat(r.code()).as("exit code; stderr:%n%s", r.err()).isEqualTo(MeqCommand.BAD_INPUT);
        assertThat(errLines).as("stderr").containsSubsequence(
                expect.stream().map(e -> e.replace(shownPrefix, shownAs)).toList());
        assertNoStackTrace(r);
        assertThat(hash(tmp)).as("every file on disk is unchanged").isEqualTo(before);
        MILLIS.put(c.toString(), (System.nanoTime() - start) / 1_000_000);
    }

    /** The problems the loader itself throws for this case, as lines. */
    private List<String> loaderProblems(Case c, Path file) throws Exception {
        List<String> out = new ArrayList<>();
        try {
            switch (c.kind()) {
                case DATA -> new DataLoader(tmp.resolve("data"), "data").load();
                case PRESET -> Presets.loadChecked(RULES, YamlSource.readBytes(file, c.name() + ".yaml"),
                        c.name() + ".yaml");
                case SAVE -> Session.read(RULES, YamlSource.readBytes(file, c.name() + ".yaml"), c.name() + ".yaml");
            }
        } catch (DataException e) {
            e.problems().stream().map(DataProblem::toString).forEach(out::add);
        }
        return out;
    }

    @Test
    void aTwentyMegabytePresetAndSaveAreRefusedFromTheirSize() throws Exception {
        Path preset = tmp.resolve("huge-preset.yaml");
        Path save = tmp.resolve("huge-save.yaml");
        writeHuge(preset, "title: huge\nheroes:\n  - id: beravor\ndescription: >\n", "  words words words words\n");
        writeHuge(save, "format: 1\nheroes: [beravor]\nseed: 5\nactions:\n", "- action: Pass\n");
        String before = hash(tmp);
        for (Path p : List.of(preset, save)) {
            long start = System.nanoTime();
            String size = Long.toString(Files.size(p));
            String expected = p + ": file is " + size + " bytes, larger than the limit of " + YamlSource.MAX_BYTES;
            assertThatThrownBy(() -> YamlSource.readBytes(p, p.toString()))
                    .isInstanceOfSatisfying(DataException.class, e -> assertThat(e.problems().get(0).toString())
                            .isEqualTo(expected));
            Run r = run(p == preset ? "inspect" : "replay", p.toString());
            assertThat(r.code()).isEqualTo(MeqCommand.BAD_INPUT);
            assertThat(r.err().lines().toList()).containsExactly(expected);
            assertNoStackTrace(r);
            MILLIS.put(p.getFileName().toString(), (System.nanoTime() - start) / 1_000_000);
        }
        assertThat(hash(tmp)).isEqualTo(before);
    }

    @Test
    void aFileThatIsNotThereIsNamedWithoutAStackTrace() {
        Path none = tmp.resolve("none.yaml");
        for (String command : List.of("inspect", "replay")) {
            Run r = run(command, none.toString());
            assertThat(r.code()).isEqualTo(MeqCommand.BAD_INPUT);
            assertThat(r.err()).isEqualToIgnoringNewLines(none + ": no such file");
            assertNoStackTrace(r);
        }
    }

    @AfterAll
    static void printTheSlowest() {
        MILLIS.entrySet().stream().max(Map.Entry.comparingByValue()).ifPresent(e -> System.out.println(
                "malformed corpus: " + MILLIS.size() + " inputs, slowest " + e.getValue() + " ms (" + e.getKey() + ")"));
    }

    private static void writeHuge(Path p, String head, String line) throws IOException {
        byte[] l = line.getBytes(StandardCharsets.UTF_8);
        try (var out = new BufferedOutputStream(Files.newOutputStream(p), 1 << 16)) {
            out.write(head.getBytes(StandardCharsets.UTF_8));
            for (long n = 0; n < 20L * 1024 * 1024; n += l.length) {
                out.write(l);
            }
        }
    }

    static void assertNoStackTrace(Run r) {
        for (String stream : List.of(r.out(), r.err())) {
            assertThat(stream).doesNotContain("Exception", "\tat ", "Error:");
        }
    }

    /** One hash over every file under a folder: names and contents. */
    public static String hash(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            for (Path p : files.filter(Files::isRegularFile).sorted().toList()) {
                md.update(dir.relativize(p).toString().getBytes(StandardCharsets.UTF_8));
                md.update(Files.readAllBytes(p));
            }
            return HexFormat.of().formatHex(md.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = MeqCommand.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(code, out.toString(), err.toString());
    }

    private static Rules rules() {
        return TestData.RULES;
    }
}
