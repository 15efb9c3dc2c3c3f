package meq.data;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Every word of the cards' rule vocabulary is described in data/README.md, where a card's author looks. */
class VocabularyTest {
    private static String readme() throws Exception {
        return Files.readString(Path.of("data/README.md"));
    }

    private static List<String> undescribed(String readme, List<String> words) {
        List<String> out = new ArrayList<>();
        for (String w : words) {
            if (!Pattern.compile("`" + Pattern.quote(w) + "[`:]").matcher(readme).find()) {
                out.add(w);
            }
        }
        return out;
    }

    @Test
    void everyVerbIsDescribed() throws Exception {
        List<String> keys = new ArrayList<>();
        for (Verb v : Verb.values()) {
            keys.add(v.key());
        }
        assertThat(undescribed(readme(), keys)).as("verbs not in data/README.md").isEmpty();
    }

    @Test
    void everySpecialIsDescribed() throws Exception {
        List<String> keys = new ArrayList<>();
        for (RuleSpecial s : RuleSpecial.values()) {
            keys.add(s.key());
        }
        assertThat(undescribed(readme(), keys)).as("specials not in data/README.md").isEmpty();
    }

    @Test
    void everyConditionAndOngoingRuleIsDescribed() throws Exception {
        assertThat(undescribed(readme(), List.copyOf(RuleCondition.keys())))
                .as("conditions not in data/README.md").isEmpty();
        assertThat(undescribed(readme(), List.copyOf(OngoingRule.keys())))
                .as("ongoing rules not in data/README.md").isEmpty();
    }

    @Test
    void everyShadowTimingAndEveryWhoIsDescribed() throws Exception {
        assertThat(undescribed(readme(), Keyed.keys(ShadowTiming.class))).as("Shadow timings not in data/README.md")
                .isEmpty();
        assertThat(undescribed(readme(), Keyed.keys(EffectStep.Who.class))).as("who words not in data/README.md")
                .isEmpty();
    }
}
