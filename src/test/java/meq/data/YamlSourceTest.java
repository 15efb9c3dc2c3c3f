package meq.data;

import static org.assertj.core.api.Assertions.assertThat;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class YamlSourceTest {
    @TempDir
    Path tmp;

    @Test
    void refusesAFileLargerThanTheLimitWithoutReadingIt() throws IOException {
        Path big = tmp.resolve("big.yaml");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(20L * 1024 * 1024);
        }
        Problems problems = new Problems();
        assertThat(YamlSource.read(big, "big.yaml", problems)).isNull();
        assertThat(problems.list()).singleElement().hasToString(
                "big.yaml: file is 20971520 bytes, larger than the limit of " + YamlSource.MAX_BYTES);
    }

    @Test
    void refusesTagsThatNameJavaClasses() {
        Problems problems = new Problems();
        byte[] yaml = "x: !!java.io.File [\"/etc/passwd\"]\n".getBytes(StandardCharsets.UTF_8);
        assertThat(YamlSource.parse(yaml, "evil.yaml", problems)).isNull();
        assertThat(problems.list()).singleElement().asString()
                .startsWith("evil.yaml:1:4: not valid YAML: ").contains("Global tag is not allowed");
    }

    @Test
    void aMissingFileIsReportedByName() throws Exception {
        Path dir = TinyWorld.copyTo(tmp.resolve("data"));
        Files.delete(dir.resolve("board/paths.yaml"));
        Assertions.assertThatThrownBy(() -> new DataLoader(dir, "data").load())
                .isInstanceOfSatisfying(DataException.class, e -> assertThat(e.problems())
                        .extracting(DataProblem::toString).containsExactly("data/board/paths.yaml: missing file"));
    }
}
