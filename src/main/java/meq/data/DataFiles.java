package meq.data;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Where the loader reads a data folder's files from, by their paths inside it ("heroes/argalad.yaml"): a folder on
 * disk, or the data/ folder inside the program's jar, read through the jar the JVM has already opened (not a zip file
 * system over the jar, which would cost every start ~75 ms before the first file is read).
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

    /** One file of a folder parsed (null, with the problem recorded, when it is missing, too large or broken). */
    static org.yaml.snakeyaml.nodes.Node parse(DataFiles files, String relative, String shown, Problems problems) {
        try {
            long size = files.size(relative);
            if (size < 0) {
                problems.add(new DataProblem(shown, 0, 0, "", "missing file"));
                return null;
            }
            return size > YamlSource.MAX_BYTES ? YamlSource.tooLarge(size, shown, problems)
                    : YamlSource.parse(files.read(relative), shown, problems);
        } catch (IOException e) {
            problems.add(new DataProblem(shown, 0, 0, "", "cannot read file: " + e.getMessage()));
            return null;
        }
    }

    static DataFiles of(Path root) {
        return new Folder(root);
    }

    /** Another folder's files with some of them written anew (the lab's data with one number changed). */
    record Overlay(DataFiles base, Map<String, byte[]> replaced) implements DataFiles {
        @Override
        public boolean there() {
            return base.there();
        }

        @Override
        public long size(String relative) throws IOException {
            byte[] b = replaced.get(relative);
            return b != null ? b.length : base.size(relative);
        }

        @Override
        public byte[] read(String relative) throws IOException {
            byte[] b = replaced.get(relative);
            return b != null ? b.clone() : base.read(relative);
        }

        @Override
        public List<String> names(String folder) throws IOException {
            return base.names(folder);
        }
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

    /**
     * The data/ folder inside a jar, read in one pass at its first use (the jar opened once: opened for every file,
     * its directory of ~5,000 entries was read again each time).
     */
    final class InJar implements DataFiles {
        private final Path jar;
        private final String prefix;
        private Map<String, byte[]> files;
        /** Each file's size as the jar says it (a file over the limit is read only to one byte past it). */
        private Map<String, Long> sizes;
        private Set<String> folders;
        private IOException failed;

        InJar(Path jar, String prefix) {
            this.jar = jar;
            this.prefix = prefix;
        }

        private synchronized void open() throws IOException {
            if (files != null || failed != null) {
                if (failed != null) {
                    throw failed;
                }
                return;
            }
            Map<String, byte[]> read = new HashMap<>();
            Map<String, Long> declared = new HashMap<>();
            Set<String> dirs = new HashSet<>();
            try (JarFile j = new JarFile(jar.toFile(), false)) {
                for (var all = j.entries(); all.hasMoreElements(); ) {
                    JarEntry e = all.nextElement();
                    String n = e.getName();
                    if (!n.startsWith(prefix)) {
                        continue;
                    }
                    String relative = n.substring(prefix.length());
                    dirs.add(""); // the folder itself
                    for (int slash = relative.indexOf('/'); slash >= 0; slash = relative.indexOf('/', slash + 1)) {
                        dirs.add(relative.substring(0, slash));
                    }
                    if (!e.isDirectory()) {
                        try (InputStream in = j.getInputStream(e)) {
                            read.put(relative, in.readNBytes((int) YamlSource.MAX_BYTES + 1));
                        }
                        declared.put(relative, e.getSize());
                    }
                }
            } catch (IOException e) {
                failed = e;
                throw e;
            }
            files = read;
            sizes = declared;
            folders = dirs;
        }

        @Override
        public boolean there() {
            try {
                open();
                return folders.contains("");
            } catch (IOException e) {
                return false;
            }
        }

        @Override
        public long size(String relative) throws IOException {
            open();
            byte[] b = files.get(relative);
            return b == null ? -1 : Math.max(b.length, sizes.get(relative));
        }

        @Override
        public byte[] read(String relative) throws IOException {
            open();
            byte[] b = files.get(relative);
            if (b == null) {
                throw new IOException("no " + prefix + relative + " in " + jar.getFileName());
            }
            return b;
        }

        @Override
        public List<String> names(String folder) throws IOException {
            open();
            if (!folders.contains(folder)) {
                return null;
            }
            String dir = folder + "/";
            List<String> out = new ArrayList<>();
            for (String n : files.keySet()) {
                if (n.startsWith(dir) && n.indexOf('/', dir.length()) < 0) {
                    out.add(n.substring(dir.length()));
                }
            }
            Collections.sort(out);
            return out;
        }
    }
}
