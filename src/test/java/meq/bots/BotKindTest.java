package meq.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import meq.TestData;
import meq.rules.engine.Engine;
import meq.rules.engine.Setup;
import meq.rules.words.GameLog;
import meq.state.GameState;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

class BotKindTest {
    @Test
    void wordsNameTheBotsInAnyCaseAndTheSearchTakesItsBudget() {
        assertThat(BotKind.parse("Heuristic", 9)).isEqualTo(BotKind.HEURISTIC);
        assertThat(BotKind.parse("bot", 9)).isEqualTo(BotKind.HEURISTIC);
        assertThat(BotKind.parse(" RANDOM ", 9)).isEqualTo(BotKind.RANDOM);
        assertThat(BotKind.parse("search", 9)).isEqualTo(BotKind.search(9));
        assertThat(BotKind.parse("clever", 9)).isNull();
    }

    @Test
    void theFiguresSayTheBudgetOfASearchOnly() {
        assertThat(BotKind.search(64).word()).isEqualTo("search (budget 64)");
        assertThat(BotKind.search(64).bots(false)).isEqualTo("search bot, budget 64");
        assertThat(BotKind.search(8).onEverySeat()).isEqualTo("search bots on every seat, budget 8");
        assertThat(BotKind.HEURISTIC.bots(true)).isEqualTo("heuristic bots");
        assertThat(BotKind.RANDOM.onEverySeat()).isEqualTo("random bots on every seat");
    }

    @Test
    void aSearchWithoutBudgetIsNoBot() {
        assertThatThrownBy(() -> BotKind.search(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new BotKind(BotKind.Kind.HEURISTIC, 5)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aSaveWritesEachTableStrengthByAWordItReadsBack() {
        assertThat(Arrays.stream(Strength.values()).map(x -> x.name().toLowerCase(Locale.ROOT)).toList())
                .isEqualTo(GameLog.BOT_STRENGTHS);
    }

    @Test
    void sauronsPlanningIsGivenToHisSeatAlone() {
        Engine engine = new Engine(TestData.RULES);
        GameState s = Setup.newGame(TestData.RULES, List.of("eleanor"), 3);
        assertThat(engine.planningView(s, Seat.SAURON).ownPlots()).isEqualTo(s.sauronPlots.asList());
        assertThatThrownBy(() -> engine.planningView(s, Seat.hero("eleanor")))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
