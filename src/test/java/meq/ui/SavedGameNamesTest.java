package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import meq.rules.words.GameLog;
import meq.session.Session;
import org.junit.jupiter.api.Test;

/** The Saved game tab names a game's players as the table calls them (GameLog.names), and its heroes. */
class SavedGameNamesTest {
    private static SavedGameTab.Unfinished unfinished(Map<String, String> names) {
        Session s = Session.of(OddsDialogTest.RULES, new GameLog(List.of("eleanor", "thalin"), 7, List.of()));
        s.names(names);
        return new SavedGameTab.Unfinished(Path.of("game-2026-11-27T10-00-00-000.yaml"),
                LocalDateTime.of(2026, 11, 27, 11, 0), s, null);
    }

    @Test
    void aGameWithNamedPlayersIsListedWithTheirNames() {
        String listed = SavedGameTab.describe(OddsDialogTest.RULES,
                unfinished(Map.of("sauron", "Anna", "eleanor", "Bob")));
        assertThat(listed).startsWith("Bob (Eleanor), Thálin against Anna (Sauron)  ·  turn 1");
    }

    @Test
    void aGameWithoutNamesIsListedByItsSeats() {
        assertThat(SavedGameTab.describe(OddsDialogTest.RULES, unfinished(Map.of())))
                .startsWith("Eleanor, Thálin against Sauron  ·  turn 1");
    }
}
