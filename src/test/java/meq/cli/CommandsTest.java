package meq.cli;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import meq.TestData;
import meq.bots.RandomBot;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.engine.Engine;
import meq.rules.engine.Setup;
import meq.rules.engine.StepNames;
import meq.rules.words.GameLog;
import meq.state.GameState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CommandsTest {
    @TempDir
    Path tmp;

    /** Every command's help prints clean: picocli reads "%" in a text as a format and warns on its own stream. */
    @Test
    void everyCommandsHelpPrintsWithoutAWarning() {
        java.io.PrintStream before = System.err;
        java.io.ByteArrayOutputStream warned = new java.io.ByteArrayOutputStream();
        System.setErr(new java.io.PrintStream(warned, true));
        try {
            for (String command : List.of("validate", "inspect", "simulate", "replay", "combat", "odds", "advise",
                    "bench")) {
                var r = ValidateCommandTest.run(command, "--help");
                assertThat(r.code()).isZero();
                assertThat(r.out()).startsWith("Usage: meq " + command);
            }
            for (String lab : List.of("sweep", "compare")) {
                assertThat(ValidateCommandTest.run("lab", lab, "--help").out()).startsWith("Usage: meq lab " + lab);
            }
            assertThat(ValidateCommandTest.run("--help").out()).startsWith("Usage: meq");
        } finally {
            System.setErr(before);
        }
        assertThat(warned.toString()).isEmpty();
    }

    @Test
    void inspectPrintsTheFactsOfAPreset() throws Exception {
        Path p = tmp.resolve("p.yaml");
        Files.writeString(p, """
                title: test
                seed: 3
                heroes:
                  - id: beravor
                    location: bree
                story: {green: 8, yellow: 9, black: 10, red: 7}
                influence: {barad-dur: 4, mount-doom: 3, rivendell: 1}
                """);
        var r = ValidateCommandTest.run("inspect", p.toString());
        // the Haven's influence breaks a rule: the facts are printed all the same, and the exit code says bad input
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).isEqualToIgnoringNewLines(
                p + ":7:42: influence.rivendell: rule violation: 1 influence in the Haven rivendell");
        assertThat(r.out()).contains("stage: 2", "dominant: SAURON", "heroDistance: 10", "sauronDistance: 4",
                "finale: false", "shadowPoolLimit: 8", "closestHavens:\n    - fornost",
                "mount-doom:\n    influence: 3\n    strongholds:\n    - barad-dur\n    cap: 4",
                "violations:\n- 1 influence in the Haven rivendell");
    }

    @Test
    void inspectOfABrokenFileNamesTheLineAndExitsOne() throws Exception {
        Path p = tmp.resolve("p.yaml");
        Files.writeString(p, "heroes:\n  - id: beravor\nstory: {green: many}\n");
        var r = ValidateCommandTest.run("inspect", p.toString());
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).contains(p + ":3:16: story.green: expected a whole number from 0 to 18, but found \"many\"");
    }

    @Test
    void replayPrintsTheDigestOfTheReplayedGame() throws Exception {
        Rules rules = TestData.RULES;
        Engine engine = new Engine(rules);
        GameState s = Setup.newGame(rules, List.of("eometh", "argalad"), 21);
        RandomBot bot = new RandomBot(4);
        List<Action> actions = new ArrayList<>();
        for (Ask a = engine.pending(s); a != null; a = engine.pending(s)) {
            Action act = bot.choose(a);
            actions.add(act);
            engine.apply(s, act);
        }
        Path log = tmp.resolve("game.yaml");
        Files.writeString(log, new GameLog(List.of("eometh", "argalad"), 21, actions).write());
        var r = ValidateCommandTest.run("replay", log.toString());
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("actions: " + actions.size(),
                "digest: " + StepNames.writer(rules).digest(s));
    }

    @Test
    void simulatePrintsTheSameResultsForTheSameSeedAtAnyThreadCount() {
        var one = ValidateCommandTest.run("simulate", "--games", "30", "--seed", "7", "--players", "3");
        var two = ValidateCommandTest.run("simulate", "--games", "30", "--seed", "7", "--players", "3", "--threads", "2");
        assertThat(one.code()).isZero();
        String a = one.out().replaceAll("(?m)^(rate|games):.*$", "");
        String b = two.out().replaceAll("(?m)^(rate|games):.*$", "");
        assertThat(a).isEqualTo(b).contains("Finale");
        assertThat(ValidateCommandTest.run("simulate", "--players", "5").code()).isEqualTo(2);
    }

    @Test
    void benchPrintsEveryFigureItPromises() {
        var r = ValidateCommandTest.run("bench", "--runs", "1", "--scale", "0.01");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("random games, 1 thread", "random games, 2 threads", "2 threads / 1 thread",
                "bot games", "combats", "Finale odds samples, 1 thread", "Finale odds samples, 2 threads",
                "Finale odds, heuristic bots, 2 thr.", "map paint",
                "map repaint", "map frame while zooming", "warm-up until the JIT settled", "snapshot write", "cold:",
                "meq simulate --games 2 --seed 7", "meq odds finale-sauron-dominant --samples 100", "cold/warm",
                "snapshot read", "search decisions (Normal), 1 thread", "play-outs/s");
        assertThat(ValidateCommandTest.run("bench", "--runs", "0").code()).isEqualTo(2);
    }

    @Test
    void simulateFromAPresetWritesOneCsvLinePerGameAndTheStoryByTurn(@TempDir Path dir)
            throws Exception {
        Path csv = dir.resolve("games.csv");
        var r = ValidateCommandTest.run("simulate", "--games", "20", "--preset", "stage-three-crisis", "--csv",
                csv.toString(), "--threads", "2");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("preset: stage-three-crisis", "wins:", "game length in turns:",
                "story track after each turn played");
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines).hasSize(21);
        assertThat(lines.get(0)).isEqualTo("game,seed,heroes,winner,route,turns,actions");
        assertThat(lines.get(1)).matches("0,-?\\d+,[a-z ]+,(heroes|sauron),[^,]+,\\d+,\\d+");
        assertThat(ValidateCommandTest.run("simulate", "--preset", "no-such-preset").code()).isEqualTo(1);
    }
}
