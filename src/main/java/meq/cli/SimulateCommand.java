package meq.cli;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import meq.data.DataLoader;
import meq.rules.Rules;
import meq.sim.Simulator;
import meq.sim.Simulator.Outcome;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** `meq simulate`: plays many whole games with random legal actions for every seat. */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = "Play many whole games with random bots and print how they ended.",
        footer = {"", "The same seed prints the same results at any thread count.",
                "Exit codes: 0 all games ended cleanly, 1 a game broke a rule invariant, 2 bad usage."})
public final class SimulateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--games", defaultValue = "100", description = "Number of games (default ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the first game (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--players", defaultValue = "4", description = "Players, Sauron included: 2 to 4 (default ${DEFAULT-VALUE}).")
    int players;

    @Option(names = "--threads", defaultValue = "1", description = "Threads (default ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--check", description = "Check every rule invariant after every action.")
    boolean check;

    @Option(names = "--sauron", defaultValue = "random", description = "Sauron's bot: random or bot (default ${DEFAULT-VALUE}).")
    String sauron;

    @Option(names = "--heroes", defaultValue = "random", description = "The heroes' bot: random or bot (default ${DEFAULT-VALUE}).")
    String heroes;

    @Override
    public Integer call() throws Exception {
        var out = spec.commandLine().getOut();
        if (players < 2 || players > 4) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--players must be 2, 3 or 4");
        }
        if (games < 1 || threads < 1) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--games and --threads must be at least 1");
        }
        for (String b : List.of(sauron, heroes)) {
            if (!b.equals("random") && !b.equals("bot")) {
                throw new picocli.CommandLine.ParameterException(spec.commandLine(), "a bot is random or bot, not " + b);
            }
        }
        Simulator sim = new Simulator(Rules.of(DataLoader.bundled()));
        long t0 = System.nanoTime();
        List<Outcome> results = sim.run(games, seed, players, threads, check, sauron.equals("bot"), heroes.equals("bot"));
        double seconds = (System.nanoTime() - t0) / 1e9;
        Map<String, Integer> endings = new TreeMap<>();
        long turns = 0;
        long actions = 0;
        long checks = 0;
        Outcome broken = null;
        Map<String, Integer> missing = new TreeMap<>();
        for (Outcome o : results) {
            endings.merge(o.winner() + ": " + o.reason(), 1, Integer::sum);
            turns += o.turns();
            actions += o.actions();
            checks += o.invariantChecks();
            o.notYetImplemented().forEach(n -> missing.merge(n, 1, Integer::sum));
            if (o.violation() != null && broken == null) {
                broken = o;
            }
        }
        out.printf("games: %d  players: %d  seed: %d  threads: %d  sauron: %s  heroes: %s%n", games, players, seed,
                threads, sauron, heroes);
        out.println("endings:");
        endings.forEach((k, v) -> out.printf("  %-40s %d%n", k, v));
        out.printf("turns per game: %.2f%n", turns / (double) games);
        out.printf("actions per game: %.1f%n", actions / (double) games);
        if (check) {
            out.printf("invariant checks: %d%n", checks);
        }
        if (!missing.isEmpty()) {
            out.println("card rules not yet carried out (games in which they came up):");
            missing.forEach((k, v) -> out.printf("  %-40s %d%n", k, v));
        }
        out.printf("rate: %.0f games/s (%.2f s)%n", games / seconds, seconds);
        if (broken != null) {
            out.printf("BROKEN: game seed %d (%s): %s%n", broken.seed(), broken.heroes(), broken.violation());
            return MeqCommand.BAD_INPUT;
        }
        return MeqCommand.OK;
    }
}
