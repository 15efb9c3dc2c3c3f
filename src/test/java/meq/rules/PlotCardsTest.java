package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.List;
import meq.data.CardDecks;
import meq.rules.engine.Engine;
import meq.rules.engine.Setup;
import meq.state.GameState;
import meq.state.Marker;
import org.junit.jupiter.api.Test;

/** Plot cards, each played through Sauron's Plot step (the starting plots through the setup), then its Story step. */
class PlotCardsTest {
    static final String NO_CHARACTERS = EventCardsTest.NO_CHARACTERS;

    /** Sauron at his Plot step with these plots in hand, no plot active and a Shadow Pool of this size. */
    static Scenario atPlot(int pool, String plots, String yaml) {
        return Scenario.of("heroes: [{id: beravor, location: bree}]\n" + yaml + "turn: 3\nshadowPool: " + pool + "\n"
                + (yaml.contains("activePlots:") ? "" : "activePlots: []\n")
                + (yaml.contains("tokens:") ? "" : "tokens: []\n")
                + (yaml.contains("influence:") ? "" : "influence: {}\n")
                + "sauron: {plots: [" + plots + "]}\n"
                + "stack:\n  - {step: SauronTurn.PlotStep}\n");
    }

    static String play(String plot, String at) {
        return "Play " + title(plot) + " on " + at;
    }

    static String title(String plot) {
        return Scenario.RULES.cards().def(Scenario.card(plot), CardDecks.Plot.class).title();
    }

    /** The plot stands active on this location. */
    static void active(Scenario s, String plot, String at) {
        int card = Scenario.card(plot);
        int slot = -1;
        for (int i = 0; i < 3; i++) {
            slot = s.s.activePlots[i] == card ? i : slot;
        }
        assertThat(slot).as(plot + " active").isGreaterThanOrEqualTo(0);
        assertThat(s.s.plotAt[slot]).isEqualTo(s.at(at));
        assertThat(s.s.sauronPlots.contains(card)).isFalse();
    }

    /** At a Story step with only this plot active, the green marker moves 2 and this marker as many more. */
    static void advances(String plot, String at, Marker marker, int steps) {
        Scenario s = Scenario.of("heroes: [{id: beravor, location: bree}]\n"
                + "story: {green: 2, yellow: 2, black: 2, red: 2}\n"
                + "activePlots:\n  - {plot: " + plot + ", at: " + at + "}\n"
                + "stack:\n  - {step: SauronTurn.Story}\n");
        s.firstOptionsUntil(a -> false);
        for (Marker m : Marker.values()) {
            int moved = (m == Marker.GREEN ? 2 : 0) + (m == marker ? steps : 0);
            assertThat(s.s.story.position(m)).as(m + " marker").isEqualTo(2 + moved);
        }
    }

    /** A hero consulting the character (for 2 favor) at his location while the plot is active: favor and corruption. */
    static void consultCorrupts(String plot, String plotAt, String character, String where) {
        for (boolean active : new boolean[] {true, false}) {
            Scenario s = Scenario.of("heroes: [{id: beravor, location: " + where + ", favor: 0, corruption: []}]\n"
                    + NO_CHARACTERS.replace(character + ": null", character + ": " + where)
                    + (active ? "activePlots:\n  - {plot: " + plot + ", at: " + plotAt + "}\n" : "activePlots: []\n")
                    + "stack:\n  - {step: HeroTurn.Explore, hero: beravor, eventUsed: false}\n");
            s.choose("for 2 favor");
            s.firstOptionsUntil(a -> a.prompt().startsWith("Explore"));
            assertThat(s.hero("beravor").favor).isEqualTo(2);
            assertThat(s.hero("beravor").corruption.size()).as(active ? "tainted" : "no plot, no taint")
                    .isEqualTo(active ? 1 : 0);
        }
    }

    @Test
    @Plays("plot:a-dark-messenger")
    void aDarkMessenger() {
        // "Playable only while a minion stands in Erebor. While active, a hero who consults Dáin there also takes
        // 1 Corruption card." (black +1; meq-facts: consulting Dáin II gives the hero 1 Corruption)
        Scenario no = atPlot(0, "plot:a-dark-messenger", "");
        assertThat(no.options()).containsExactly("Do neither");
        Scenario s = atPlot(0, "plot:a-dark-messenger", "minions: {witch-king: {status: active, at: erebor, damage: 0}}\n");
        assertThat(s.options()).containsExactly(play("plot:a-dark-messenger", "Erebor"), "Do neither");
        s.choose(play("plot:a-dark-messenger", "Erebor"));
        active(s, "plot:a-dark-messenger", "erebor");
        advances("plot:a-dark-messenger", "erebor", Marker.BLACK, 1);
        consultCorrupts("plot:a-dark-messenger", "erebor", "dain", "erebor");
    }

