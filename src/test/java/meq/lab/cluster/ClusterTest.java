package meq.lab.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.hazelcast.cluster.Member;
import java.io.Serializable;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import meq.TestData;
import meq.bots.BotKind;
import meq.data.DataLoader;
import meq.lab.Sweep;
import meq.lab.Vary;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The lab's cluster on the loopback: three members give the figures one process gives, a member that leaves
 * mid-sweep loses no sample, and nothing gets in that was not asked (a stranger's class, another cluster, a member
 * the file does not name). Each test has ports of its own.
 */
class ClusterTest {
    private static final String DATA = DataLoader.fingerprint(DataLoader.bundledRoot());
    private static final int SAMPLES = 120;
    private static final long SEED = 11;
    private final List<LabMember> started = Collections.synchronizedList(new ArrayList<>());

    @AfterEach
    void leave() {
        started.forEach(m -> {
            if (m.instance().getLifecycleService().isRunning()) {
                m.close();
            }
        });
    }

    private LabMember member(String cluster, int port, int... peers) {
        List<String> named = new ArrayList<>();
        for (int p : peers) {
            named.add("127.0.0.1:" + p);
        }
        LabMember m = LabMember.start(new ClusterConfig(cluster, "127.0.0.1", port, named, 1), TestData.RULES, DATA,
                "meq test");
        started.add(m);
        return m;
    }

    /** A preset's number and a number of the game's data (the Ringwraiths' health) varied, four points. */
    private static Sweep sweep() throws Exception {
        byte[] preset = Files.readAllBytes(Path.of("data/presets/finale-no-side-dominant.yaml"));
        return new Sweep(TestData.RULES, preset, "finale-no-side-dominant.yaml",
                List.of(Vary.parse("story.green=11..12"), Vary.parse("minion.ringwraiths.health=6..9:3")), Set.of());
    }

    private static String yaml(Sweep s, Sweep.Point p) throws Exception {
        return s.yaml(Files.readAllBytes(Path.of("data/presets/finale-no-side-dominant.yaml")), p.values());
    }

    /** Every point played in-process and over the cluster: the same report, sample for sample. */
    private static void sameFigures(Sweep s, ClusterSweep over, Runnable midway) throws Exception {
        AtomicBoolean once = new AtomicBoolean();
        for (Sweep.Point p : s.points()) {
            Sweep.Result alone = s.play(p, SAMPLES, SEED, 2, BotKind.HEURISTIC, x -> { }, () -> false);
            Sweep.Result spread = over.play(p, yaml(s, p), s.data(p.values()), SAMPLES, SEED, BotKind.HEURISTIC, done -> {
                if (done >= SAMPLES / 3 && !once.getAndSet(true)) {
                    midway.run();
                }
            }, () -> false);
            assertThat(spread.samples()).isEqualTo(SAMPLES);
            assertThat(spread.report()).isEqualTo(alone.report());
        }
    }

    @Test
    void threeMembersGiveTheFiguresOneProcessGives() throws Exception {
        LabMember leader = member("meq-three", 5811, 5812, 5813);
        member("meq-three", 5812, 5811, 5813);
        member("meq-three", 5813, 5811, 5812);
        assertThat(leader.working()).hasSize(3);
        ClusterSweep over = new ClusterSweep(leader);
        sameFigures(sweep(), over, () -> { });
        assertThat(over.chunksBy()).hasSize(3);
    }

    @Test
    void aMemberThatLeavesMidSweepLosesNoSample() throws Exception {
        LabMember leader = member("meq-leave", 5821, 5822, 5823);
        member("meq-leave", 5822, 5821, 5823);
        LabMember leaving = member("meq-leave", 5823, 5821, 5822);
        assertThat(leader.working()).hasSize(3);
        ClusterSweep over = new ClusterSweep(leader);
        sameFigures(sweep(), over, () -> leaving.instance().getLifecycleService().terminate());
        assertThat(leader.working()).hasSize(2);
        assertThat(over.handedOn()).isPositive();
    }

    /** A class Java serialization would carry: the member refuses to read it, so it never runs. */
    static final class Stranger implements Callable<String>, Serializable {
        static final AtomicBoolean RAN = new AtomicBoolean();

        @Override
        public String call() {
            RAN.set(true);
            return "in";
        }
    }

    @Test
    void aClassOutsideTheLabsOwnIsRefused() {
        LabMember leader = member("meq-allow", 5831, 5832);
        LabMember other = member("meq-allow", 5832, 5831);
        Member there = other.instance().getCluster().getLocalMember();
        leader.instance().getMap("m").put("k", new Stranger());
        assertThatThrownBy(() -> other.instance().getMap("m").get("k"))
                .hasStackTraceContaining(Stranger.class.getName());
        // sent to run: the member cannot read it, so it neither runs nor answers
        assertThatThrownBy(() -> leader.instance().getExecutorService(LabMember.EXECUTOR)
                .submitToMember(new Stranger(), there).get(3, TimeUnit.SECONDS))
                .isInstanceOf(TimeoutException.class);
        assertThat(Stranger.RAN).isFalse();
    }

    @Test
    void aStrangerDoesNotGetInOrGetsNoWork() throws Exception {
        LabMember leader = member("meq-door", 5841, 5842);
        LabMember otherName = member("not-meq", 5843, 5841);
        assertThat(leader.instance().getCluster().getMembers()).hasSize(1);
        assertThat(otherName.instance().getCluster().getMembers()).hasSize(1);
        member("meq-door", 5844, 5841); // names the leader, but the leader's file does not name it
        assertThat(leader.strangers()).containsExactly("127.0.0.1:5844");
        ClusterSweep over = new ClusterSweep(leader);
        Sweep s = sweep();
        Sweep.Point p = s.points().get(0);
        over.play(p, yaml(s, p), s.data(p.values()), 40, SEED, BotKind.HEURISTIC, x -> { }, () -> false);
        assertThat(over.chunksBy()).containsOnlyKeys("127.0.0.1:5841");
        for (InetAddress elsewhere : outside()) {
            assertThatThrownBy(() -> {
                try (Socket socket = new Socket()) {
                    socket.connect(new InetSocketAddress(elsewhere, 5841), 1000);
                }
            }).as("reached from " + elsewhere).isInstanceOf(java.io.IOException.class);
        }
    }

    /** This machine's addresses other than the loopback's. */
    private static List<InetAddress> outside() throws Exception {
        List<InetAddress> out = new ArrayList<>();
        for (NetworkInterface n : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            for (InetAddress a : Collections.list(n.getInetAddresses())) {
                if (!a.isLoopbackAddress() && !a.isLinkLocalAddress()) {
                    out.add(a);
                }
            }
        }
        return out;
    }
}
