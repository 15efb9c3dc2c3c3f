package meq.cli;

import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.Callable;
import meq.data.DataLoader;
import meq.data.GameData;
import meq.data.Names;
import meq.sim.CombatSim;
import meq.sim.Simulator;
import meq.sim.Stats;
import meq.state.Cards;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** `meq combat`: one combat played many times with bots, and how it tends to end. */
@Command(name = "combat", mixinStandardHelpOptions = true,
        description = "Play a hero against a monster or minion many times with bots and print the rates.",
        footer = {"", "Exit codes: 0 done, 1 bad input, 2 bad usage."})
public final class CombatCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--hero", required = true, description = "Hero, by id or name in any case (thalin, Thálin, Thalin; argalad, beravor, eleanor, eometh).")
    String hero;

    @Option(names = "--vs", required = true, description = "Monster or minion, by id or name in any case (orc, cave-troll, \"Cave Troll\", \"the ringwraiths\", ...).")
    String opponent;

    @Option(names = "--agility", defaultValue = "-1", description = "Agility the hero spends (default: all).")
    int agility;

    @Option(names = "--samples", defaultValue = "100000", description = "Combats to play (default ${DEFAULT-VALUE}).")
    int samples;

    @Option(names = "--seed", defaultValue = "1", description = "Seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Override
    public Integer call() throws Exception {
        GameData data = DataLoader.bundled();
        Names.Match h;
        Names.Match vs;
        try {
            h = Names.find(data, hero, Names.Kind.HERO);
            vs = Names.find(data, opponent, Names.Kind.MONSTER, Names.Kind.MINION);
        } catch (Names.UnknownName e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        if (samples < 1) {
            throw new ParameterException(spec.commandLine(), "--samples must be at least 1");
        }
        CombatSim sim = new CombatSim(data, new Cards(data));
        Map<CombatSim.Outcome, Integer> count = new EnumMap<>(CombatSim.Outcome.class);
        long t0 = System.nanoTime();
        for (int i = 0; i < samples; i++) {
            count.merge(sim.play(h.id(), vs.id(), agility, Simulator.gameSeed(seed, i)), 1, Integer::sum);
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        var out = spec.commandLine().getOut();
        out.printf("%s against %s, %d combats, seed %d%n", h.name(), vs.name(), samples, seed);
        for (CombatSim.Outcome o : CombatSim.Outcome.values()) {
            int n = count.getOrDefault(o, 0);
            double[] ci = Stats.wilson(n, samples);
            out.printf("  %-16s %6.2f%%  (95%% interval %.2f%% - %.2f%%)%n", o.name().toLowerCase().replace('_', ' '),
                    100.0 * n / samples, 100 * ci[0], 100 * ci[1]);
        }
        out.printf("rate: %.0f combats/s%n", samples / seconds);
        return MeqCommand.OK;
    }
}
