package meq.cli;

import meq.data.Names;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/** The bots a command line names: heuristic (the default; "bot" is its old name) or random, in any case. */
final class BotChoice {
    static final String HEURISTIC = "heuristic";
    static final String RANDOM = "random";

    private BotChoice() {
    }

    /** True for the heuristic bot, false for the random one; bad usage for any other word. */
    static boolean heuristic(CommandLine line, String option, String value) {
        String k = Names.key(value);
        if (k.equals(HEURISTIC) || k.equals("bot")) {
            return true;
        }
        if (k.equals(RANDOM)) {
            return false;
        }
        throw new ParameterException(line, option + " is heuristic or random, not \"" + value + "\"");
    }

    /** The words the printed figures use for a side's bot. */
    static String word(boolean heuristic) {
        return heuristic ? HEURISTIC : RANDOM;
    }
}
