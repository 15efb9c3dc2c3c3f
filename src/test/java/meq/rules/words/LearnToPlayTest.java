package meq.rules.words;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import meq.TestData;
import meq.bots.HeuristicBot;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.data.HowToPlay;
import meq.data.Lessons;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.View;
import meq.rules.engine.StepNames;
import meq.rules.playtest.Presets;
import meq.session.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Learn to play: each guide's lessons name steps that exist, and its preset, played through the engine with the
 * lessons' suggestions and the bots of the start screen's guide on the other seats, reaches every lesson in order
 * with its suggested option on offer, and never stalls.
 */
class LearnToPlayTest {
    /** No guide should need more questions than this to tell all its lessons. */
    private static final int QUESTIONS = 400;

    @Test
    void thereIsAGuideForEachSideAndEveryLessonNamesAStepThatAsks() throws DataException {
        List<Lessons> guides = Lessons.bundled();
        assertThat(guides).extracting(Lessons::seat).containsExactly("sauron", "hero");
        for (Lessons g : guides) {
            assertThat(g.lessons()).as(g.id()).hasSizeBetween(8, 12);
            for (Lessons.Lesson l : g.lessons()) {
                assertThat(StepNames.known(l.step())).as(g.id() + ": " + l.step()).isTrue();
            }
        }
    }

    /** The guide's game as the start screen makes it: its preset, from its start. */
    static Session game(Lessons lessons) throws Exception {
        Path file = DataLoader.bundledRoot().resolve("presets/" + lessons.preset() + ".yaml");
        byte[] bytes = Files.readAllBytes(file);
        Presets.Preset preset = Presets.loadChecked(TestData.RULES, bytes, file.toString());
        List<String> heroes = preset.state().heroes.stream().map(h -> h.id).toList();
        return Session.of(TestData.RULES, new GameLog(heroes, preset.seed(), List.of(), Set.of(),
                new String(bytes, StandardCharsets.UTF_8), null).withGuide(lessons.id()));
    }

    private static Guide guide(Lessons lessons, Session game) {
        Guide g = new Guide(TestData.RULES, lessons, game.log().heroes());
        g.follow(game.log());
        return g;
    }

    /** The question now asked of the game. */
    private static Ask asked(Session game) {
        return game.engine().current(game.state());
    }

    @Test
    void eachGuidePlayedWithItsSuggestionsReachesEveryLessonInOrder() throws Exception {
        for (Lessons lessons : Lessons.bundled()) {
            Session game = game(lessons);
            Guide guide = guide(lessons, game);
            // the table's Easy bot on the other seats (BotSeats seeds it so); the learner's other questions by a bot too
            HeuristicBot others = new HeuristicBot(TestData.RULES, game.log().seed() * 31 + 7);
            HeuristicBot learner = new HeuristicBot(TestData.RULES, 1);
            List<Integer> reached = new ArrayList<>();
            for (int i = 0; i < QUESTIONS && !guide.done(); i++) {
                Ask ask = asked(game);
                assertThat(ask).as("%s: the game stopped before lesson %d", lessons.id(), guide.told() + 1).isNotNull();
                assertThat(ask.options()).as("%s: a question with no options", lessons.id()).isNotEmpty();
                View v = game.engine().view(game.state(), ask.seat());
                Lessons.Lesson open = guide.open();
                Action a;
                if (open != null) {
                    assertThat(ask.seat()).isEqualTo(guide.learner());
                    assertThat(StepNames.asking(game.state())).isEqualTo(open.step());
                    reached.add(guide.told());
                    if (open.suggest() != null) {
                        assertThat(guide.suggested()).as("%s lesson %d (%s): no option reads \"%s\"", lessons.id(),
                                guide.told() + 1, open.step(), open.suggest()).isNotNull();
                    }
                    a = guide.suggested() != null ? guide.suggested() : learner.choose(v);
                } else {
                    a = (ask.seat().equals(guide.learner()) ? learner : others).choose(v);
                }
                game.apply(a);
                guide.follow(game.log());
                if (open != null) {
                    assertThat(guide.last().lesson()).isSameAs(open);
                    assertThat(guide.last().followed()).isTrue();
                    assertThat(guide.lastAnswerClosed()).isTrue();
                }
            }
            List<Integer> all = new ArrayList<>();
            for (int i = 0; i < lessons.lessons().size(); i++) {
                all.add(i);
            }
            assertThat(reached).as("%s: the lessons reached, in order", lessons.id()).isEqualTo(all);
            assertThat(asked(game)).as("%s: the game goes on after the last lesson", lessons.id()).isNotNull();
        }
    }

    @Test
    void aLessonAnsweredOtherwiseIsClosedAndTheNextWaits() throws Exception {
        Lessons lessons = Lessons.bundled().get(0); // Sauron's: its first lesson suggests playing a plot
        Session game = game(lessons);
        Guide guide = guide(lessons, game);
        assertThat(guide.open()).isSameAs(lessons.lessons().get(0));
        game.apply(Action.PASS); // "Do neither"
        guide.follow(game.log());
        assertThat(guide.last().followed()).isFalse();
        assertThat(guide.last().number()).isEqualTo(1);
        assertThat(guide.last().answer()).isEqualTo("Do neither");
        assertThat(guide.open()).isSameAs(lessons.lessons().get(1));
    }

