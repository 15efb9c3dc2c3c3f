package meq.cli;

import java.io.PrintWriter;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import java.util.concurrent.Callable;
import meq.ui.GameWindow;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The top command: `meq` alone opens the window; subcommands do the headless work. */
@Command(name = "meq", mixinStandardHelpOptions = true, version = "meq 0.1.0",
        description = "Middle-Earth Quest: with no command, opens the game window.",
        footer = {"", "Exit codes: 0 success, 1 bad input, 2 bad usage."})
public final class MeqCommand implements Callable<Integer> {
    public static final int OK = 0;
    public static final int BAD_INPUT = 1;
    public static final int BAD_USAGE = 2;
    /** Returned when the window opened: the process lives on until it is closed. */
    public static final int KEEP_RUNNING = -1;
    /**
     * The subcommands by name, in the order help lists them. Only the one named is built (picocli reads a command's
     * annotations by reflection when it is added: all nine cost ~0.1 s of every start); help, a mistyped name or none
     * builds them all, to list them.
     */
    static final Map<String, Supplier<Object>> SUBCOMMANDS = subcommands();

    private static Map<String, Supplier<Object>> subcommands() {
        Map<String, Supplier<Object>> m = new LinkedHashMap<>();
        m.put("validate", ValidateCommand::new);
        m.put("inspect", InspectCommand::new);
        m.put("simulate", SimulateCommand::new);
        m.put("replay", ReplayCommand::new);
        m.put("combat", CombatCommand::new);
        m.put("odds", OddsCommand::new);
        m.put("advise", AdviseCommand::new);
        m.put("bench", BenchCommand::new);
        m.put("lab", LabCommand::new);
        m.put("help", CommandLine.HelpCommand::new);
        return Collections.unmodifiableMap(m);
    }

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
        String named = args.length > 0 ? args[0] : "";
        if (SUBCOMMANDS.containsKey(named) && !named.equals("help")) {
            cl.addSubcommand(named, SUBCOMMANDS.get(named).get());
        } else {
            SUBCOMMANDS.forEach((name, made) -> cl.addSubcommand(name, made.get()));
        }
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
