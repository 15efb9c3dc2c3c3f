package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Event cards, each played through Sauron's Event step on a small preset, checked against its sentence. */
class EventCardsTest {
    /** A stage I moment at Sauron's Event step, no side dominant (one card drawn); the card on top. */
    static Scenario atEvent(String heroes, String event) {
        Scenario s = Scenario.of(heroes + """
                story: {green: 2, yellow: 2, black: 1, red: 1}
                turn: 2
                stack:
                  - {step: SauronTurn.EventStep}
                """);
        return s.onTop("events-" + stageOf(event), event);
    }

    static int stageOf(String event) {
        return Scenario.RULES.cards().def(Scenario.card(event), meq.data.CardDecks.Event.class).stage();
    }

    @Test
    @Plays("event:messengers-of-the-stormcrow")
    void messengersOfTheStormcrow() {
        // "Every hero who holds favor must give up 1 favor or take 1 Corruption card."
        Scenario s = atEvent("""
                heroes:
                  - {id: eleanor, location: osgiliath, favor: 2}
                  - {id: thalin, location: erebor, favor: 0}
                """, "event:messengers-of-the-stormcrow");
        assertThat(s.ask().seat()).isEqualTo(meq.state.Seat.hero("eleanor"));
        assertThat(s.options()).containsExactly("Pay 1 favor", "Take 1 Corruption card");
        s.choose("Pay 1 favor");
        assertThat(s.hero("eleanor").favor).isEqualTo(1);
        assertThat(s.hero("thalin").corruption.size()).as("no favor: not asked").isZero();
        assertThat(s.events(GameEvent.EventDrawn.class)).extracting(GameEvent.EventDrawn::event)
                .containsExactly("messengers-of-the-stormcrow");
        // then its placements: Théoden to Helm's Deep, a favor on Bree
        assertThat(s.s.characterAt.get("theoden")).isEqualTo(s.at("helms-deep"));
        assertThat(s.s.favorTokens[s.at("bree")]).isEqualTo(1);
    }
}
