package meq.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import meq.rules.Step;
import meq.rules.play.HeroTurn;
import meq.state.Frame;
import meq.state.RecordForm;
import org.junit.jupiter.api.Test;

/** Every step of the rules is in the table of saved names, under a name that does not change. */
class StepNamesTest {
    /** Every record under meq.rules (any room) that is a step, found among the compiled classes. */
    static List<Class<?>> steps() throws IOException, URISyntaxException, ClassNotFoundException {
        Path root = Path.of(Step.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<Class<?>> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root.resolve("meq/rules"))) {
            for (Path p : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                String name = root.relativize(p).toString().replace('/', '.').replaceAll("\\.class$", "");
                Class<?> c = Class.forName(name, false, Step.class.getClassLoader());
                if (c.isRecord() && Frame.class.isAssignableFrom(c)) {
                    out.add(c);
                }
            }
        }
        return out;
    }

    @Test
    void everyStepHasASavedName() throws Exception {
        List<Class<?>> steps = steps();
        assertThat(steps).hasSizeGreaterThan(60);
        assertThat(StepNames.TABLE.stream().<Class<?>>map(RecordForm::type).toList()).as("steps in the table")
                .containsExactlyInAnyOrderElementsOf(steps);
    }

    @Test
    void theNamesAreThoseEverySaveAndPresetWasWrittenWith() {
        // the names files carry; a step that moves keeps its name (ShapeDigestsTest loads every file)
        assertThat(StepNames.TABLE.stream().map(RecordForm::word)).contains("HeroTurn.Start", "HeroTurn.Travel",
                "SauronTurn.End", "Finale", "Encounters.Draw", "HeroTurn.End", "EffectSteps.Optional", "Fights.Fight",
                "Shadows.Window");
        assertThat(StepNames.FORMS.of("HeroTurn.Start").type()).isEqualTo(HeroTurn.Start.class);
    }
}
