package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.List;
import meq.rules.words.Reveals;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/** Who is shown a reveal when the seat at the screen changes: the one rule of the reveal panel a bot touches. */
class RevealPanelTest {
    private static Reveals.Reveal event() {
        return new Reveals.Reveal(Reveals.Kind.EVENT, "tempted-by-power", null, "Tempted by Power", List.of(), null);
    }

    @Test
    void whatTheTableWatchedABotRevealStaysForThePlayerWhoseTurnComesNext() {
        // found playing a hero against Sauron's bot: the bot's plot and event were shown to the table while it moved,
        // and taken off the screen at once when the seat came back to the hero, before he could read them
        RevealPanel panel = new RevealPanel(OddsDialogTest.RULES);
        panel.look(Seat.hero("argalad"));
        panel.look(new Seat("table"));
        panel.offer(List.of(event()));
        panel.look(Seat.hero("argalad"));
        assertThat(panel.queued()).extracting(Reveals.Reveal::title).containsExactly("Tempted by Power");
    }

    @Test
    void aPlayersUndismissedRevealDoesNotFollowTheTableToTheNextPlayer() {
        // hot seat: the next player is shown what the last answer revealed (the hand-over), not the older reveals the
        // last player left on the screen
        RevealPanel panel = new RevealPanel(OddsDialogTest.RULES);
        panel.look(Seat.SAURON);
        panel.offer(List.of(event()));
        panel.offer(List.of());
        panel.look(Seat.hero("argalad"));
        assertThat(panel.queued()).isEmpty();
    }
}
