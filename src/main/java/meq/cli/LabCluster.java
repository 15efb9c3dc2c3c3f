package meq.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import meq.lab.ClusterJar;
import meq.lab.Spread;
import meq.rules.Rules;

/** Joining the lab's cluster from a command: its code loaded (ClusterJar), the file read, the member started. */
final class LabCluster {
    private LabCluster() {
    }

    /** The member started from the file (none: alone on the loopback); null, with the reason printed, if refused. */
    static Spread join(Path file, int threads, PrintWriter err) throws Exception {
        return (Spread) ClusterJar.call("join", new Class<?>[] {Path.class, int.class, Rules.class, String.class,
            String.class, PrintWriter.class}, file, threads, LabCommand.rules(), LabCommand.fingerprint(),
                LabCommand.program(), err);
    }
}
