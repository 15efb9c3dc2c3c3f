package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.ArrayList;
import java.util.List;
import meq.rules.words.CardFace;
import meq.rules.words.CardFaces;
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
}
