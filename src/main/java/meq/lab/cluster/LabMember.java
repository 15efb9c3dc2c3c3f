package meq.lab.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.config.Config;
import com.hazelcast.config.JavaSerializationFilterConfig;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import meq.rules.Rules;

/**
 * This process as a member of the lab's cluster: Hazelcast embedded, listening on the file's one address, joining
 * only its peers by TCP (no multicast, no auto-detection), no phone-home, no log lines, and reading from the network
 * nothing but the lab's own chunks and samples (Java serialization refused for every class).
 */
public final class LabMember implements AutoCloseable {
    static final String RULES = "meq.rules";
    static final String FINGERPRINT = "meq.fingerprint";
    static final String VERSION = "meq.version";
    static final String EXECUTOR = "meq-lab";
    static final String THREADS = "meq.threads";

    private final ClusterConfig config;
    private final HazelcastInstance hz;
    private final String fingerprint;
    private final String version;

    private LabMember(ClusterConfig config, HazelcastInstance hz, String fingerprint, String version) {
        this.config = config;
        this.hz = hz;
        this.fingerprint = fingerprint;
        this.version = version;
    }

    /** Starts a member playing with these rules; the data's fingerprint and the program are checked on every chunk. */
    public static LabMember start(ClusterConfig c, Rules rules, String fingerprint, String version) {
        // before the first instance: Hazelcast's static loggers read it (a warning at start, under -cp, else)
        System.setProperty("hazelcast.logging.type", "none");
        Config cfg = new Config();
        cfg.setClusterName(c.cluster());
        cfg.setProperty("hazelcast.phone.home.enabled", "false");
        cfg.setProperty("hazelcast.logging.type", "none");
        cfg.setProperty("hazelcast.socket.bind.any", "false");
        cfg.setProperty("hazelcast.shutdownhook.enabled", "false"); // the command leaves the cluster itself
        cfg.setProperty("hazelcast.wait.seconds.before.join", "1");
        cfg.setProperty("hazelcast.graceful.shutdown.max.wait", "10");
        NetworkConfig net = cfg.getNetworkConfig();
        net.setPort(c.port()).setPortAutoIncrement(false);
        net.getInterfaces().setEnabled(true).addInterface(c.host());
        net.getRestApiConfig().setEnabled(false);
        net.getMemcacheProtocolConfig().setEnabled(false);
        JoinConfig join = net.getJoin();
        join.getMulticastConfig().setEnabled(false);
        join.getAutoDetectionConfig().setEnabled(false);
        join.getTcpIpConfig().setEnabled(true).setConnectionTimeoutSeconds(2).setMembers(new ArrayList<>(c.peers()));
        cfg.getJetConfig().setEnabled(false);
        JavaSerializationFilterConfig filter = new JavaSerializationFilterConfig().setDefaultsDisabled(true);
        filter.getWhitelist().addClasses(Played.class.getName()); // never Java-serialized: a list that names no other
        cfg.getSerializationConfig().setJavaSerializationFilterConfig(filter)
                .addDataSerializableFactory(LabTypes.FACTORY, new LabTypes());
        cfg.getExecutorConfig(EXECUTOR).setPoolSize(c.threads()).setStatisticsEnabled(false);
        cfg.getMemberAttributeConfig().setAttribute(THREADS, Integer.toString(c.threads()));
        ConcurrentHashMap<String, Object> context = new ConcurrentHashMap<>();
        context.put(RULES, rules);
        context.put(FINGERPRINT, fingerprint);
        context.put(VERSION, version);
        cfg.setUserContext(context);
        return new LabMember(c, Hazelcast.newHazelcastInstance(cfg), fingerprint, version);
    }

    public ClusterConfig config() {
        return config;
    }

    HazelcastInstance instance() {
        return hz;
    }

    String fingerprint() {
        return fingerprint;
    }

    String version() {
        return version;
    }

    /** "host:port" of a member, as the cluster file names it. */
    static String address(Member m) {
        return m.getAddress().getHost() + ":" + m.getAddress().getPort();
    }

    /** Whether the file names this member: itself or one of its peers; only those get work. */
    boolean named(Member m) {
        return m.localMember() || config.peers().contains(address(m));
    }

    /** The members that get work now, this one first: "127.0.0.1:5701 (2 threads)". */
    public List<String> working() {
        List<String> out = new ArrayList<>();
        for (Member m : hz.getCluster().getMembers()) {
            if (named(m)) {
                String t = m.getAttribute(THREADS);
                out.add(address(m) + " (" + t + ("1".equals(t) ? " thread" : " threads") + (m.localMember()
                        ? ", this one)" : ")"));
            }
        }
        return out;
    }

    /** Members in the cluster the file does not name: they get no work, and the leader says so. */
    public List<String> strangers() {
        List<String> out = new ArrayList<>();
        Set<Member> members = hz.getCluster().getMembers();
        for (Member m : members) {
            if (!named(m)) {
                out.add(address(m));
            }
        }
        return out;
    }

    /** Leaves the cluster: its chunks at work go to the other members. */
    @Override
    public void close() {
        hz.shutdown();
    }
}
