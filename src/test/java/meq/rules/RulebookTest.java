package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.ArrayList;
import java.util.List;
import meq.rules.play.Fights;
import meq.rules.play.Finale;
import meq.rules.play.SauronTurn;
import meq.rules.table.Dominance;
import meq.rules.table.Table;
import meq.state.ActionType;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.Marker;
import meq.state.Seat;
import meq.state.Side;
import org.junit.jupiter.api.Test;

/**
 * The rulebook's own sentences (not single cards), each played on a small preset and checked against its words.
 * Each test quotes its sentence with the lines of the rules summary (RS) it comes from.
 */
class RulebookTest {
    @Test
    void drawShadowAndPlotKeepsEveryShadowAndOnePlotTheOthersGoToTheBottomOfThePlotDeck() {
        // RS 226-233: "Draw a number of Shadow and Plot cards each equal to the number on the Action Track space
        // you just covered. Place the Shadow cards into your hand, but keep only one of the drawn Plot cards,
        // placing the others facedown at the bottom of the Plot deck (in the order you choose)."
        // The track's Draw column reads 2, 2, 1, so at most one Plot card goes back: its order is Sauron's by
        // itself. The one kept is Sauron's choice, not the top one.
        Scenario s = Scenario.of("""
                heroes: [{id: eleanor, location: bree}]
                sauron: {shadows: [], plots: []}
                stack:
                  - {step: SauronActions.Choose, taken: 0}
                """);
        s.onTop("plots", "plot:osgiliath-invaded").onTop("plots", "plot:orcs-in-the-mountains");
        int plotsBefore = s.s.decks.get("plots").drawPile().size();
        int discardsBefore = s.s.decks.get("plots").discards().size();
        s.choose(new Action.TakeAction(ActionType.SHADOW_AND_PLOT));
        assertThat(s.s.sauronShadows.size()).as("every Shadow card drawn is kept").isEqualTo(2);
        Ask keep = s.ask();
        assertThat(keep.seat()).isEqualTo(Seat.SAURON);
        assertThat(keep.options()).containsExactlyInAnyOrder(
                new Action.ChooseCard(Scenario.card("plot:orcs-in-the-mountains")),
                new Action.ChooseCard(Scenario.card("plot:osgiliath-invaded")));
        s.choose(new Action.ChooseCard(Scenario.card("plot:osgiliath-invaded")));
        assertThat(s.s.sauronPlots.size()).isEqualTo(1);
        assertThat(s.s.sauronPlots.get(0)).isEqualTo(Scenario.card("plot:osgiliath-invaded"));
        var plots = s.s.decks.get("plots");
        assertThat(plots.drawPile().size()).as("one kept, one back").isEqualTo(plotsBefore - 1);
        assertThat(plots.drawPile().get(0)).as("at the bottom of the Plot deck")
                .isEqualTo(Scenario.card("plot:orcs-in-the-mountains"));
        assertThat(plots.discards().size()).as("not discarded").isEqualTo(discardsBefore);
    }

    @Test
    void heroRallyDiscardsAllInfluenceOnTheHerosLocationAndACutOffLocationKeepsOne() {
        // RS 122-125: "Each hero discards all Influence tokens from his current location to the Influence area
        // (except if he is in a Shadow Stronghold)."
        // RS 213-219: "Excess influence must immediately be removed, to a minimum of 1. Remove all but 1 token
        // from locations if they are disconnected from their connection to a Stronghold."
        Scenario s = Scenario.of("""
                heroes:
                  - {id: eleanor, location: rhosgobel}
                  - {id: thalin, location: dol-guldur}
                influence: {dol-guldur: 3, rhosgobel: 3, forest-road: 3}
                stack:
                  - {step: SauronTurn.Rally}
                """);
        assertThat(s.ask()).isNull();
        assertThat(s.s.influence[s.at("rhosgobel")]).as("all of it, not one").isZero();
        assertThat(s.s.influence[s.at("dol-guldur")]).as("a Stronghold keeps its influence").isEqualTo(3);
        assertThat(s.s.influence[s.at("forest-road")]).as("cut off from Dol Guldur: all but 1").isEqualTo(1);
        assertThat(s.broken()).isEmpty();
    }

