package meq.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import meq.lab.Vary;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import org.junit.jupiter.api.io.TempDir;

/** The playtester's lab on the command line: a sweep is `meq odds` at each point; compare tells chance apart. */
class LabTest {
    @TempDir
    Path tmp;

    @Test
    void aSweepsPointGivesTheFiguresOddsGivesOnThatPresetWithTheSameSeed() throws Exception {
        var sweep = ValidateCommandTest.run("lab", "sweep", "finale-no-side-dominant", "--vary", "story.green=11..12",
                "--samples", "80", "--seed", "5", "--threads", "2", "--csv", tmp.resolve("s.csv").toString());
        assertThat(sweep.code()).as(sweep.err()).isZero();
        assertThat(sweep.out()).contains(" at this machine's speed now (160 samples in all, "); // said first
        String original = Files.readString(Path.of("data/presets/finale-no-side-dominant.yaml"));
        Path eleven = tmp.resolve("eleven.yaml");
        Files.writeString(eleven, original.replace("story: {green: 12,", "story: {green: 11,"));
        var alone = ValidateCommandTest.run("odds", eleven.toString(), "--samples", "80", "--seed", "5", "--threads", "1");
        String heroes = alone.out().lines().filter(l -> l.trim().startsWith("heroes")).findFirst().orElseThrow()
                .trim().split("\\s+")[1];
        String point = sweep.out().lines().filter(l -> l.trim().startsWith("11 ")).findFirst().orElseThrow();
        assertThat(point.trim().split("\\s+")[2]).isEqualTo(heroes);
        List<String> csv = Files.readAllLines(tmp.resolve("s.csv"));
        assertThat(csv.get(0)).startsWith("story.green,samples,heroes_wins,heroes,heroes_low,heroes_high,");
        assertThat(csv).hasSize(3);
        assertThat(csv.get(1)).startsWith("11,80,");
    }

    @Test
    void aPresetComparedWithItselfShowsNoDifference() {
        var r = ValidateCommandTest.run("lab", "compare", "finale-no-side-dominant", "finale-no-side-dominant",
                "finale-heroes-dominant", "--samples", "100");
        assertThat(r.code()).isZero();
        List<String> lines = r.out().lines().toList();
        assertThat(lines.get(3)).contains("+0.0 points", "no difference shown");
        assertThat(lines.get(4)).contains("more than chance");
    }

    @Test
    void theCurveAndTheReportAreWrittenWithTheCommandAndVersions() throws Exception {
        Path png = tmp.resolve("c.png");
        Path html = tmp.resolve("r.html");
        var r = ValidateCommandTest.run("lab", "sweep", "finale-no-side-dominant", "--vary", "story.green=10..12",
                "--vary", "rule.advancedDominance=0..1", "--samples", "20", "--png", png.toString(), "--html",
                html.toString());
        assertThat(r.code()).as(r.err()).isZero();
        byte[] bytes = Files.readAllBytes(png);
        assertThat(new String(bytes, 1, 3, StandardCharsets.US_ASCII)).isEqualTo("PNG");
        String report = Files.readString(html);
        assertThat(report).contains("data:image/png;base64,", "meq lab sweep finale-no-side-dominant --vary "
                + "story.green=10..12", "game data fingerprint ", "meq 0.1.0");
        assertThat(r.out().lines().filter(l -> l.matches("\\s*1[0-2]\\s+[01]\\s.*"))).hasSize(6);
    }

    @Test
    void aPointTheRulesRefuseStopsTheSweepBeforeAnythingIsPlayed() {
        var r = ValidateCommandTest.run("lab", "sweep", "finale-no-side-dominant", "--vary", "influence.rivendell=0..1",
                "--samples", "20");
        assertThat(r.code()).isEqualTo(MeqCommand.BAD_INPUT);
        assertThat(r.err()).contains("with influence.rivendell=1", "no point played");
        assertThat(r.out()).doesNotContain("samples  ");
    }

    @Test
    void aVaryIsReadOrRefusedInWords() {
        assertThat(Vary.parse("story.green=8..14:2").values()).containsExactly(8, 10, 12, 14);
        assertThat(Vary.parse("shadowPool=3").values()).containsExactly(3);
        assertThat(Vary.parse("rule.highStakes=0..1").rule()).isNotNull();
        assertThatThrownBy(() -> Vary.parse("story.green=9..3")).hasMessageContaining("FROM must not pass TO");
        assertThatThrownBy(() -> Vary.parse("rule.nothing=0..1")).hasMessageContaining("no such optional rule");
        assertThatThrownBy(() -> Vary.parse("green")).hasMessageContaining("PATH=FROM..TO");
        var r = ValidateCommandTest.run("lab", "sweep", "finale-no-side-dominant", "--vary", "heroes.thalin.favor=1..2");
        assertThat(r.code()).isEqualTo(MeqCommand.BAD_INPUT);
        assertThat(r.err()).contains("no entry with id thalin");
    }

