package meq.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** `meq advise PRESET`: each option of the open question with the search's win rate and its interval. */
class AdviseCommandTest {
    @Test
    void eachOptionOfTheOpenQuestionIsRatedWithItsIntervalTheSameForASeed() {
        var r = ValidateCommandTest.run("advise", "fresh-four-player", "--budget", "12", "--threads", "1");
        assertThat(r.code()).as(r.err()).isEqualTo(MeqCommand.OK);
        assertThat(r.out()).contains("Sauron decides: Take an action", "search: 12 play-outs, seed 1, 1 thread;",
                "Place influence", "Pass / done", "95% interval", "play-outs/s");
        var again = ValidateCommandTest.run("advise", "fresh-four-player", "--budget", "12", "--threads", "2");
        assertThat(figures(again.out())).isEqualTo(figures(r.out()));
    }

    @Test
    void aMissingPresetIsBadInputAndANoughtBudgetBadUsage() {
        assertThat(ValidateCommandTest.run("advise", "no-such-preset").code()).isEqualTo(MeqCommand.BAD_INPUT);
        assertThat(ValidateCommandTest.run("advise", "fresh-four-player", "--budget", "0").code())
                .isEqualTo(MeqCommand.BAD_USAGE);
    }

    /** The rated lines alone (not the threads or the rate). */
    private static String figures(String out) {
        StringBuilder b = new StringBuilder();
        for (String line : out.split("\n")) {
            if (line.contains("% interval")) {
                b.append(line).append('\n');
            }
        }
        return b.toString();
    }
}
