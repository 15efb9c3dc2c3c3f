package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import meq.rules.words.Describe;
import meq.state.Attribute;
import meq.state.Marker;
import org.junit.jupiter.api.Test;

/**
 * Character tokens, each consulted through Explore: for 2 favor, or for its ability, never both; the token then
 * goes back to the Favor and Character area. (The plots that taint consulting are in {@link PlotCardsTest}.)
 */
class CharacterCardsTest {
    /** Beravor exploring Bree, where the character stands (and nothing else), with this much more of a moment. */
    static Scenario at(String character, String hero, String yaml) {
        return Scenario.of("heroes:\n  - {id: beravor, location: bree, " + hero + "}\n" + yaml
                + EventCardsTest.NO_CHARACTERS.replace(character + ": null", character + ": bree")
                + "favor: {}\nactivePlots: []\ncurrentEvent: null\n"
                + "stack:\n  - {step: HeroTurn.Explore, hero: beravor, eventUsed: false}\n");
    }

    static String title(String character) {
        return Describe.action(Scenario.RULES, new Action.Consult(character, false)).replace("Consult ", "")
                .replace(" for 2 favor", "");
    }

    /** Consulting for 2 favor: the favor, and the token goes back; neither its ability nor a second consult after. */
    static void forFavor(String character) {
        forFavor(character, 1);
    }

    /** As {@link #forFavor(String)}, for a hero with this much favor before. */
    static void forFavor(String character, int favor) {
        forFavor(character, favor, "");
    }

    /** As {@link #forFavor(String, int)}, with this much more of a moment (where the ability can happen). */
    static void forFavor(String character, int favor, String yaml) {
        Scenario s = at(character, "favor: " + favor, yaml);
        assertThat(s.options()).contains("Consult " + title(character) + " for 2 favor",
                "Consult " + title(character) + " for the ability");
        s.choose("Consult " + title(character) + " for 2 favor");
        s.firstOptionsUntil(a -> a.prompt().startsWith("Explore"));
        assertThat(s.hero("beravor").favor).isEqualTo(favor + 2);
        assertThat(s.s.characterAt.get(character)).as("back to the Favor and Character area").isEqualTo(-1);
        assertThat(s.options()).noneMatch(o -> o.startsWith("Consult"));
    }

    /** Consulting for the ability: no favor, and the token goes back. */
    static Scenario forAbility(String character, String hero, String yaml) {
        Scenario s = at(character, hero, yaml);
        int favor = s.hero("beravor").favor;
        s.choose("Consult " + title(character) + " for the ability");
        if (!character.equals("denethor")) {
            assertThat(s.hero("beravor").favor).as("no favor for the ability").isEqualTo(favor);
        }
        assertThat(s.s.characterAt.get(character)).isEqualTo(-1);
        return s;
    }

    static void level(String character, Attribute attribute) {
        forFavor(character);
        Scenario s = forAbility(character, "favor: 0", "");
        s.firstOptionsUntil(a -> a.prompt().startsWith("Explore"));
        assertThat(s.hero("beravor").level(attribute)).as("from no level token").isEqualTo(1);
        for (Attribute other : Attribute.values()) {
            if (other != attribute) {
                assertThat(s.hero("beravor").level(other)).as(other.name()).isZero();
            }
        }
    }

    @Test
    @Plays("character:aragorn")
    void aragorn() {
        // "Gain a level of agility."
        level("aragorn", Attribute.AGILITY);
    }

    @Test
    @Plays("character:boromir")
    void boromir() {
        // "Gain a level of strength."
        level("boromir", Attribute.STRENGTH);
    }

    @Test
    @Plays("character:gandalf")
    void gandalf() {
        // "Gain a level of wisdom."
        level("gandalf", Attribute.WISDOM);
    }

    @Test
    @Plays("character:dain")
    void dain() {
        // "Receive training twice."
        forFavor("dain");
        Scenario s = forAbility("dain", "favor: 0", "");
        for (int i = 0; i < 2; i++) {
            EventCardsTest.trained(s, "beravor");
        }
        assertThat(s.prompt()).startsWith("Explore");
    }

    @Test
    @Plays("character:denethor")
    void denethor() {
        // "Pay 3 favor to move the heroes' story marker 1 space on." (meq-facts 1.10: the green marker)
        forFavor("denethor", 3);
        String story = "story: {green: 4, yellow: 3, black: 3, red: 3}\n";
        Scenario s = forAbility("denethor", "favor: 4", story);
        s.firstOptionsUntil(a -> a.prompt().startsWith("Explore"));
        assertThat(s.hero("beravor").favor).isEqualTo(1);
        assertThat(s.s.story.position(Marker.GREEN)).isEqualTo(5);
        // a hero who cannot pay 3 is not offered the ability (it would send Denethor home for nothing)
        Scenario poor = at("denethor", "favor: 2", story);
        assertThat(poor.options()).contains("Consult Denethor for 2 favor")
                .doesNotContain("Consult Denethor for the ability");
    }

    @Test
    @Plays("character:saruman")
    void saruman() {
        // "Sauron discards 2 Shadow cards at random from his hand."
        forFavor("saruman");
        Scenario s = forAbility("saruman", "favor: 0",
                "sauron: {shadows: [shadow:an-evil-fog, shadow:storms-of-mordor, shadow:sarumans-lies]}\n");
        s.firstOptionsUntil(a -> a.prompt().startsWith("Explore"));
        assertThat(s.s.sauronShadows.size()).isEqualTo(1);
        for (String name : new String[] {"shadow:an-evil-fog", "shadow:storms-of-mordor", "shadow:sarumans-lies"}) {
            int card = Scenario.card(name);
            assertThat(s.s.sauronShadows.contains(card) || s.s.decks.get("shadows").discards().contains(card))
                    .as(name + " kept or discarded").isTrue();
        }
    }

    @Test
    @Plays("character:theoden")
    void theoden() {
        // "Gain a Horse."
        forFavor("theoden");
        Scenario s = forAbility("theoden", "favor: 0, items: []", "");
        s.firstOptionsUntil(a -> a.prompt().startsWith("Explore"));
        assertThat(s.hero("beravor").items.size()).isEqualTo(1);
        assertThat(Scenario.RULES.cards().id(s.hero("beravor").items.get(0))).contains("horse");
    }

    @Test
    @Plays("character:thranduil")
    void thranduil() {
        // "Remove 2 influence from the Shadow Pool."
        forFavor("thranduil", 1, "shadowPool: 3\n"); // (with an empty Pool the ability is not offered)
        Scenario s = forAbility("thranduil", "favor: 0", "shadowPool: 3\n");
        s.firstOptionsUntil(a -> a.prompt().startsWith("Explore"));
        assertThat(s.s.shadowPool).isEqualTo(1);
    }
}