    @Test
    void aSweepOfNewGamesPlaysAtEachPlayersCountTheGamesSimulatePlays() {
        var sweep = ValidateCommandTest.run("lab", "sweep", "--new-games", "--vary", "players=2..3", "--samples", "30",
                "--seed", "4", "--threads", "2");
        assertThat(sweep.code()).as(sweep.err()).isZero();
        for (int players = 2; players <= 3; players++) {
            var alone = ValidateCommandTest.run("simulate", "--games", "30", "--seed", "4", "--players", "" + players);
            String heroes = alone.out().lines().filter(l -> l.trim().startsWith("heroes")).findFirst().orElseThrow()
                    .trim().split("\\s+")[1];
            String p = "" + players;
            String point = sweep.out().lines().filter(l -> l.trim().startsWith(p + " ")).findFirst().orElseThrow();
            assertThat(point.trim().split("\\s+")[2]).as("players " + players).isEqualTo(heroes);
        }
    }

    @Test
    void thePlayersCountIsForNewGamesAndNewGamesVaryNothingOfAPreset() {
        var withPreset = ValidateCommandTest.run("lab", "sweep", "finale-no-side-dominant", "--vary", "players=2..3");
        assertThat(withPreset.code()).isEqualTo(MeqCommand.BAD_INPUT);
        assertThat(withPreset.err()).contains("--vary players is for new games");
        var presetNumber = ValidateCommandTest.run("lab", "sweep", "--new-games", "--vary", "story.green=3..4");
        assertThat(presetNumber.code()).isEqualTo(MeqCommand.BAD_INPUT);
        assertThat(presetNumber.err()).contains("new games vary only players, rule.NAME and the game's data");
        var both = ValidateCommandTest.run("lab", "sweep", "finale-no-side-dominant", "--new-games", "--vary",
                "players=2..3");
        assertThat(both.code()).isEqualTo(MeqCommand.BAD_USAGE);
        assertThatThrownBy(() -> Vary.parse("players=1..4")).hasMessageContaining("2, 3 or 4 players");
    }

    @Test
    void aSweepStoppedKeepsThePointsDoneInItsFiles() throws Exception {
        Path csv = tmp.resolve("stopped.csv");
        Path png = tmp.resolve("stopped.png");
        LabSweep sweep = new LabSweep();
        CommandLine line = new CommandLine(sweep);
        StringWriter err = new StringWriter();
        line.setOut(new PrintWriter(new StringWriter(), true));
        line.setErr(new PrintWriter(err, true));
        Thread stopper = new Thread(() -> {
            while (!Files.exists(csv)) {
                Thread.onSpinWait();
            }
            sweep.stopped.set(true); // as Ctrl-C does, once the first point is done
        });
        stopper.start();
        int code = line.execute("finale-no-side-dominant", "--vary", "story.green=10..14", "--samples", "3000",
                "--csv", csv.toString(), "--png", png.toString());
        stopper.join();
        assertThat(code).isZero();
        assertThat(err.toString()).contains("stopped: ", "of 5 points done and kept in " + csv);
        List<String> kept = Files.readAllLines(csv);
        assertThat(kept).hasSizeBetween(2, 5);
        assertThat(kept.get(1)).startsWith("10,3000,");
        assertThat(Files.size(png)).isPositive();
    }

    @Test
    void aNumberOfTheGameDataVariesTooAsTheRingwraithsHealthAtTheFinale() {
        var sweep = ValidateCommandTest.run("lab", "sweep", "finale-no-side-dominant", "--vary",
                "minion.ringwraiths.health=5..9:4", "--samples", "200", "--seed", "2");
        assertThat(sweep.code()).as(sweep.err()).isZero();
        var printed = ValidateCommandTest.run("odds", "finale-no-side-dominant", "--samples", "200", "--seed", "2");
        String heroes = printed.out().lines().filter(l -> l.trim().startsWith("heroes")).findFirst().orElseThrow()
                .trim().split("\\s+")[1];
        String nine = sweep.out().lines().filter(l -> l.trim().startsWith("9 ")).findFirst().orElseThrow();
        String five = sweep.out().lines().filter(l -> l.trim().startsWith("5 ")).findFirst().orElseThrow();
        assertThat(nine.trim().split("\\s+")[2]).as("the printed health, 9").isEqualTo(heroes);
        assertThat(Double.parseDouble(five.trim().split("\\s+")[2].replace("%", "")))
                .isGreaterThan(Double.parseDouble(heroes.replace("%", "")) + 20);
        var none = ValidateCommandTest.run("lab", "sweep", "--new-games", "--vary", "minion.ringwraiths.health=0..1");
        assertThat(none.code()).isEqualTo(MeqCommand.BAD_INPUT);
        assertThat(none.err()).contains("data/minions/minions.yaml:", "found 0",
                "(at the point new games with minion.ringwraiths.health=0)", "no point played");
        assertThat(Vary.parse("hero.eleanor.strength=4..6").dataFile()).isEqualTo("heroes/eleanor.yaml");
        assertThat(Vary.parse("monster.crebain.health=1..3").dataFile()).isEqualTo("monsters/monsters.yaml");
        assertThat(Vary.parse("story.green=3").dataFile()).isNull();
    }
}
