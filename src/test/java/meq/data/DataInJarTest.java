package meq.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The data read from inside a jar, as meq.jar reads its own: the same game data as the folder gives. */
class DataInJarTest {
    @TempDir
    Path tmp;

    /** A jar of a data folder under "data/", leaving out the files named. */
    private Path jarOf(Path folder, String... leftOut) throws Exception {
        Path jar = tmp.resolve("data.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
             Stream<Path> files = Files.walk(folder)) {
            for (Path p : files.sorted().toList()) {
                String name = "data/" + folder.relativize(p).toString().replace('\\', '/');
                if (List.of(leftOut).contains(folder.relativize(p).toString().replace('\\', '/'))) {
                    continue;
                }
                if (Files.isDirectory(p)) {
                    out.putNextEntry(new JarEntry(name.endsWith("/") ? name : name + "/"));
                } else {
                    out.putNextEntry(new JarEntry(name));
                    Files.copy(p, (OutputStream) out);
                }
                out.closeEntry();
            }
        }
        return jar;
    }

    @Test
    void theBundledDataReadFromAJarIsTheDataOfTheFolder() throws Exception {
        Path folder = DataLoader.bundledRoot();
        GameData fromJar = new DataLoader(new DataFiles.InJar(jarOf(folder), "data/"), "data").load();
        assertThat(fromJar).usingRecursiveComparison().isEqualTo(new DataLoader(folder, "data").load());
    }

    @Test
    void aFileMissingFromTheJarIsNamedAsFromAFolder() throws Exception {
        Path folder = DataLoader.bundledRoot();
        Path jar = jarOf(folder, "board/paths.yaml");
        assertThatThrownBy(() -> new DataLoader(new DataFiles.InJar(jar, "data/"), "data").load())
                .isInstanceOf(DataException.class).hasMessageContaining("data/board/paths.yaml: missing file");
    }
}
