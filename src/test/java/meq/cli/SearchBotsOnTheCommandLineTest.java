package meq.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** simulate and odds with the search bot on a side (issue 18: "odds that mean something"). */
class SearchBotsOnTheCommandLineTest {
    private static String figures(String out) {
        return out.replaceAll("(?m)^rate:.*$", "").replaceAll("threads: \\d+", "threads: N");
    }

    @Test
    void simulateWithASearchingSideSaysItsBudgetAndPlaysTheSameGamesAtAnyThreadCount() {
        var one = ValidateCommandTest.run("simulate", "--games", "2", "--players", "2", "--sauron", "search",
                "--budget", "2", "--threads", "1", "--check");
        assertThat(one.code()).as(one.err()).isZero();
        assertThat(one.out()).contains("sauron: search bot, budget 2  heroes: heuristic bot");
        assertThat(one.out()).contains("invariant checks:");
        var two = ValidateCommandTest.run("simulate", "--games", "2", "--players", "2", "--sauron", "search",
                "--budget", "2", "--threads", "2", "--check");
        assertThat(figures(two.out())).isEqualTo(figures(one.out()));
    }

    @Test
    void oddsWithSearchBotsPrintTheBudgetBesideTheFigures() {
        var r = ValidateCommandTest.run("odds", "finale-sauron-dominant", "--samples", "4", "--bots", "Search",
                "--budget", "3");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("4 samples, seed 1, search bots on every seat, budget 3\n");
        var again = ValidateCommandTest.run("odds", "finale-sauron-dominant", "--samples", "4", "--bots", "search",
                "--budget", "3", "--threads", "2");
        assertThat(figures(again.out())).isEqualTo(figures(r.out()).replace("1 threads", "2 threads"));
    }

    @Test
    void aBudgetUnderOneIsBadUsage() {
        var r = ValidateCommandTest.run("odds", "finale-sauron-dominant", "--bots", "search", "--budget", "0");
        assertThat(r.code()).isEqualTo(MeqCommand.BAD_USAGE);
        assertThat(r.err()).contains("--budget must be at least 1");
    }

    @Test
    void eachSideMayHaveABudgetOfItsOwn() {
        var r = ValidateCommandTest.run("simulate", "--preset", "finale-sauron-dominant", "--games", "1",
                "--sauron", "search:3", "--heroes", "SEARCH:2", "--budget", "9");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("sauron: search bot, budget 3  heroes: search bot, budget 2");
        var none = ValidateCommandTest.run("simulate", "--games", "1", "--sauron", "search:0");
        assertThat(none.code()).isEqualTo(MeqCommand.BAD_USAGE);
        assertThat(none.err()).contains("--sauron search:0: a search's budget is at least 1");
    }
}
