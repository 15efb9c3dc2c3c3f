package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import org.junit.jupiter.api.Test;

/** The three Item cards, held by a hero and checked where their sentences bite: his Travel step, a Shadow card. */
class ItemCardsTest {
    static Scenario travelling(String thalin) {
        return Scenario.of("heroes:\n  - " + thalin + "\n"
                + "stack:\n  - {step: HeroTurn.Travel, hero: thalin, moved: false, exploredStart: false}\n");
    }

    @Test
    @Plays("item:boat")
    void boat() {
        // "Any water path costs you only 1 card, of any icon. You may also sail between the Grey Havens and Belfalas
        // for 3 cards of any icon." Erebor to Lake Esgaroth is a water path of hills, cost 2; Sweep is mountains.
        Scenario walking = travelling("{id: thalin, location: erebor, hand: [thalin:sweep]}");
        assertThat(walking.options()).noneMatch(o -> o.startsWith("Move to Lake Esgaroth"));
        Scenario s = travelling("{id: thalin, location: erebor, hand: [thalin:sweep], items: [item:boat]}");
        assertThat(s.options()).contains("Move to Lake Esgaroth paying Sweep (3/0/1)");

        Scenario sail = travelling("{id: thalin, location: grey-havens, hand: [thalin:sweep, thalin:rush, thalin:block], "
                + "items: [item:boat]}");
        assertThat(travelling("{id: thalin, location: grey-havens, hand: [thalin:sweep, thalin:rush, thalin:block]}")
                .options()).noneMatch(o -> o.startsWith("Move to Belfalas"));
        sail.choose("Move to Belfalas paying several cards");
        for (int i = 0; i < 3; i++) {
            assertThat(sail.prompt()).startsWith("Discard a card to pay for the move");
            sail.apply(sail.ask().options().get(0));
        }
        sail.ask();
        assertThat(sail.hero("thalin").location).isEqualTo(sail.at("belfalas"));
        assertThat(sail.hero("thalin").hand.size()).isZero();
    }

    @Test
    @Plays("item:horse")
    void horse() {
        // "Every path costs you 1 card less, but never less than 1." Erebor to the Iron Hills: mountains, cost 3.
        String hand = "hand: [thalin:block, thalin:evade]";
        Scenario walking = travelling("{id: thalin, location: erebor, " + hand + "}");
        assertThat(walking.options()).noneMatch(o -> o.startsWith("Move to The Iron Hills"));
        Scenario s = travelling("{id: thalin, location: erebor, " + hand + ", items: [item:horse]}");
        s.choose("Move to The Iron Hills paying several cards");
        s.apply(s.ask().options().get(0));
        assertThat(s.prompt()).as("2 cards: 1 less than 3").startsWith("Discard a card to pay for the move (1 more)");
        s.apply(s.ask().options().get(0));
        s.ask();
        assertThat(s.hero("thalin").location).isEqualTo(s.at("iron-hills"));

        // The Grey Havens to the Shire costs 1: still 1 card, never 0
        Scenario shire = travelling("{id: thalin, location: grey-havens, hand: [thalin:block], items: [item:horse]}");
        assertThat(shire.options()).filteredOn(o -> o.startsWith("Move to The Shire"))
                .containsExactly("Move to The Shire paying Block (0/4/2)");
    }

    @Test
    @Plays("item:elven-cloak")
    void elvenCloak() {
        // "Whenever Sauron plays a Shadow card during your turn, 1 influence leaves the Shadow Pool."
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: erebor, items: [item:elven-cloak]}
                sauron: {shadows: [shadow:winter-storm]}
                shadowPool: 10
                story: {green: 13, yellow: 2, black: 1, red: 1}
                stack:
                  - {step: HeroTurn.Start, hero: thalin}
                """);
        s.choose("Winter Storm");
        s.ask();
        assertThat(s.s.shadowPool).isEqualTo(9);
        assertThat(s.hero("thalin").travelLimit).as("the card itself still works").isEqualTo(1);
    }
}
