package meq.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import meq.lab.Spread;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** `meq lab worker [--config FILE]`: this machine as a member of the lab's cluster, playing sweeps' samples. */
@Command(name = "worker", mixinStandardHelpOptions = true,
        description = "Serve as a member of the lab's cluster: play the samples `lab sweep --cluster` gives it, "
                + "until Ctrl-C (it then leaves, and its work goes to the other members).",
        footer = {"", "The cluster file (docs/COMMANDS.md): cluster: NAME, listen: HOST:PORT (127.0.0.1:5701 unless",
                "told), peers: [HOST:PORT, ...] (the only members it joins), threads: N. Meant for one's own",
                "machines on a private network: the traffic is not encrypted.",
                "Exit codes: 0 left the cluster, 1 the file is refused or the address cannot be bound, 2 bad usage."})
public final class LabWorker implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--config", paramLabel = "FILE",
            description = "The cluster file (none: a cluster of its own on 127.0.0.1:5701).")
    Path config;

    @Option(names = "--threads", defaultValue = "2", description = "Threads, unless the file says (default "
            + "${DEFAULT-VALUE}).")
    int threads;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        Spread member = LabCluster.join(config, threads, spec.commandLine().getErr());
        if (member == null) {
            return MeqCommand.BAD_INPUT;
        }
        CountDownLatch left = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            member.close();
            left.countDown();
        }, "meq-lab-worker-leave"));
        out.println("serving until Ctrl-C");
        out.flush();
        left.await();
        return MeqCommand.OK;
    }
}
