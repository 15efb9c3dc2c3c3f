package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.ArrayList;
import java.util.List;
import meq.rules.words.CardFace;
import meq.rules.words.CardFaces;
import meq.state.Marker;
import org.junit.jupiter.api.Test;

class CardFacesTest {
    private final Rules rules = Fixture.RULES;

    @Test
    void everyCardOfEveryDeckHasAFaceWithItsTitleAndText() {
        var c = rules.data().cards();
        List<String> ids = new ArrayList<>();
        c.events().forEach(x -> ids.add(x.id()));
        c.plots().forEach(x -> ids.add(x.id()));
        c.shadows().forEach(x -> ids.add(x.id()));
        c.corruption().forEach(x -> ids.add(x.id()));
        c.perils().forEach(x -> ids.add(x.id()));
        c.missions().forEach(x -> ids.add(x.id()));
        c.quests().forEach(x -> ids.add(x.id()));
        c.items().forEach(x -> ids.add(x.id()));
        c.characters().forEach(x -> ids.add(x.id()));
        c.encounters().forEach(d -> d.cards().forEach(x -> ids.add(x.id())));
        rules.data().minions().forEach(x -> ids.add(x.id()));
        rules.data().monsters().forEach(x -> ids.add(x.id()));
        for (String id : ids) {
            CardFace f = CardFaces.byId(rules, id).orElseThrow(() -> new AssertionError("no face for " + id));
            assertThat(f.title()).as(id).isNotBlank();
            assertThat(f.text()).as(id).isNotBlank();
        }
    }

    @Test
    void aPlotShowsThePoolItNeedsAndACorruptionCardItsDiscardCost() {
        var plot = rules.data().cards().plots().get(0);
        assertThat(CardFaces.byId(rules, plot.id()).orElseThrow().numbers()).contains("Needs Shadow Pool " + plot.pool());
        var k = rules.data().cards().corruption().get(0);
        assertThat(CardFaces.byId(rules, k.id()).orElseThrow().numbers())
                .contains("Discard for " + k.discardCost() + " favor");
    }

    /**
     * A plot card says which marker it moves and by how much, from its data: the first sentence of its face (the
     * hand, the plot track, the large view) says the move a Story step then makes with the plot active; the card's
     * own text never says it again by hand.
     */
    /** A hero card's face names its numbers and the path icon it pays for in travel, in words a newcomer reads. */
    @Test
    void aHeroCardNamesItsNumbersAndItsTravelIcon() {
        for (int card = 0; card < rules.cards().count(); card++) {
            if (rules.cards().kind(card) != meq.state.CardKind.HERO && rules.cards().kind(card) != meq.state.CardKind.SKILL) {
                continue;
            }
            var d = rules.cards().card(card);
            List<String> numbers = CardFaces.of(rules, card).numbers();
            assertThat(numbers).as(d.id()).startsWith("Attack " + d.attack(), "Defense " + d.defense(),
                    "Strength cost " + d.cost());
            assertThat(numbers.get(3)).as(d.id()).isEqualTo(d.icon() == meq.data.Icon.ANY
                    ? "Travel: pays for any path" : "Travel: pays for a " + d.icon().name().toLowerCase() + " path");
        }
    }

    @Test
    void everyPlotSaysWhichMarkerItMovesAtTheStoryStepAndByHowMuch() {
        for (var plot : rules.data().cards().plots()) {
            Marker m = Marker.valueOf(plot.marker().toUpperCase());
            String text = CardFaces.byId(rules, plot.id()).orElseThrow().text();
            assertThat(plot.text()).as(plot.id() + "'s own text").doesNotContainIgnoringCase("story step");
            Scenario s = Scenario.of("heroes: [{id: beravor, location: bree}]\n"
                    + "story: {green: 1, yellow: 1, black: 1, red: 1}\n"
                    + "activePlots:\n  - {plot: plot:" + plot.id() + ", at: bree}\n"
                    + "stack:\n  - {step: SauronTurn.Story}\n");
            s.ask();
            int moved = s.s.story.position(m) - 1;
            assertThat(moved).as(plot.id()).isPositive();
            assertThat(text).as(plot.id()).startsWith("Every Story step: Sauron's " + m.name().toLowerCase()
                    + " marker moves " + moved + (moved == 1 ? " space." : " spaces.") + " " + plot.text().strip());
        }
    }
}
