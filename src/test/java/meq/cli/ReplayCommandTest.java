package meq.cli;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.file.Files;
import java.nio.file.Path;
import meq.TestData;
import meq.rules.Rules;
import meq.rules.engine.StepNames;
import meq.rules.playtest.Presets;
import meq.session.OlderRules;
import meq.session.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * `meq replay` on a save whose later actions no longer apply: it says what was left out and where the game
 * resumes, prints that moment's digest, and `--out` keeps it as a preset that loads; the save is never written.
 */
class ReplayCommandTest {
    private static final Rules RULES = TestData.RULES;
    private static final Path FORMAT_1 = Path.of("src/test/resources/saves/format-1.yaml");

    @TempDir
    Path tmp;

    @Test
    void theFormatOneSaveIsReplayedAsFarAsItAppliesAndOutKeepsThatMomentAsAPreset() throws Exception {
        byte[] before = Files.readAllBytes(FORMAT_1);
        Session.Loaded loaded = Session.loadAsFarAsItApplies(RULES, FORMAT_1);
        OlderRules older = loaded.olderRules();
        String digest = StepNames.writer(RULES).digest(loaded.session().state());
        Path next = tmp.resolve("next.yaml");

        ValidateCommandTest.Run r = ValidateCommandTest.run("replay", FORMAT_1.toString(), "--out", next.toString());
        assertThat(r.code()).as("not replayed whole; stderr:%n%s", r.err()).isEqualTo(MeqCommand.BAD_INPUT);
        assertThat(r.err().lines()).containsExactly(older.refused().toString(), older.words());
        assertThat(r.err()).contains("action 50 of 120 no longer applies", "The last 71 of this game's 120 actions",
                "resumes after action 49, in turn 2");
        assertThat(r.out()).contains("actions: 49 (of 120 in the file; the last 71 no longer apply)",
                "turn: " + loaded.session().state().turn, "digest: " + digest, "written: " + next);
        assertThat(Files.readAllBytes(FORMAT_1)).as("the save is untouched").isEqualTo(before);

        Presets.Preset p = Presets.loadChecked(RULES, Files.readAllBytes(next), next.toString());
        assertThat(StepNames.writer(RULES).digest(p.state()))
                .as("the preset holds the moment reached").isEqualTo(digest);
        assertThat(p.description()).contains("first 49 of the 120 actions of format-1.yaml");
        ValidateCommandTest.Run inspect = ValidateCommandTest.run("inspect", next.toString());
        assertThat(inspect.code()).as("inspect reads it; stderr:%n%s", inspect.err()).isZero();
    }

    @Test
    void outNeverWritesOverTheSaveAndAWholeReplayExitsZero() throws Exception {
        Path save = Files.copy(FORMAT_1, tmp.resolve("old.yaml"));
        byte[] before = Files.readAllBytes(save);
        ValidateCommandTest.Run same = ValidateCommandTest.run("replay", save.toString(), "--out", tmp.resolve("./old.yaml").toString());
        assertThat(same.code()).isEqualTo(MeqCommand.BAD_USAGE);
        assertThat(same.err()).contains("that is the save being replayed, which stays as it is; nothing written");
        assertThat(Files.readAllBytes(save)).isEqualTo(before);

        Path whole = tmp.resolve("whole.yaml");
        ValidateCommandTest.Run ok = ValidateCommandTest.run("replay", "src/test/resources/saves/format-3.yaml", "--out", whole.toString());
        assertThat(ok.code()).as("stderr:%n%s", ok.err()).isZero();
        assertThat(ok.out()).contains("actions: 120").doesNotContain("no longer apply");
        assertThat(ok.err()).isEmpty();
        assertThat(Presets.loadChecked(RULES, Files.readAllBytes(whole), whole.toString()).description())
                .contains("every action of format-3.yaml");
    }
}
