package meq.sim;

import java.util.Locale;
import meq.bots.BotKind;
import meq.data.OddsCalibration;

/**
 * What a figure of odds is, in words: which bots played and, for the quick bots, how far the bundled calibration
 * found them from strong play, on this preset or on the bundled presets of its kind.
 */
public record Yardstick(String line, String caption) {
    /**
     * The words for odds played by these bots on a preset: its built-in name (null for any other state) and its
     * kind; calibration is null when the bundled one cannot be read.
     */
    public static Yardstick of(OddsCalibration calibration, BotKind bots, String preset, OddsCalibration.Kind kind) {
        if (bots.search()) {
            return new Yardstick("strong play: the search bots on every seat (budget " + bots.budget()
                    + "), the yardstick the quick odds are measured against", "strong play itself, the yardstick of the quick odds");
        }
        if (bots.equals(BotKind.RANDOM)) {
            return new Yardstick("random bots: not calibrated against strong play", "not calibrated");
        }
        OddsCalibration.Line own = calibration == null || preset == null ? null : calibration.of(preset);
        if (own != null) {
            return ownLine(own);
        }
        var sameKind = calibration == null ? java.util.List.<OddsCalibration.Line>of() : calibration.of(kind);
        if (sameKind.isEmpty()) {
            return new Yardstick("quick odds, not calibrated against strong play (no bundled " + kind.words()
                    + " preset has been)", "not calibrated against strong play");
        }
        double within = sameKind.stream().mapToDouble(l -> Math.abs(l.difference())).max().orElseThrow();
        String points = String.format(Locale.ROOT, "%.0f points", Math.ceil(within));
        return new Yardstick("quick odds: on the bundled " + kind.words() + " presets they have been within "
                + points + " of strong play (the largest of " + sameKind.size() + "; this preset has no calibration"
                + " of its own)", "within " + points + " of strong play on the bundled " + kind.words() + " presets");
    }

    /** A bundled preset's own measured difference, with its interval and the strong side's bots and samples. */
    private static Yardstick ownLine(OddsCalibration.Line l) {
        String side = l.difference() < 0 ? "below" : l.difference() > 0 ? "above" : "from";
        String distance = String.format(Locale.ROOT, "%.1f points %s", Math.abs(l.difference()), side);
        return new Yardstick(String.format(Locale.ROOT, "quick odds: on this preset the heroes' share has been %s"
                        + " strong play (quick - strong %+.1f, 95%% interval %+.1f to %+.1f; strong: search bots,"
                        + " budget %d, %d samples against %d quick, seed %d)", distance, l.difference(),
                l.differenceLow(), l.differenceHigh(), l.strongBudget(), l.strongSamples(), l.quickSamples(), l.seed()),
                "heroes " + distance + " strong play here");
    }

    /** The strong side's budget the calibration measured with (its first line's), or the calibration's own default. */
    public static int strongBudget(OddsCalibration calibration) {
        return calibration == null || calibration.lines().isEmpty() ? Calibration.STRONG_BUDGET
                : calibration.lines().get(0).strongBudget();
    }
}
