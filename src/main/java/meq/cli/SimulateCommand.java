package meq.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import meq.bots.BotKind;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.data.YamlSource;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.session.Session;
import meq.sim.LoadRun;
import meq.sim.SimulationReport;
import meq.sim.Simulator;
import meq.sim.Simulator.Outcome;
import meq.state.GameState;
import meq.state.OptionalRule;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** `meq simulate`: plays many whole games with bots (heuristic unless told otherwise) for every seat. */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = "Play many whole games (or many endings of a preset) with bots and print how they ended.",
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

    @Option(names = "--sauron", defaultValue = BotChoice.HEURISTIC,
            description = "Sauron's bot: heuristic, search (search:N with a budget of its own) or random (default ${DEFAULT-VALUE}).")
    String sauron;

    @Option(names = "--heroes", defaultValue = BotChoice.HEURISTIC,
            description = "The heroes' bot: heuristic, search (search:N with a budget of its own) or random (default ${DEFAULT-VALUE}).")
    String heroes;

    @Option(names = "--budget", defaultValue = "" + BotKind.DEFAULT_BUDGET, description = BotChoice.BUDGET)
    int budget;

    @Option(names = "--preset", paramLabel = "PRESET", description = "Play on from a preset (a file or a built-in name) instead of new games.")
    String preset;

    @Option(names = "--csv", paramLabel = "FILE", description = "Also write one line per game to this CSV file.")
    Path csv;

    @Option(names = "--rule", paramLabel = "RULE", completionCandidates = RuleChoice.Words.class,
            description = RuleChoice.HELP)
    List<String> rule = new ArrayList<>();

    @Option(names = "--mix", description = "The load run: every game of its own kind (2, 3 or 4 players, or a bundled"
            + " preset; random or heuristic bots on each side: --players, --preset, --sauron and --heroes are"
            + " drawn for each game), every invariant checked after every action; a failure prints the command"
            + " that replays it.")
    boolean mix;

    @Option(names = "--game-seed", paramLabel = "SEED", description = "Play just the one game with this seed (as a"
            + " failure of --mix prints it) and say how it ended.")
    Long gameSeed;

    @Override
    public Integer call() throws Exception {
        var out = spec.commandLine().getOut();
        if (players < 2 || players > 4) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--players must be 2, 3 or 4");
        }
        if (games < 1 || threads < 1) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--games and --threads must be at least 1");
        }
        BotKind sauronBot = BotChoice.of(spec.commandLine(), "--sauron", sauron, budget);
        BotKind heroBot = BotChoice.of(spec.commandLine(), "--heroes", heroes, budget);
        Set<OptionalRule> optional = RuleChoice.of(spec.commandLine(), rule);
        if (!optional.isEmpty() && (mix || gameSeed != null)) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(),
                    "--rule is not for --mix or --game-seed: the load run draws its own games");
        }
        Rules rules = Rules.of(DataLoader.bundled());
        if (mix) {
            ProgressBar bar = new ProgressBar(spec.commandLine().getErr(), games);
            return LoadCommand.mix(spec.commandLine(), rules, games, seed, threads, bar);
        }
        Simulator sim = new Simulator(rules, optional);
        GameState start = null;
        if (preset != null) {
            Path file = Presets.find(preset);
            if (!Files.isRegularFile(file)) {
                spec.commandLine().getErr().println(Presets.notFound(preset));
                return MeqCommand.BAD_INPUT;
            }
            try {
                start = Presets.loadChecked(rules, YamlSource.readBytes(file, file.toString()), file.toString()).state();
            } catch (DataException e) {
                e.problems().forEach(p -> spec.commandLine().getErr().println(p));
                return MeqCommand.BAD_INPUT;
            }
            players = start.heroes.size() + 1;
        }
        if (gameSeed != null) {
            var game = new LoadRun.Game(gameSeed, players, preset, sauronBot, heroBot);
            return LoadCommand.one(spec.commandLine(), rules, game, start);
        }
        var err = spec.commandLine().getErr();
        long t0 = System.nanoTime();
        ProgressBar bar = new ProgressBar(err, games);
        List<Outcome> results = sim.run(games, seed, players, start, threads, check, sauronBot, heroBot,
                bar, () -> false);
        double seconds = (System.nanoTime() - t0) / 1e9;
        bar.clear();
        long checks = 0;
        Outcome broken = null;
        for (Outcome o : results) {
            checks += o.invariantChecks();
            if (o.violation() != null && broken == null) {
                broken = o;
            }
        }
        out.printf("games: %d  players: %d  seed: %d  threads: %d  sauron: %s  heroes: %s%s%n", games, players,
                seed, threads, sauronBot.bots(false), heroBot.bots(false),
                (preset == null ? "" : "  preset: " + preset) + RuleChoice.named("  ", optional));
        SimulationReport.of(results).lines().forEach(out::println);
        if (check) {
            out.printf("invariant checks: %d%n", checks);
        }
        out.printf("rate: %s games/s (%.2f s)%n", ColdRuns.rate(games / seconds), seconds);
        if (csv != null) {
            StringBuilder w = new StringBuilder("game,seed,heroes,winner,route,turns,actions\n");
            for (int i = 0; i < results.size(); i++) {
                Outcome o = results.get(i);
                w.append(String.format("%d,%d,%s,%s,%s,%d,%d%n", i, o.seed(), String.join(" ", o.heroes()),
                        o.winnerWord(), o.reason(), o.turns(), o.actions()));
            }
            Session.writeAtomically(csv, w.toString());
        }
        if (broken != null) {
            out.printf("BROKEN: game seed %d (%s): %s%n", broken.seed(), broken.heroes(), broken.violation());
            return MeqCommand.BAD_INPUT;
        }
        return MeqCommand.OK;
    }
}
