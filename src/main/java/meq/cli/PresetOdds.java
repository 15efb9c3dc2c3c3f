package meq.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Set;
import meq.bots.BotKind;
import meq.rules.Rules;
import meq.sim.Odds;
import meq.sim.OddsReport;
import meq.state.OptionalRule;

/** One preset of several played with the same samples and seed (odds over several presets, lab compare). */
record PresetOdds(PresetFile file, List<Odds.Sample> samples, double seconds) {
    /** Plays samples 0..n-1 of the seed, as `meq odds PRESET` does, with a progress bar on the error stream. */
    static PresetOdds play(Rules rules, Set<OptionalRule> optional, BotKind kind, PresetFile p, int samples, long seed,
                           int threads, PrintWriter err) throws Exception {
        long t0 = System.nanoTime();
        ProgressBar bar = new ProgressBar(err, samples);
        List<Odds.Sample> s = new Odds(rules, optional).run(p.preset().state(), samples, seed, threads, bar, kind,
                () -> false);
        bar.clear();
        return new PresetOdds(p, s, (System.nanoTime() - t0) / 1e9);
    }

    /** The preset's file name without its ".yaml". */
    String name() {
        return file.file().getFileName().toString().replaceFirst("\\.ya?ml$", "");
    }

    OddsReport report() {
        return OddsReport.of(samples);
    }
}
