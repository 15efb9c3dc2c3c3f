package meq.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import meq.rules.Action;
import meq.rules.Ask;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * Issue 34: the hint speaks to players. It says which choice its play-outs favour, with each one's share of games
 * won in tenths, or "too close to call" when the two best choices' 95% intervals overlap; a choice played out few
 * times, or that won all or none of its play-outs, is said as counted ("won all 15 of its play-outs"), so far.
 */
class AdviceVerdictTest {
    private static final Action REST = new Action.Rest();
    private static final Action BREE = Action.PlaceInfluence.of(3);

    private static Advice.Row row(Action a, String words, int wins, int plays) {
        double[] ci = Stats.wilson(wins, plays);
        return new Advice.Row(a, words, wins, plays, ci[0], ci[1]);
    }

    private static Advice advice(Seat seat, Advice.Row... rows) {
        return new Advice(new Ask(seat, "Rest?", List.of(REST, BREE)), 100, List.of(rows));
    }

    @Test
    void aChoiceWhoseIntervalLiesAboveTheNextIsFavouredInTenths() {
        Advice a = advice(Seat.hero("thalin"), row(BREE, "Travel to Bree", 60, 100), row(REST, "Rest", 20, 100));
        assertThat(a.verdict()).isEqualTo("The play-outs favour Travel to Bree. Travel to Bree wins about 6 games in"
                + " 10 for the heroes; Rest wins about 2 in 10.");
    }

    @Test
    void overlappingIntervalsAreTooCloseToCall() {
        Advice a = advice(Seat.SAURON, row(REST, "Rest", 30, 50), row(BREE, "Travel to Bree", 25, 50));
        assertThat(a.verdict()).isEqualTo("Too close to call: Rest wins about 6 games in 10 for Sauron; Travel to"
                + " Bree wins about 5 in 10.");
    }

    @Test
    void aChoiceThatWonAllOfAFewPlayOutsIsSaidAsCountedNotAsWinningEveryGame() {
        Advice a = advice(Seat.SAURON, row(REST, "Rest", 15, 15), row(BREE, "Travel to Bree", 0, 15));
        assertThat(a.verdict()).isEqualTo("The play-outs favour Rest so far: for Sauron, Rest won all 15 of its"
                + " play-outs; Travel to Bree won none of its 15 play-outs.").doesNotContain("every game");
    }

    @Test
    void fewPlayOutsWhoseIntervalsOverlapAreTooCloseToCallAsCounted() {
        Advice a = advice(Seat.hero("thalin"), row(REST, "Rest", 12, 20), row(BREE, "Travel to Bree", 9, 20));
        assertThat(a.verdict()).isEqualTo("Too close to call so far: for the heroes, Rest won 12 of its 20"
                + " play-outs; Travel to Bree won 9 of its 20 play-outs.");
    }

    @Test
    void allWonOfManyPlayOutsIsStillSaidAsCounted() {
        Advice a = advice(Seat.SAURON, row(REST, "Rest", 50, 50), row(BREE, "Travel to Bree", 30, 50));
        assertThat(a.verdict()).isEqualTo("The play-outs favour Rest so far: for Sauron, Rest won all 50 of its"
                + " play-outs; Travel to Bree won 30 of its 50 play-outs.");
    }

    @Test
    void theFavouriteIsTheBestRatedOfTheChoicesPlayedMostNotALuckyOneTriedOnce() {
        Advice a = advice(Seat.SAURON, row(REST, "Rest", 30, 60), row(BREE, "Travel to Bree", 1, 1));
        assertThat(a.verdict()).isEqualTo("Too close to call so far: for Sauron, Rest won 30 of its 60 play-outs;"
                + " Travel to Bree won its only play-out.");
    }

    @Test
    void sharesAtTheEndsAreSaidInWords() {
        assertThat(Advice.share(0, true)).isEqualTo("no games");
        assertThat(Advice.share(0.03, true)).isEqualTo("hardly any games");
        assertThat(Advice.share(0.1, true)).isEqualTo("about 1 game in 10");
        assertThat(Advice.share(0.97, false)).isEqualTo("almost every one");
        assertThat(Advice.share(1, true)).isEqualTo("every game");
    }

    @Test
    void oneChoiceOrTooFewGamesSaySo() {
        Advice one = new Advice(new Ask(Seat.SAURON, "Rest?", List.of(REST)), 4, List.of(row(REST, "Rest", 0, 0)));
        assertThat(one.verdict()).isEqualTo("There is only one choice: Rest.");
        Advice early = advice(Seat.SAURON, row(REST, "Rest", 1, 1), row(BREE, "Travel to Bree", 0, 0));
        assertThat(early.verdict()).isEqualTo("Too few games played out to tell the choices apart yet.");
        assertThat(early.played()).isEqualTo(1);
    }
}
