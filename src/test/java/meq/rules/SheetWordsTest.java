package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import meq.rules.words.SheetWords;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * A hero's sheet reads his attributes as the engine plays them: "This hero's fortitude is 1 lower." (Weary) shows
 * his own seat "Fortitude 4 (5, Weary −1)"; his Corruption cards are his secret, so no other seat reads the change.
 */
class SheetWordsTest {
    static final Rules R = Scenario.RULES;

    static Scenario table() {
        return Scenario.of("""
                heroes:
                  - {id: thalin, location: erebor, corruption: [corruption:weary, corruption:weak]}
                  - {id: eleanor, location: rivendell}
                """);
    }

    static String words(Scenario s, Seat seat, String hero, int a) {
        View v = s.engine.view(s.s, seat);
        View.HeroView h = v.board().heroes().stream().filter(x -> x.id().equals(hero)).findFirst().orElseThrow();
        return SheetWords.attribute(R, v, h, a);
    }

    @Test
    void aHeroHoldingWearySeesHisFortitudeLoweredByIt() {
        Scenario s = table();
        Seat thalin = Seat.hero("thalin");
        assertThat(words(s, thalin, "thalin", 0)).isEqualTo("Fortitude 4 (5, Weary \u22121)");
        assertThat(words(s, thalin, "thalin", 1)).isEqualTo("Strength 6 (7, Weak \u22121)");
        View v = s.engine.view(s.s, thalin);
        assertThat(v.own().attributes()).as("the engine's values").startsWith(4, 6);
    }

    @Test
    void noOtherSeatReadsASecretCorruptionCard() {
        Scenario s = table();
        for (Seat other : new Seat[] {Seat.SAURON, Seat.hero("eleanor")}) {
            assertThat(words(s, other, "thalin", 0)).as(other.id()).isEqualTo("Fortitude 5");
            assertThat(words(s, other, "thalin", 1)).as(other.id()).isEqualTo("Strength 7");
            View v = s.engine.view(s.s, other);
            assertThat(v.own().attributeChanges()).as(other.id()).isEmpty();
            assertThat(meq.rules.words.ViewText.of(v)).as(other.id()).doesNotContain("Weary").doesNotContain("weary");
        }
        // Eleanor's own sheet, no card changing it, reads as printed
        assertThat(words(s, Seat.hero("eleanor"), "eleanor", 0)).isEqualTo("Fortitude 6");
    }
}
