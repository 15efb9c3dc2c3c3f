package meq.data;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The shipped data agrees with the fact sheet's counts (meq-facts sections 1 and 2). */
class BundledDataTest {
    static GameData data;

    @BeforeAll
    static void load() throws DataException {
        data = DataLoader.bundled();
    }

    @Test
    void countsMatchTheComponents() {
        assertThat(data.counts()).containsExactly(
                Map.entry("regions", 10), Map.entry("locations", 63), Map.entry("paths", 106),
                Map.entry("heroes", 5), Map.entry("hero cards", 125), Map.entry("skills", 20),
                Map.entry("minions", 5), Map.entry("monsters", 14), Map.entry("token piles", 5),
                Map.entry("combat cards", 75), Map.entry("events", 42), Map.entry("plots", 18),
                Map.entry("shadows", 24), Map.entry("corruption", 16), Map.entry("perils", 15),
                Map.entry("missions", 10), Map.entry("characters", 8), Map.entry("items", 9),
                Map.entry("quests", 15), Map.entry("encounters", 102));
    }

    @Test
    void sevenHavensAndThreeStrongholdsWithTheirNumbers() {
        assertThat(data.locations().stream().filter(LocationDef::haven).map(LocationDef::id))
                .containsExactlyInAnyOrder("fornost", "rivendell", "woodland-realm", "erebor", "lothlorien",
                        "edoras", "minas-tirith");
        assertThat(data.locations().stream().filter(l -> l.stronghold() > 0)
                .collect(Collectors.toMap(LocationDef::id, LocationDef::stronghold)))
                .isEqualTo(Map.of("barad-dur", 6, "dol-guldur", 3, "mount-gundabad", 3));
        assertThat(data.locations().stream().filter(LocationDef::perilous).map(LocationDef::id))
                .containsExactlyInAnyOrder("barad-dur", "dol-guldur", "mount-gundabad", "moria", "ruins-of-angmar");
    }

    @Test
    void pathIconsAndNumbersMatchTheBoardTally() {
        Map<String, Long> tally = new TreeMap<>(data.paths().stream()
                .collect(Collectors.groupingBy(p -> p.icon().name().toLowerCase() + p.cost(), Collectors.counting())));
        assertThat(tally).isEqualTo(new TreeMap<>(Map.ofEntries(
                Map.entry("plains2", 20L), Map.entry("plains3", 8L), Map.entry("plains4", 1L),
                Map.entry("hills2", 15L), Map.entry("hills3", 5L),
                Map.entry("forest2", 13L), Map.entry("forest3", 4L), Map.entry("forest4", 3L),
                Map.entry("mountains2", 2L), Map.entry("mountains3", 8L), Map.entry("mountains4", 7L),
                Map.entry("swamp2", 3L), Map.entry("swamp3", 4L), Map.entry("swamp4", 1L),
                Map.entry("any1", 12L))));
        assertThat(data.paths().stream().filter(PathDef::water).count()).isEqualTo(17);
    }

    @Test
    void regionTalliesMatchTheBoard() {
        Map<String, Long> byRegion = data.locations().stream()
                .collect(Collectors.groupingBy(LocationDef::region, Collectors.counting()));
        assertThat(byRegion).isEqualTo(Map.of("eriador", 8L, "enedwaith", 6L, "rhudaur", 5L, "grey-mountains", 6L,
                "misty-mountains", 7L, "mirkwood", 6L, "rohan", 7L, "gondor", 7L, "brown-lands", 6L, "mordor", 5L));
    }

    @Test
    void heroSheetsMatchTheFactSheet() {
        HeroDef b = data.hero("beravor");
        assertThat(new int[] {b.fortitude(), b.strength(), b.agility(), b.wisdom()}).containsExactly(6, 5, 2, 2);
        assertThat(b.start()).isEqualTo("fornost");
        HeroDef t = data.hero("thalin");
        assertThat(new int[] {t.fortitude(), t.strength(), t.agility(), t.wisdom()}).containsExactly(5, 7, 2, 1);
        for (HeroDef h : data.heroes()) {
            assertThat(h.deckSize()).as(h.id()).isEqualTo(25);
        }
        CardDef overdraw = data.hero("argalad").deck().stream().filter(c -> c.id().equals("overdraw")).findFirst().orElseThrow();
        assertThat(overdraw).extracting(CardDef::type, CardDef::attack, CardDef::defense, CardDef::cost, CardDef::icon,
                CardDef::copies).containsExactly(CardType.RANGED, 2, 0, 1, Icon.FOREST, 6);
        assertThat(overdraw.ability()).singleElement().satisfies(e -> {
            assertThat(e.condition(Condition.OPPONENT_TYPE)).isEqualTo(CardType.RANGED);
            assertThat(e.number(EffectKey.ATTACK)).isEqualTo(2);
        });
    }

