package meq.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import meq.TestData;
import meq.rules.playtest.Presets;
import meq.state.GameState;
import org.junit.jupiter.api.Test;

/** Where the heuristic bot would answer otherwise than the search: the same counts at any thread count. */
class DisagreementsTest {
    @Test
    void countsEachSidesQuestionsByKindTheSameAtAnyThreadCount() throws Exception {
        var file = Presets.find("finale-no-side-dominant");
        GameState finale = Presets.load(TestData.RULES, Files.readAllBytes(file), file.toString()).state();
        Disagreements d = new Disagreements(TestData.RULES);
        var one = d.run(finale, 3, 9, 1, 2, done -> { });
        assertThat(one).containsKeys("heroes: combat card", "sauron: combat card");
        assertThat(one.values()).allSatisfy(c -> assertThat(c.differ()).isBetween(0, c.asked()));
        assertThat(d.run(finale, 3, 9, 2, 2, done -> { })).isEqualTo(one);
    }

    @Test
    void aQuestionsKindLeavesOutTheNamesAndFiguresOfTheMoment() {
        assertThat(Disagreements.kind("Choose a combat card against the Witch-king (face up: 2)"))
                .isEqualTo("combat card");
        assertThat(Disagreements.kind("Fight the Witch-king: how much agility do you spend? (up to 3)"))
                .isEqualTo("agility to spend");
        assertThat(Disagreements.kind("Retreat to an adjacent location?")).isEqualTo("Retreat to an adjacent location");
    }
}
