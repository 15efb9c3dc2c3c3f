package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import meq.rules.table.Dominance;
import meq.state.Side;
import org.junit.jupiter.api.Test;

/**
 * Mission cards, each checked fulfilled and not fulfilled at the Finale's first step (the real {@link meq.rules.play.Finale}):
 * with no side dominant and the other side's mission failing, a fulfilled mission wins at once; an unfulfilled one
 * lets the Finale go on.
 */
class MissionCardsTest {
    /** No side dominant: heroes 18 - 12 = 6, Sauron min(18 - 12, 0 + 4 + 2) = 6. */
    static final String TIED = "story: {green: 12, yellow: 12, black: 6, red: 8}\n";
    static final String NO_MINIONS = """
            minions:
              black-serpent: {status: waiting, at: null}
              mouth-of-sauron: {status: waiting, at: null}
              gothmog: {status: waiting, at: null}
              ringwraiths: {status: waiting, at: null}
              witch-king: {status: waiting, at: null}
            """;

    /** The Finale begins with these missions on this moment; the side who won at its first step (or null). */
    static Side finale(String sauronMission, String heroMission, String yaml) {
        Scenario s = Scenario.of((yaml.contains("heroes:") ? "" : """
                heroes:
                  - {id: beravor, location: bree, favor: 0, corruption: []}
                  - {id: argalad, location: rhun, favor: 0, corruption: []}
                """) + yaml + (yaml.contains("story:") ? "" : TIED)
                + (yaml.contains("activePlots:") ? "" : "activePlots: []\n")
                + (yaml.contains("tokens:") ? "" : "tokens: []\n")
                + (yaml.contains("minions:") ? "" : NO_MINIONS)
                + (yaml.contains("influence:") ? "" : "influence: {}\n")
                + "heroMission: mission:" + heroMission + "\nsauron: {mission: mission:" + sauronMission + "}\n"
                + "stack:\n  - {step: Finale}\n");
        assertThat(Dominance.of(Scenario.RULES, s.s)).as("no side dominant").isEqualTo(Side.NONE);
        s.ask();
        if (s.s.winner == null) {
            assertThat(s.events(GameEvent.FinaleBegins.class)).hasSize(1);
            assertThat(s.events(GameEvent.GameEnded.class)).isEmpty();
        } else {
            assertThat(s.s.winReason).isEqualTo("mission at the Finale");
        }
        return s.s.winner;
    }

    /** A Sauron mission against a hero mission that fails here (no hero has done his quests). */
    static Side sauron(String mission, String yaml) {
        return finale(mission, "spear-of-the-west", yaml);
    }

    /** A hero mission against a Sauron mission that fails here (no plot active). */
    static Side heroes(String mission, String yaml) {
        return finale("his-dark-throne", mission, yaml.contains("activePlots:") ? yaml : yaml + "activePlots: []\n");
    }

    @Test
    @Plays("mission:his-dark-throne")
    void hisDarkThrone() {
        // "Three plots are active."
        assertThat(sauron("his-dark-throne", """
                activePlots:
                  - {plot: plot:osgiliath-invaded, at: osgiliath}
                  - {plot: plot:gollum-is-captured, at: sea-of-udun}
                  - {plot: plot:orcs-in-the-mountains, at: mount-gundabad}
                """)).isEqualTo(Side.SAURON);
        assertThat(sauron("his-dark-throne", """
                activePlots:
                  - {plot: plot:osgiliath-invaded, at: osgiliath}
                  - {plot: plot:gollum-is-captured, at: sea-of-udun}
                """)).isNull();
    }

    /** A marker at space 13 (stage III) or 12, the green marker alongside so that no side is dominant. */
    static String marker(String marker, int space) {
        String story = "story: {green: " + space + ", yellow: 2, black: 2, red: 2}\n";
        return story.replace(marker + ": 2", marker + ": " + space);
    }

    @Test
    @Plays("mission:where-the-shadows-lie")
    void whereTheShadowsLie() {
        // "The black marker has reached stage III."
        assertThat(sauron("where-the-shadows-lie", marker("black", 13))).isEqualTo(Side.SAURON);
        assertThat(sauron("where-the-shadows-lie", marker("black", 12))).isNull();
        assertThat(sauron("where-the-shadows-lie", marker("red", 13))).as("another marker").isNull();
    }

    @Test
    @Plays("mission:in-darkness-bind-them")
    void inDarknessBindThem() {
        // "The yellow marker has reached stage III."
        assertThat(sauron("in-darkness-bind-them", marker("yellow", 13))).isEqualTo(Side.SAURON);
        assertThat(sauron("in-darkness-bind-them", marker("yellow", 12))).isNull();
        assertThat(sauron("in-darkness-bind-them", marker("black", 13))).as("another marker").isNull();
    }