    @Test
    void aLoneHerosSpecialHeroRallyAndHeroDrawComeBetweenHisTwoTurns() {
        // RS 719-724: "The hero player receives 2 turns for every Sauron turn. After the hero finishes his first
        // Encounter step, resolve a special Hero Rally step and a Hero Draw step. The hero then receives a
        // second turn starting with his Rest step."
        Scenario s = Scenario.of("""
                heroes: [{id: eleanor, location: bree, hand: [], life: [eleanor:parry, eleanor:dodge, eleanor:hide], others: rest}]
                influence: {bree: 1}
                stack:
                  - {step: SauronTurn.Rally}
                  - {step: SauronTurn.HeroDraw}
                  - {step: HeroTurn.Start, hero: eleanor}
                """);
        // the second turn begins after the Rally and the Draw: the hand is refilled and Bree is cleared first
        Ask a = s.firstOptionsUntil(x -> x.seat().equals(Seat.hero("eleanor")));
        assertThat(a).isNotNull();
        assertThat(s.s.influence[s.at("bree")]).as("the special Hero Rally").isZero();
        assertThat(s.hero("eleanor").hand.size()).as("the special Hero Draw, up to fortitude (3 cards left)")
                .isEqualTo(3);
        assertThat(s.events(GameEvent.HeroTurnStarted.class)).hasSize(1);
    }

    @Test
    void aDefeatedHeroWithNeitherFavorNorItemSkipsTheLossAndSauronPicksAmongTiedHavens() {
        // RS 657-663: "2. Lose Favor or Item card: The hero must choose whether to discard one favor token from
        // his hero sheet or one of his Item cards. If a hero has neither, skip this step. 3. Move to Haven: The
        // hero figure is moved to the closest Haven (by number of locations). If multiple Havens are equally
        // close, Sauron decides which of the tied Havens."
        Scenario s = Scenario.of("""
                heroes:
                  - {id: eleanor, location: tharbad, favor: 0, items: [], hand: [], life: [eleanor:parry], damage: [eleanor:dodge], others: rest}
                story: {green: 2, yellow: 1, black: 2, red: 2}
                stack:
                  - {step: Damage.Take, hero: eleanor, remaining: 1, fromHand: 0}
                """);
        s.choose(new Action.TakeFromLife());
        Ask a = s.ask();
        assertThat(a.seat()).as("no favor, no item: no loss to choose; Sauron picks the Haven").isEqualTo(Seat.SAURON);
        assertThat(a.options()).containsExactlyInAnyOrder(new Action.ChooseLocation(s.at("fornost")),
                new Action.ChooseLocation(s.at("rivendell")));
        assertThat(s.s.story.position(Marker.YELLOW)).as("the leftmost marker advanced").isEqualTo(2);
        s.choose(new Action.ChooseLocation(s.at("rivendell")));
        HeroState h = s.hero("eleanor");
        assertThat(h.location).isEqualTo(s.at("rivendell"));
        assertThat(h.life.size()).as("rest and damage pools into the life pool").isEqualTo(25);
        assertThat(h.rest.size() + h.damage.size()).isZero();
        assertThat(h.turnOver).isTrue();
    }

    @Test
    void aDefeatedHeroWithFavorOrAnItemChoosesWhichToLose() {
        // RS 657-659: "The hero must choose whether to discard one favor token from his hero sheet or one of his
        // Item cards."
        Scenario s = Scenario.of("""
                heroes:
                  - {id: eleanor, location: bree, favor: 2, items: [item:boat], hand: [], life: [eleanor:parry], others: rest}
                story: {green: 2, yellow: 1, black: 2, red: 2}
                stack:
                  - {step: Damage.Take, hero: eleanor, remaining: 1, fromHand: 0}
                """);
        s.choose(new Action.TakeFromLife());
        Ask a = s.ask();
        assertThat(a.seat()).isEqualTo(Seat.hero("eleanor"));
        assertThat(a.options()).containsExactlyInAnyOrder(new Action.LoseFavor(),
                new Action.ChooseCard(Scenario.card("item:boat")));
        s.choose(new Action.ChooseCard(Scenario.card("item:boat")));
        assertThat(s.hero("eleanor").items.size()).isZero();
        assertThat(s.hero("eleanor").favor).as("one or the other, not both").isEqualTo(2);
        assertThat(s.hero("eleanor").location).as("Bree's closest Haven").isEqualTo(s.at("fornost"));
    }

