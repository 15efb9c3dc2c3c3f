package meq.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyBoolean;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.doThrow;
import static org.mockito.Mockito.spy;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import meq.TestData;
import meq.cli.MeqCommand;
import meq.rules.Action;
import meq.rules.Rules;
import meq.rules.engine.StepNames;
import meq.state.GameState;
import meq.state.SnapshotWriter;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The load run in small: a few hundred games of every kind, and a failing game found again from its seed. */
class LoadRunTest {
    static Rules rules;
    static LoadRun run;

    @BeforeAll
    static void load() throws Exception {
        rules = TestData.RULES;
        run = LoadRun.bundled(rules);
    }

    @Test
    void threeHundredGamesOfEveryKindKeepEveryInvariantAfterEveryAction() throws Exception {
        LoadRun.Totals t = run.run(300, 9, 2, done -> { });
        String failures = t.failures().stream().map(f -> f.game() + ": " + f.problem() + "\n  replay: "
                + f.game().replayCommand()).collect(Collectors.joining("\n"));
        assertThat(t.failures()).as(failures).isEmpty();
        assertThat(t.games()).isEqualTo(300);
        assertThat(t.checks()).isEqualTo(t.actions()).isGreaterThan(300L * 50);
        assertThat(t.endings().keySet()).allMatch(e -> e.startsWith("HEROES") || e.startsWith("SAURON"));
    }

    @Test
    void theMixHoldsEveryPlayerCountBothBotsOnBothSidesAndEveryPreset() throws Exception {
        Set<String> kinds = new HashSet<>();
        Set<String> presets = new HashSet<>();
        for (int i = 0; i < 1_000; i++) {
            LoadRun.Game g = run.game(9, i);
            kinds.add(g.players() + " " + g.sauron() + " " + g.heroes() + " " + (g.preset() != null));
            if (g.preset() != null) {
                presets.add(g.preset());
            }
        }
        for (int players = 2; players <= 4; players++) {
            for (String sauron : new String[] {"random", "heuristic"}) {
                for (String heroes : new String[] {"random", "heuristic"}) {
                    assertThat(kinds).contains(players + " " + sauron + " " + heroes + " false");
                }
            }
        }
        assertThat(presets).as("every bundled preset, the guides' too").isEqualTo(LoadRun.bundledPresets(rules).keySet());
    }

    /**
     * Found by the 100,000-game run: a card played under Ready ("discarded at the end of the round") in the round
     * Endure reshuffled the rest pool and combat stack was lost. It is now discarded first, then shuffled in.
     */
    @Test
    void readyThenEndureLosesNoCard() {
        Simulator.Outcome o = new Simulator(rules).play(-2345800755830048582L, 2, true, false, false);
        assertThat(o.violation()).isNull();
    }

    @Test
    void aGameThatDoesNotEndIsAFailure() throws Exception {
        LoadRun capped = new LoadRun(new Simulator(rules, 40), Map.of());
        LoadRun.Totals t = capped.run(1, 3, 1, done -> { });
        assertThat(t.failures()).singleElement().satisfies(f -> {
            assertThat(f.problem()).startsWith("no end at action 40: still going after 40 actions");
            assertThat(f.game().replayCommand()).startsWith("meq simulate --game-seed " + f.game().seed());
        });
    }

    @Test
    void aGameThatThrowsIsAFailureAndTheRunGoesOn() throws Exception {
        Simulator broken = spy(new Simulator(rules));
        doThrow(new IllegalStateException("the turn does not move on")).when(broken)
                .playOut(any(), eq(Simulator.gameSeed(3, 1)), anyBoolean(), any(), any(), any());
        LoadRun.Totals t = new LoadRun(broken, Map.of()).run(3, 3, 1, done -> { });
        assertThat(t.failures()).singleElement().satisfies(f -> {
            assertThat(f.index()).isEqualTo(1);
            assertThat(f.problem()).startsWith("threw java.lang.IllegalStateException: the turn does not move on");
        });
        assertThat(t.endings()).containsEntry("error: threw", 1);
        assertThat(t.endings().values().stream().mapToInt(Integer::intValue).sum()).isEqualTo(3);
    }

    @Test
    void aSeedReplaysToTheSameActionsAndTheSameFinalStateTwice() {
        SnapshotWriter writer = StepNames.writer(rules);
        for (int i = 0; i < 8; i++) {
            LoadRun.Game g = run.game(21, i);
            List<Action> first = new ArrayList<>();
            List<Action> second = new ArrayList<>();
            GameState a = run.start(g);
            GameState b = run.start(g);
            var one = run.play(g, a, first::add);
            var two = run.play(g, b, second::add);
            assertThat(second).as(g.toString()).isEqualTo(first).hasSize(one.actions());
            assertThat(writer.write(b)).as(g.toString()).isEqualTo(writer.write(a));
            assertThat(two).usingRecursiveComparison().isEqualTo(one);
        }
    }

    @Test
    void aGamesReplayCommandPlaysItAgainExactly() {
        for (int i = 0; i < 40; i++) {
            LoadRun.Game g = run.game(5, i);
            if (g.preset() == null && i > 4) {
                continue; // a few new games and every preset game among the first forty
            }
            var o = run.play(g, a -> { });
            StringWriter out = new StringWriter();
            String[] args = g.replayCommand().substring("meq ".length()).split(" ");
            int code = MeqCommand.run(args, new PrintWriter(out, true), new PrintWriter(new StringWriter(), true));
            assertThat(code).isZero();
            assertThat(out.toString()).contains("game (" + g + "): " + o.winnerWord() + " (" + o.reason()
                    + ") after " + o.turns() + " turns, " + o.actions() + " actions, " + o.actions()
                    + " invariant checks");
        }
    }

    @Test
    void theLoadRunCommandPrintsItsFigures() {
        StringWriter out = new StringWriter();
        int code = MeqCommand.run(new String[] {"simulate", "--mix", "--games", "6", "--seed", "4", "--threads", "2"},
                new PrintWriter(out, true), new PrintWriter(new StringWriter(), true));
        assertThat(code).isZero();
        assertThat(out.toString()).contains("games: 6", "invariant checks: ", "failures: 0");
    }
}
