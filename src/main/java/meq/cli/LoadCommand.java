package meq.cli;

import java.io.PrintWriter;
import java.util.Map;
import meq.rules.Rules;
import meq.sim.LoadRun;
import meq.sim.Simulator.Outcome;
import meq.state.GameState;
import picocli.CommandLine;

/** The load run of `meq simulate --mix`, and one game of it again with `--game-seed` (invariants always checked). */
final class LoadCommand {
    /** Failures printed in full; the rest are only counted. */
    static final int SHOWN = 20;

    private LoadCommand() {
    }

    static int mix(CommandLine cl, Rules rules, int games, long seed, int threads, ProgressBar bar) throws Exception {
        PrintWriter out = cl.getOut();
        long t0 = System.nanoTime();
        LoadRun.Totals t = LoadRun.bundled(rules).run(games, seed, threads, bar);
        double seconds = (System.nanoTime() - t0) / 1e9;
        bar.clear();
        out.printf("load run: games %d  seed %d  threads %d%n", games, seed, threads);
        out.printf("games: %d%nactions: %d%ninvariant checks: %d%nfailures: %d%n", t.games(), t.actions(), t.checks(),
                t.failures().size());
        out.println("endings:");
        t.endings().forEach((k, v) -> out.printf("  %-40s %d%n", k, v));
        out.printf("time: %.1f s (%.0f games/s)%n", seconds, games / seconds);
        for (LoadRun.Failure f : t.failures().subList(0, Math.min(SHOWN, t.failures().size()))) {
            out.printf("FAILED game %d (%s): %s%n  replay: %s%n", f.index(), f.game(), f.problem(),
                    f.game().replayCommand());
        }
        return t.failures().isEmpty() ? MeqCommand.OK : MeqCommand.BAD_INPUT;
    }

    static int one(CommandLine cl, Rules rules, LoadRun.Game game, GameState preset) {
        PrintWriter out = cl.getOut();
        LoadRun run = new LoadRun(rules, preset == null ? Map.of() : Map.of(game.preset(), preset));
        int[] actions = new int[1];
        Outcome o;
        try {
            o = run.play(game, a -> actions[0]++);
        } catch (RuntimeException e) {
            out.printf("game (%s) threw at action %d: %s%n", game, actions[0], e);
            e.printStackTrace(cl.getErr());
            return MeqCommand.BAD_INPUT;
        }
        out.printf("game (%s): %s (%s) after %d turns, %d actions, %d invariant checks%n", game,
                o.winnerWord(), o.reason(), o.turns(), o.actions(), o.invariantChecks());
        if (o.violation() != null) {
            out.printf("BROKEN: %s%n", o.violation());
            return MeqCommand.BAD_INPUT;
        }
        return MeqCommand.OK;
    }
}
