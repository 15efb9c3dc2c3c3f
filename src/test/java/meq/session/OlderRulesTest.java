package meq.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import meq.TestData;
import meq.bots.RandomBot;
import meq.data.DataException;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.IllegalActionException;
import meq.rules.Rules;
import meq.rules.words.GameLog;
import meq.state.GameState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A save whose later actions the mended rules no longer allow loads as far as they still apply, says what was left
 * out and where the game resumes, and plays on from there; the file itself is not touched.
 */
class OlderRulesTest {
    private static final Rules RULES = TestData.RULES;
    private static final Path FORMAT_1 = Path.of("src/test/resources/saves/format-1.yaml");

    @TempDir
    Path tmp;

    @Test
    void theFormatOneSaveResumesAfterItsLastActionThatStillAppliesAndItsFileIsUntouched() throws Exception {
        // saved when Sauron still placed a monster token blind; action 50 is such a placing (see SessionTest)
        byte[] before = Files.readAllBytes(FORMAT_1);
        List<Action> all = GameLog.read(before, "format-1.yaml").actions();

        Session.Loaded loaded = Session.loadAsFarAsItApplies(RULES, FORMAT_1);
        OlderRules older = loaded.olderRules();
        Session s = loaded.session();
        assertThat(older.kept()).isEqualTo(49);
        assertThat(older.total()).isEqualTo(all.size()).isEqualTo(120);
        assertThat(older.dropped()).isEqualTo(71);
        assertThat(s.log().actions()).isEqualTo(all.subList(0, 49));
        GameState asFarAsItApplies = GameLog.read(before, "format-1.yaml").withActions(all.subList(0, 49)).replay(RULES);
        assertThat(s.state()).isEqualTo(asFarAsItApplies);
        assertThatThrownBy(() -> s.engine().apply(asFarAsItApplies.copy(), all.get(49)))
                .as("the first action left out is refused where the game resumes")
                .isInstanceOf(IllegalActionException.class);

        assertThat(older.words()).isEqualTo("The last 71 of this game's 120 actions were made under older rules; the"
                + " game resumes after action 49, in turn 2, at Sauron · Action: Sauron is asked “Command monsters and"
                + " minions (3 left)”.");
        assertThat(older.refused().toString()).startsWith(FORMAT_1 + ":100:3: actions[49]: action 50 of 120 no"
                + " longer applies: ");
        assertThat(older.why()).as("in the players' words, not the action's Java form").isEqualTo("action 50 of 120"
                + " no longer applies: “Place a monster token from the blue pile at Pelargir” is not among the choices"
                + " there: Sauron is asked “Command monsters and minions (3 left)” (14 choices)");
        assertThat(s.unsavedActions()).as("nothing to lose by closing: the file holds more").isZero();

        // the players go on from there; their save holds the game as played, and the old file is as it was
        RandomBot bot = new RandomBot(50);
        for (int i = 0; i < 5; i++) {
            s.apply(bot.choose(s.engine().current(s.state())));
        }
        assertThat(Files.readAllBytes(FORMAT_1)).isEqualTo(before);
        Path next = tmp.resolve("next.yaml");
        s.save(next);
        Session back = Session.load(RULES, next);
        assertThat(back.log().actions()).hasSize(54);
        assertThat(back.state()).isEqualTo(s.state());
        assertThat(Files.readAllBytes(FORMAT_1)).isEqualTo(before);
    }

    @Test
    void aSaveWhoseActionsAllApplyLeavesNothingOut() throws Exception {
        Session.Loaded loaded = Session.loadAsFarAsItApplies(RULES, Path.of("src/test/resources/saves/format-3.yaml"));
        assertThat(loaded.olderRules()).isNull();
        assertThat(loaded.session().log().actions()).hasSize(120);
    }

    @Test
    void aSaveWhoseFirstActionNoLongerAppliesResumesAtItsStartAndABrokenOneIsStillRefused() throws Exception {
        Session fresh = Session.of(RULES, new GameLog(List.of("beravor"), 5, List.of()));
        Ask asked = fresh.engine().current(fresh.state());
        Action first = asked.options().get(0);
        Path twice = tmp.resolve("twice.yaml");
        Files.writeString(twice, new GameLog(List.of("beravor"), 5, List.of(Action.PASS, first)).write());
        OlderRules older = Session.loadAsFarAsItApplies(RULES, twice).olderRules();
        assertThat(older.kept()).isZero();
        assertThat(older.words()).isEqualTo("All 2 of this game's actions were made under older rules; the game"
                + " resumes at its start, in turn 1, at Setup: Sauron is asked “" + asked.prompt() + "”.");

        Path broken = tmp.resolve("broken.yaml");
        Files.writeString(broken, "format: 3\nheroes: [beravor]\nseed: 3\nactions:\n  - {action: Fly, to: 3}\n");
        assertThatThrownBy(() -> Session.loadAsFarAsItApplies(RULES, broken)).isInstanceOf(DataException.class)
                .hasMessageContaining("broken.yaml:5:14: actions[0].action: unknown action \"Fly\"");
    }
}
