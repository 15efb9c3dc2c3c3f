package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import meq.data.Verb;
import org.junit.jupiter.api.Test;

/**
 * A verb of the cards (an effect word in their YAML) has every one of its places, as docs/ARCHITECTURE.md counts
 * them ("A card with a new verb"): its constant with its key, its case in Verbs.run and its words in Naming.forWhat
 * (switches without a default, so the compiler refuses a verb missing there), and its line in data/README.md.
 */
class VerbPlacesTest {
    /** The places, as the architecture's paragraph names them. */
    private static final List<String> PLACES = List.of("`meq.data.Verb`", "`meq.rules.play.Verbs.run`",
            "`meq.rules.Naming.forWhat`", "data/README.md");

    /** The switches that name every verb (or every kind of value), by file and the method's opening. */
    private static final List<String[]> NO_DEFAULT = List.of(
            new String[] {"src/main/java/meq/rules/play/Verbs.java", "static void run(Ctx c, EffectStep st, Scope scope)"},
            new String[] {"src/main/java/meq/rules/Naming.java", "public static String forWhat(Verb verb, Object value)"},
            new String[] {"src/main/java/meq/data/RuleReader.java", "private Object value(Fields f, Node v, String field, Kind kind)"});

    @Test
    void everyVerbHasItsKeyItsWordsAndItsLine() throws Exception {
        String readme = Files.readString(Path.of("data/README.md"));
        List<String> missing = new ArrayList<>();
        for (Verb v : Verb.values()) {
            if (v.key() == null || v.key().isBlank() || Verb.byKey(v.key()) != v) {
                missing.add(v + ": its YAML key");
            }
            if (Naming.forWhat(v, 1).isEmpty() == v.onHero) {
                missing.add(v + (v.onHero ? ": its words in Naming.forWhat (it acts on a hero)"
                        : ": no words in Naming.forWhat (it does not act on a hero)"));
            }
            if (!Pattern.compile("`" + Pattern.quote(v.key()) + "[`:]").matcher(readme).find()) {
                missing.add(v + ": its line in data/README.md");
            }
        }
        assertThat(missing).as("verbs missing a place").isEmpty();
    }

    @Test
    void theSwitchesThatNameEveryVerbHaveNoDefault() throws Exception {
        for (String[] at : NO_DEFAULT) {
            String body = body(Files.readString(Path.of(at[0])), at[1]);
            assertThat(body).as("%s in %s: a default would let a new verb through unnamed", at[1], at[0])
                    .doesNotContain("default ->").doesNotContain("default:");
        }
    }

    @Test
    void theArchitectureCountsThePlacesTheTestsCheck() throws Exception {
        String doc = Files.readString(Path.of("docs/ARCHITECTURE.md"));
        int at = doc.indexOf("**A card with a new verb:**");
        assertThat(at).as("the paragraph on a new verb").isNotNegative();
        String paragraph = doc.substring(at, doc.indexOf("\n\n", at)).replaceAll("\\s+", " ");
        assertThat(paragraph).contains("four places besides the YAML");
        assertThat(PLACES).allSatisfy(p -> assertThat(paragraph).contains(p));
    }

    /** A method's text from its opening to its closing brace. */
    private static String body(String source, String opening) {
        int start = source.indexOf(opening);
        assertThat(start).as(opening).isNotNegative();
        int depth = 0;
        for (int i = source.indexOf('{', start); i < source.length(); i++) {
            char ch = source.charAt(i);
            depth += ch == '{' ? 1 : ch == '}' ? -1 : 0;
            if (depth == 0) {
                return source.substring(start, i + 1);
            }
        }
        throw new AssertionError("no end to " + opening);
    }
}
