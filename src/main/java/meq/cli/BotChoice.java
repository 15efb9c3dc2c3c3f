package meq.cli;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import meq.bots.BotKind;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * The bots a command line names: heuristic (the default; "bot" is its old name), random or search (with the
 * command's --budget, or its own: "search:256"), in any case.
 */
final class BotChoice {
    static final String HEURISTIC = "heuristic";
    static final String BUDGET = "The search's play-outs a decision, for a side played by search (default "
            + BotKind.DEFAULT_BUDGET + ", the table's Normal); search:N gives one side its own budget.";

    private static final Pattern OWN_BUDGET =
            Pattern.compile("(?i)search:(\\d{1,6})");

    private BotChoice() {
    }

    /** The bot a word names ("search:256" with its own budget); bad usage for any other word or a budget under 1. */
    static BotKind of(CommandLine line, String option, String value, int budget) {
        if (budget < 1) {
            throw new ParameterException(line, "--budget must be at least 1");
        }
        Matcher own = OWN_BUDGET.matcher(value.trim());
        if (own.matches()) {
            int b = Integer.parseInt(own.group(1));
            if (b < 1) {
                throw new ParameterException(line, option + " " + value + ": a search's budget is at least 1");
            }
            return BotKind.search(b);
        }
        BotKind k = BotKind.parse(value, budget);
        if (k == null) {
            throw new ParameterException(line, option + " is heuristic, search (search:N for a budget of its own) or random, not \"" + value + "\"");
        }
        return k;
    }
}
