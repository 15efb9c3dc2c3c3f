package meq.data;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Where the loader reads a data folder's files from, by their paths inside it ("heroes/argalad.yaml"): a folder on
 * disk, or the data/ folder inside the program's jar, read through the jar the JVM has already opened (a zip file
 * system over the jar cost every start ~75 ms before the first file was read).
 */
interface DataFiles {
    /** Whether the folder itself is there. */
    boolean there();

    /** A file's size in bytes (as the folder or the jar says), or -1 when there is no such file. */
    long size(String relative) throws IOException;

    /** A file's bytes, cut at one byte over {@link YamlSource#MAX_BYTES} (a file that grew since is still cut). */
    byte[] read(String relative) throws IOException;

    /** The names of the files in a folder, sorted; null when there is no such folder. */
    List<String> names(String folder) throws IOException;

    static DataFiles of(Path root) {
        return new Folder(root);
    }

    /** A folder on disk. */
    record Folder(Path root) implements DataFiles {
        @Override
        public boolean there() {
            return Files.isDirectory(root);
        }

        @Override
        public long size(String relative) throws IOException {
            Path file = root.resolve(relative);
            return Files.isRegularFile(file) ? Files.size(file) : -1;
        }

        @Override
        public byte[] read(String relative) throws IOException {
            try (InputStream in = Files.newInputStream(root.resolve(relative))) {
                return in.readNBytes((int) YamlSource.MAX_BYTES + 1);
            }
        }

        @Override
        public List<String> names(String folder) throws IOException {
            Path dir = root.resolve(folder);
            if (!Files.isDirectory(dir)) {
                return null;
            }
            try (Stream<Path> s = Files.list(dir)) {
                return s.filter(Files::isRegularFile).map(p -> p.getFileName().toString()).sorted().toList();
            }
        }
    }

    /** The data/ folder inside a jar. */
    record InJar(Path jar, String prefix) implements DataFiles {
        @Override
        public boolean there() {
            return entry(prefix) != null || size("board/regions.yaml") >= 0;
        }

        @Override
        public long size(String relative) {
            JarEntry e = entry(prefix + relative);
            return e == null || e.isDirectory() ? -1 : e.getSize();
        }

        @Override
        public byte[] read(String relative) throws IOException {
            try (JarFile j = new JarFile(jar.toFile(), false)) {
                JarEntry e = j.getJarEntry(prefix + relative);
                if (e == null) {
                    throw new IOException("no " + prefix + relative + " in " + jar.getFileName());
                }
                try (InputStream in = j.getInputStream(e)) {
                    return in.readNBytes((int) YamlSource.MAX_BYTES + 1);
                }
            }
        }

        @Override
        public List<String> names(String folder) throws IOException {
            String dir = prefix + folder + "/";
            List<String> out = new ArrayList<>();
            try (JarFile j = new JarFile(jar.toFile(), false)) {
                for (JarEntry e : Collections.list(j.entries())) {
                    String n = e.getName();
                    if (n.startsWith(dir) && !e.isDirectory() && n.indexOf('/', dir.length()) < 0) {
                        out.add(n.substring(dir.length()));
                    }
                }
            }
            Collections.sort(out);
            return out.isEmpty() && entry(dir) == null ? null : out;
        }

        private JarEntry entry(String name) {
            try (JarFile j = new JarFile(jar.toFile(), false)) {
                return j.getJarEntry(name);
            } catch (IOException e) {
                return null;
            }
        }
    }
}
