package meq.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import meq.lab.cluster.ClusterConfig;
import meq.lab.cluster.LabMember;

/** Joining the lab's cluster from a command: the file read, the member started, where it listens said. */
final class LabCluster {
    private LabCluster() {
    }

    /** The member started from the file (none: alone on the loopback); null, with the reason printed, if refused. */
    static LabMember join(Path file, int threads, PrintWriter err) throws Exception {
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
            member = LabMember.start(c, LabCommand.rules(), LabCommand.fingerprint(), LabCommand.program());
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
        return member;
    }
}
