package meq;

import java.awt.GraphicsEnvironment;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.util.List;
import meq.cli.MeqCommand;
import meq.ui.GameWindow;

/**
 * The run the installed game's AOT cache is trained on (the dist build runs it once, with Java 25's
 * -XX:AOTCacheOutput): what players and playtesters do first, in one JVM. The commands a playtester types, then the
 * window's start to its tabs, which ends the run. Without a display, the window is left out and said so.
 */
public final class Training {
    /** The commands, as typed; small, so the run is short, but each through the paths its full size takes. */
    static final List<String[]> COMMANDS = List.of(
            new String[] {"validate"},
            new String[] {"inspect", "stage-three-crisis"},
            new String[] {"simulate", "--games", "60", "--seed", "7", "--players", "4", "--threads", "1",
                    "--sauron", "random", "--heroes", "random"},
            new String[] {"simulate", "--games", "20", "--seed", "7", "--players", "3", "--threads", "2"},
            new String[] {"odds", "finale-sauron-dominant", "--samples", "3000", "--seed", "3", "--threads", "2"},
            new String[] {"odds", "finale-no-side-dominant", "stage-three-crisis", "--samples", "40", "--seed", "3"},
            new String[] {"advise", "finale-no-side-dominant", "--budget", "200", "--seed", "1"},
            new String[] {"advise", "stage-three-crisis", "--budget", "120", "--seed", "1"});

    private Training() {
    }

    public static void main(String[] args) {
        PrintWriter quiet = new PrintWriter(OutputStream.nullOutputStream(), true);
        for (String[] command : COMMANDS) {
            long start = System.nanoTime();
            int code = MeqCommand.run(command, quiet, new PrintWriter(System.err, true));
            System.out.printf("trained on: meq %s (exit %d, %.1f s)%n", String.join(" ", command), code,
                    (System.nanoTime() - start) / 1e9);
        }
        if (GraphicsEnvironment.isHeadless()) {
            System.out.println("no display: the window's start is not in the cache (the window starts slower)");
            System.exit(0);
        }
        System.setProperty("meq.firstFrame", "exit"); // the window ends the run once its tabs are painted
        GameWindow.open();
    }
}
