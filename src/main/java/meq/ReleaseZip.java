package meq;

import java.io.IOException;
import java.net.URI;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The release zip of the installed game's image (the dist build runs it): every file with its Unix permissions and
 * its modification time in universal time, to the second, so that unzipping anywhere, in any time zone, gives the
 * jar back the time its AOT cache was trained with (a zip's own local, 2-second times would not).
 */
public final class ReleaseZip {
    private static final Set<PosixFilePermission> RUNNABLE = PosixFilePermissions.fromString("rwxr-xr-x");

    private ReleaseZip() {
    }

    /** args: the folder holding the image (its files go in under their paths from there), the zip to write. */
    public static void main(String[] args) throws IOException {
        Path from = Path.of(args[0]);
        Path zip = Path.of(args[1]).toAbsolutePath();
        Files.deleteIfExists(zip);
        List<Path> files;
        try (Stream<Path> all = Files.walk(from)) {
            files = all.filter(Files::isRegularFile).sorted().toList();
        }
        URI uri = URI.create("jar:" + zip.toUri());
        try (FileSystem out = FileSystems.newFileSystem(uri, Map.of("create", "true",
                "enablePosixFileAttributes", "true"))) {
            for (Path f : files) {
                Path to = out.getPath(from.relativize(f).toString().replace('\\', '/'));
                if (to.getParent() != null) {
                    Files.createDirectories(to.getParent());
                }
                Files.copy(f, to);
                Files.setPosixFilePermissions(to, permissions(from.relativize(f), f));
                Files.setLastModifiedTime(to, Files.getLastModifiedTime(f));
            }
        }
        System.out.println("release zip: " + zip + " (" + files.size() + " files)");
    }

    /** The file's own permissions where the system has them; else runnable for the launcher and the runtime's tools. */
    private static Set<PosixFilePermission> permissions(Path rel, Path f) throws IOException {
        if (Files.getFileAttributeView(f, PosixFileAttributeView.class) != null) {
            return Files.getPosixFilePermissions(f);
        }
        String p = rel.toString().replace('\\', '/');
        boolean runnable = p.matches("[^/]+/bin/.*|.*/lib/runtime/bin/.*|.*/jspawnhelper");
        return runnable ? RUNNABLE : PosixFilePermissions.fromString("rw-r--r--");
    }
}