    @Test
    @Plays("plot:osgiliath-invaded")
    void osgiliathInvaded() {
        // "Playable only while a monster token lies in Osgiliath." (red +1)
        assertThat(atPlot(0, "plot:osgiliath-invaded", "").options()).containsExactly("Do neither");
        Scenario s = atPlot(0, "plot:osgiliath-invaded", "tokens:\n  - {pile: blue, face: orc, at: osgiliath}\n");
        s.choose(play("plot:osgiliath-invaded", "Osgiliath"));
        active(s, "plot:osgiliath-invaded", "osgiliath");
        advances("plot:osgiliath-invaded", "osgiliath", Marker.RED, 1);
    }

    /** The two Gollum plots: playable from their pool number, and each discards the other when played. */
    static void gollum(String plot, String at, String atId, String other, String otherAt, int pool) {
        assertThat(atPlot(pool - 1, plot, "").options()).as("below its pool number").containsExactly("Do neither");
        Scenario s = atPlot(pool, plot, "activePlots:\n  - {plot: " + other + ", at: " + otherAt + "}\n"
                + "  - {plot: plot:osgiliath-invaded, at: osgiliath}\n");
        s.choose(play(plot, at));
        s.firstOptionsUntil(a -> false);
        active(s, plot, atId);
        active(s, "plot:osgiliath-invaded", "osgiliath");
        assertThat(s.s.activePlots).doesNotContain(Scenario.card(other));
        assertThat(s.s.decks.get("plots").discards().contains(Scenario.card(other))).isTrue();
        advances(plot, atId, Marker.YELLOW, 2);
    }

    @Test
    @Plays("plot:gollum-is-captured")
    void gollumIsCaptured() {
        // "Gollum is taken to the shores of the Sea of Udûn. When this plot is played, every other active plot with
        // Gollum in its title is discarded." (pool 2, yellow +2)
        gollum("plot:gollum-is-captured", "Sea of Udûn", "sea-of-udun", "plot:gollum-is-tortured", "barad-dur", 2);
    }

    @Test
    @Plays("plot:gollum-is-tortured")
    void gollumIsTortured() {
        // "Gollum is dragged to Barad-dûr and made to speak. When this plot is played, every other active plot with
        // Gollum in its title is discarded." (pool 4, yellow +2)
        gollum("plot:gollum-is-tortured", "Barad-dûr", "barad-dur", "plot:gollum-is-captured", "sea-of-udun", 4);
    }

    @Test
    @Plays("plot:saruman-falls-to-corruption")
    void sarumanFallsToCorruption() {
        // "Isengard counts as perilous while this plot is active. A hero who consults Saruman also takes 1
        // Corruption card." (pool 5, black +2)
        assertThat(atPlot(4, "plot:saruman-falls-to-corruption", "").options()).containsExactly("Do neither");
        Scenario s = atPlot(5, "plot:saruman-falls-to-corruption", "");
        s.choose(play("plot:saruman-falls-to-corruption", "Isengard"));
        active(s, "plot:saruman-falls-to-corruption", "isengard");
        advances("plot:saruman-falls-to-corruption", "isengard", Marker.BLACK, 2);
        consultCorrupts("plot:saruman-falls-to-corruption", "isengard", "saruman", "fangorn");
        // a hero arriving at Isengard (no influence, no monster there) may be made to draw Perils only while it is active
        for (boolean active : new boolean[] {true, false}) {
            Scenario a = Scenario.of("heroes: [{id: beravor, location: isengard}]\ninfluence: {}\ntokens: []\n"
                    + (active ? "activePlots:\n  - {plot: plot:saruman-falls-to-corruption, at: isengard}\n"
                            : "activePlots: []\n")
                    + "stack:\n  - {step: HeroTurn.Arrival, hero: beravor, ambush: false}\n");
            if (active) {
                assertThat(a.options()).contains("Draw Peril cards");
            } else {
                assertThat(a.ask() == null || !a.options().contains("Draw Peril cards")).isTrue();
            }
        }
    }

