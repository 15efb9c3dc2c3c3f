package meq.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import meq.ui.GameWindow;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The top command: `meq` alone opens the window; subcommands do the headless work. */
@Command(name = "meq", mixinStandardHelpOptions = true, version = "meq 0.1.0",
        description = "Middle-Earth Quest: with no command, opens the game window.",
        subcommands = {ValidateCommand.class, InspectCommand.class, SimulateCommand.class, ReplayCommand.class,
                CombatCommand.class, OddsCommand.class, AdviseCommand.class, BenchCommand.class,
                CommandLine.HelpCommand.class},
        footer = {"", "Exit codes: 0 success, 1 bad input, 2 bad usage."})
public final class MeqCommand implements Callable<Integer> {
    public static final int OK = 0;
    public static final int BAD_INPUT = 1;
    public static final int BAD_USAGE = 2;
    /** Returned when the window opened: the process lives on until it is closed. */
    public static final int KEEP_RUNNING = -1;

    @Override
    public Integer call() {
        GameWindow.open();
        return KEEP_RUNNING;
    }

    /** Runs the command line; returns the exit code (or KEEP_RUNNING). */
    public static int run(String[] args) {
        return run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true));
    }

    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = new CommandLine(new MeqCommand());
        cl.setOut(out);
        cl.setErr(err);
        cl.setExecutionExceptionHandler((ex, line, parsed) -> {
            line.getErr().println("error: " + ex.getMessage());
            return BAD_INPUT;
        });
        int code = cl.execute(args);
        out.flush();
        err.flush();
        return code;
    }
}
