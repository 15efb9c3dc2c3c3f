import java.io.IOException;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassFileVersion;
import java.lang.classfile.ClassHierarchyResolver;
import java.lang.classfile.ClassModel;
import java.lang.classfile.ClassTransform;
import java.lang.classfile.CodeTransform;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * The image's copy of meq.jar with the classes older than Java 6 under a folder (picocli's, built for Java 5) written
 * again as Java 8 classes with stack maps, the same code otherwise. A Java 25 AOT cache cannot hold a class that old
 * (it is checked by the old verifier, which the cache does not record), so every command's start loaded and checked
 * picocli's ~230 classes and the commands that name them anew. Other old classes (commons-logging's, behind the PDF
 * reader) are on no start's way and stay as they are. Run by the dist build with JDK 25 (java.lang.classfile):
 * {@code java OldClasses.java IN.jar OUT.jar FOLDER/}.
 */
public final class OldClasses {
    private static final int JAVA_6 = 50;

    private OldClasses() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: java OldClasses.java IN.jar OUT.jar FOLDER/");
            System.exit(2);
        }
        Path in = Path.of(args[0]);
        Path out = Path.of(args[1]);
        String folder = args[2];
        int upgraded = 0;
        try (var loader = new URLClassLoader(new URL[] {in.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
                var zin = new ZipInputStream(Files.newInputStream(in));
                var zout = new ZipOutputStream(Files.newOutputStream(out))) {
            ClassFile classFile = ClassFile.of(
                    ClassFile.ClassHierarchyResolverOption.of(ClassHierarchyResolver.defaultResolver()
                            .orElse(ClassHierarchyResolver.ofResourceParsing(loader))),
                    ClassFile.StackMapsOption.GENERATE_STACK_MAPS);
            ZipEntry e;
            while ((e = zin.getNextEntry()) != null) {
                byte[] bytes = zin.readAllBytes();
                if (e.getName().startsWith(folder) && e.getName().endsWith(".class")) {
                    ClassModel model = classFile.parse(bytes);
                    if (model.majorVersion() < JAVA_6) {
                        bytes = asJava8(classFile, model);
                        upgraded++;
                    }
                }
                zout.putNextEntry(copyOf(e, bytes));
                zout.write(bytes);
                zout.closeEntry();
            }
        }
        if (upgraded == 0) {
            throw new IllegalStateException("no class older than Java 6 under " + folder + " in " + in);
        }
        System.out.println("OldClasses: " + upgraded + " classes under " + folder + " written as Java 8 in " + out);
    }

    /** The class as Java 8 (version 52): every method's code passed through, its stack maps made. */
    private static byte[] asJava8(ClassFile classFile, ClassModel model) {
        ClassTransform version = (builder, element) -> {
            if (element instanceof ClassFileVersion) {
                builder.withVersion(ClassFile.JAVA_8_VERSION, 0);
            } else {
                builder.with(element);
            }
        };
        return classFile.transformClass(model,
                ClassTransform.transformingMethodBodies(CodeTransform.ACCEPT_ALL).andThen(version));
    }

    /** An entry like the one read, with its time and its way of storing (a stored entry needs its size and CRC). */
    private static ZipEntry copyOf(ZipEntry e, byte[] bytes) {
        ZipEntry o = new ZipEntry(e.getName());
        o.setTime(e.getTime());
        if (e.getMethod() == ZipEntry.STORED) {
            CRC32 crc = new CRC32();
            crc.update(bytes);
            o.setMethod(ZipEntry.STORED);
            o.setSize(bytes.length);
            o.setCompressedSize(bytes.length);
            o.setCrc(crc.getValue());
        }
        return o;
    }
}