    @Test
    @Plays("plot:wormtongue-taints-theoden")
    void wormtongueTaintsTheoden() {
        // "Playable with at least 6 influence within 1 space of Edoras, or while Saruman Falls to Corruption is
        // active. A hero who consults Théoden also takes 1 Corruption card." (pool 5, black +2)
        String five = "influence: {edoras: 0, dunharrow: 2, helms-deep: 1, nindalf: 1, plains-of-rohan: 1}\n";
        String six = "influence: {edoras: 0, dunharrow: 2, helms-deep: 2, nindalf: 1, plains-of-rohan: 1}\n";
        assertThat(atPlot(5, "plot:wormtongue-taints-theoden", five).options()).containsExactly("Do neither");
        Scenario s = atPlot(5, "plot:wormtongue-taints-theoden", six);
        s.choose(play("plot:wormtongue-taints-theoden", "Edoras"));
        active(s, "plot:wormtongue-taints-theoden", "edoras");
        Scenario f = atPlot(5, "plot:wormtongue-taints-theoden", five
                + "activePlots:\n  - {plot: plot:saruman-falls-to-corruption, at: isengard}\n");
        f.choose(play("plot:wormtongue-taints-theoden", "Edoras"));
        active(f, "plot:wormtongue-taints-theoden", "edoras");
        assertThat(atPlot(4, "plot:wormtongue-taints-theoden", six).options()).as("pool 4 < 5").containsExactly("Do neither");
        advances("plot:wormtongue-taints-theoden", "edoras", Marker.BLACK, 2);
        consultCorrupts("plot:wormtongue-taints-theoden", "edoras", "theoden", "helms-deep");
    }

    @Test
    @Plays("plot:denethor-falls-into-madness")
    void denethorFallsIntoMadness() {
        // "The Steward of Gondor sinks into despair. A hero who consults Denethor also takes 1 Corruption card."
        // (pool 8, black +3)
        assertThat(atPlot(7, "plot:denethor-falls-into-madness", "").options()).containsExactly("Do neither");
        Scenario s = atPlot(8, "plot:denethor-falls-into-madness", "");
        s.choose(play("plot:denethor-falls-into-madness", "Minas Tirith"));
        active(s, "plot:denethor-falls-into-madness", "minas-tirith");
        advances("plot:denethor-falls-into-madness", "minas-tirith", Marker.BLACK, 3);
        consultCorrupts("plot:denethor-falls-into-madness", "minas-tirith", "denethor", "minas-tirith");
    }

    @Test
    @Plays("plot:orcs-in-the-mountains")
    void orcsInTheMountains() {
        // "Playable with at least 8 influence within 1 space of Mount Gundabad." (red +2)
        String seven = "influence: {mount-gundabad: 3, northern-waste: 2, high-pass: 1, ruins-of-angmar: 1, ered-mithrin: 2}\n";
        String eight = "influence: {mount-gundabad: 3, northern-waste: 2, high-pass: 2, ruins-of-angmar: 1, ered-mithrin: 2}\n";
        assertThat(atPlot(0, "plot:orcs-in-the-mountains", seven).options()).containsExactly("Do neither");
        Scenario s = atPlot(0, "plot:orcs-in-the-mountains", eight);
        s.choose(play("plot:orcs-in-the-mountains", "Mount Gundabad"));
        active(s, "plot:orcs-in-the-mountains", "mount-gundabad");
        advances("plot:orcs-in-the-mountains", "mount-gundabad", Marker.RED, 2);
    }

    /**
     * A starting plot: drawn at setup (a seed that draws it), active on its location; its setup played (Sauron's
     * answers: first options); then its Story step.
     */
    static GameState startingPlot(String plot) {
        for (long seed = 1; seed < 200; seed++) {
            GameState s = Setup.prepare(Scenario.RULES, List.of("beravor"), seed, false);
            if (s.activePlots[0] == Scenario.card(plot)) {
                return s;
            }
        }
        throw new AssertionError("no seed draws " + plot);
    }

    static void setup(String plot, String at, int eachStronghold, int extension, int pool, int shadowsKept, int plotsKept) {
        GameState s = startingPlot(plot);
        assertThat(s.plotAt[0]).isEqualTo(Scenario.RULES.board().location(at).index());
        assertThat(s.shadowPool).isZero();
        Engine engine = new Engine(Scenario.RULES);
        for (Ask a = engine.pending(s); a != null; a = engine.pending(s)) {
            engine.apply(s, a.options().get(0));
        }
        int strongholds = 0;
        int all = 0;
        for (String st : new String[] {"barad-dur", "dol-guldur", "mount-gundabad"}) {
            strongholds += s.influence[Scenario.RULES.board().location(st).index()];
        }
        for (int n : s.influence) {
            all += n;
        }
        assertThat(strongholds).as("on the Strongholds (first answers may add there)").isGreaterThanOrEqualTo(3 * eachStronghold);
        assertThat(all).as("on the board").isEqualTo(3 * eachStronghold + extension);
        assertThat(s.shadowPool).isEqualTo(pool);
        assertThat(s.sauronShadows.size()).isEqualTo(shadowsKept);
        assertThat(s.sauronPlots.size()).isEqualTo(plotsKept);
        assertThat(s.activePlots[0]).isEqualTo(Scenario.card(plot));
    }

