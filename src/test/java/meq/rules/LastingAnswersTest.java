package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import org.junit.jupiter.api.Test;

/**
 * Answers that destroy something for good are marked by the engine with why they cannot be undone, for the table to
 * confirm (issue 34); the others are not.
 */
class LastingAnswersTest {
    private static final String PLOTS = """
            activePlots:
              - {plot: plot:saruman-falls-to-corruption, at: isengard}
              - null
              - null
            """;

    /** RS 150-151: at the Plot step Sauron may "Discard an active Plot card, or do nothing". */
    @Test
    void sauronsPlotDiscardIsMarkedAndReadsDiscard() {
        Scenario s = Scenario.of("""
                heroes: [{id: beravor, location: bree}]
                turn: 3
                shadowPool: 4
                influence: {}
                sauron: {plots: [plot:urgent-summons]}
                stack: [{step: SauronTurn.PlotStep}]
                """ + PLOTS);
        Ask ask = s.ask();
        Action discard = Action.ChooseCard.of(Scenario.card("plot:saruman-falls-to-corruption"));
        assertThat(ask.lasting(discard)).contains("cannot be put back");
        assertThat(meq.rules.words.Describe.choice(Scenario.RULES, ask, discard))
                .isEqualTo("Discard the active plot Saruman Falls to Corruption");
        assertThat(ask.options()).filteredOn(a -> !a.equals(discard)).allSatisfy(a -> assertThat(ask.lasting(a)).isNull());
    }

    /** RS 381-383: a hero discards an active plot affecting his location by paying its favor. */
    @Test
    void theHerosPlotDiscardIsMarked() {
        Scenario s = Scenario.of("""
                heroes: [{id: beravor, location: isengard, favor: 9}]
                stack: [{step: HeroTurn.Explore, hero: beravor, eventUsed: false}]
                """ + PLOTS);
        Ask ask = s.ask();
        Action discard = new Action.DiscardPlot(Scenario.card("plot:saruman-falls-to-corruption"));
        assertThat(ask.options()).contains(discard);
        assertThat(ask.lasting(discard)).contains("favor paid is spent");
        assertThat(ask.lasting(Action.PASS)).isNull();
    }

    /**
     * RS 659-661: "The hero must choose whether to" lose a favor token or one of his Item cards: the item is lost for
     * good, the favor is not marked.
     */
    @Test
    void anItemLostInADefeatIsMarked() {
        Scenario s = Scenario.of("""
                heroes: [{id: beravor, location: bree, favor: 2, items: [item:boat]}]
                stack: [{step: Damage.Defeat, hero: beravor, phase: 1}]
                """);
        Ask ask = s.ask();
        assertThat(ask.lasting(Action.ChooseCard.of(Scenario.card("item:boat")))).contains("supply");
        assertThat(ask.lasting(Action.LOSE_FAVOR)).isNull();
    }
}
