package meq.lab;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Where the lab's cluster is loaded from: the class path when it holds Hazelcast (the tests, a build's classes), else
 * the jar stored inside meq.jar at {@value #INSIDE} (the cluster's classes and Hazelcast, 15,000 entries that every
 * start would otherwise read), copied to a temporary file and opened by a class loader of its own.
 */
public final class ClusterJar {
    static final String INSIDE = "META-INF/lab/meq-cluster.jar";
    private static final String ENTRY = "meq.lab.cluster.Members";
    private static ClassLoader loader;

    private ClusterJar() {
    }

    /**
     * Calls a static method of the cluster's entry class (meq.lab.cluster.Members) with these arguments, its own
     * exceptions passed on as they are.
     */
    public static Object call(String method, Class<?>[] types, Object... args) throws Exception {
        try {
            return Class.forName(ENTRY, true, loader()).getMethod(method, types).invoke(null, args);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof Exception cause) {
                throw cause;
            }
            throw e;
        }
    }

    private static synchronized ClassLoader loader() throws IOException {
        if (loader != null) {
            return loader;
        }
        ClassLoader app = ClusterJar.class.getClassLoader();
        if (app.getResource("com/hazelcast/core/Hazelcast.class") != null) {
            loader = app;
            return loader;
        }
        Path copy = Files.createTempFile("meq-cluster-", ".jar");
        copy.toFile().deleteOnExit();
        try (InputStream in = app.getResourceAsStream(INSIDE)) {
            if (in == null) {
                throw new IOException("this build of meq has no cluster (" + INSIDE + " is not in its jar)");
            }
            Files.copy(in, copy, StandardCopyOption.REPLACE_EXISTING);
        }
        URL url = copy.toUri().toURL();
        loader = new URLClassLoader("meq-cluster", new URL[] {url}, app);
        return loader;
    }
}
