package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.List;
import meq.rules.GameEvent;
import meq.rules.words.Reveals;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/** The window shows a Peril draw where no Peril applies, each card with the check it failed (issue 33). */
class NoPerilRevealTest {
    @Test
    void aPerilDrawThatDoesNotApplyIsShownWithItsReason() {
        var rules = OddsDialogTest.RULES;
        int armies = rules.cards().copies("peril:armies-underground").get(0);
        int evil = rules.cards().copies("peril:an-enduring-evil").get(0);
        int at = rules.board().location("weathertop").index();
        RevealPanel panel = new RevealPanel(rules);
        panel.look(Seat.SAURON);
        panel.offer(Reveals.of(rules, List.of(new GameEvent.NoneApplies("thalin", at, true, List.of(armies, evil)))));
        assertThat(panel.text()).contains("Peril", "No Peril applies at Weathertop",
                "Armies Underground: it affects only Mount Gundabad", "An Enduring Evil: it affects only Ruins of Angmar");
    }
}