    @Test
    void monstersPilesAndDecksAreComplete() {
        assertThat(data.monster("warg-rider").health()).isEqualTo(5);
        assertThat(data.monster("balrog").from()).isEqualTo(MonsterOrigin.PERIL);
        for (TokenPileDef p : data.piles()) {
            assertThat(p.size()).as(p.colour()).isEqualTo(10);
            assertThat(p.tokens().get(TokenPileDef.BLANK)).as(p.colour()).isEqualTo(4);
        }
        for (CombatDeckDef d : data.combatDecks()) {
            assertThat(d.size()).as(d.id()).isEqualTo(25);
            assertThat(d.cards()).allSatisfy(c -> assertThat(c.icon()).isNull());
        }
        MinionDef wraiths = data.minion("ringwraiths");
        assertThat(wraiths.traits().finaleOpponent()).isTrue();
        assertThat(wraiths.traits().returnsOnDefeat()).isEqualTo("minas-morgul");
        assertThat(data.minion("witch-king").start()).containsExactly("minas-morgul", "ruins-of-angmar");
    }

    @Test
    void eventDecksUseEachPriorityOncePerStage() {
        for (int stage = 1; stage <= 3; stage++) {
            int st = stage;
            assertThat(data.cards().events().stream().filter(e -> e.stage() == st).map(CardDecks.Event::priority))
                    .as("stage %d", stage).containsExactlyInAnyOrder(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14);
        }
        assertThat(data.cards().events().stream().filter(e -> e.flag() != null).count()).isEqualTo(21);
    }

    @Test
    void plotNumbersMatchTheCards() {
        CardDecks.Plot denethor = data.cards().plots().stream()
                .filter(p -> p.id().equals("denethor-falls-into-madness")).findFirst().orElseThrow();
        assertThat(denethor).extracting(CardDecks.Plot::pool, CardDecks.Plot::discardCost, CardDecks.Plot::marker,
                CardDecks.Plot::advance).containsExactly(8, 6, "black", 3);
        assertThat(data.cards().plots().stream().filter(CardDecks.Plot::starting).count()).isEqualTo(3);
        Map<String, Integer> timing = new TreeMap<>();
        data.cards().shadows().forEach(sh -> timing.merge(sh.timing().key(), sh.copies(), Integer::sum));
        // the fact sheet's 11 / 6 / 7: Action step; start of a hero's turn or entering a location; combat or defeat
        assertThat(timing).isEqualTo(Map.of("action", 11, "heroTurnStart", 4, "heroEnters", 2, "combatStart", 5,
                "heroDefeated", 2));
    }

    @Test
    void encounterDecksCoverEachPairAndTheHavens() {
        assertThat(data.cards().encounters()).extracting(CardDecks.EncounterDeck::id).containsExactlyInAnyOrder(
                "eriador-enedwaith", "rhudaur-grey-mountains", "misty-mountains-mirkwood", "rohan-gondor",
                "brown-lands-mordor", "haven");
        assertThat(data.cards().quests().stream().filter(q -> q.kind().equals("advanced")).map(CardDecks.Quest::hero))
                .containsExactlyInAnyOrder("argalad", "beravor", "eleanor", "eometh", "thalin");
    }

    @Test
    void everyCardHasText() {
        assertThat(data.heroes().stream().flatMap(h -> h.deck().stream())).allSatisfy(c -> assertThat(c.text()).isNotBlank());
        assertThat(data.skills()).allSatisfy(c -> assertThat(c.text()).isNotBlank());
        assertThat(data.combatDecks().stream().flatMap(d -> d.cards().stream())).allSatisfy(c -> assertThat(c.text()).isNotBlank());
    }
}
