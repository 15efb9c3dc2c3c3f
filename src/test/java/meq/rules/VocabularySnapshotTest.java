package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.charset.StandardCharsets;
import java.util.List;
import meq.data.ShadowTiming;
import meq.rules.engine.Setup;
import meq.rules.play.EffectSteps;
import meq.rules.play.Fights;
import meq.rules.play.Shadows;
import meq.state.GameState;
import meq.state.Seat;
import meq.state.SnapshotReader;
import meq.state.SnapshotWriter;
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
        String yaml = new SnapshotWriter(R.cards(), R.board()).write(s);
        assertThat(yaml).contains("timing: heroDefeated").doesNotContain("HERO_DEFEATED");
        GameState back = new SnapshotReader(R.cards(), R.board()).read(yaml.getBytes(StandardCharsets.UTF_8), "t.yaml",
                Setup.newGame(R, List.of("eleanor", "thalin"), 3));
        assertThat(back.stack.peek()).isEqualTo(s.stack.peek());
    }

    @Test
    void aLocationPickIsWrittenAndReadByItsPurposesWords() throws Exception {
        for (EffectSteps.Purpose purpose : List.of(new EffectSteps.MoveHero(), new EffectSteps.PlaceCharacter("gandalf"),
                new EffectSteps.DamageMinion(2))) {
            GameState s = Setup.newGame(R, List.of("eleanor", "thalin"), 3);
            s.stack.clear();
            s.stack.push(new EffectSteps.PickLocation(Seat.SAURON, purpose, List.of(3, 4), Scope.of("thalin", -1),
                    null));
            String yaml = new SnapshotWriter(R.cards(), R.board()).write(s);
            assertThat(yaml).contains("what: " + purpose.key());
            GameState back = new SnapshotReader(R.cards(), R.board()).read(yaml.getBytes(StandardCharsets.UTF_8),
                    "t.yaml", Setup.newGame(R, List.of("eleanor", "thalin"), 3));
            assertThat(back.stack.peek()).isEqualTo(s.stack.peek());
        }
        assertThat(new EffectSteps.PlaceCharacter("gandalf").key()).isEqualTo("character:gandalf");
        assertThat(new EffectSteps.DamageMinion(2).key()).isEqualTo("minionDamage:2");
    }

    @Test
    void aFightsPhaseIsWrittenAndReadByItsNumber() throws Exception {
        GameState s = Setup.newGame(R, List.of("eleanor", "thalin"), 3);
        s.stack.clear();
        s.stack.push(new Fights.Fight("thalin", "orc", false, -1, Fights.Context.TRAVEL, -1, Fights.Phase.SAURON_DRAWS,
                null, -1, -1, 0));
        String yaml = new SnapshotWriter(R.cards(), R.board()).write(s);
        assertThat(yaml).contains("phase: 0").doesNotContain("SAURON_DRAWS");
        GameState back = new SnapshotReader(R.cards(), R.board()).read(yaml.getBytes(StandardCharsets.UTF_8), "t.yaml",
                Setup.newGame(R, List.of("eleanor", "thalin"), 3));
        assertThat(back.stack.peek()).isEqualTo(s.stack.peek());
    }
}
