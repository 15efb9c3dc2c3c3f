package meq.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import java.util.List;
import meq.rules.Ask;
import meq.rules.words.FinaleWords;
import meq.rules.words.GameLog;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/** What the window is shown of a game (Seen): the seat's own view, and no secret before its time. */
class SeenTest {
    @Test
    void beforeTheFinaleTheRingwraithsAreToldButNoMissionIs() {
        Session s = Session.of(FinaleWordsTest.RULES, new GameLog(List.of("beravor", "thalin"), 5, List.of()));
        assertThat(FinaleWords.opening(FinaleWordsTest.RULES, s.state()).missions())
                .as("the engine's words would name them").isNotEmpty();
        FinaleWords.Opening o = s.seen().opening();
        assertThat(o.missions()).as("the table is not told them").isEmpty();
        assertThat(o.health()).isPositive();
        assertThat(o.adjustment()).isNotBlank();
        assertThat(s.seen().choosingChampion()).isFalse();
        assertThat(s.seen().over()).isFalse();
        assertThatThrownBy(() -> s.seen().result(List.of())).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void atTheFinalesOpeningAndAtTheEndTheMissionsAreLaidFaceUp() throws Exception {
        Session s = FinaleWordsTest.preset("finale-sauron-dominant");
        s.seen().pending(); // the Finale's first steps run up to the champion's choice
        assertThat(s.seen().choosingChampion()).isTrue();
        assertThat(s.seen().opening().missions()).isNotEmpty()
                .isEqualTo(FinaleWords.opening(FinaleWordsTest.RULES, s.state()).missions());
        FinaleWordsTest.playToTheEnd(s, 3);
        assertThat(s.seen().over()).isTrue();
        assertThat(s.seen().pending()).isNull();
        FinaleWords.Result r = s.seen().result(FinaleWordsTest.events(s));
        assertThat(r.headline()).isIn("Sauron wins", "The heroes win");
        assertThat(r.missions()).isNotEmpty();
    }

    @Test
    void aSeatsViewIsItsOwnAndTheTablesHoldsNoHand() {
        Session s = Session.of(FinaleWordsTest.RULES, new GameLog(List.of("beravor", "thalin"), 5, List.of()));
        Seen seen = s.seen();
        Ask ask = seen.pending();
        assertThat(ask.seat()).isEqualTo(s.engine().current(s.state()).seat());
        assertThat(seen.view(ask.seat()).question().ask()).as("the seat asked reads its question").isNotNull();
        assertThat(seen.table().question().ask()).as("the table answers nothing").isNull();
        assertThat(seen.table().own().hand()).isEmpty();
        assertThat(seen.view(Seat.hero("beravor")).seat()).isEqualTo(Seat.hero("beravor"));
        assertThat(seen.heroes()).containsExactly("beravor", "thalin");
        assertThat(seen.turn()).isEqualTo(s.state().turn);
        assertThat(seen.step()).isNotNull();
    }
}
