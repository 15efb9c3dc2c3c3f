package meq.cli;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** A playtester's loop warms once: odds and advise over several presets in one run, and only the command named built. */
class ManyInOneRunTest {
    @TempDir
    Path tmp;

    @Test
    void everySubcommandIsFoundByTheNameItsOwnHelpGives() {
        for (String name : MeqCommand.SUBCOMMANDS) {
            assertThat(new CommandLine(MeqCommand.subcommand(name)).getCommandName()).as(name).isEqualTo(name);
        }
        String help = ValidateCommandTest.run("--help").out();
        for (String name : MeqCommand.SUBCOMMANDS) {
            assertThat(help).contains("  " + name);
        }
        assertThat(ValidateCommandTest.run("help", "odds").out()).startsWith("Usage: meq odds");
        var typo = ValidateCommandTest.run("od");
        assertThat(typo.code()).isEqualTo(MeqCommand.BAD_USAGE);
        assertThat(typo.err()).contains("odds"); // picocli suggests the command meant, which needs them all
        for (String version : List.of("--version", "-V")) { // builds no subcommand, and says the same
            var v = ValidateCommandTest.run(version);
            assertThat(v.code()).as(version).isZero();
            assertThat(v.out().strip()).as(version).isEqualTo("meq 0.1.0");
        }
        assertThat(ValidateCommandTest.run("--version", "odds").code()).isZero(); // as picocli always took it
    }

    @Test
    void severalPresetsGiveALineEachWithTheFiguresTheyGiveAlone() throws Exception {
        var table = ValidateCommandTest.run("odds", "finale-sauron-dominant", "finale-no-side-dominant",
                "--samples", "60", "--seed", "4", "--csv", tmp.resolve("t.csv").toString());
        assertThat(table.code()).isZero();
        var alone = ValidateCommandTest.run("odds", "finale-no-side-dominant", "--samples", "60", "--seed", "4");
        String heroes = alone.out().lines().filter(l -> l.trim().startsWith("heroes")).findFirst().orElseThrow()
                .trim().split("\\s+")[1];
        String line = table.out().lines().filter(l -> l.startsWith("finale-no-side-dominant ")).findFirst()
                .orElseThrow();
        assertThat(line.split("\\s+")[1]).isEqualTo(heroes);
        assertThat(table.out()).contains("2 presets, 60 samples each, seed 4");
        List<String> csv = Files.readAllLines(tmp.resolve("t.csv"));
        assertThat(csv.get(0)).isEqualTo("preset," + OddsCommand.CSV_HEADER);
        assertThat(csv).hasSize(1 + 2 * 60);
        assertThat(csv.get(1)).startsWith("finale-sauron-dominant.yaml,0,");
    }

    @Test
    void oneBrokenPresetPlaysNoneAndSaysWhich() throws Exception {
        Path broken = tmp.resolve("broken.yaml");
        Files.writeString(broken, "title: [unclosed\n");
        var r = ValidateCommandTest.run("odds", "finale-sauron-dominant", broken.toString(), "--samples", "10");
        assertThat(r.code()).isEqualTo(MeqCommand.BAD_INPUT);
        assertThat(r.err()).contains("no preset played: " + broken);
        assertThat(r.out()).doesNotContain("finale-sauron-dominant ");
    }

    @Test
    void adviseRatesSeveralGamesAndEndsWithALineEach() {
        var r = ValidateCommandTest.run("advise", "finale-no-side-dominant", "finale-sauron-dominant", "--budget", "20",
                "--threads", "1");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("2 games, 20 play-outs each:", "  finale-no-side-dominant.yaml: ",
                "  finale-sauron-dominant.yaml: ");
        var hint = ValidateCommandTest.run("advise", "finale-no-side-dominant", "finale-sauron-dominant", "--hint");
        assertThat(hint.code()).isEqualTo(MeqCommand.BAD_USAGE);
    }
}