    @Test
    void anUndoStepsTheGuideBackToTheLessonOfTheQuestionAskedAgain() throws Exception {
        Lessons lessons = Lessons.bundled().get(0);
        Session game = game(lessons);
        Guide guide = guide(lessons, game);
        for (int n = 1; n <= 3; n++) { // a plot played, then influence placed: lesson 4 asked
            assertThat(guide.open()).as("lesson %d asked", n).isSameAs(lessons.lessons().get(n - 1));
            game.apply(guide.suggested());
            guide.follow(game.log());
        }
        assertThat(guide.open()).as("lesson 4 asked").isSameAs(lessons.lessons().get(3));

        assertThat(game.whyNoUndo()).as("the test undoes a move that revealed nothing").isNull();
        game.undo();
        guide.follow(game.log());
        assertThat(guide.open()).as("undone once: lesson 3's question again").isSameAs(lessons.lessons().get(2));
        assertThat(guide.told()).isEqualTo(2);
        assertThat(guide.last().number()).isEqualTo(2);

        assertThat(game.whyNoUndo()).isNull();
        game.undo();
        guide.follow(game.log());
        assertThat(guide.open()).as("undone twice: lesson 2's question again").isSameAs(lessons.lessons().get(1));
        assertThat(guide.told()).isEqualTo(1);
        assertThat(guide.last().lesson()).isSameAs(lessons.lessons().get(0));

        game.redo();
        guide.follow(game.log());
        assertThat(guide.open()).as("redone: lesson 3 again").isSameAs(lessons.lessons().get(2));
    }

    @Test
    void aGuideSavedMidwayIsOneWhenLoadedAndItsNextLessonShows(@TempDir Path dir) throws Exception {
        Lessons lessons = Lessons.bundled().get(1); // the hero's: Sauron's bot moves between the lessons
        Session game = game(lessons);
        Guide guide = guide(lessons, game);
        HeuristicBot others = new HeuristicBot(TestData.RULES, game.log().seed() * 31 + 7);
        for (int i = 0; i < QUESTIONS && guide.told() < 2; i++) {
            Ask ask = asked(game);
            game.apply(guide.open() != null ? guide.suggested()
                    : others.choose(game.engine().view(game.state(), ask.seat())));
            guide.follow(game.log());
        }
        assertThat(guide.told()).as("two lessons closed before the save").isEqualTo(2);
        Path file = dir.resolve("guide.yaml");
        game.save(file);
        assertThat(Files.readString(file)).as("the save names its guide by its file's name")
                .contains("guide: " + lessons.id());

        Session loaded = Session.load(TestData.RULES, file);
        assertThat(loaded.log().guide()).isEqualTo(lessons.id());
        Guide again = guide(lessons, loaded);
        assertThat(again.told()).isEqualTo(2);
        assertThat(again.last().lesson()).isSameAs(lessons.lessons().get(1));
        assertThat(again.open()).isEqualTo(guide.open());
        // the next lesson shows when its question comes, as it would have unsaved
        for (int i = 0; i < QUESTIONS && again.open() == null; i++) {
            loaded.apply(others.choose(loaded.engine().view(loaded.state(), asked(loaded).seat())));
            again.follow(loaded.log());
        }
        assertThat(again.open()).as("lesson 3 after the load").isSameAs(lessons.lessons().get(2));
    }

    @Test
    void aSaveWithoutAGuideIsNoGuideAndABadGuideNameIsRefusedWithItsLine(@TempDir Path dir) throws Exception {
        assertThat(Session.load(TestData.RULES, Path.of("src/test/resources/saves/format-3.yaml")).log().guide())
                .as("a save from before guides were saved").isNull();
        Session game = game(Lessons.bundled().get(0));
        Path file = dir.resolve("bad-guide.yaml");
        game.save(file);
        Files.writeString(file, Files.readString(file).replace("guide: learn-sauron", "guide: Learn Sauron!"));
        String before = Files.readString(file);
        int line = Files.readAllLines(file).indexOf("guide: Learn Sauron!") + 1;
        assertThatThrownBy(() -> Session.load(TestData.RULES, file)).isInstanceOf(DataException.class)
                .hasMessageContaining("bad-guide.yaml:" + line + ":").hasMessageContaining("guide");
        assertThat(Files.readString(file)).as("the file is left as it was").isEqualTo(before);
    }

    @Test
    void aGuideWithAnUnknownPageOrPresetOrSeatIsRefusedWithItsLines(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("help"));
        Files.createDirectories(dir.resolve("presets"));
        Files.writeString(dir.resolve("presets/learn-here.yaml"), "title: a preset\nheroes: [{id: eleanor}]\n");
        Files.writeString(dir.resolve("help/learn-sauron.yaml"), """
                title: Learn
                about: One sentence.
                preset: no-such-preset
                seat: sauron
                lessons:
                  - step: SauronTurn.PlotStep
                    page: no-such-page
                    text: Play a plot.
                end: Done.
                """);
        Files.writeString(dir.resolve("help/learn-hero.yaml"), """
                title: Learn
                about: One sentence.
                preset: learn-here
                seat: everyone
                lessons:
                  - step: HeroTurn.Rest
                    page: hero-turn
                    text: Rest or not.
                end: Done.
                """);
        assertThatThrownBy(() -> Lessons.read(dir, HowToPlay.bundled()))
                .isInstanceOf(DataException.class)
                .hasMessageContaining("learn-sauron.yaml:3:9: preset: no preset \"no-such-preset\" in presets/")
                .hasMessageContaining("learn-sauron.yaml:7:11: lessons[0].page: no How to play page \"no-such-page\"")
                .hasMessageContaining("learn-hero.yaml:4:7: seat: expected sauron or hero, but found \"everyone\"");
    }
}
