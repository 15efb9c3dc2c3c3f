package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import meq.board.Neighbour;
import meq.rules.play.WhyNot;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * "Why not?" beside the prompt: the usual actions of the step asking that are not open now, each with the reason
 * the rulebook gives (RS: the rules summary's lines).
 */
class WhyNotTest {
    private static Map<String, String> whyNot(Scenario s, Seat seat) {
        s.ask();
        return s.engine.whyNot(s.s, seat).stream()
                .collect(Collectors.toMap(Ask.NotOpen::action, Ask.NotOpen::why, (a, b) -> a));
    }

    private static final String EXPLORING_BREE = """
            heroes:
              - {id: argalad, location: bree, favor: 1, hand: [], corruption: [],
                 quests: [quest:they-have-become-queer-and-wild, quest:echoes-of-bolgs-army]}
            stack:
              - {step: HeroTurn.Explore, hero: argalad, eventUsed: false}
            """;

    /** The newcomer's "why can't I move?": the hero's turn opens with Rest (RS 277: Rest, then 3. Travel). */
    @Test
    void atTheRestStepMovingWaitsForTheRestChoice() {
        Scenario s = Scenario.of("""
                heroes: [{id: beravor, location: bree}]
                stack: [{step: HeroTurn.Rest, hero: beravor}]
                """);
        Map<String, String> why = whyNot(s, Seat.hero("beravor"));
        assertThat(why.get("Move")).contains("Rest step comes first");
        assertThat(why.get("Heal")).contains("only while resting in a Haven");
        assertThat(s.engine.whyNot(s.s, Seat.SAURON)).as("another seat's question is not Sauron's to ask about").isEmpty();
    }

    /** RS 279-280: "If there are no monster tokens or minions in your location and you are not in a Shadow Stronghold, you may rest." */
    @Test
    void inAShadowStrongholdTheHeroCouldNotRest() {
        Scenario s = Scenario.of("""
                heroes: [{id: beravor, location: barad-dur}]
                stack: [{step: HeroTurn.Travel, hero: beravor, moved: false, exploredStart: false}]
                """);
        assertThat(whyNot(s, Seat.hero("beravor")).get("Rest")).contains("no hero rests in a Shadow Stronghold");
    }

    /** RS 279: no rest with a minion in the location: the minion is named. */
    @Test
    void aMinionHereKeepsTheHeroFromResting() {
        Scenario s = Scenario.of("""
                heroes: [{id: beravor, location: bree}]
                stack: [{step: HeroTurn.Travel, hero: beravor, moved: false, exploredStart: false}]
                """);
        s.s.minions.get("mouth-of-sauron").location = s.at("bree");
        assertThat(whyNot(s, Seat.hero("beravor")).get("Rest")).contains("Mouth of Sauron is here");
    }

    /**
     * RS 315-318: "Discard one card from your hand with an icon matching the movement icon on the connecting path. If
     * you cannot ... discard a number of cards equal to the number on the movement icon."
     */
    @Test
    void aPlaceTheHandCannotPayForSaysThePathsIconAndNumber() {
        Scenario s = Scenario.of("""
                heroes: [{id: beravor, location: bree, hand: []}]
                stack: [{step: HeroTurn.Travel, hero: beravor, moved: false, exploredStart: false}]
                """);
        Map<String, String> empty = whyNot(s, Seat.hero("beravor"));
        for (Neighbour n : Scenario.RULES.board().neighbours(Scenario.RULES.board().location("bree"))) {
            assertThat(empty.get("Move to " + n.to().name())).contains("no cards in hand");
        }

        int card = s.hero("beravor").life.get(0);
        s.hero("beravor").life.remove(card);
        s.hero("beravor").hand.add(card);
        var icon = Scenario.RULES.cards().card(card).icon();
        Map<String, String> one = whyNot(s, Seat.hero("beravor"));
        int unpaid = 0;
        for (Neighbour n : Scenario.RULES.board().neighbours(Scenario.RULES.board().location("bree"))) {
            var price = meq.board.Travel.price(n.path(), new meq.board.Travel.Items(false, false));
            boolean pays = price.icon() == icon || price.anyCards() <= 1;
            assertThat(one.containsKey("Move to " + n.to().name())).as("%s", n.to().name()).isEqualTo(!pays);
            if (!pays) {
                unpaid++;
                assertThat(one.get("Move to " + n.to().name())).contains(price.anyCards() + " cards")
                        .contains("only 1");
            }
        }
        assertThat(unpaid).as("some path from Bree asks more than one card").isPositive();
    }

    /**
     * RS 378-380 and 450-454: "Unless otherwise specified, Quests are completed during the Explore part of the hero's
     * Travel step": a hero away from his quests' places is told where they are (Fangorn is not Bree).
     */
    @Test
    void aQuestWhoseGoalIsElsewhereSaysWhereItIs() {
        Scenario s = Scenario.of(EXPLORING_BREE);
        Map<String, String> why = whyNot(s, Seat.hero("argalad"));
        assertThat(why.get("Complete They Have Become Queer and Wild"))
                .isEqualTo("explore Fangorn to complete it; you are at Bree");
        assertThat(why.get("Complete Echoes of Bolg's Army")).as("a locked quest's place is said too")
                .endsWith("then explore Mount Gundabad; you are at Bree");
    }

    /**
     * quests.yaml (facts §1.11): completing a Starting quest reveals the hero's Advanced quest; the reason names the
     * Starting quest that unlocks it and where that one is completed.
     */
    @Test
    void anAdvancedQuestIsLockedUntilTheStartingQuestIsDone() {
        Scenario s = Scenario.of(EXPLORING_BREE.replace("location: bree", "location: mount-gundabad"));
        assertThat(s.ask().options()).doesNotContain(new Action.CompleteQuest(Scenario.card("quest:echoes-of-bolgs-army")));
        assertThat(whyNot(s, Seat.hero("argalad")).get("Complete Echoes of Bolg's Army"))
                .isEqualTo("you are at its place, but Advanced quests unlock once you complete your Starting quest:"
                        + " They Have Become Queer and Wild (explore Fangorn)");

        Scenario done = Scenario.of(EXPLORING_BREE.replace("location: bree", "location: mount-gundabad")
                .replace("quests: [quest:they-have-become-queer-and-wild, quest:echoes-of-bolgs-army]",
                        "quests: [quest:echoes-of-bolgs-army], questsDone: [quest:they-have-become-queer-and-wild]"));
        assertThat(done.ask().options()).contains(new Action.CompleteQuest(Scenario.card("quest:echoes-of-bolgs-army")));
        assertThat(whyNot(done, Seat.hero("argalad"))).doesNotContainKey("Complete Echoes of Bolg's Army");
    }

    /**
     * quests.yaml: "Aragorn goes to the South Eaves, where an Orc replaces every encounter; defeat it there." Exploring
     * the South Eaves does not complete it: the Orc comes in place of the encounter, after the Travel step.
     */
    @Test
    void aQuestWonByAFightSaysTheFightComesInPlaceOfTheEncounter() {
        String quest = "quests: [quest:forest-must-provide-no-refuge, quest:echoes-of-bolgs-army]";
        String preset = EXPLORING_BREE.replace("quests: [quest:they-have-become-queer-and-wild, quest:echoes-of-bolgs-army]",
                quest);
        Scenario there = Scenario.of(preset.replace("location: bree", "location: south-eaves"));
        assertThat(there.ask().options()).doesNotContain(
                new Action.CompleteQuest(Scenario.card("quest:forest-must-provide-no-refuge")));
        assertThat(whyNot(there, Seat.hero("argalad")).get("Complete The Forest Must Provide No Refuge"))
                .isEqualTo("defeat the Orc here to complete it: it is fought in place of your encounter,"
                        + " after your Travel step");
        Scenario away = Scenario.of(preset);
        assertThat(whyNot(away, Seat.hero("argalad")).get("Complete The Forest Must Provide No Refuge"))
                .isEqualTo("defeat the Orc at South Eaves to complete it; you are at Bree");
    }

    /** quests.yaml: "explore Near Harad or fight the Black Serpent": the Serpent's place is public, and said. */
    @Test
    void aQuestWithTwoWaysSaysBothAndWhereTheMinionStands() {
        Scenario s = Scenario.of("""
                heroes:
                  - {id: eleanor, location: bree, hand: [], corruption: [],
                     quests: [quest:where-the-stars-are-strange]}
                stack:
                  - {step: HeroTurn.Explore, hero: eleanor, eventUsed: false}
                """);
        s.s.minions.get("black-serpent").location = s.at("dagorlad");
        assertThat(whyNot(s, Seat.hero("eleanor")).get("Complete Where the Stars are Strange"))
                .isEqualTo("explore Near Harad or fight the Black Serpent (at Dagorlad) to complete it; you are at Bree");
    }

    /** RS 381-383: "Discard any of Sauron's active Plot cards that affect the current location ... (usually by spending favor)." */
    @Test
    void aPlotIsDiscardedWhereItsMarkerIsAndForItsFavor() {
        String plots = "activePlots:\n  - {plot: plot:saruman-falls-to-corruption, at: isengard}\n  - null\n  - null\n";
        Scenario elsewhere = Scenario.of(EXPLORING_BREE + plots);
        assertThat(whyNot(elsewhere, Seat.hero("argalad")).get("Discard the active plot Saruman Falls to Corruption"))
                .isEqualTo("its marker is on Isengard: explore there");
        Scenario poor = Scenario.of(EXPLORING_BREE.replace("location: bree", "location: isengard") + plots);
        int cost = Scenario.RULES.cards().def(Scenario.card("plot:saruman-falls-to-corruption"),
                meq.data.CardDecks.Plot.class).discardCost();
        assertThat(whyNot(poor, Seat.hero("argalad")).get("Discard the active plot Saruman Falls to Corruption"))
                .isEqualTo("it costs " + cost + " favor and you have 1");
    }

    /** RS 372-374: "If you have 3 or less Corruption cards ... You may only choose a dark path once during each of your turns." */
    @Test
    void theDarkPathOnceATurn() {
        Scenario s = Scenario.of(EXPLORING_BREE.replace("favor: 1,", "favor: 1, thisTurn: {darkPathTaken: true},"));
        assertThat(whyNot(s, Seat.hero("argalad")).get("Take the dark path")).contains("once a turn");
    }

    /** RS 364-366: retrieve the favor tokens on the location; consult the characters on it. */
    @Test
    void noFavorAndNoCharacterHere() {
        Scenario s = Scenario.of(EXPLORING_BREE + "favor: {}\n" + EventCardsTest.NO_CHARACTERS);
        Map<String, String> why = whyNot(s, Seat.hero("argalad"));
        assertThat(why.get("Take the favor here")).isEqualTo("no favor lies here");
        assertThat(why.get("Consult a character")).isEqualTo("no character is here");
        assertThat(why.get("Move")).contains("Explore no more here");
    }

    /** RS 145-148: "The number in the top left of a Plot or Shadow card is the minimum amount of influence that must be in the Shadow Pool." */
    @Test
    void aPlotNeedsItsPoolAndItsRequirement() {
        Scenario s = Scenario.of("""
                heroes: [{id: beravor, location: bree}]
                turn: 3
                shadowPool: 2
                activePlots: []
                influence: {}
                sauron: {plots: [plot:denethor-falls-into-madness, plot:orcs-in-the-mountains]}
                stack: [{step: SauronTurn.PlotStep}]
                """);
        Map<String, String> why = whyNot(s, Seat.SAURON);
        assertThat(why.get("Play Denethor Falls into Madness"))
                .startsWith("it needs 8 influence in the Shadow Pool and the Pool holds 2 (at most 4 in stage 1");
        assertThat(why.get("Play Orcs in the Mountains")).isEqualTo(
                "its requirement is not met: Playable with at least 8 influence within 1 space of Mount Gundabad.");
    }

    /**
     * RS 141-143: "Sauron may either: a. Play a single Plot card from his hand"; with none in hand there is nothing
     * to play, and the Draw Shadow and Plot cards action is what brings them (facts: "Draw X Shadow cards and X Plot
     * cards; keep 1 Plot").
     */
    @Test
    void noPlotCardInHandSaysWhereTheyComeFrom() {
        Scenario s = Scenario.of("""
                heroes: [{id: beravor, location: bree}]
                turn: 3
                shadowPool: 4
                influence: {}
                activePlots:
                  - {plot: plot:saruman-falls-to-corruption, at: isengard}
                  - null
                  - null
                sauron: {plots: []}
                stack: [{step: SauronTurn.PlotStep}]
                """);
        assertThat(whyNot(s, Seat.SAURON).get("Play a plot"))
                .isEqualTo("you hold no Plot card: the action Draw Shadow and Plot cards draws them (keep 1 of those drawn)");
    }

    /**
     * RS 139-141: the Plot step: "Skip this step on the first turn of the game." A newcomer's "when can I play
     * plots?" in round 1 is answered at the Action step: not this round.
     */
    @Test
    void theFirstRoundHasNoPlotStep() {
        String preset = """
                heroes: [{id: beravor, location: bree}]
                turn: 1
                sauron: {shadows: [], plots: [plot:urgent-summons]}
                stack: [{step: SauronActions.Choose, taken: 0}]
                """;
        assertThat(whyNot(Scenario.of(preset), Seat.SAURON).get("Play a plot"))
                .isEqualTo("plots are played at the Plot step, before the Event, and the first round has none:"
                        + " your first chance is in round 2");
        assertThat(whyNot(Scenario.of(preset.replace("plots: [plot:urgent-summons]", "plots: []")), Seat.SAURON)
                .get("Play a plot")).isEqualTo("you hold no Plot card: the action Draw Shadow and Plot cards draws them"
                        + " (keep 1 of those drawn); plots are played at the Plot step, before the Event, and the first"
                        + " round has none: your first chance is in round 2");
        assertThat(whyNot(Scenario.of(preset.replace("turn: 1", "turn: 2")), Seat.SAURON).get("Play a plot"))
                .isEqualTo("plots are played at the Plot step, before the Event, not as an action");
    }

    /** RS 141-143: a plot goes "on an empty space of the Active Plot Track". */
    @Test
    void aFullPlotTrackTakesNoPlot() {
        Scenario s = Scenario.of("""
                heroes: [{id: beravor, location: bree}]
                turn: 3
                shadowPool: 4
                influence: {}
                activePlots:
                  - {plot: plot:saruman-falls-to-corruption, at: isengard}
                  - {plot: plot:gollum-is-tortured, at: barad-dur}
                  - {plot: plot:a-dark-messenger, at: erebor}
                sauron: {plots: [plot:urgent-summons]}
                stack: [{step: SauronTurn.PlotStep}]
                """);
        assertThat(whyNot(s, Seat.SAURON).get("Play Urgent Summons")).contains("Active Plot Track is full");
    }

    /**
     * The "the Shadow cards need a Pool of 8 or 12 while the Pool says at most 4": the card's number against
     * the Pool and its limit of 4 a stage (RS 145-148, 222-223); a card of another timing is played at its moment.
     */
    @Test
    void aShadowCardNeedsItsPoolAndItsMoment() {
        Scenario s = Scenario.of("""
                heroes: [{id: beravor, location: bree}]
                shadowPool: 3
                sauron: {shadows: [shadow:lidless-eye, shadow:betrayed], plots: [plot:urgent-summons]}
                stack: [{step: SauronActions.Choose, taken: 1}]
                """);
        Map<String, String> why = whyNot(s, Seat.SAURON);
        assertThat(why.get("Play The Lidless Eye"))
                .isEqualTo("it needs 8 influence in the Shadow Pool and the Pool holds 3 (at most 4 in stage 1: 4 a stage)");
        assertThat(why.get("Play Betrayed")).isEqualTo("it is played as a fight begins");
        assertThat(why.get("Play a plot")).contains("Plot step");
    }

    /** RS 180-184 of the action tracks: a token goes on "the leftmost empty space"; a full track has none. */
    @Test
    void aFullActionTrackIsNotOffered() {
        Scenario s = Scenario.of("""
                heroes: [{id: beravor, location: bree}]
                sauron: {shadows: [], plots: []}
                stack: [{step: SauronActions.Choose, taken: 1}]
                """);
        for (int i = 0; i < 3; i++) {
            s.s.actions.place(meq.state.ActionType.COMMAND);
        }
        assertThat(whyNot(s, Seat.SAURON).get("Command monsters and minions")).contains("every space of its track is covered");
    }

    /** Shadows: at most one Shadow card on each hero's turn, and one in Sauron's own Action step. */
    @Test
    void oneShadowCardInTheActionStep() {
        Scenario s = Scenario.of("""
                heroes: [{id: beravor, location: bree}]
                shadowPool: 4
                sauron: {shadows: [shadow:an-evil-fog], plots: []}
                stack: [{step: SauronActions.Choose, taken: 1}]
                """);
        assertThat(whyNot(s, Seat.SAURON)).doesNotContainKey("Play An Evil Fog");
        s.s.shadowPlayed = true;
        assertThat(whyNot(s, Seat.SAURON).get("Play An Evil Fog")).contains("one Shadow card has been played");
    }

    /** The reasons read only what the asking seat may know: unchanged on a twin of its secrets, in seeded games. */
    @Test
    void theReasonsAreTheSameOnATwinOfTheSeatsSecrets() throws Exception {
        SecretsTest.load();
        SecretsTest.Leaks leaks = new SecretsTest.Leaks((st, seat, ask) -> seat.equals(ask.seat())
                ? new Shown(st, seat) : List.of());
        for (int g = 0; g < 6; g++) {
            long seed = meq.sim.Simulator.gameSeed(34, g);
            var st = meq.rules.engine.Setup.newGame(Scenario.RULES, meq.sim.Simulator.heroesFor(Scenario.RULES, seed,
                    2 + g % 3), seed);
            SecretsTest.play(st, seed, g % 2 == 0, leaks);
        }
        assertThat(meq.rules.words.ViewText.of(new Shown(List.of(new Ask.NotOpen("Rest", "a minion is here")))))
                .as("the comparison reads the reasons' words").contains("a minion is here");
        assertThat(leaks.decisions).isGreaterThan(1000);
        assertThat(leaks.found).as(leaks.first).isEmpty();
    }

    /** The reasons as a list of words, for the secrets comparison. */
    private record Shown(List<Ask.NotOpen> reasons) {
        Shown(meq.state.GameState s, Seat seat) {
            this(new meq.rules.engine.Engine(Scenario.RULES).whyNot(s, seat));
        }
    }
}