    @Test
    @Plays("mission:to-rule-them-all")
    void toRuleThemAll() {
        // "The red marker has reached stage III."
        assertThat(sauron("to-rule-them-all", marker("red", 13))).isEqualTo(Side.SAURON);
        assertThat(sauron("to-rule-them-all", marker("red", 12))).isNull();
        assertThat(sauron("to-rule-them-all", marker("yellow", 13))).as("another marker").isNull();
    }

    @Test
    @Plays("mission:to-find-them-all")
    void toFindThemAll() {
        // "The Ringwraiths stand in The Shire, or The Shire holds 6 or more influence."
        String wraiths = NO_MINIONS.replace("ringwraiths: {status: waiting, at: null}", "ringwraiths: {status: active, at: shire}");
        String witchKing = NO_MINIONS.replace("witch-king: {status: waiting, at: null}", "witch-king: {status: active, at: shire}");
        assertThat(sauron("to-find-them-all", wraiths)).isEqualTo(Side.SAURON);
        assertThat(sauron("to-find-them-all", "influence: {shire: 6}\n")).isEqualTo(Side.SAURON);
        assertThat(sauron("to-find-them-all", "influence: {shire: 5}\n")).isNull();
        assertThat(sauron("to-find-them-all", witchKing)).as("another minion").isNull();
        assertThat(sauron("to-find-them-all",
                NO_MINIONS.replace("ringwraiths: {status: waiting, at: null}", "ringwraiths: {status: active, at: bree}")))
                .as("elsewhere").isNull();
    }

    @Test
    @Plays("mission:noble-blood")
    void nobleBlood() {
        // "The heroes hold 1 Corruption card or fewer between them."
        assertThat(heroes("noble-blood", """
                heroes:
                  - {id: beravor, location: bree, corruption: [corruption:reckless]}
                  - {id: argalad, location: rhun, corruption: []}
                """)).isEqualTo(Side.HEROES);
        assertThat(heroes("noble-blood", """
                heroes:
                  - {id: beravor, location: bree, corruption: [corruption:reckless]}
                  - {id: argalad, location: rhun, corruption: [corruption:indifferent]}
                """)).isNull();
    }

    @Test
    @Plays("mission:against-the-shadow")
    void againstTheShadow() {
        // "There are 2 monster tokens or fewer on the board."
        assertThat(heroes("against-the-shadow", """
                tokens:
                  - {pile: blue, face: orc, at: osgiliath}
                  - {pile: blue, face: southron, at: near-harad}
                """)).isEqualTo(Side.HEROES);
        assertThat(heroes("against-the-shadow", """
                tokens:
                  - {pile: blue, face: orc, at: osgiliath}
                  - {pile: blue, face: southron, at: near-harad}
                  - {pile: brown, face: cave-troll, at: dead-marshes}
                """)).isNull();
    }

    @Test
    @Plays("mission:isildurs-secret")
    void isildursSecret() {
        // "The heroes hold 5 or more favor between them."
        assertThat(heroes("isildurs-secret", """
                heroes:
                  - {id: beravor, location: bree, favor: 3}
                  - {id: argalad, location: rhun, favor: 2}
                """)).isEqualTo(Side.HEROES);
        assertThat(heroes("isildurs-secret", """
                heroes:
                  - {id: beravor, location: bree, favor: 2}
                  - {id: argalad, location: rhun, favor: 2}
                """)).isNull();
    }

    @Test
    @Plays("mission:minas-morgul-kept-at-bay")
    void minasMorgulKeptAtBay() {
        // "There are 2 minions or fewer on the board."
        String two = NO_MINIONS.replace("gothmog: {status: waiting, at: null}", "gothmog: {status: active, at: dagorlad}")
                .replace("witch-king: {status: waiting, at: null}", "witch-king: {status: active, at: minas-morgul}");
        assertThat(heroes("minas-morgul-kept-at-bay", two)).isEqualTo(Side.HEROES);
        String three = two.replace("ringwraiths: {status: waiting, at: null}", "ringwraiths: {status: active, at: near-harad}");
        assertThat(heroes("minas-morgul-kept-at-bay", three)).isNull();
    }

    @Test
    @Plays("mission:spear-of-the-west")
    void spearOfTheWest() {
        // "Every hero has completed both his Starting quest and his Advanced quest."
        String beravor = "  - {id: beravor, location: bree, quests: [], questsDone: [quest:spies-in-mithlond, quest:bones-of-a-darkness-past]}\n";
        assertThat(finale("his-dark-throne", "spear-of-the-west", "heroes:\n" + beravor
                + "  - {id: argalad, location: rhun, quests: [], questsDone: [quest:they-have-become-queer-and-wild,"
                + " quest:echoes-of-bolgs-army]}\n")).isEqualTo(Side.HEROES);
        assertThat(finale("his-dark-throne", "spear-of-the-west", "heroes:\n" + beravor
                + "  - {id: argalad, location: rhun, quests: [], questsDone: [quest:they-have-become-queer-and-wild]}\n"))
                .as("Argalad's Advanced quest not done").isNull();
    }
}
