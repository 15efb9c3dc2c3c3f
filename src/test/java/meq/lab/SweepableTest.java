package meq.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import meq.TestData;
import meq.bots.BotKind;
import meq.data.DataException;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.sim.Odds;
import meq.sim.OddsReport;
import meq.state.GameState;
import meq.state.OptionalRule;
import org.junit.jupiter.api.Test;

/** The numbers of a preset a sweep can vary, the state written for it, its estimate and a run that is stopped. */
class SweepableTest {
    static final Rules RULES = TestData.RULES;

    static Presets.Preset preset(String name) throws Exception {
        var file = Presets.find(name);
        return Presets.loadChecked(RULES, Files.readAllBytes(file), file.toString());
    }

    @Test
    void theNumbersAreThePresetsOwnWithLabelsValuesAndBounds() throws Exception {
        Presets.Preset p = preset("stage-three-crisis");
        Sweepable s = Sweepable.of(RULES, p.state(), p.title());
        assertThat(s.number("story.green")).isEqualTo(new PresetNumber("story.green", "Story track: green marker",
                14, 0, 18));
        assertThat(s.number("shadowPool").value()).isEqualTo(7);
        assertThat(s.number("shadowPool").most()).isEqualTo(p.state().shadowPoolLimit());
        assertThat(s.number("heroes.eleanor.favor").label()).isEqualTo("Eleanor: favor");
        assertThat(s.number("heroes.eleanor.favor").value()).isEqualTo(2);
        assertThat(s.number("heroes.thalin.levels.wisdom").most()).isEqualTo(2);
        assertThat(s.number("influence.osgiliath").label()).isEqualTo("Influence at Osgiliath");
        assertThat(s.number("influence.osgiliath").value()).isEqualTo(2);
        assertThat(s.number("influence.fangorn").value()).isZero();
        assertThat(s.number("minions.ringwraiths.damage").value()).isEqualTo(2);
        assertThat(s.number("rule.highStakes").label()).isEqualTo("Optional rule: High Stakes Stage III (0 off, 1 on)");
        assertThat(s.numbers()).noneMatch(n -> n.path().equals("influence.minas-tirith")); // a Haven holds none
        assertThat(s.numbers()).allMatch(n -> n.least() <= n.value() && n.value() <= n.most());
    }

    @Test
    void thePointAtThePresetsOwnValuePlaysAsThePresetDoes() throws Exception {
        Presets.Preset p = preset("stage-three-crisis");
        Sweepable s = Sweepable.of(RULES, p.state(), p.title());
        Sweep sweep = s.sweep(RULES, s.number("story.green").vary(13, 14, 1));
        assertThat(sweep.points()).hasSize(2);
        assertThat(sweep.points().get(0).preset().state().story.position(meq.state.Marker.GREEN)).isEqualTo(13);
        Sweep.Result own = sweep.play(sweep.points().get(1), 60, 3, 1, BotKind.HEURISTIC, x -> { }, () -> false);
        OddsReport odds = OddsReport.of(new Odds(RULES).run(p.state(), 60, 3, 1, x -> { }, BotKind.HEURISTIC,
                () -> false));
        assertThat(own.report()).isEqualTo(odds);
    }

    @Test
    void aRuleOnInTheStateIsPlayedByTheSweepSoItCanBeTurnedOff() throws Exception {
        Presets.Preset p = preset("stage-three-crisis");
        GameState state = p.state().copy();
        state.options.add(OptionalRule.HIGH_STAKES);
        Sweepable s = Sweepable.of(RULES, state, p.title());
        assertThat(s.rules()).containsExactly(OptionalRule.HIGH_STAKES);
        assertThat(s.number("rule.highStakes").value()).isEqualTo(1);
        Sweep sweep = s.sweep(RULES, s.number("rule.highStakes").vary(0, 1, 1));
        assertThat(sweep.points().get(0).rules()).isEmpty();
        assertThat(sweep.points().get(1).rules()).containsExactly(OptionalRule.HIGH_STAKES);
        assertThat(sweep.points().get(0).preset().state().options).isEmpty();
    }

