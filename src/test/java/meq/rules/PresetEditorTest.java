package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.charset.StandardCharsets;
import meq.data.DataException;
import meq.rules.engine.Engine;
import meq.rules.play.Finale;
import meq.rules.playtest.PresetEditor;
import meq.rules.playtest.Presets;
import meq.state.Attribute;
import meq.state.CardKind;
import meq.state.GameState;
import meq.state.Marker;
import org.junit.jupiter.api.Test;

/** The preset editor: edits that break a hard limit are refused and change nothing; the result plays. */
class PresetEditorTest {
    final Fixture f = new Fixture("beravor", "thalin").atFirstAction();
    final PresetEditor ed = new PresetEditor(Fixture.RULES, f.s);

    @Test
    void influenceMayNotBePlacedInAHaven() {
        GameState before = ed.state().copy();
        assertThat(ed.influence("fornost", 1)).hasValueSatisfying(why -> assertThat(why).contains("Haven"));
        assertThat(ed.state()).isEqualTo(before);
        assertThat(ed.canUndo()).isFalse();
    }

    @Test
    void influenceStopsAtItsCapAndTheRefusalSaysSo() {
        int accepted = 0;
        while (ed.influence("bree", 1).isEmpty()) {
            accepted++;
            assertThat(accepted).isLessThan(20);
        }
        int at = f.at("bree");
        assertThat(ed.state().influence[at]).isEqualTo(f.s.influence[at] + accepted);
        assertThat(ed.influence("bree", 1)).hasValueSatisfying(why -> assertThat(why).contains("cap"));
        assertThat(ed.problems()).isEmpty();
    }

    @Test
    void aMonsterTokenComesFromItsPileAndGoesBack() {
        String colour = ed.state().tokenPiles.keySet().iterator().next();
        int pile = ed.state().tokenPiles.get(colour).drawPile().size();
        assertThat(ed.placeMonster(colour, "bree")).isEmpty();
        assertThat(ed.state().tokenPiles.get(colour).drawPile().size()).isEqualTo(pile - 1);
        assertThat(ed.placeMonster(colour, "fornost")).isPresent();
        assertThat(ed.removeMonsters("bree")).isEmpty();
        assertThat(ed.state().tokenPiles.get(colour).drawPile().size()).isEqualTo(pile);
        assertThat(ed.removeMonsters("bree")).isPresent();
        assertThat(ed.problems()).isEmpty();
    }

    @Test
    void heroSheetEditsKeepEveryCardInOnePlaceAndCanBeUndone() {
        GameState start = ed.state().copy();
        assertThat(ed.corruption("thalin", 2)).isEmpty();
        assertThat(ed.state().hero("thalin").corruption.size()).isEqualTo(2);
        assertThat(ed.wounds("thalin", 3)).isEmpty();
        assertThat(ed.state().hero("thalin").damage.size()).isEqualTo(3);
        assertThat(ed.level("beravor", Attribute.WISDOM, 2)).isEmpty();
        assertThat(ed.level("beravor", Attribute.WISDOM, 3)).isPresent();
        assertThat(ed.heroFavor("beravor", 7)).isEmpty();
        String item = ed.names(CardKind.ITEM).get(0);
        assertThat(ed.item("beravor", item, true)).isEmpty();
        assertThat(ed.item("thalin", item, false)).isPresent();
        assertThat(ed.story(Marker.GREEN, 15)).isEmpty();
        assertThat(ed.story(Marker.GREEN, 19)).isPresent();
        assertThat(ed.problems()).isEmpty();
        while (ed.canUndo()) {
            ed.undo();
        }
        assertThat(ed.state()).isEqualTo(start);
    }

    @Test
    void plotsAndTheEventComeFromTheirDecks() {
        String plot = ed.names(CardKind.PLOT).get(3);
        assertThat(ed.plot(1, plot, "bree")).isEmpty();
        assertThat(Fixture.RULES.cards().name(ed.state().activePlots[1])).isEqualTo(plot);
        assertThat(ed.plot(1, null, null)).isEmpty();
        assertThat(ed.state().activePlots[1]).isEqualTo(-1);
        String event = ed.names(CardKind.EVENT).get(2);
        assertThat(ed.event(event)).isEmpty();
        assertThat(Fixture.RULES.cards().name(ed.state().currentEvent)).isEqualTo(event);
        assertThat(ed.event(ed.names(CardKind.ITEM).get(0))).isPresent();
        assertThat(ed.problems()).isEmpty();
    }

    @Test
    void anEditedPresetSavesLoadsBackEqualAndPlaysFromTheFinale() throws DataException {
        assertThat(ed.hero("beravor", "bree")).isEmpty();
        assertThat(ed.minion(ed.state().minions.keySet().iterator().next(), "bree")).isEmpty();
        assertThat(ed.character(ed.state().characterAt.keySet().iterator().next(), "bree")).isEmpty();
        assertThat(ed.favor("bree", 2)).isEmpty();
        assertThat(ed.start(PresetEditor.Start.FINALE)).isEmpty();
        String yaml = ed.export("Edited", "Made in the editor.", "heroes survive the Finale");
        Presets.Preset p = Presets.loadChecked(Fixture.RULES, yaml.getBytes(StandardCharsets.UTF_8), "edited.yaml");
        assertThat(p.state()).isEqualTo(ed.state());
        Engine engine = new Engine(Fixture.RULES);
        GameState s = p.state();
        assertThat(engine.pending(s)).isNotNull();
        assertThat(s.stack.peek()).isInstanceOf(Finale.class);
    }
}
