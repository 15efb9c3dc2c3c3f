package meq.cli;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import meq.TestData;
import meq.sim.Simulator;
import meq.state.GameState;
import meq.state.OptionalRule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `--rule NAME` plays an optional rule in `simulate` and `odds`, named by its word in saves. */
class OptionalRulesOnTheCommandLineTest {
    @Test
    void simulateWithARulePlaysItAndSaysSo(@TempDir Path dir) throws Exception {
        Path plain = dir.resolve("plain.csv");
        Path advanced = dir.resolve("advanced.csv");
        var without = ValidateCommandTest.run("simulate", "--games", "12", "--players", "3", "--csv", plain.toString());
        var with = ValidateCommandTest.run("simulate", "--games", "12", "--players", "3", "--csv",
                advanced.toString(), "--rule", "advancedDominance");
        assertThat(with.code()).as(with.err()).isZero();
        assertThat(with.out()).startsWith("games: 12  players: 3  seed: 1  threads: 1").contains("  rules: advancedDominance\n");
        assertThat(without.out()).doesNotContain("rules:");
        List<String> a = Files.readAllLines(advanced);
        List<String> p = Files.readAllLines(plain);
        assertThat(a.subList(1, a.size())).as("the same seeds and heroes, other games")
                .isNotEqualTo(p.subList(1, p.size()));
        assertThat(a).extracting(l -> l.split(",")[2]).isEqualTo(p.stream().map(l -> l.split(",")[2]).toList());
    }

    @Test
    void everyGameStartsWithTheRulesBesidesAPresetsOwn() {
        Simulator sim = new Simulator(TestData.RULES, Set.of(OptionalRule.HIGH_STAKES));
        assertThat(sim.start(5, 3, null).options).containsExactly(OptionalRule.HIGH_STAKES);
        GameState preset = sim.start(5, 2, null);
        preset.options.clear();
        preset.options.add(OptionalRule.ADVANCED_DOMINANCE);
        assertThat(sim.start(6, 0, preset).options).containsExactlyInAnyOrder(OptionalRule.values());
        assertThat(new Simulator(TestData.RULES).start(5, 3, null).options).isEmpty();
    }

    @Test
    void oddsWithARuleSaysSoAndMovesTheFigures() {
        var without = ValidateCommandTest.run("odds", "finale-no-side-dominant", "--samples", "40");
        var with = ValidateCommandTest.run("odds", "finale-no-side-dominant", "--samples", "40", "--rule",
                "advancedDominance");
        assertThat(with.code()).as(with.err()).isZero();
        assertThat(with.out()).contains("40 samples, seed 1, heuristic bots on every seat, rules: advancedDominance\n");
        assertThat(heroes(with.out())).as("no side dominant by distance; the heroes by the steps still needed")
                .isNotEqualTo(heroes(without.out()));
        assertThat(without.out()).contains("quick odds: on this preset");
        assertThat(with.out()).as("the preset's calibration was made under its own rules alone")
                .doesNotContain("on this preset").contains("this preset has no calibration of its own");
    }

    @Test
    void anUnknownRuleIsBadUsageNamingTheRules() {
        var r = ValidateCommandTest.run("simulate", "--games", "1", "--rule", "advanced-dominance");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("--rule \"advanced-dominance\": no such optional rule; the optional rules are"
                + " advancedDominance, highStakes");
        var odds = ValidateCommandTest.run("odds", "finale-no-side-dominant", "--rule", "HIGH_STAKES");
        assertThat(odds.code()).isEqualTo(2);
        assertThat(odds.err()).contains("the optional rules are advancedDominance, highStakes");
        var mix = ValidateCommandTest.run("simulate", "--mix", "--games", "1", "--rule", "highStakes");
        assertThat(mix.code()).isEqualTo(2);
        assertThat(mix.err()).contains("--rule is not for --mix");
    }

    /** The odds' line of the heroes' wins. */
    private static String heroes(String out) {
        return out.lines().filter(l -> l.strip().startsWith("heroes")).findFirst().orElseThrow();
    }
}
