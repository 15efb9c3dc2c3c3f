package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.List;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * Issue 34: a question a card's effect asks comes with that card in the asked seat's view (View.resolving), so the
 * window can show the card being resolved; no other seat's view carries it, and it is gone once the effect is over.
 */
class ResolvingCardTest {

    @Test
    void temptedByPowerIsShownToSauronAtHisPickAndToTheHeroAtHisChoiceThenToNoOne() {
        // "Sauron picks a hero. That hero either takes 1 Corruption card and receives training, or lets Sauron
        // draw 1 Plot card."
        Scenario s = EventCardsTest.event("event:tempted-by-power", """
                heroes:
                  - {id: beravor, location: bree}
                  - {id: argalad, location: bree}
                sauron: {plots: []}
                """);
        int card = Scenario.card("event:tempted-by-power");
        assertThat(s.seat()).isEqualTo(Seat.SAURON);
        assertThat(s.prompt()).startsWith("Tempted by Power: choose a hero");
        assertThat(resolving(s, Seat.SAURON)).isEqualTo(card);
        assertThat(resolving(s, Seat.hero("argalad"))).as("a seat not asked").isEqualTo(-1);
        s.choose("Argalad");
        assertThat(s.seat()).isEqualTo(Seat.hero("argalad"));
        assertThat(resolving(s, Seat.hero("argalad"))).isEqualTo(card);
        assertThat(resolving(s, Seat.SAURON)).isEqualTo(-1);
        assertThat(resolving(s, Seat.hero("beravor"))).isEqualTo(-1);
        s.choose("Sauron draws 1 Plot card");
        for (Seat seat : List.of(Seat.SAURON, Seat.hero("argalad"), Seat.hero("beravor"))) {
            assertThat(resolving(s, seat)).as("the effect is over, for %s", seat).isEqualTo(-1);
        }
    }

    @Test
    void aShadowCardPlayedFaceUpIsShownAtEachOfItsQuestionsAndNotAtTheActionThatPlaysIt() {
        // An Evil Fog: "Sauron moves a hero of his choice to an adjacent location. That hero then discards 1 random
        // card for each Corruption card he holds."
        Scenario s = ShadowCardsTest.atAction("""
                heroes:
                  - {id: thalin, location: forest-road, corruption: [corruption:reckless]}
                  - {id: eleanor, location: minas-tirith}
                """, "shadow:an-evil-fog", 1);
        assertThat(s.prompt()).startsWith("Take an action");
        assertThat(resolving(s, Seat.SAURON)).as("his action is no card's question").isEqualTo(-1);
        ShadowCardsTest.playAtAction(s, "shadow:an-evil-fog");
        int fog = Scenario.card("shadow:an-evil-fog");
        assertThat(resolving(s, Seat.SAURON)).as("choosing the hero").isEqualTo(fog);
        s.choose("Thálin");
        assertThat(s.prompt()).contains("choose where");
        assertThat(resolving(s, Seat.SAURON)).as("choosing where he goes").isEqualTo(fog);
        s.choose("Rhosgobel");
        for (Seat seat : List.of(Seat.SAURON, Seat.hero("thalin"), Seat.hero("eleanor"))) {
            assertThat(resolving(s, seat)).as("after the card, for %s", seat).isEqualTo(-1);
        }
    }

    private static int resolving(Scenario s, Seat seat) {
        return s.engine.view(s.s, seat).question().resolving();
    }
}
