package meq.cli;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What another seat reads of a hidden choice in `meq inspect --seat` is what the table would show (issue 33): "Sauron
 * chose option 1" told the heroes how many hidden options he had.
 */
class SeenChoiceTest {
    @TempDir
    Path tmp;

    static final String WINDOW = """
            title: a Shadow window
            seed: 1
            heroes:
              - {id: thalin, location: forest-road}
            sauron: {shadows: [shadow:storms-of-mordor]}
            shadowPool: 4
            story: {green: 13, yellow: 2, black: 1, red: 1}
            stack:
              - {step: HeroTurn.Start, hero: thalin}
            """;

    @Test
    void aHeroReadsThatSauronPlaysNoShadowCardNotWhichOptionHeTook() throws Exception {
        Path preset = tmp.resolve("window.yaml");
        Files.writeString(preset, WINDOW);
        for (String n : new String[] {"1", "2"}) {
            var r = ValidateCommandTest.run("inspect", preset.toString(), "--seat", "thalin", "--choose", n);
            assertThat(r.code()).as(r.err()).isZero();
            assertThat(r.out()).contains("choice 1: Sauron plays no Shadow card\n").doesNotContain("chose option");
        }
        var sauron = ValidateCommandTest.run("inspect", preset.toString(), "--seat", "sauron", "--choose", "2");
        assertThat(sauron.out()).as("his own choice, in his words").contains(
                "choice 1: Sauron — Play a Shadow card at the start of a hero's turn?: 2. Play no Shadow card, and do not ask"
                        + " me again this turn");
    }
}