    @Test
    void monsterTokensAreNeverPlacedWhereAHeroIsButMayBeMovedThere() {
        // RS 260-262: "Monster tokens may not be placed on locations that contain heroes (they may be moved
        // there). More than one monster token (or minion) can occupy the same location."
        Scenario s = Scenario.of("""
                heroes: [{id: eleanor, location: rhosgobel}]
                influence: {dol-guldur: 3, rhosgobel: 2, forest-road: 2, south-eaves: 2}
                tokens:
                  - {pile: green, face: orc, at: forest-road}
                  - {pile: green, face: giant-spider, at: rhosgobel}
                stack:
                  - {step: SauronActions.Command, remaining: 2, commanded: [], placed: false}
                """);
        int orc = -1;
        for (int t = 0; t < s.s.tokenAt.length; t++) {
            if (s.s.tokenAt[t] == s.at("forest-road")) {
                orc = t;
            }
        }
        List<Action> options = s.ask().options();
        assertThat(options).as("moved onto the hero, beside another token").contains(new Action.MoveToken(orc,
                s.at("rhosgobel")));
        // placing: Sauron draws from the green pile, looks, then chooses among the legal places
        GameState drawn = s.s.copy();
        Scenario place = s.copyOf(drawn).choose(new Action.DrawToken("green"));
        assertThat(place.ask().options()).as("never placed on the hero")
                .doesNotContain(new Action.ChooseLocation(s.at("rhosgobel")))
                .as("but placed elsewhere with influence").contains(new Action.ChooseLocation(s.at("south-eaves")));
        s.choose(new Action.MoveToken(orc, s.at("rhosgobel")));
        assertThat(Table.tokensAt(new Ctx(Scenario.RULES, s.s, new ArrayList<>()), s.at("rhosgobel"))).hasSize(2);
    }

    @Test
    void minionsMayMoveIntoAHavenButMayAttackAHeroThereOnlyIfHeAllowsIt() {
        // RS 251-252: "Minions are allowed to move into Haven locations, but you cannot attack a hero in a Haven
        // location unless the hero allows it."
        Scenario s = Scenario.of("""
                heroes: [{id: eleanor, location: minas-tirith}]
                minions:
                  gothmog: {status: active, at: osgiliath, damage: 0}
                stack:
                  - {step: SauronActions.Command, remaining: 1, commanded: [], placed: false}
                  - {step: HeroTurn.Arrival, hero: eleanor, ambush: true}
                """);
        s.choose(new Action.MoveMinion("gothmog", s.at("minas-tirith")));
        assertThat(s.s.minions.get("gothmog").location).isEqualTo(s.at("minas-tirith"));
        s.choose(new Action.FightMinion("gothmog"));
        Ask consent = s.ask();
        assertThat(consent.seat()).as("the hero is asked").isEqualTo(Seat.hero("eleanor"));
        s.choose(new Action.Pass());
        assertThat(s.prompt()).as("no fight").isNull();
        assertThat(s.s.stack).noneMatch(f -> f instanceof Fights.Fight);
        assertThat(s.hero("eleanor").turnOver).isFalse();
    }

    @Test
    void retrieveFavorTakesTheTokensTheHeroCanHoldAndLeavesTheRest() {
        // RS 367-368: "Retrieve Favor: Retrieve any number of favor tokens on the current location and place them
        // on your hero sheet." A hero who can hold no more than 3 favor (Despairing) retrieves 1 of 3: the
        // other 2 stay on the location (they are not thrown away).
        Scenario s = Scenario.of("""
                heroes: [{id: eleanor, location: bree, favor: 2, corruption: [corruption:despairing]}]
                favor: {bree: 3}
                stack:
                  - {step: HeroTurn.Explore, hero: eleanor, eventUsed: false}
                """);
        s.choose(new Action.RetrieveFavor());
        assertThat(s.hero("eleanor").favor).isEqualTo(3);
        assertThat(s.s.favorTokens[s.at("bree")]).as("the tokens she cannot hold stay").isEqualTo(2);
        assertThat(s.ask().options()).as("full: nothing to retrieve").doesNotContain(new Action.RetrieveFavor());

        Scenario all = Scenario.of("""
                heroes: [{id: eleanor, location: bree, favor: 2}]
                favor: {bree: 3}
                stack:
                  - {step: HeroTurn.Explore, hero: eleanor, eventUsed: false}
                """);
        all.choose(new Action.RetrieveFavor());
        assertThat(all.hero("eleanor").favor).isEqualTo(5);
        assertThat(all.s.favorTokens[all.at("bree")]).isZero();
    }

