package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Map;
import meq.board.Neighbour;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.View;
import meq.rules.engine.Engine;
import meq.rules.playtest.Presets;
import meq.rules.words.Describe;
import meq.state.GameState;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * What a move costs, as the map writes it, from the rule "move to an adjacent location by discarding one card
 * with the path's icon, or as many cards as its number".
 */
class TableReadingTest {
    @Test
    void eachReachableLocationIsLabelledWithTheCheapestPaymentOnOffer() throws Exception {
        var rules = OddsDialogTest.RULES;
        var file = Presets.find("stage-three-crisis");
        GameState s = Presets.load(rules, Files.readAllBytes(file), file.toString()).state();
        Engine engine = new Engine(rules);
        Ask travel = engine.current(s);
        assertThat(travel.prompt()).isEqualTo("Travel");
        View v = engine.view(s, travel.seat());
        Map<Integer, String> costs = new TableReading(rules).moveCosts(v, v.question().ask());
        int from = TableReading.heroAt(v, travel.seat().id());
        assertThat(costs).isNotEmpty();
        for (Neighbour n : rules.board().neighbours(rules.board().location(from))) {
            int to = n.to().index();
            boolean byIcon = travel.options().stream().anyMatch(a -> a instanceof Action.MoveHero m && m.to() == to
                    && m.card() >= 0);
            boolean byCount = travel.options().contains(new Action.MoveHero(to, -1));
            String label = costs.get(to);
            if (byIcon) {
                assertThat(label).as(n.to().name()).endsWith(" card").doesNotMatch("\\d+ cards?");
            } else if (byCount) {
                assertThat(label).as(n.to().name()).isEqualTo(n.path().cost() + (n.path().cost() == 1 ? " card" : " cards"));
            } else {
                assertThat(label).as("%s is not reachable now", n.to().name()).isNull();
            }
        }
        assertThat(new TableReading(rules).moveCosts(engine.view(s, Seat.SAURON), null))
                .as("no costs for a seat that is not travelling").isEmpty();
    }

    @Test
    void whileSauronsBotPlacesADrawnTokenTheTableIsNotToldItsFace() throws Exception {
        // found in review: the table showed a bot's prompt to every seat, "Place the Orc token drawn from the blue
        // pile" among them (RS 253-256: Sauron looks at the token secretly)
        var rules = OddsDialogTest.RULES;
        String yaml = """
                title: a drawn token
                seed: 5
                heroes: [{id: eleanor, location: osgiliath}]
                influence: {barad-dur: 5, mount-doom: 3, sea-of-udun: 3, minas-morgul: 3, pelargir: 2, near-harad: 2}
                stack:
                  - {step: SauronActions.Command, remaining: 2, commanded: [], placed: false}
                  - {step: SauronTurn.End}
                """;
        GameState s = Presets.load(rules, yaml.getBytes(StandardCharsets.UTF_8), "drawn.yaml").state();
        Engine engine = new Engine(rules);
        engine.apply(s, new Action.DrawToken("blue"));
        Ask place = engine.current(s);
        assertThat(place.prompt()).startsWith("Place the ");
        String face = place.prompt().substring("Place the ".length(), place.prompt().indexOf(" token"));
        String shown = BotPrompt.of(rules, Describe.step(rules, s), Describe.shadowTiming(s), Seat.SAURON, "Sauron", null);
        assertThat(shown).startsWith("Sauron (bot) is choosing").doesNotContain(face).doesNotContain("Place the");
    }

    /** A hero travelling from where the YAML puts him, with his own items. */
    private static GameState travelling(String thalin) throws Exception {
        String yaml = "title: travel\nseed: 3\nheroes:\n  - " + thalin + "\n"
                + "stack:\n  - {step: HeroTurn.Travel, hero: thalin, moved: false, exploredStart: false}\n";
        return Presets.load(OddsDialogTest.RULES, yaml.getBytes(StandardCharsets.UTF_8), "travel.yaml").state();
    }

    private static int at(String id) {
        return OddsDialogTest.RULES.board().location(id).index();
    }

    @Test
    void withAHorseTheMapAndTheChoiceSayOneCardLess() throws Exception {
        // found playing: the map wrote the path's printed number, "3 cards", where the Horse makes it 2 ("every path
        // costs you 1 card less, but never less than 1"); the choice said "paying several cards"
        var rules = OddsDialogTest.RULES;
        GameState s = travelling("{id: thalin, location: erebor, hand: [thalin:block, thalin:evade], items: [item:horse]}");
        Engine engine = new Engine(rules);
        View v = engine.view(s, Seat.hero("thalin"));
        assertThat(new TableReading(rules).moveCosts(v, v.question().ask())).containsEntry(at("iron-hills"), "2 cards");
        Action byTwo = new Action.MoveHero(at("iron-hills"), -1);
        assertThat(v.question().ask().options()).contains(byTwo);
        assertThat(Describe.choice(rules, v, v.question().ask(), byTwo)).isEqualTo("Move to The Iron Hills paying 2 cards");

        // a path of 1 stays 1 ("never less than 1"): any one card pays it
        GameState havens = travelling("{id: thalin, location: grey-havens, hand: [thalin:block], items: [item:horse]}");
        View w = engine.view(havens, Seat.hero("thalin"));
        assertThat(new TableReading(rules).moveCosts(w, w.question().ask())).containsEntry(at("shire"), "any card");
    }

    @Test
    void withABoatAWaterPathTakesAnyCardAndTheCrossingToBelfalasIsWritten() throws Exception {
        // "Any water path costs you only 1 card, of any icon. You may also sail between the Grey Havens and Belfalas
        // for 3 cards of any icon." Erebor to Lake Esgaroth is a water path of hills.
        var rules = OddsDialogTest.RULES;
        Engine engine = new Engine(rules);
        GameState erebor = travelling("{id: thalin, location: erebor, hand: [thalin:sweep], items: [item:boat]}");
        View v = engine.view(erebor, Seat.hero("thalin"));
        assertThat(new TableReading(rules).moveCosts(v, v.question().ask())).containsEntry(at("lake-esgaroth"), "any card");
        GameState havens = travelling("{id: thalin, location: grey-havens, "
                + "hand: [thalin:sweep, thalin:rush, thalin:block], items: [item:boat]}");
        View w = engine.view(havens, Seat.hero("thalin"));
        assertThat(new TableReading(rules).moveCosts(w, w.question().ask())).containsEntry(at("belfalas"), "3 cards");
        assertThat(Describe.choice(rules, w, w.question().ask(), new Action.MoveHero(at("belfalas"), -1)))
                .isEqualTo("Move to Belfalas paying 3 cards");
    }
}
