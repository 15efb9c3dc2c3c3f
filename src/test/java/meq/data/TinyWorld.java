package meq.data;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** The small, valid data folder under src/test/resources/tiny, copied where a test may change it. */
public final class TinyWorld {
    public static final Path SOURCE = Path.of("src/test/resources/tiny");

    private TinyWorld() {
    }

    public static Path copyTo(Path dir) {
        try (Stream<Path> files = Files.walk(SOURCE)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Path target = dir.resolve(SOURCE.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
