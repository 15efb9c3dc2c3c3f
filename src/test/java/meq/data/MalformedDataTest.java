package meq.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each file under src/test/resources/malformed replaces one file of the tiny world; its .expect sidecar
 * names the file it replaces and lists, line by line, exactly the problems the loader must report.
 */
class MalformedDataTest {
    static final Path CASES = Path.of("src/test/resources/malformed");

    @TempDir
    Path tmp;

    static Stream<String> cases() throws IOException {
        try (Stream<Path> s = Files.list(CASES)) {
            return s.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".expect"))
                    .map(n -> n.substring(0, n.length() - ".expect".length()))
                    .sorted()
                    .toList()
                    .stream();
        }
    }

    @Test
    void theCorpusHasAtLeastTwentyCases() throws IOException {
        assertThat(cases().count()).isGreaterThanOrEqualTo(20);
    }

    @Test
    void theTinyWorldItselfIsValid() throws DataException {
        GameData d = new DataLoader(TinyWorld.SOURCE, "data").load();
        assertThat(d.locations()).hasSize(5);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void reportsExactlyTheExpectedProblems(String name) throws IOException {
        List<String> expect = Files.readAllLines(CASES.resolve(name + ".expect"));
        String target = expect.get(0).substring("replaces: ".length()).trim();
        List<String> problems = new ArrayList<>(expect.subList(1, expect.size()));
        problems.removeIf(String::isBlank);

        Path dir = TinyWorld.copyTo(tmp.resolve("data"));
        Files.copy(CASES.resolve(name + ".yaml"), dir.resolve(target), StandardCopyOption.REPLACE_EXISTING);

        assertThatThrownBy(() -> new DataLoader(dir, "data").load())
                .isInstanceOfSatisfying(DataException.class, e -> assertThat(
                        e.problems().stream().map(DataProblem::toString).toList())
                        .as("problems for %s (replacing %s)", name, target)
                        .containsExactlyElementsOf(problems));
    }
}