    @Test
    @Plays("plot:sauron-hunts-for-the-ring")
    void sauronHuntsForTheRing() {
        // "The yellow marker moves 1 space at every Story step." Setup (meq-facts): 2 influence on each Stronghold,
        // 7 more in extension, 1 in the Pool; draw 2 Shadow, keep 1; draw 5 Plot, keep 2.
        setup("plot:sauron-hunts-for-the-ring", "gladden-fields", 2, 7, 1, 1, 2);
        advances("plot:sauron-hunts-for-the-ring", "gladden-fields", Marker.YELLOW, 1);
    }

    @Test
    @Plays("plot:monsters-in-the-east")
    void monstersInTheEast() {
        // "The red marker moves 1 space at every Story step." Setup: 2 on each Stronghold, 9 in extension; draw 3
        // Shadow, keep 1; draw 3 Plot, keep 2.
        setup("plot:monsters-in-the-east", "sea-of-udun", 2, 9, 0, 1, 2);
        advances("plot:monsters-in-the-east", "sea-of-udun", Marker.RED, 1);
    }

    @Test
    @Plays("plot:saruman-hungry-for-power")
    void sarumanHungryForPower() {
        // "The black marker moves 1 space at every Story step." Setup: 3 on each Stronghold, 3 in extension, 2 in
        // the Pool; draw 3 Shadow, keep 2; draw 4 Plot, keep 2.
        setup("plot:saruman-hungry-for-power", "isengard", 3, 3, 2, 2, 2);
        advances("plot:saruman-hungry-for-power", "isengard", Marker.BLACK, 1);
    }

    @Test
    @Plays("plot:a-broken-line-of-kings")
    void aBrokenLineOfKings() {
        // "Sauron places this on a Haven with no other plot marker and at least 6 influence in the locations next to
        // it. Heroes may neither rest nor draw Encounter cards in that Haven." (red +2)
        Scenario s = atPlot(0, "plot:a-broken-line-of-kings", "influence: {helms-deep: 3, plains-of-rohan: 3}\n");
        assertThat(s.options()).containsExactly(play("plot:a-broken-line-of-kings", "Edoras"), "Do neither");
        s.choose(play("plot:a-broken-line-of-kings", "Edoras"));
        active(s, "plot:a-broken-line-of-kings", "edoras");
        advances("plot:a-broken-line-of-kings", "edoras", Marker.RED, 2);
        String turn = "stack:\n  - {step: HeroTurn.Start, hero: beravor}\n  - {step: SauronTurn.End}\n";
        for (boolean active : new boolean[] {true, false}) {
            Scenario h = Scenario.of("heroes: [{id: beravor, location: edoras, rest: [beravor:parry]}]\n"
                    + "tokens: []\ninfluence: {}\n" + (active
                            ? "activePlots:\n  - {plot: plot:a-broken-line-of-kings, at: edoras}\n" : "activePlots: []\n")
                    + turn);
            h.passShadowWindows();
            if (active) {
                assertThat(h.options()).as("no rest in its Haven").doesNotContain("Rest");
            } else {
                assertThat(h.options()).contains("Rest");
                h.choose("Don't rest");
            }
            h.firstOptionsUntil(a -> a.prompt().startsWith("Travel"));
            int havenDeck = h.s.decks.get("encounters-haven").drawPile().size();
            h.choose("End the turn");
            h.firstOptionsUntil(a -> a.seat().sauron() || a.prompt().startsWith("Rest"));
            assertThat(havenDeck - h.s.decks.get("encounters-haven").drawPile().size())
                    .as(active ? "no Encounter card drawn" : "3 Encounter cards drawn").isEqualTo(active ? 0 : 3);
        }
    }

