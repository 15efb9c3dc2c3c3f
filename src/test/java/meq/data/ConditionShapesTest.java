package meq.data;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A requirement's and a selector's arrays say what their map and set say, in the same order. */
class ConditionShapesTest {
    @Test
    void aRequirementsConditionsInTheMapsOrder() {
        Map<RuleCondition, Object> all = new LinkedHashMap<>();
        all.put(RuleCondition.HERO_FAVOR_AT_MOST, 4);
        all.put(RuleCondition.STAGE, 2);
        Requirement r = new Requirement(all, List.of(), null);
        List<RuleCondition> keys = new ArrayList<>();
        for (int i = 0; i < r.size(); i++) {
            keys.add(r.key(i));
            assertThat(r.value(i)).isEqualTo(r.all().get(r.key(i)));
        }
        assertThat(keys).isEqualTo(List.copyOf(r.all().keySet()));
        Requirement same = new Requirement(Map.of(RuleCondition.STAGE, 2, RuleCondition.HERO_FAVOR_AT_MOST, 4),
                List.of(), null);
        assertThat(same).isEqualTo(r).hasSameHashCodeAs(r);
        assertThat(r).isNotEqualTo(new Requirement(all, List.of(), same));
        assertThat(r.toString()).isEqualTo("Requirement[all=" + r.all() + ", anyOf=[], not=null]");
    }

    @Test
    void aSelectorsKindWithoutChoosingAndItsFlagsInTheSetsOrder() {
        Selector s = new Selector("choose:within", List.of(), 1, "hero", Set.of("notHaven", "withInfluence", "noPlot"));
        assertThat(s.base()).isEqualTo("within");
        assertThat(s.chooses()).isTrue();
        assertThat(Selector.of("anywhere").base()).isEqualTo("anywhere");
        assertThat(Selector.of("anywhere").chooses()).isFalse();
        List<String> flags = new ArrayList<>();
        for (int i = 0; i < s.flagCount(); i++) {
            flags.add(s.flag(i));
        }
        assertThat(flags).isEqualTo(List.copyOf(s.flags()));
        Selector same = new Selector("choose:within", List.of(), 1, "hero", Set.of("noPlot", "withInfluence", "notHaven"));
        assertThat(same).isEqualTo(s).hasSameHashCodeAs(s);
        assertThat(s).isNotEqualTo(new Selector("within", List.of(), 1, "hero", s.flags()));
        assertThat(Selector.location("bree").toString())
                .isEqualTo("Selector[kind=location, ids=[bree], range=0, of=null, flags=[]]");
    }
}
