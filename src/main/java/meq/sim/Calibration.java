package meq.sim;

import java.util.function.IntConsumer;
import meq.bots.BotKind;
import meq.rules.Rules;
import meq.state.GameState;
import meq.state.Side;

/**
 * The yardstick of the quick odds (issue 35): a preset's odds with the heuristic bots on every seat beside its odds
 * with the search bots on every seat, both from the same seed, and how far the heroes' share is apart.
 */
public final class Calibration {
    /**
     * The strong side's budget unless told: the lowest at which doubling it moved the heroes' share on
     * finale-no-side-dominant and finale-champion-beravor clearly less than the 95% interval (docs/DESIGN-NOTES.md,
     * "Calibrating the quick odds").
     */
    public static final int STRONG_BUDGET = 32;

    private final Odds odds;

    public Calibration(Rules rules) {
        this.odds = new Odds(rules);
    }

    /** One preset's two runs of odds. */
    public record Row(String preset, BotKind quickBots, OddsReport quick, BotKind strongBots, OddsReport strong) {
        /** The heroes' share, quick less strong, in points. */
        public double difference() {
            return 100 * (quick.rate(Side.HEROES) - strong.rate(Side.HEROES));
        }

        /** The 95% interval of that difference, in points: {low, high}. */
        public double[] differenceInterval() {
            double[] d = Stats.difference(quick.wins(Side.HEROES), quick.samples(), strong.wins(Side.HEROES),
                    strong.samples());
            return new double[] {100 * d[0], 100 * d[1]};
        }
    }

    /**
     * Plays the preset quickSamples times with the heuristic bots and strongSamples times with the search bots at
     * the given budget, samples 0..n-1 of the same seed for both; progress hears each run's count of samples done.
     */
    public Row run(String name, GameState preset, int quickSamples, int strongSamples, int budget, long seed,
                   int threads, IntConsumer quickProgress, IntConsumer strongProgress) throws Exception {
        BotKind strong = BotKind.search(budget);
        var quick = odds.run(preset, quickSamples, seed, threads, quickProgress, BotKind.HEURISTIC, () -> false);
        var strongRun = odds.run(preset, strongSamples, seed, threads, strongProgress, strong, () -> false);
        return new Row(name, BotKind.HEURISTIC, OddsReport.of(quick), strong, OddsReport.of(strongRun));
    }
}