    @Test
    @Plays("plot:loss-of-an-heir")
    void lossOfAnHeir() {
        // "Sauron places this on Edoras or Minas Tirith, and only while a monster or minion is within 1 space of that
        // Haven. A royal house loses its hope." (black +1)
        assertThat(atPlot(0, "plot:loss-of-an-heir", "").options()).containsExactly("Do neither");
        Scenario s = atPlot(0, "plot:loss-of-an-heir", "tokens:\n  - {pile: blue, face: orc, at: osgiliath}\n");
        assertThat(s.options()).as("Osgiliath is next to Minas Tirith, not to Edoras")
                .containsExactly(play("plot:loss-of-an-heir", "Minas Tirith"), "Do neither");
        s.choose(play("plot:loss-of-an-heir", "Minas Tirith"));
        active(s, "plot:loss-of-an-heir", "minas-tirith");
        advances("plot:loss-of-an-heir", "minas-tirith", Marker.BLACK, 1);
    }

    @Test
    @Plays("plot:a-promise-of-rings")
    void aPromiseOfRings() {
        // "Sauron places this on a location that holds a character token and at least one monster or minion."
        // (yellow +2)
        String characters = NO_CHARACTERS.replace("aragorn: null", "aragorn: bree").replace("gandalf: null", "gandalf: shire");
        assertThat(atPlot(0, "plot:a-promise-of-rings", characters).options()).containsExactly("Do neither");
        Scenario s = atPlot(0, "plot:a-promise-of-rings", characters + "tokens:\n  - {pile: yellow, face: agent, at: shire}\n"
                + "influence: {shire: 1}\n");
        assertThat(s.options()).containsExactly(play("plot:a-promise-of-rings", "The Shire"), "Do neither");
        s.choose(play("plot:a-promise-of-rings", "The Shire"));
        active(s, "plot:a-promise-of-rings", "shire");
        advances("plot:a-promise-of-rings", "shire", Marker.YELLOW, 2);
    }

    @Test
    @Plays("plot:urgent-summons")
    void urgentSummons() {
        // "Sauron places this on a location with a character token and no other plot marker. When played, every
        // character token there goes back to the Favor and Character area." (pool 4, yellow +2)
        String characters = NO_CHARACTERS.replace("aragorn: null", "aragorn: bree").replace("gandalf: null", "gandalf: bree")
                .replace("boromir: null", "boromir: osgiliath");
        assertThat(atPlot(3, "plot:urgent-summons", characters).options()).as("below its pool number")
                .containsExactly("Do neither");
        Scenario s = atPlot(4, "plot:urgent-summons", characters
                + "activePlots:\n  - {plot: plot:osgiliath-invaded, at: osgiliath}\n");
        assertThat(s.options()).as("Osgiliath holds another plot marker").contains(play("plot:urgent-summons", "Bree"))
                .doesNotContain(play("plot:urgent-summons", "Osgiliath"));
        s.choose(play("plot:urgent-summons", "Bree"));
        s.firstOptionsUntil(a -> false);
        active(s, "plot:urgent-summons", "bree");
        assertThat(s.s.characterAt.get("aragorn")).isEqualTo(-1);
        assertThat(s.s.characterAt.get("gandalf")).isEqualTo(-1);
        assertThat(s.s.characterAt.get("boromir")).as("elsewhere: stays").isEqualTo(s.at("osgiliath"));
        advances("plot:urgent-summons", "bree", Marker.YELLOW, 2);
    }

    @Test
    @Plays("plot:rise-of-the-uruk-hai")
    void riseOfTheUrukHai() {
        // "Playable with at least 3 influence in Isengard, or while Saruman Falls to Corruption is active." (pool 5,
        // red +3; what the Rohan tokens fight as: FightTest#underRiseOfTheUrukHaiSauronChoosesWhetherARohanTokenFightsAsAnUrukHai)
        assertThat(atPlot(5, "plot:rise-of-the-uruk-hai", "influence: {isengard: 2}\n").options())
                .containsExactly("Do neither");
        assertThat(atPlot(4, "plot:rise-of-the-uruk-hai", "influence: {isengard: 3}\n").options())
                .as("below its pool number").containsExactly("Do neither");
        Scenario s = atPlot(5, "plot:rise-of-the-uruk-hai", "influence: {isengard: 3}\n");
        s.choose(play("plot:rise-of-the-uruk-hai", "Isengard"));
        active(s, "plot:rise-of-the-uruk-hai", "isengard");
        Scenario falls = atPlot(5, "plot:rise-of-the-uruk-hai",
                "activePlots:\n  - {plot: plot:saruman-falls-to-corruption, at: isengard}\n");
        assertThat(falls.options()).as("Saruman Falls to Corruption active").contains(play("plot:rise-of-the-uruk-hai", "Isengard"));
        advances("plot:rise-of-the-uruk-hai", "isengard", Marker.RED, 3);
    }
}