    @Test
    void consultingACharacterGivesItsFavorOrItsAbilityButNotBothAndSendsItHome() {
        // RS 369-372: "Consult with Characters: Receive favor from or use the ability of each Character on the
        // current location, but not both. The character is then returned to the Favor and Character area."
        Scenario s = Scenario.of("""
                heroes: [{id: thalin, location: bree, favor: 0}]
                characters: {aragorn: bree, boromir: bree}
                stack:
                  - {step: HeroTurn.Explore, hero: thalin, eventUsed: false}
                """);
        assertThat(s.ask().options()).contains(new Action.Consult("aragorn", false), new Action.Consult("aragorn", true),
                new Action.Consult("boromir", false), new Action.Consult("boromir", true));
        s.choose(new Action.Consult("aragorn", false));
        assertThat(s.hero("thalin").favor).isEqualTo(2);
        assertThat(s.s.characterAt.get("aragorn")).as("home").isEqualTo(-1);
        assertThat(s.ask().options()).as("not both").doesNotContain(new Action.Consult("aragorn", true))
                .as("each character").contains(new Action.Consult("boromir", false));
    }

    @Test
    void aQuestMayOnlyBeCompletedByTheHeroDisplayingIt() {
        // RS 450-455: "A Quest is always assigned to a specific hero and may only be completed by the hero
        // displaying it in his play area. Completed Quests are removed from the game."
        String preset = """
                heroes:
                  - {id: eleanor, location: weathertop, quests: []}
                  - {id: thalin, location: weathertop, quests: [encounter:eriador-enedwaith:word-for-the-rangers]}
                stack:
                  - {step: HeroTurn.Explore, hero: %s, eventUsed: false}
                """;
        Action complete = new Action.CompleteQuest(Scenario.card("encounter:eriador-enedwaith:word-for-the-rangers"));
        assertThat(Scenario.of(preset.formatted("eleanor")).ask().options()).as("not hers").doesNotContain(complete);
        Scenario s = Scenario.of(preset.formatted("thalin"));
        s.choose(complete);
        assertThat(s.hero("thalin").quests.size()).isZero();
        assertThat(s.s.removed.contains(Scenario.card("encounter:eriador-enedwaith:word-for-the-rangers"))).as("out of the game")
                .isTrue();
    }

    @Test
    void heroesOnOneLocationTradeFavorItemsAndQuestsButNotStartingOrAdvancedQuests() {
        // RS 382-384: "Trade with Heroes: All heroes in the current location may freely trade favor, Item cards,
        // and Quests with each other (excluding Starting and Advanced Quests)."
        Scenario s = Scenario.of("""
                heroes:
                  - {id: eleanor, location: bree, favor: 1, items: [item:boat], quests: []}
                  - id: thalin
                    location: bree
                    favor: 0
                    quests: [quest:ered-luin, quest:to-look-into-the-mirrormere, encounter:eriador-enedwaith:word-for-the-rangers]
                stack:
                  - {step: HeroTurn.Explore, hero: eleanor, eventUsed: false}
                """);
        List<Action> options = s.ask().options();
        assertThat(options).contains(new Action.Trade("thalin", -1, false),
                new Action.Trade("thalin", Scenario.card("item:boat"), false),
                new Action.Trade("thalin", Scenario.card("encounter:eriador-enedwaith:word-for-the-rangers"), true));
        assertThat(options).doesNotContain(new Action.Trade("thalin", Scenario.card("quest:ered-luin"), true),
                new Action.Trade("thalin", Scenario.card("quest:to-look-into-the-mirrormere"), true));
        s.choose(new Action.Trade("thalin", Scenario.card("item:boat"), false));
        assertThat(s.hero("thalin").items.get(0)).isEqualTo(Scenario.card("item:boat"));
    }

