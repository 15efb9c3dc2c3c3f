package meq.cli;

import meq.bots.BotKind;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * The bots a command line names: heuristic (the default; "bot" is its old name), random or search (with the
 * command's --budget), in any case.
 */
final class BotChoice {
    static final String HEURISTIC = "heuristic";
    static final String BUDGET = "The search's play-outs a decision, for a side played by search (default "
            + BotKind.DEFAULT_BUDGET + ", the table's Normal).";

    private BotChoice() {
    }

    /** The bot a word names; bad usage for any other word or a budget under 1. */
    static BotKind of(CommandLine line, String option, String value, int budget) {
        if (budget < 1) {
            throw new ParameterException(line, "--budget must be at least 1");
        }
        BotKind k = BotKind.parse(value, budget);
        if (k == null) {
            throw new ParameterException(line, option + " is heuristic, search or random, not \"" + value + "\"");
        }
        return k;
    }
}