    @Test
    void aPointTheRulesRefuseIsNamedBeforeAnythingIsPlayed() throws Exception {
        Presets.Preset p = preset("stage-three-crisis");
        Sweepable s = Sweepable.of(RULES, p.state(), p.title());
        assertThatThrownBy(() -> s.sweep(RULES, s.number("shadowPool").vary(7, 99, 92)))
                .isInstanceOf(DataException.class).hasMessageContaining("shadowPool=99");
    }

    @Test
    void aStoppedRunKeepsThePointsDoneAndLeavesOutThePointUnderWay() throws Exception {
        Presets.Preset p = preset("stage-three-crisis");
        Sweepable s = Sweepable.of(RULES, p.state(), p.title());
        Sweep sweep = s.sweep(RULES, s.number("story.green").vary(12, 14, 1));
        AtomicBoolean stop = new AtomicBoolean();
        List<Integer> told = new ArrayList<>();
        List<Sweep.Result> done = SweepRun.play(sweep, 40, 2, 1, BotKind.HEURISTIC, new SweepRun.Listener() {
            @Override
            public void samples(int point, int k) {
                if (point == 1 && k >= 10) {
                    stop.set(true);
                }
            }

            @Override
            public void point(Sweep.Result r, int n, double seconds) {
                told.add(n);
            }
        }, stop::get);
        assertThat(done).hasSize(1);
        assertThat(told).containsExactly(1);
        assertThat(done.get(0).samples()).isEqualTo(40);
        assertThat(done.get(0).report()).isEqualTo(sweep.play(sweep.points().get(0), 40, 2, 1, BotKind.HEURISTIC,
                x -> { }, () -> false).report());
    }

    @Test
    void theEstimateSaysTheTimeAtTheRateMeasured() throws Exception {
        List<Integer> rounds = new ArrayList<>();
        SweepEstimate e = SweepEstimate.measure(n -> {
            rounds.add(n);
            return new Sweep.Result(null, null, n, n / 100.0); // 100 samples a second, steady
        }, 3000, 1000, 2, false, () -> false);
        assertThat(rounds).containsExactly(16, 32); // the second round ran 0.32 s at the same rate: steady
        assertThat(e.rate()).isEqualTo(100.0, org.assertj.core.data.Offset.offset(1e-6));
        assertThat(e.seconds()).isEqualTo(30.0, org.assertj.core.data.Offset.offset(1e-6));
        assertThat(e.words()).isEqualTo("about 30 s at this machine's speed now (3000 samples in all, 100.0 samples/s"
                + " measured on 32 of them)");
        assertThat(SweepRun.left(60, 2, 5)).isEqualTo("about 2 min left");
        assertThat(SweepEstimate.duration(3 * 3600)).isEqualTo("3.0 h");
    }

    @Test
    void aGameInProgressIsSweptFromHereAsItStandsOrRefusedInWordsMidCombat() throws Exception {
        int swept = 0;
        for (String save : List.of("format-3.yaml", "format-2-preset.yaml", "format-1.yaml")) {
            var game = meq.session.Session.loadAsFarAsItApplies(RULES,
                    java.nio.file.Path.of("src/test/resources/saves", save)).session();
            GameState here = game.state();
            Sweepable s;
            try {
                s = Sweepable.of(RULES, here, save);
            } catch (IllegalStateException e) {
                assertThat(e).as(save).hasMessageContaining("cannot be written out in the middle of");
                continue;
            }
            swept++;
            assertThat(s.number("shadowPool").value()).as(save).isEqualTo(here.shadowPool);
            Sweep sweep = s.sweep(RULES, s.number("shadowPool").vary(here.shadowPool, here.shadowPool, 1));
            assertThat(sweep.play(sweep.points().get(0), 30, 4, 1, BotKind.HEURISTIC, x -> { }, () -> false).report())
                    .as(save + ": the point at its own value is the odds from here")
                    .isEqualTo(OddsReport.of(new Odds(RULES).run(here, 30, 4, 1, x -> { }, BotKind.HEURISTIC,
                            () -> false)));
        }
        assertThat(swept).as("a save between combats is swept").isPositive();
    }
}
