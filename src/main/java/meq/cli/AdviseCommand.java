package meq.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import meq.bots.SearchBot;
import meq.data.DataLoader;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.engine.Engine;
import meq.rules.words.Inspection;
import meq.sim.Advice;
import meq.sim.Advising;
import meq.sim.FirstAnswer;
import meq.state.GameState;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** `meq advise SAVE|PRESET`: what are my chances if I do this? The search's rating of each option of the open question. */
@Command(name = "advise", mixinStandardHelpOptions = true,
        description = "Rate each option of the game's open question for the seat that decides: its play-outs won "
                + "by that seat's side, with a 95%% interval, using only what that seat may know.",
        footer = {"", "SAVE is a game saved from the window; PRESET is a file, or the name of a built-in preset (see"
                + " data/presets/).",
                "Each play-out samples the secrets the seat cannot see, takes the option and lets the heuristic bots "
                        + "play every seat to the end. The same seed and budget give the same figures at any "
                        + "thread count.",
                "Exit codes: 0 done, 1 the file is broken or its game is over, 2 bad usage."})
public final class AdviseCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "SAVE|PRESET", arity = "1..*", description = "A saved game, a preset file or a built-in "
            + "preset name; several are rated one after the other in one run, with a line each at the end.")
    List<String> games;

    @Option(names = "--budget", defaultValue = "400",
            description = "Play-outs in all, spread over the options (default ${DEFAULT-VALUE}).")
    int budget;

    @Option(names = "--seed", defaultValue = "1", description = "Seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", defaultValue = "2", description = "Threads (default ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--hint", description = "Rate as the window's hint does: a first answer "
            + "within 1.2 s (32 play-outs at most), then 128 and 512, printing the time to each answer and its verdict.")
    boolean hint;

    @Option(names = "--ahead", defaultValue = "0", paramLabel = "SECONDS", description = "With --hint: the first "
            + "stage is searched this long before the hint is asked, as the window does while the player reads "
            + "(default ${DEFAULT-VALUE}: asked at once).")
    double ahead;

    @Option(names = "--stages", split = ",", paramLabel = "N", description = "With --hint: the stages' play-outs "
            + "(default 32,128,512, the window's).")
    List<Integer> stages;

    @Override
    public Integer call() throws Exception {
        if (budget < 1 || threads < 1) {
            throw new ParameterException(spec.commandLine(), "--budget and --threads must be at least 1");
        }
        if (ahead < 0 || ahead > 600 || (stages != null && (stages.isEmpty() || stages.stream().anyMatch(n -> n < 1)))) {
            throw new ParameterException(spec.commandLine(), "--ahead must be 0 to 600 seconds and --stages each at"
                    + " least 1 play-out");
        }
        if (hint && games.size() > 1) {
            throw new ParameterException(spec.commandLine(), "--hint takes one SAVE|PRESET");
        }
        Rules rules = Rules.of(DataLoader.bundled());
        var err = spec.commandLine().getErr();
        List<GameFile> read = new ArrayList<>();
        for (String game : games) { // all read and checked before any is searched: a broken one stops the run
            GameFile g = GameFile.read(rules, game, err);
            if (g == null) {
                return MeqCommand.BAD_INPUT;
            }
            if (new Engine(rules).current(g.state()) == null) {
                err.println(g.file() + ": the game is over; there is nothing to decide");
                return MeqCommand.BAD_INPUT;
            }
            read.add(g);
        }
        var out = spec.commandLine().getOut();
        if (hint) {
            return hint(rules, read.get(0), read.get(0).state(), out);
        }
        List<String> summary = new ArrayList<>();
        for (GameFile g : read) {
            if (!summary.isEmpty()) {
                out.println();
            }
            summary.add(g.file().getFileName() + ": " + advise(rules, g, out).verdict());
        }
        if (summary.size() > 1) {
            out.println();
            out.println(summary.size() + " games, " + budget + " play-outs each:");
            summary.forEach(line -> out.println("  " + line));
        }
        return MeqCommand.OK;
    }

    /** One game's open question rated and printed. */
    private Advice advise(Rules rules, GameFile read, java.io.PrintWriter out) {
        GameState s = read.state();
        Ask ask = new Engine(rules).current(s);
        long t0 = System.nanoTime();
        List<SearchBot.Rated> rated = new SearchBot(rules, budget, seed, threads).rate(s);
        double seconds = (System.nanoTime() - t0) / 1e9;
        out.printf("%s (%s)%n", read.title(), read.file().getFileName());
        out.printf("%s decides: %s%n", Inspection.seatName(rules, ask.seat()), ask.prompt());
        out.printf("search: %d play-outs, seed %d, %d thread%s; after the option the heuristic bots play every seat%n",
                budget, seed, threads, threads == 1 ? "" : "s");
        Advice advice = Advice.of(rules, new Engine(rules).view(s, ask.seat()), ask, budget, rated);
        advice.lines().forEach(out::println);
        out.println(advice.verdict());
        out.printf("rate: %.0f play-outs/s (%.2f s)%n", budget / seconds, seconds);
        return advice;
    }

    /**
     * The hint's stages, each with the seconds it took from the moment it was asked (the search alone, as the window
     * runs it; with --ahead, the first stage started that long before).
     */
    private int hint(Rules rules, GameFile read, GameState s, java.io.PrintWriter out) throws InterruptedException {
        Ask ask = new Engine(rules).current(s);
        out.printf("%s (%s)%n", read.title(), read.file().getFileName());
        out.printf("%s decides: %s (%d options)%n", Inspection.seatName(rules, ask.seat()), ask.prompt(),
                ask.options().size());
        List<Integer> budgets = stages == null ? Advising.HINT : stages;
        View seen = new Engine(rules).view(s, ask.seat());
        FirstAnswer first = FirstAnswer.start(rules, s, seen, seed, threads, budgets.get(0));
        if (ahead > 0) {
            Thread.sleep((long) (ahead * 1000));
            out.printf("asked %.2f s after its first stage began%s%n", ahead, first.done() ? " (done by then)" : "");
        }
        long t0 = System.nanoTime();
        Advising.run(rules, s, seen, seed, threads, budgets, () -> false,
                a -> out.printf("%6.2f s  %d play-outs: %s%n", (System.nanoTime() - t0) / 1e9, a.played(),
                        a.verdict()), first);
        return MeqCommand.OK;
    }
}
