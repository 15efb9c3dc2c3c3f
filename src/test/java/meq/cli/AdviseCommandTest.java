package meq.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import meq.TestData;
import meq.bots.HeuristicBot;
import meq.rules.words.GameLog;
import meq.rules.words.Inspection;
import meq.session.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `meq advise PRESET`: each option of the open question with the search's win rate and its interval. */
class AdviseCommandTest {
    @Test
    void eachOptionOfTheOpenQuestionIsRatedWithItsIntervalTheSameForASeed() {
        var r = ValidateCommandTest.run("advise", "fresh-four-player", "--budget", "12", "--threads", "1");
        assertThat(r.code()).as(r.err()).isEqualTo(MeqCommand.OK);
        assertThat(r.out()).contains("Sauron decides: Take an action", "search: 12 play-outs, seed 1, 1 thread;",
                "Place influence", "Take no more actions", "95% interval", "play-outs/s");
        var again = ValidateCommandTest.run("advise", "fresh-four-player", "--budget", "12", "--threads", "2");
        assertThat(figures(again.out())).isEqualTo(figures(r.out()));
    }

    @Test
    void asTheHintEachStageIsTimedAndSaidInPlainWords() {
        var r = ValidateCommandTest.run("advise", "finale-no-side-dominant", "--hint", "--threads", "1");
        assertThat(r.code()).as(r.err()).isEqualTo(MeqCommand.OK);
        assertThat(r.out()).contains("Choose the champion", "128 play-outs: ", "512 play-outs: ", "for the heroes");
        assertThat(r.out().lines().filter(l -> l.matches(" *\\d+\\.\\d\\d s  \\d+ play-outs: "
                + "(The play-outs favour|Too close to call).*"))).as(r.out()).hasSize(3);
    }

    @Test
    void aMissingPresetIsBadInputAndANoughtBudgetBadUsage() {
        assertThat(ValidateCommandTest.run("advise", "no-such-preset").code()).isEqualTo(MeqCommand.BAD_INPUT);
        assertThat(ValidateCommandTest.run("advise", "fresh-four-player", "--budget", "0").code())
                .isEqualTo(MeqCommand.BAD_USAGE);
    }

    @Test
    void aSavedGameIsAdvisedAtItsOpenQuestion(@TempDir Path dir) throws Exception {
        Session s = Session.of(TestData.RULES, new GameLog(List.of("eometh", "thalin"), 8, List.of()));
        HeuristicBot bot = new HeuristicBot(TestData.RULES, 8);
        for (int i = 0; i < 40; i++) {
            s.apply(bot.choose(s.engine().view(s.state(), s.engine().current(s.state()).seat())));
        }
        Path save = dir.resolve("game.yaml");
        Files.writeString(save, s.log().write());
        var r = ValidateCommandTest.run("advise", save.toString(), "--budget", "6", "--threads", "1");
        assertThat(r.code()).as(r.err()).isEqualTo(MeqCommand.OK);
        String seat = Inspection.seatName(TestData.RULES, s.engine().current(s.state()).seat());
        assertThat(r.out()).startsWith("saved game (game.yaml)\n" + seat + " decides: ");
        assertThat(figures(r.out())).isNotEmpty();
        var two = ValidateCommandTest.run("advise", save.toString(), "--budget", "6", "--threads", "2");
        assertThat(figures(two.out())).isEqualTo(figures(r.out()));

        Files.writeString(save, s.log().write().replace("actions:", "actions: [oops"));
        var broken = ValidateCommandTest.run("advise", save.toString());
        assertThat(broken.code()).isEqualTo(MeqCommand.BAD_INPUT);
        assertThat(broken.err()).contains("game.yaml:");
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
