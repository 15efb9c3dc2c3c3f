package meq.sim;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import meq.TestData;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.state.Side;
import org.junit.jupiter.api.Test;

class OddsTest {
    @Test
    void everyShippedPresetLoadsWithoutViolationsAndGivesTheSameFiguresAtAnyThreadCount() throws Exception {
        Rules rules = TestData.RULES;
        List<Path> presets = Presets.files(Path.of("data"));
        assertThat(presets).hasSizeGreaterThanOrEqualTo(10);
        Odds odds = new Odds(rules);
        for (Path p : presets) {
            Presets.Preset preset = Presets.loadChecked(rules, Files.readAllBytes(p), p.toString());
            List<Odds.Sample> one = odds.run(preset.state(), 12, 5, 1, done -> { });
            List<Odds.Sample> two = odds.run(preset.state(), 12, 5, 2, done -> { });
            assertThat(two).as(p.toString()).isEqualTo(one);
            assertThat(one).as(p.toString()).allSatisfy(s -> assertThat(s.winner()).isIn(Side.HEROES, Side.SAURON));
        }
    }

    @Test
    void theWilsonIntervalHoldsTheRate() {
        double[] ci = Stats.wilson(50, 100);
        assertThat(ci[0]).isBetween(0.40, 0.41);
        assertThat(ci[1]).isBetween(0.59, 0.60);
        assertThat(Stats.wilson(0, 10)[0]).isZero();
    }
}