    @Test
    void aStoryMarkerOnTheFinaleSpaceDoesNotAdvanceWhenItsMissionIsFulfilled() {
        // RS 685-690: "If Sauron fulfills his Mission card requirement, he advances each of his story markers one
        // space on the Story Track. If the heroes fulfill their Mission card, they advance their story marker one
        // space. A story marker located on the Finale space does not advance."
        // Green and red on the Finale: both sides 0 from it, no side dominant; both missions fulfilled.
        Fixture f = FinaleTest.finale("to-rule-them-all", "isildurs-secret", 18, 8, 8, 18);
        f.s.hero("thalin").favor = 5;
        assertThat(f.s.story.dominant()).isEqualTo(Side.NONE);
        f.ask();
        assertThat(f.s.winner).as("both fulfilled: on to the combat").isNull();
        assertThat(f.s.story.position(Marker.GREEN)).isEqualTo(18);
        assertThat(f.s.story.position(Marker.RED)).isEqualTo(18);
        assertThat(f.s.story.position(Marker.YELLOW)).isEqualTo(9);
        assertThat(f.s.story.position(Marker.BLACK)).isEqualTo(9);
    }

    @Test
    void onATieNoSideIsDominantAndTheEventStepDrawsOneCard() {
        // RS 430-432: "The side with the lower number is dominant. On a tie, there is no dominant side."
        // RS 160-164: "If neither side is dominant (and during the first Sauron turn of the game), instead draw
        // one card and resolve it."
        // Heroes 18 - 6 = 12; Sauron min(18 - 6, 4 + 10 + 10) = 12: a tie.
        String preset = """
                heroes: [{id: eleanor, location: bree}]
                story: {green: 6, yellow: %d, black: 0, red: 0}
                turn: 2
                stack:
                  - {step: SauronTurn.EventStep}
                """;
        Scenario tie = Scenario.of(preset.formatted(6));
        assertThat(Dominance.of(Scenario.RULES, tie.s)).isEqualTo(Side.NONE);
        int before = tie.s.decks.get("events-1").drawPile().size();
        tie.passShadowWindows();
        tie.firstOptionsUntil(a -> false);
        assertThat(before - tie.s.decks.get("events-1").drawPile().size()).as("one card").isEqualTo(1);

        Scenario heroes = Scenario.of(preset.formatted(5));
        assertThat(Dominance.of(Scenario.RULES, heroes.s)).isEqualTo(Side.HEROES);
        int had = heroes.s.decks.get("events-1").drawPile().size();
        heroes.firstOptionsUntil(a -> false);
        assertThat(had - heroes.s.decks.get("events-1").drawPile().size()).as("three cards").isEqualTo(3);
    }

    @Test
    void theHerosCombatStackGoesOnTopOfHisRestPoolInOrderAndSauronsIsShuffledIntoItsDeck() {
        // RS 545-548: "a. Discard Cards: The hero places his combat stack (with cards in order) faceup on top of
        // his rest pool. Sauron shuffles his combat stack into the appropriate Monster Combat deck."
        Scenario s = Scenario.of("""
                heroes:
                  - {id: eleanor, location: forest-road, hand: [eleanor:parry, eleanor:dodge], rest: [eleanor:hide], others: life}
                influence: {dol-guldur: 3, rhosgobel: 2, forest-road: 1}
                sauron: {shadows: []}
                tokens:
                  - {pile: green, face: orc, at: forest-road}
                stack:
                  - {step: HeroTurn.Arrival, hero: eleanor, ambush: false}
                """);
        int token = -1;
        for (int t = 0; t < s.s.tokenAt.length; t++) {
            if (s.s.tokenAt[t] == s.at("forest-road")) {
                token = t;
            }
        }
        s.choose(new Action.FlipToken(token));
        s.passShadowWindows();
        s.choose("Spend 0 agility");
        List<Integer> order = List.of(Scenario.card("eleanor:dodge"), Scenario.card("eleanor:parry"));
        int played = 0;
        for (int i = 0; i < 40 && s.s.stack.stream().anyMatch(f -> f instanceof Fights.Fight); i++) {
            Ask a = s.ask();
            if (a.seat().equals(Seat.hero("eleanor")) && played < 2
                    && a.options().contains(new Action.ChooseCard(order.get(played)))) {
                s.choose(new Action.ChooseCard(order.get(played++)));
            } else if (a.seat().equals(Seat.hero("eleanor")) && a.options().contains(new Action.Pass())) {
                s.choose(new Action.Pass());
            } else {
                s.apply(a.options().get(0));
            }
        }
        assertThat(played).isEqualTo(2);
        HeroState h = s.hero("eleanor");
        assertThat(h.rest.size()).isGreaterThanOrEqualTo(3);
        assertThat(List.of(h.rest.get(0), h.rest.get(1), h.rest.get(2))).as("under it the old rest pool; on top "
                + "the stack in the order played").containsExactly(Scenario.card("eleanor:hide"),
                        Scenario.card("eleanor:dodge"), Scenario.card("eleanor:parry"));
        var deck = s.s.combatDecks.get(Scenario.RULES.data().monster("orc").deck());
        assertThat(deck.drawPile().size()).as("every card Sauron drew and played is back in the deck")
                .isEqualTo(25);
    }

