package meq.session;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import meq.TestData;
import meq.bots.RandomBot;
import meq.rules.Rules;
import meq.rules.words.GameLog;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A game's story survives a save and a replay; each game autosaves to a file of its own; unsaved work is counted. */
class SessionHistoryTest {
    static Rules rules;

    @TempDir
    Path tmp;

    @BeforeAll
    static void load() throws Exception {
        rules = TestData.RULES;
    }

    @Test
    void aLoadedGameHasTheWholeStoryItToldWhilePlayed() throws Exception {
        Session s = SessionTest.play(Session.of(rules, new GameLog(List.of("argalad", "thalin"), 42, List.of())), 42, 300);
        List<Session.Moment> told = s.history();
        assertThat(told).hasSize(s.log().actions().size() + 1); // the opening, then one moment per action
        assertThat(told.stream().mapToInt(m -> m.events().size()).sum()).as("it tells a story").isGreaterThan(100);
        Path file = tmp.resolve("g.yaml");
        s.save(file);
        assertThat(Session.load(rules, file).history()).isEqualTo(told);
        // an undo replays the game: the story is told again without the action taken back
        Session u = Session.of(rules, new GameLog(List.of("argalad", "thalin"), 42, List.of()));
        RandomBot bot = new RandomBot(9);
        boolean undone = false;
        for (int i = 0; i < 500 && !undone && u.engine().current(u.state()) != null; i++) {
            u.apply(bot.choose(u.engine().current(u.state())));
            if (u.whyNoUndo() == null) {
                List<Session.Moment> before = List.copyOf(u.history());
                u.undo();
                assertThat(u.history()).isEqualTo(before.subList(0, before.size() - 1));
                undone = true;
            }
        }
        assertThat(undone).isTrue();
    }

    @Test
    void unsavedActionsCountFromTheLastFileOfThePlayersNotTheAutosave() throws Exception {
        Session s = Session.of(rules, new GameLog(List.of("eleanor"), 3, List.of()));
        s.autosaveTo(tmp.resolve("auto.yaml"));
        assertThat(s.unsavedActions()).isZero();
        SessionTest.play(s, 3, 12);
        assertThat(s.unsavedActions()).isEqualTo(12);
        assertThat(Files.exists(tmp.resolve("auto.yaml"))).isTrue();
        s.save(tmp.resolve("mine.yaml"));
        assertThat(s.unsavedActions()).isZero();
        SessionTest.play(s, 4, 2);
        assertThat(s.unsavedActions()).isEqualTo(2);
        assertThat(Session.load(rules, tmp.resolve("mine.yaml")).unsavedActions()).as("a loaded game").isZero();
    }

    @Test
    void everyNewGameTakesAnAutosaveFileOfItsOwnNamedByItsStart() {
        String home = System.getProperty("user.home");
        System.setProperty("user.home", tmp.toString());
        try {
            Set<Path> files = new HashSet<>();
            for (int i = 0; i < 50; i++) {
                files.add(Session.newAutosaveFile()); // many in the same millisecond
            }
            assertThat(files).hasSize(50).allSatisfy(f -> {
                assertThat(f.getParent()).isEqualTo(Session.autosaveFolder());
                assertThat(Session.startedAt(f)).isPresent();
            });
            assertThat(Session.startedAt(Path.of("autosave.yaml"))).isEmpty();
        } finally {
            System.setProperty("user.home", home);
        }
    }
}
