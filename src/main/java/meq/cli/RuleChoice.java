package meq.cli;

import java.util.EnumSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import meq.data.Keyed;
import meq.state.OptionalRule;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/** The optional rules a command line names with {@code --rule}, each by its word in saves (docs/SAVE-FORMAT.md). */
final class RuleChoice {
    static final String HELP = "Play with this optional rule too (repeatable): ${COMPLETION-CANDIDATES}.";

    private RuleChoice() {
    }

    /** The words --rule takes, for its help. */
    static final class Words implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Keyed.keys(OptionalRule.class).iterator();
        }
    }

    /** The optional rules of these words; bad usage for any other word, naming the words known. */
    static Set<OptionalRule> of(CommandLine line, List<String> words) {
        Set<OptionalRule> out = EnumSet.noneOf(OptionalRule.class);
        for (String w : words) {
            OptionalRule r = Keyed.byKey(OptionalRule.class, w);
            if (r == null) {
                throw new ParameterException(line, "--rule \"" + w + "\": no such optional rule; the optional rules"
                        + " are " + String.join(", ", Keyed.keys(OptionalRule.class)));
            }
            out.add(r);
        }
        return out;
    }

    /** The rules as a command's output names them after its other facts ("" when none). */
    static String named(String separator, Set<OptionalRule> rules) {
        return rules.isEmpty() ? "" : separator + "rules: "
                + String.join(" ", rules.stream().map(OptionalRule::key).toList());
    }
}