    @Test
    void theFinaleBeginsWhenAllThreeOfSauronsMarkersReachTheShadowFallsInTheStoryStep() {
        // RS 136-137: "If a marker reaches the Finale space, or if all 3 of Sauron's markers reach The Shadow
        // Falls space, the game Finale begins." Checked after all four markers moved (FS 5.11).
        String preset = """
                heroes: [{id: eleanor, location: bree}]
                story: {green: 4, yellow: 9, black: 9, red: %d}
                stageTwoReached: true
                turn: 3
                activePlots:
                  - {plot: plot:sauron-hunts-for-the-ring, at: barad-dur}
                  - {plot: plot:saruman-hungry-for-power, at: isengard}
                stack:
                  - {step: SauronTurn.Story}
                  - {step: SauronTurn.PlotStep}
                """;
        Scenario fallen = Scenario.of(preset.formatted(10));
        fallen.ask();
        assertThat(fallen.s.story.position(Marker.YELLOW)).isEqualTo(10);
        assertThat(fallen.s.stack).as("the Finale replaces the rest of the turn")
                .anyMatch(f -> f instanceof Finale).noneMatch(f -> f instanceof SauronTurn.PlotStep);

        Scenario short1 = Scenario.of(preset.formatted(9));
        assertThat(short1.prompt()).as("red still on 9: the Plot step comes").startsWith("Play a plot");
        assertThat(short1.s.stack).noneMatch(f -> f instanceof Finale);
    }

    @Test
    void trainingFromADepletedSkillDeckTakesItsLastCardThenReshufflesTheDiscards() {
        // RS 444-446: "A hero who receives training draws the top 2 cards of the Skill deck, chooses one to place
        // into his hand, and discards the other faceup in a discard pile."
        // RS 462-463: "When any card deck ... is depleted, reshuffle the discards into a new deck/pile."
        // One card left: it is the first drawn; only then are the discards shuffled for the second.
        Scenario s = Scenario.of("""
                heroes: [{id: eleanor, location: bree}]
                decks:
                  skills:
                    draw: [skill:ready]
                    discards: [skill:shrewd-planning, skill:expose-weakness, skill:set-trap, skill:endure,
                      skill:crossbow-shot, skill:heightened-senses, skill:flaming-arrow, skill:concussive-shot,
                      skill:outmaneuver, skill:retaliate, skill:focused-assault, skill:wear-down]
                stack:
                  - {step: EffectSteps.Training, hero: eleanor}
                """);
        int before = s.s.skillDeck.size();
        Ask a = s.ask();
        assertThat(a.prompt()).startsWith("Training");
        assertThat(a.options()).hasSize(2).contains(new Action.ChooseCard(Scenario.card("skill:ready")));
        s.choose(new Action.ChooseCard(Scenario.card("skill:ready")));
        assertThat(s.hero("eleanor").hand.contains(Scenario.card("skill:ready"))).isTrue();
        assertThat(s.s.skillDeck.size()).as("one kept, the other discarded").isEqualTo(before - 1);
        assertThat(s.s.skillDeck.discards().size()).isEqualTo(1);
    }
}
