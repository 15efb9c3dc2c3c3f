package meq.cli;

import java.io.PrintWriter;
import java.util.List;
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
     * The subcommands' names, in the order help lists them. Only the one named is built (picocli reads a command's
     * annotations by reflection when it is added: all nine cost ~0.1 s of every start); help, a mistyped name or none
     * builds them all, to list them; the version alone, none.
     */
    static final List<String> SUBCOMMANDS = List.of("validate", "inspect", "simulate", "replay", "combat", "odds",
            "advise", "bench", "lab", "help");

    /**
     * A subcommand by its name. A switch, not a table of constructor references: the installed game's AOT cache
     * could not archive a reference to picocli's own help command (its class is too old to be linked ahead of time,
     * and Java 25.0.3 failed while writing the cache).
     */
    static Object subcommand(String name) {
        return switch (name) {
            case "validate" -> new ValidateCommand();
            case "inspect" -> new InspectCommand();
            case "simulate" -> new SimulateCommand();
            case "replay" -> new ReplayCommand();
            case "combat" -> new CombatCommand();
            case "odds" -> new OddsCommand();
            case "advise" -> new AdviseCommand();
            case "bench" -> new BenchCommand();
            case "lab" -> new LabCommand();
            case "help" -> new CommandLine.HelpCommand();
            default -> throw new IllegalArgumentException("no subcommand " + name);
        };
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
        if (SUBCOMMANDS.contains(named) && !named.equals("help")) {
            cl.addSubcommand(named, subcommand(named));
        } else if (!(args.length == 1 && (named.equals("--version") || named.equals("-V")))) {
            for (String name : SUBCOMMANDS) {
                cl.addSubcommand(name, subcommand(name));
            }
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
