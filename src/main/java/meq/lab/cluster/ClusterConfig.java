package meq.lab.cluster;

import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * A member's cluster file: the cluster's name, the one address it listens on (the loopback unless told), the only
 * peers it joins ("host:port", resolved to addresses when read) and the threads it plays on.
 */
public record ClusterConfig(String cluster, String host, int port, List<String> peers, int threads) {
    public static final String NAME = "meq-lab";
    public static final int PORT = 5701;
    private static final Set<String> FIELDS = Set.of("cluster", "listen", "peers", "threads");

    /** No file: a cluster of its own on the loopback, no peers. */
    public static ClusterConfig alone(int threads) {
        return new ClusterConfig(NAME, "127.0.0.1", PORT, List.of(), threads);
    }

    /** "host:port" of the address it listens on. */
    public String listen() {
        return host + ":" + port;
    }

    /** Reads a cluster file; a problem is an IllegalArgumentException naming the file and the field. */
    @SuppressWarnings("unchecked")
    public static ClusterConfig read(Path file, int threads) {
        Object top;
        try {
            top = new Yaml(new SafeConstructor(new LoaderOptions()))
                    .load(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
        } catch (java.nio.file.NoSuchFileException e) {
            throw new IllegalArgumentException(file + ": no such file");
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": cannot read it (" + e.getMessage() + ")");
        } catch (YAMLException e) {
            throw new IllegalArgumentException(file + ": not YAML (" + e.getMessage().lines().findFirst().orElse("")
                    + ")");
        }
        if (!(top instanceof Map)) {
            throw new IllegalArgumentException(file + ": a cluster file is a map of cluster, listen, peers, threads");
        }
        Map<String, Object> map = (Map<String, Object>) top;
        for (Object key : map.keySet()) {
            if (!FIELDS.contains(String.valueOf(key))) {
                throw new IllegalArgumentException(file + ": " + key + ": no such field (cluster, listen, peers,"
                        + " threads)");
            }
        }
        String name = String.valueOf(map.getOrDefault("cluster", NAME)).trim();
        if (name.isEmpty()) {
            throw new IllegalArgumentException(file + ": cluster: a name is needed");
        }
        String listen = address(file, "listen", String.valueOf(map.getOrDefault("listen", "127.0.0.1:" + PORT)));
        int colon = listen.lastIndexOf(':');
        List<String> peers = new ArrayList<>();
        Object listed = map.getOrDefault("peers", List.of());
        if (!(listed instanceof List)) {
            throw new IllegalArgumentException(file + ": peers: a list of host:port, e.g. [192.168.1.20:5701]");
        }
        for (Object p : (List<Object>) listed) {
            peers.add(address(file, "peers", String.valueOf(p)));
        }
        Object t = map.getOrDefault("threads", threads);
        if (!(t instanceof Integer) || (Integer) t < 1) {
            throw new IllegalArgumentException(file + ": threads: a whole number of 1 or more, not " + t);
        }
        return new ClusterConfig(name, listen.substring(0, colon), Integer.parseInt(listen.substring(colon + 1)),
                List.copyOf(peers), (Integer) t);
    }

    /** "host:port" with the host resolved to its address (Hazelcast binds and compares addresses). */
    static String address(Path file, String field, String text) {
        int colon = text.lastIndexOf(':');
        String where = file + ": " + field + ": ";
        if (colon < 1) {
            throw new IllegalArgumentException(where + "\"" + text + "\" is not host:port");
        }
        int port;
        try {
            port = Integer.parseInt(text.substring(colon + 1).trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(where + "\"" + text + "\": the port is not a number");
        }
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException(where + "\"" + text + "\": a port is 1 to 65535");
        }
        try {
            return InetAddress.getByName(text.substring(0, colon).trim()).getHostAddress() + ":" + port;
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException(where + "\"" + text + "\": no such host");
        }
    }
}
