package meq.lab.cluster;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import meq.bots.BotKind;
import meq.lab.Spread;
import meq.lab.Sweep;
import meq.rules.Rules;

/** The lab's cluster as the commands see it (through {@link Spread}): the file read, this member started, said. */
public final class Members implements Spread {
    private final LabMember member;
    private final ClusterSweep sweep;

    private Members(LabMember member) {
        this.member = member;
        this.sweep = new ClusterSweep(member);
    }

    /**
     * This process as a member, from the file (none: a cluster of its own on the loopback), saying where it listens,
     * the peers it joins and the members working; null, with the reason said, if the file or the address is refused.
     */
    public static Spread join(Path file, int threads, Rules rules, String fingerprint, String program,
                              PrintWriter err) {
        ClusterConfig c;
        try {
            c = file == null ? ClusterConfig.alone(threads) : ClusterConfig.read(file, threads);
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            return null;
        }
        err.printf("cluster %s: listening on %s, joining %s%n", c.cluster(), c.listen(),
                c.peers().isEmpty() ? "no peers" : String.join(", ", c.peers()));
        err.flush();
        LabMember member;
        try {
            member = LabMember.start(c, rules, fingerprint, program);
        } catch (RuntimeException e) { // Hazelcast's own: the address taken or not this machine's
            err.println("error: cannot start a member on " + c.listen() + ": " + e.getMessage());
            return null;
        }
        err.println("members working: " + String.join("; ", member.working()));
        if (!member.strangers().isEmpty()) {
            err.println("in the cluster but not in the file, so given no work: " + String.join(", ",
                    member.strangers()));
        }
        err.flush();
        return new Members(member);
    }

    @Override
    public List<String> working() {
        return member.working();
    }

    @Override
    public List<String> strangers() {
        return sweep.strangers();
    }

    @Override
    public Sweep.Result play(Sweep.Point p, String yaml, Map<String, String> data, int samples, long seed,
                             BotKind bots, IntConsumer progress, BooleanSupplier stop) throws InterruptedException {
        return sweep.play(p, yaml, data, samples, seed, bots, progress, stop);
    }

    @Override
    public void close() {
        member.close();
    }
}
