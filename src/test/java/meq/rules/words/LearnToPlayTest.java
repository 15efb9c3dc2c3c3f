package meq.rules.words;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import meq.TestData;
import meq.bots.HeuristicBot;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.data.HowToPlay;
import meq.data.Lessons;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.View;
import meq.rules.engine.Engine;
import meq.rules.engine.StepNames;
import meq.rules.playtest.Presets;
import meq.state.GameState;
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

    @Test
    void eachGuidePlayedWithItsSuggestionsReachesEveryLessonInOrder() throws Exception {
        for (Lessons lessons : Lessons.bundled()) {
            Path file = DataLoader.bundledRoot().resolve("presets/" + lessons.preset() + ".yaml");
            Presets.Preset preset = Presets.loadChecked(TestData.RULES, Files.readAllBytes(file), file.toString());
            GameState s = preset.state();
            Guide guide = new Guide(TestData.RULES, lessons, s.heroes.stream().map(h -> h.id).toList());
            Engine engine = new Engine(TestData.RULES);
            // the table's Easy bot on the other seats (BotSeats seeds it so); the learner's other questions by a bot too
            HeuristicBot others = new HeuristicBot(TestData.RULES, preset.seed() * 31 + 7);
            HeuristicBot learner = new HeuristicBot(TestData.RULES, 1);
            List<Integer> reached = new ArrayList<>();
            Ask ask = engine.pending(s);
            for (int i = 0; i < QUESTIONS && !guide.done(); i++) {
                assertThat(ask).as("%s: the game stopped before lesson %d", lessons.id(), guide.told() + 1).isNotNull();
                assertThat(ask.options()).as("%s: a question with no options", lessons.id()).isNotEmpty();
                View v = engine.view(s, ask.seat());
                Lessons.Lesson open = guide.asked(v, ask, StepNames.asking(s));
                Action a;
                if (open != null) {
                    reached.add(guide.told());
                    if (open.suggest() != null) {
                        assertThat(guide.suggested()).as("%s lesson %d (%s): no option reads \"%s\"", lessons.id(),
                                guide.told() + 1, open.step(), open.suggest()).isNotNull();
                    }
                    a = guide.suggested() != null ? guide.suggested() : learner.choose(v);
                    Guide.Closed closed = guide.answered(ask.seat(), a);
                    assertThat(closed.followed()).isTrue();
                } else {
                    a = (ask.seat().equals(guide.learner()) ? learner : others).choose(v);
                }
                engine.apply(s, a);
                ask = engine.current(s);
            }
            List<Integer> all = new ArrayList<>();
            for (int i = 0; i < lessons.lessons().size(); i++) {
                all.add(i);
            }
            assertThat(reached).as("%s: the lessons reached, in order", lessons.id()).isEqualTo(all);
            assertThat(ask).as("%s: the game goes on after the last lesson", lessons.id()).isNotNull();
        }
    }

    @Test
    void aLessonAnsweredOtherwiseIsClosedAndTheNextWaits() throws Exception {
        Lessons lessons = Lessons.bundled().get(0); // Sauron's: its first lesson suggests playing a plot
        Path file = DataLoader.bundledRoot().resolve("presets/" + lessons.preset() + ".yaml");
        GameState s = Presets.loadChecked(TestData.RULES, Files.readAllBytes(file), file.toString()).state();
        Guide guide = new Guide(TestData.RULES, lessons, s.heroes.stream().map(h -> h.id).toList());
        Engine engine = new Engine(TestData.RULES);
        Ask ask = engine.pending(s);
        assertThat(guide.asked(engine.view(s, ask.seat()), ask, StepNames.asking(s))).isSameAs(lessons.lessons().get(0));
        Guide.Closed closed = guide.answered(ask.seat(), Action.PASS); // "Do neither"
        assertThat(closed.followed()).isFalse();
        assertThat(closed.number()).isEqualTo(1);
        engine.apply(s, Action.PASS);
        ask = engine.current(s);
        assertThat(guide.asked(engine.view(s, ask.seat()), ask, StepNames.asking(s))).isSameAs(lessons.lessons().get(1));
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
