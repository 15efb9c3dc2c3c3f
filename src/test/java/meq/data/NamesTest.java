package meq.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import java.util.List;
import meq.data.Names.Kind;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

class NamesTest {
    private static final GameData DATA = load();
    private final GameData data = DATA;

    private static GameData load() {
        try {
            return DataLoader.bundled();
        } catch (DataException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aHeroIsFoundByIdOrPrintedNameInAnyCaseWithOrWithoutDiacritics() {
        for (String name : List.of("thalin", "Thalin", "THALIN", "Thálin", "THÁLIN", " thálin ")) {
            assertThat(Names.id(data, name, Kind.HERO)).as(name).isEqualTo("thalin");
        }
        assertThat(Names.find(data, "Eometh", Kind.HERO).name()).isEqualTo(data.hero("eometh").name());
    }

    @Test
    void monstersMinionsAndLocationsAnswerToIdNameSpacesOrHyphensAndAnOptionalThe() {
        for (String name : List.of("cave-troll", "Cave Troll", "CAVE TROLL", "cave_troll")) {
            assertThat(Names.id(data, name, Kind.MONSTER, Kind.MINION)).as(name).isEqualTo("cave-troll");
        }
        for (String name : List.of("black-serpent", "The Black Serpent", "the black serpent", "Black Serpent")) {
            assertThat(Names.id(data, name, Kind.MONSTER, Kind.MINION)).as(name).isEqualTo("black-serpent");
        }
        assertThat(Names.id(data, "gothmog of gorgoroth", Kind.MINION)).isEqualTo("gothmog");
        for (String name : List.of("Barad-dur", "Barad-dûr", "barad-dur", "BARAD DÛR")) {
            assertThat(Names.id(data, name, Kind.LOCATION)).as(name).isEqualTo("barad-dur");
        }
        assertThat(Names.id(data, "lothlorien", Kind.LOCATION)).isEqualTo("lothlorien");
        assertThat(Names.id(data, "Lothlórien", Kind.LOCATION)).isEqualTo("lothlorien");
        assertThat(Names.id(data, "the grey havens", Kind.LOCATION)).isEqualTo("grey-havens");
    }

    @Test
    void anUnknownNameListsTheCloseMatchesOrEveryNameWhenThereAreFew() {
        assertThatThrownBy(() -> Names.find(data, "Thalinn", Kind.HERO)).isInstanceOf(Names.UnknownName.class)
                .hasMessage("unknown hero \"Thalinn\"; did you mean Thálin (thalin)?");
        assertThatThrownBy(() -> Names.find(data, "troll", Kind.MONSTER, Kind.MINION))
                .hasMessage("unknown monster or minion \"troll\"; did you mean Cave Troll (cave-troll)?");
        assertThatThrownBy(() -> Names.find(data, "barad", Kind.LOCATION))
                .hasMessageStartingWith("unknown location \"barad\"; did you mean Barad-dûr (barad-dur)");
        assertThatThrownBy(() -> Names.find(data, "gandalf", Kind.HERO)).hasMessage("unknown hero \"gandalf\"; the "
                + "hero names are Argalad (argalad), Beravor (beravor), Eleanor (eleanor), Eometh (eometh), "
                + "Thálin (thalin)");
        // a monster is not a hero
        assertThatThrownBy(() -> Names.find(data, "orc", Kind.HERO)).isInstanceOf(Names.UnknownName.class);
    }

    @Test
    void aNameThatStandsForTwoThingsIsAmbiguousAndNamesBoth() {
        List<Names.Match> candidates = List.of(new Names.Match(Kind.MONSTER, "moria", "Moria"),
                new Names.Match(Kind.LOCATION, "mines", "Moria"));
        var e = Assertions.assertThrows(Names.UnknownName.class,
                () -> Names.find(candidates, "moria", "monster or location"));
        assertThat(e.ambiguous()).isTrue();
        assertThat(e.close()).hasSize(2);
        assertThat(e.getMessage()).isEqualTo("\"moria\" could be more than one monster or location: Moria (monster "
                + "moria), Moria (location mines); give the id");
        assertThat(Names.find(candidates, "mines", "monster or location").id()).isEqualTo("mines");
    }

    @Test
    void everyHeroMonsterMinionAndLocationAnswersToItsOwnNameAndIdAndNoOthers() {
        for (Names.Match m : Names.all(data, Kind.values())) {
            assertThat(Names.find(data, m.name(), m.kind()).id()).isEqualTo(m.id());
            assertThat(Names.find(data, m.id().toUpperCase(), m.kind()).id()).isEqualTo(m.id());
        }
        // no printed name of a monster is also a minion's (combat --vs looks in both)
        for (Names.Match m : Names.all(data, Kind.MONSTER, Kind.MINION)) {
            assertThat(Names.find(data, m.name(), Kind.MONSTER, Kind.MINION)).isEqualTo(m);
        }
    }
}
