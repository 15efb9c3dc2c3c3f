package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import meq.data.ShadowTiming;
import meq.state.GameState;
import meq.state.SnapshotReader;
import meq.state.SnapshotWriter;
import org.junit.jupiter.api.Test;

/** A Shadow window on the step stack is saved with its timing's YAML word, as before the timings were typed. */
class ShadowTimingSnapshotTest {
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
}
