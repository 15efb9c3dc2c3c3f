package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import meq.data.ShadowTiming;
import meq.rules.engine.Setup;
import meq.rules.engine.StepNames;
import meq.rules.play.EffectSteps;
import meq.rules.play.Fights;
import meq.rules.play.Shadows;
import meq.state.GameState;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * Typed words of the rules on the step stack (a Shadow window's timing, what a location is picked for) are saved
 * with the words files held before they were typed.
 */
class VocabularySnapshotTest {
    private static final Rules R = Fixture.RULES;

    @Test
    void aWindowIsWrittenAndReadByItsWord() throws Exception {
        GameState s = Setup.newGame(R, List.of("eleanor", "thalin"), 3);
        s.stack.clear(); // the setup's own steps (card effects) are not written out
        s.stack.push(new Shadows.Window(ShadowTiming.HERO_DEFEATED, Scope.of("thalin", -1)));
        String yaml = StepNames.writer(R).write(s);
        assertThat(yaml).contains("timing: heroDefeated").doesNotContain("HERO_DEFEATED");
        GameState back = StepNames.reader(R).read(yaml.getBytes(StandardCharsets.UTF_8), "t.yaml",
                Setup.newGame(R, List.of("eleanor", "thalin"), 3));
        assertThat(back.stack.peek()).isEqualTo(s.stack.peek());
    }

    @Test
    void aLocationPickIsWrittenAndReadByItsPurposesWords() throws Exception {
        Map<EffectSteps.Purpose, String> words = Map.of(new EffectSteps.MoveHero(), "moveHero",
                new EffectSteps.PlaceCharacter("gandalf"), "character:gandalf", new EffectSteps.DamageMinion(2),
                "minionDamage:2");
        for (EffectSteps.Purpose purpose : words.keySet()) {
            GameState s = Setup.newGame(R, List.of("eleanor", "thalin"), 3);
            s.stack.clear();
            s.stack.push(new EffectSteps.PickLocation(Seat.SAURON, purpose, List.of(3, 4), Scope.of("thalin", -1),
                    null));
            String yaml = StepNames.writer(R).write(s);
            assertThat(yaml).contains("what: " + words.get(purpose));
            GameState back = StepNames.reader(R).read(yaml.getBytes(StandardCharsets.UTF_8),
                    "t.yaml", Setup.newGame(R, List.of("eleanor", "thalin"), 3));
            assertThat(back.stack.peek()).isEqualTo(s.stack.peek());
        }
    }

    @Test
    void aFightsPhaseIsWrittenAndReadByItsNumber() throws Exception {
        GameState s = Setup.newGame(R, List.of("eleanor", "thalin"), 3);
        s.stack.clear();
        s.stack.push(new Fights.Fight("thalin", "orc", false, -1, Fights.Context.TRAVEL, -1, Fights.Phase.SAURON_DRAWS,
                null, -1, -1, 0));
        String yaml = StepNames.writer(R).write(s);
        assertThat(yaml).contains("phase: 0").doesNotContain("SAURON_DRAWS");
        GameState back = StepNames.reader(R).read(yaml.getBytes(StandardCharsets.UTF_8), "t.yaml",
                Setup.newGame(R, List.of("eleanor", "thalin"), 3));
        assertThat(back.stack.peek()).isEqualTo(s.stack.peek());
    }
}
