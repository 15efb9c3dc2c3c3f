package meq.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.util.concurrent.CancellationException;
import meq.TestData;
import meq.bots.SearchBot;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.engine.Engine;
import meq.rules.playtest.Presets;
import meq.state.GameState;
import org.junit.jupiter.api.Test;

/**
 * The hint's first stage searched ahead (issue 34: an answer in under 2 seconds): started while the player reads,
 * it answers at once once its play-outs are done, with the figures `meq advise --budget B` gives with its seed; asked
 * sooner, it answers in the time given with the play-outs it has.
 */
class FirstAnswerTest {
    private static final Rules RULES = TestData.RULES;
    private final Engine engine = new Engine(RULES);

    private static GameState preset(String name) throws Exception {
        var file = Presets.find(name);
        return Presets.load(RULES, Files.readAllBytes(file), file.toString()).state();
    }

    @Test
    void searchedToItsEndBeforeItIsAskedItGivesTheFiguresOfTheSameBudgetAndSeed() throws Exception {
        GameState s = preset("finale-no-side-dominant");
        Ask ask = engine.current(s);
        View seen = engine.view(s, ask.seat());
        FirstAnswer first = FirstAnswer.start(RULES, s, seen, 77, 2, 16);
        for (int i = 0; i < 6_000 && !first.done(); i++) {
            Thread.sleep(10);
        }
        assertThat(first.done()).as("16 play-outs of a Finale in a minute").isTrue();
        Advice a = first.answer(0);
        assertThat(a).isEqualTo(Advice.of(RULES, seen, ask, 16, new SearchBot(RULES, 16, 77, 1).rate(s)));
        assertThat(a.played()).isEqualTo(16);
    }

    @Test
    void askedWithNoTimeLeftItAnswersWithThePlayOutsItHasAndAStoppedOneEndsCancelled() throws Exception {
        GameState s = preset("fresh-four-player");
        Ask ask = engine.current(s);
        View seen = engine.view(s, ask.seat());
        FirstAnswer first = FirstAnswer.start(RULES, s, seen, 5, 1, 1_000_000);
        Advice a = first.answer(0);
        assertThat(a.rows()).hasSize(ask.options().size());
        assertThat(a.played()).as("a million play-outs were not waited for").isLessThan(1_000_000);
        assertThat(a.budget()).isEqualTo(1_000_000);

        FirstAnswer stopped = FirstAnswer.start(RULES, s, seen, 5, 1, 1_000_000);
        stopped.stop();
        assertThatThrownBy(() -> stopped.answer(60_000)).isInstanceOf(CancellationException.class);
        assertThat(engine.current(s)).as("the state asked about is left as it was").isEqualTo(ask);
    }
}
