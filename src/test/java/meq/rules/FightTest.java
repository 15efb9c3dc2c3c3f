package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import meq.combat.CombatState;
import meq.rules.play.Fights;
import meq.rules.play.Opponent;
import meq.rules.play.HeroTurn;
import meq.rules.words.Describe;
import meq.rules.words.Inspection;
import meq.state.HeroState;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/** Combat inside the game: setup, agility, rounds through the engine, and the resolution's consequences. */
class FightTest {
    /** Takes a token with this face (null: a blank) out of its pile. */
    static int token(Fixture f, String pile, String face) {
        for (int t = 0; t < Fixture.RULES.cards().tokenCount(); t++) {
            if (Fixture.RULES.cards().tokenPile(t).equals(pile)
                    && Objects.equals(face, Fixture.RULES.cards().tokenFace(t)) && f.s.tokenAt[t] < 0) {
                f.s.tokenPiles.get(pile).drawPile().remove(t);
                f.s.tokenPiles.get(pile).discards().remove(t);
                return t;
            }
        }
        throw new IllegalArgumentException(face);
    }

    @Test
    void sauronDrawsTheFortitudeOfHisCombatantAndTheHeroSpendsAgility() {
        Fixture f = new Fixture("thalin").atFirstAction();
        HeroState h = f.s.hero("thalin");
        f.s.sauronShadows.clear();
        int hand = h.hand.size();
        f.only(Fights.begin(new Ctx(Fixture.RULES, f.s, new ArrayList<>()), "thalin", new Opponent.Monster("orc"),
                Fights.Context.EFFECT));
        Ask a = f.passShadowWindows();
        assertThat(a.seat()).isEqualTo(Seat.hero("thalin"));
        assertThat(a.options()).hasSize(3); // spend 0, 1 or 2 agility
        Fights.Fight fight = (Fights.Fight) f.s.stack.peek();
        assertThat(fight.combat().sauronHand()).hasSize(5); // the Orc's fortitude
        f.apply(new Action.ChooseOption(2, "Spend 2 agility"));
        assertThat(h.hand.size()).isEqualTo(hand + 2);
        Fights.Fight after = (Fights.Fight) f.s.stack.peek();
        assertThat(after.combat().heroStrength()).isEqualTo(7); // no agility left unspent
    }

    @Test
    void eachUnspentAgilityGivesOneStrength() {
        Fixture f = new Fixture("thalin").atFirstAction();
        f.s.sauronShadows.clear();
        f.only(Fights.begin(new Ctx(Fixture.RULES, f.s, new ArrayList<>()), "thalin", new Opponent.Monster("orc"),
                Fights.Context.EFFECT));
        f.passShadowWindows();
        f.apply(new Action.ChooseOption(0, "Spend 0 agility"));
        assertThat(((Fights.Fight) f.s.stack.peek()).combat().heroStrength()).isEqualTo(9);
    }

    @Test
    void anUndefeatedMonsterLetsSauronPlaceItsWisdomAndEndsTheTravellingHerosTurn() {
        Fixture f = new Fixture("eleanor").atFirstAction();
        HeroState h = f.s.hero("eleanor");
        f.s.sauronShadows.clear();
        int orc = token(f, "blue", "orc");
        h.location = f.at("pelargir");
        f.s.tokenAt[orc] = h.location;
        f.s.influence[f.at("barad-dur")] = 3;
        f.only(new HeroTurn.Arrival("eleanor", false));
        f.apply(new Action.FlipToken(orc));
        f.passShadowWindows();
        f.apply(new Action.ChooseOption(0, "Spend 0 agility"));
        // both declare exhaustion at once: the Orc is not defeated
        f.apply(new Action.Pass());
        f.apply(new Action.Pass());
        Ask a = f.ask();
        assertThat(a.seat()).isEqualTo(Seat.SAURON);
        assertThat(a.prompt()).startsWith("Place influence (up to 2 more; you may stop)");
        assertThat(f.s.tokenAt[orc]).as("the token is discarded whether defeated or not").isEqualTo(-1);
        assertThat(h.turnOver).isTrue();
    }

    @Test
    @Plays("hero:thalin")
    void thalinsIronWillKeepsHisTurnGoing() {
        Fixture f = new Fixture("thalin").atFirstAction();
        HeroState h = f.s.hero("thalin");
        f.s.sauronShadows.clear();
        int orc = token(f, "green", "orc");
        h.location = f.at("forest-road");
        f.s.tokenAt[orc] = h.location;
        f.only(new HeroTurn.Arrival("thalin", false));
        f.apply(new Action.FlipToken(orc));
        f.passShadowWindows();
        f.apply(new Action.ChooseOption(0, "Spend 0 agility"));
        f.apply(new Action.Pass());
        f.apply(new Action.Pass());
        assertThat(h.turnOver).isFalse();
    }

    @Test
    void aBlankTokenIsDiscardedAndTheHeroExplores() {
        Fixture f = new Fixture("thalin").atFirstAction();
        HeroState h = f.s.hero("thalin");
        int blank = token(f, "green", null);
        h.location = f.at("forest-road");
        f.s.tokenAt[blank] = h.location;
        f.only(new HeroTurn.Arrival("thalin", false), new HeroTurn.Explore("thalin", false));
        f.apply(new Action.FlipToken(blank));
        assertThat(f.s.tokenAt[blank]).isEqualTo(-1);
        assertThat(f.s.tokenPiles.get("green").discards().contains(blank)).isTrue();
        assertThat(f.ask().prompt()).startsWith("Explore");
    }

    /** The first card of a monster combat deck with this card id. */
    static int combatCard(String deck, String id) {
        for (int c : Fixture.RULES.cards().combatDeck(deck)) {
            if (Fixture.RULES.cards().card(c).id().equals(id)) {
                return c;
            }
        }
        throw new IllegalArgumentException(id);
    }

    /**
     * A fight of the first hero against a monster at the choice of its first round's cards: the hero holds exactly
     * heroHand, the monster exactly sauronHand; sauronFirst / heroOpen as an Anticipate left them.
     */
    static Fixture fightAt(String monster, List<Integer> heroHand, List<Integer> sauronHand, boolean sauronFirst,
                           boolean heroOpen, String... heroes) {
        Fixture f = new Fixture(heroes).atFirstAction();
        f.s.sauronShadows.clear();
        HeroState h = f.s.hero(heroes[0]);
        f.only(Fights.begin(new Ctx(Fixture.RULES, f.s, new ArrayList<>()), heroes[0], new Opponent.Monster(monster),
                Fights.Context.EFFECT));
        f.passShadowWindows();
        f.apply(new Action.ChooseOption(0, "Spend 0 agility"));
        assertThat(f.ask().prompt()).startsWith("Choose a combat card");
        while (!h.hand.isEmpty()) {
            h.life.add(h.hand.pop());
        }
        heroHand.forEach(c -> {
            h.life.remove(c);
            h.hand.add(c);
        });
        Fights.Fight fight = (Fights.Fight) f.s.stack.pop();
        CombatState cs = fight.combat();
        var deck = f.s.combatDecks.get(Fights.deckOf(new Ctx(Fixture.RULES, f.s, new ArrayList<>()), monster, false));
        cs.sauronHand().forEach(deck.drawPile()::add);
        sauronHand.forEach(c -> deck.drawPile().remove(c));
        cs = new CombatState(new CombatState.Side(cs.heroStrength(), cs.heroStack(), false, null, null),
                new CombatState.Side(cs.sauronStrength(), cs.sauronStack(), false, null, null), sauronHand,
                cs.sauronHealth(), 0, List.of(), new CombatState.Carried(List.of(), sauronFirst, heroOpen, false), 1);
        f.s.stack.push(fight.at(Fights.Phase.FIRST_CARD, cs, -1, -1));
        return f;
    }

    /**
     * FS 98, Anticipate: "next round, the opponent must commit his card first and face up". Played by Sauron, the
     * hero commits first, face up: Sauron (and the table) see his card before Sauron chooses his own.
     */
    @Test
    void afterSauronsAnticipateTheHeroCommitsFirstAndSauronSeesHisCard() {
        Fixture probe = new Fixture("eleanor", "beravor");
        int hide = probe.card("eleanor", "hide", 0); // ranged 0/2/1
        int concentrate = probe.card("eleanor", "concentrate", 0); // ranged 0/0/0
        int anticipate = combatCard("ravager", "anticipate"); // melee 1/1/2
        int poison = combatCard("ravager", "poison-arrow");
        Fixture f = fightAt("barrow-wight", List.of(hide, concentrate), List.of(anticipate, poison), false, false,
                "eleanor", "beravor");
        // round 1: the hero first, face down
        assertThat(f.ask().seat()).isEqualTo(Seat.hero("eleanor"));
        f.apply(new Action.ChooseCard(hide));
        assertThat(f.ask().seat()).isEqualTo(Seat.SAURON);
        assertThat(f.engine.view(f.s, Seat.SAURON).question().fight().heroSide().committed()).as("face down").isEqualTo(-1);
        f.apply(new Action.ChooseCard(anticipate)); // Hide's defense 2 stops Anticipate's 1: no damage
        // round 2: the hero must commit first and face up
        Ask a = f.ask();
        assertThat(a.seat()).isEqualTo(Seat.hero("eleanor"));
        assertThat(a.prompt()).startsWith("Choose a combat card");
        f.apply(new Action.ChooseCard(concentrate));
        assertThat(f.ask().seat()).isEqualTo(Seat.SAURON);
        assertThat(f.engine.view(f.s, Seat.SAURON).question().fight().heroSide().committed()).isEqualTo(concentrate);
        assertThat(f.engine.view(f.s, Seat.hero("beravor")).question().fight().heroSide().committed()).as("face up: the table sees it")
                .isEqualTo(concentrate);
        assertThat(Inspection.seen(Fixture.RULES, f.s, Seat.SAURON)).as("what inspect prints for his seat")
                .contains("  committed first, face up: Eleanor's Concentrate (0/0/0)");
    }

    /**
     * A round whose damage leaves the fight going begins the next at once: an ability that waits on a named type
     * (Outmaneuver) asks for the type first, the round begun; then (or straight after the damage, with no such
     * ability) the round's first card is asked for, the fight at that card.
     */
    @Test
    void theNextRoundBeginsStraightAfterTheDamageWithATypeNamedFirstWhereAnAbilityWaitsOnOne() {
        int outmaneuver = Arrays.stream(Fixture.RULES.cards().skills())
                .filter(c -> Fixture.RULES.cards().card(c).id().equals("outmaneuver")).findFirst().orElseThrow();
        int sweep = new Fixture("thalin").card("thalin", "sweep", 0); // melee 3/0/1
        int hack = combatCard("ravager", "hack");
        int fallBack = combatCard("ravager", "fall-back");
        Fixture f = fightAt("barrow-wight", List.of(outmaneuver, sweep), List.of(fallBack, hack), false, false,
                "thalin");
        f.apply(new Action.ChooseCard(outmaneuver));
        f.apply(new Action.ChooseCard(fallBack));
        takeDamageFromLife(f);
        Ask a = f.ask();
        assertThat(a.prompt()).isEqualTo("Declare a type");
        assertThat(a.seat()).as("Outmaneuver: its owner names the type").isEqualTo(Seat.hero("thalin"));
        assertThat(((Fights.Fight) f.s.stack.peek()).phase()).isEqualTo(Fights.Phase.ROUND_BEGINS);
        f.apply(a.options().get(1)); // Melee
        Fights.Fight fight = (Fights.Fight) f.s.stack.peek();
        assertThat(fight.phase()).isEqualTo(Fights.Phase.FIRST_CARD);
        assertThat(fight.combat().round()).isEqualTo(2);
        assertThat(f.ask().prompt()).startsWith("Choose a combat card");
    }

    /** With no ability waiting on a type, the damage's last point takes the fight straight to the next round's card. */
    @Test
    void afterTheDamagesLastPointTheNextRoundsFirstCardIsAsked() {
        int sweep = new Fixture("thalin").card("thalin", "sweep", 0);
        int guard = new Fixture("thalin").card("thalin", "sweep", 1);
        int hack = combatCard("ravager", "hack");
        int fallBack = combatCard("ravager", "fall-back");
        Fixture f = fightAt("barrow-wight", List.of(sweep, guard), List.of(hack, fallBack), false, false, "thalin");
        f.apply(new Action.ChooseCard(sweep));
        f.apply(new Action.ChooseCard(hack));
        assertThat(takeDamageFromLife(f)).as("the round dealt the hero damage").isPositive();
        Fights.Fight fight = (Fights.Fight) f.s.stack.peek();
        assertThat(fight.phase()).isEqualTo(Fights.Phase.FIRST_CARD);
        assertThat(fight.combat().round()).isEqualTo(2);
        assertThat(f.ask().prompt()).startsWith("Choose a combat card");
    }

    /** Answers the damage questions from the life pool; how many there were. */
    private static int takeDamageFromLife(Fixture f) {
        int taken = 0;
        while (f.ask().prompt().startsWith("Take damage")) {
            f.apply(new Action.TakeFromLife());
            taken++;
        }
        return taken;
    }

    /** The same the other way: after the hero's Anticipate, Sauron commits first and face up, and the hero sees it. */
    @Test
    void afterTheHerosAnticipateSauronCommitsFirstAndTheHeroSeesHisCard() {
        Fixture probe = new Fixture("eleanor", "beravor");
        int anticipate = probe.card("eleanor", "anticipate", 0); // melee 1/1/2
        int concentrate = probe.card("eleanor", "concentrate", 0); // ranged 0/0/0
        int hack = combatCard("ravager", "hack");
        int fallBack = combatCard("ravager", "fall-back");
        Fixture f = fightAt("barrow-wight", List.of(anticipate, concentrate), List.of(hack, fallBack), false, false,
                "eleanor", "beravor");
        f.apply(new Action.ChooseCard(anticipate));
        f.apply(new Action.ChooseCard(fallBack)); // ranged 1/1: 1 - 1 = 0 each way
        Ask a = f.ask();
        assertThat(a.seat()).as("Sauron commits first").isEqualTo(Seat.SAURON);
        assertThat(f.engine.view(f.s, Seat.hero("eleanor")).question().fight().sauronSide().committed()).isEqualTo(-1);
        f.apply(new Action.ChooseCard(hack));
        assertThat(f.ask().seat()).isEqualTo(Seat.hero("eleanor"));
        assertThat(f.engine.view(f.s, Seat.hero("eleanor")).question().fight().sauronSide().committed()).isEqualTo(hack);
        assertThat(f.engine.view(f.s, Seat.hero("beravor")).question().fight().sauronSide().committed()).isEqualTo(hack);
        assertThat(Inspection.seen(Fixture.RULES, f.s, Seat.hero("eleanor"))).as("what inspect prints for her seat")
                .contains("  committed first, face up: Sauron's Hack (1/0/0)");
        // his hand held Hack and Fall Back: Fall Back was played, Hack lies face up; neither counts as in his hand
        for (Seat seat : List.of(Seat.hero("eleanor"), Seat.SAURON)) {
            assertThat(f.engine.view(f.s, seat).question().fight().sauronHandCount()).as(seat.id()).isZero();
        }
        assertThat(Inspection.seen(Fixture.RULES, f.s, Seat.hero("eleanor"))).contains("  Sauron's combat hand: 0 cards");
    }

    /**
     * FS 98, Anticipate, played out from a preset both ways: the card committed first is seen face up by the side
     * choosing second (and the table) in its view, in the question it answers and in what `meq inspect` prints for
     * its seat; before it is committed no seat sees a card.
     */
    @Test
    void theSideChoosingSecondAfterAnAnticipateReadsTheCardCommittedFaceUp() {
        int sauronsAnticipate = RulebookCombatTest.combatCard("ravager", "anticipate"); // melee 1/1/2
        int hack = RulebookCombatTest.combatCard("ravager", "hack"); // melee 1/0/0
        int fallBack = RulebookCombatTest.combatCard("ravager", "fall-back"); // ranged 1/1/1
        String heroes = """
                heroes:
                  - {id: eleanor, location: bree, hand: [eleanor:anticipate, eleanor:concentrate, eleanor:hide], others: life}
                  - {id: beravor}
                stack:
                """ + RulebookCombatTest.fightStep("eleanor", "barrow-wight");
        Seat eleanor = Seat.hero("eleanor");
        Seat beravor = Seat.hero("beravor");

        // Sauron's Anticipate: the hero commits first, face up
        Scenario s = RulebookCombatTest.fight(heroes, "barrow-wight", List.of(sauronsAnticipate, hack));
        s.choose("Spend 0 agility");
        s.choose("Hide");
        s.choose(new Action.ChooseCard(sauronsAnticipate)); // Hide's defense 2 stops its 1
        assertThat(s.seat()).isEqualTo(eleanor);
        for (Seat seat : List.of(Seat.SAURON, eleanor, beravor)) {
            assertThat(s.engine.view(s.s, seat).question().fight().heroSide().committed()).as("nothing committed yet").isEqualTo(-1);
        }
        s.choose("Concentrate");
        int concentrate = Scenario.card("eleanor:concentrate");
        assertThat(s.seat()).isEqualTo(Seat.SAURON);
        assertThat(s.prompt()).contains("Eleanor committed Concentrate (0/0/0) face up");
        assertThat(s.engine.view(s.s, Seat.SAURON).question().fight().heroSide().committed()).isEqualTo(concentrate);
        assertThat(s.engine.view(s.s, beravor).question().fight().heroSide().committed()).isEqualTo(concentrate);
        assertThat(Inspection.seen(Scenario.RULES, s.s, Seat.SAURON))
                .contains("  committed first, face up: Eleanor's Concentrate (0/0/0)");

        // the hero's Anticipate: Sauron commits first, face up
        Scenario t = RulebookCombatTest.fight(heroes, "barrow-wight", List.of(fallBack, hack));
        t.choose("Spend 0 agility");
        t.choose("Anticipate");
        t.choose(new Action.ChooseCard(fallBack));
        assertThat(t.seat()).isEqualTo(Seat.SAURON);
        for (Seat seat : List.of(Seat.SAURON, eleanor, beravor)) {
            assertThat(t.engine.view(t.s, seat).question().fight().sauronSide().committed()).as("nothing committed yet").isEqualTo(-1);
        }
        t.choose(new Action.ChooseCard(hack));
        assertThat(t.seat()).isEqualTo(eleanor);
        assertThat(t.prompt()).contains("Barrow-wight committed Hack (1/0/0) face up");
        assertThat(t.engine.view(t.s, eleanor).question().fight().sauronSide().committed()).isEqualTo(hack);
        assertThat(t.engine.view(t.s, beravor).question().fight().sauronSide().committed()).isEqualTo(hack);
        assertThat(Inspection.seen(Scenario.RULES, t.s, eleanor)).contains("  committed first, face up: Sauron's Hack (1/0/0)");
        assertThat(Inspection.seen(Scenario.RULES, t.s, beravor)).contains("  committed first, face up: Sauron's Hack (1/0/0)");
    }

    /**
     * FS 98, Strategize: "the opponent reveals how many Ranged and how many Melee cards he holds". Played by the
     * hero, Sauron's combatant shows the counts of its hand (after the round's card is played): an event for the
     * log, and in the view for the rest of the fight. Played by Sauron, the hero shows the counts of his hand.
     */
    @Test
    void strategizeRevealsTheCountsOfTheOpponentsHand() {
        Fixture probe = new Fixture("thalin", "eleanor");
        int strategize = probe.card("thalin", "strategize", 0); // ranged 1/2/2
        int parry = probe.card("thalin", "parry", 0); // melee
        int evade = probe.card("thalin", "evade", 0); // ranged
        int dodge = probe.card("thalin", "dodge", 0); // ranged
        int hack = combatCard("ravager", "hack"); // melee 1/0/0
        int zStrategize = combatCard("ravager", "strategize"); // ranged 1/2/2
        int concentrate = combatCard("ravager", "concentrate"); // ranged
        int charge = combatCard("ravager", "charge"); // melee
        int eviscerate = combatCard("ravager", "eviscerate"); // melee
        Fixture f = fightAt("barrow-wight", List.of(strategize, parry, evade, dodge),
                List.of(hack, zStrategize, concentrate, charge, eviscerate), false, false, "thalin", "eleanor");
        f.apply(new Action.ChooseCard(strategize));
        List<GameEvent> events = f.apply(new Action.ChooseCard(hack)); // Hack 1 - 2: no damage; 1 - 0 = 1 to it
        // Sauron's hand after Hack: Strategize and Concentrate (Ranged), Charge and Eviscerate (Melee)
        assertThat(events).contains(new GameEvent.HandRevealed("thalin", true, 2, 2));
        assertThat(events.stream().map(e -> Describe.event(Fixture.RULES, e)))
                .contains("Strategize: Sauron's combatant holds 2 Ranged and 2 Melee cards");
        var shown = new CombatState.Shown(1, 2, 2);
        assertThat(f.engine.view(f.s, Seat.hero("thalin")).question().fight().sauronSide().handShown()).isEqualTo(shown);
        assertThat(f.engine.view(f.s, Seat.hero("eleanor")).question().fight().sauronSide().handShown()).isEqualTo(shown);
        assertThat(f.engine.view(f.s, Seat.SAURON).question().fight().heroSide().handShown()).isNull();
        // round 2: Sauron's Strategize shows the hero's hand after his card: Parry (Melee), Dodge (Ranged)
        f.apply(new Action.ChooseCard(evade));
        events = f.apply(new Action.ChooseCard(zStrategize));
        assertThat(events).contains(new GameEvent.HandRevealed("thalin", false, 1, 1));
        assertThat(events.stream().map(e -> Describe.event(Fixture.RULES, e)))
                .contains("Strategize: Th\u00e1lin holds 1 Ranged and 1 Melee cards");
        assertThat(f.engine.view(f.s, Seat.SAURON).question().fight().heroSide().handShown()).isEqualTo(new CombatState.Shown(2, 1, 1));
        assertThat(f.engine.view(f.s, Seat.hero("thalin")).question().fight().sauronSide().handShown()).as("still shown this fight")
                .isEqualTo(shown);
    }

    static int heldQuest(HeroState h, String id) {
        for (int i = 0; i < h.quests.size(); i++) {
            if (Fixture.RULES.cards().id(h.quests.get(i)).equals(id)) {
                return h.quests.get(i);
            }
        }
        throw new IllegalArgumentException(id);
    }

    /**
     * FS 387, Where the Stars are Strange: "Goal: explore Near Harad or fight the Black Serpent". Fighting him
     * fulfils it, whether or not he is defeated: here both combatants declare themselves exhausted at once.
     */
    @Test
    @Plays("quest:where-the-stars-are-strange")
    void whereTheStarsAreStrangeIsFulfilledByFightingTheBlackSerpent() {
        Fixture f = new Fixture("eleanor").atFirstAction();
        HeroState h = f.s.hero("eleanor");
        f.s.sauronShadows.clear();
        int quest = heldQuest(h, "where-the-stars-are-strange");
        f.only(Fights.begin(new Ctx(Fixture.RULES, f.s, new ArrayList<>()), "eleanor", new Opponent.Minion("black-serpent"),
                Fights.Context.EFFECT));
        f.passShadowWindows();
        f.apply(new Action.ChooseOption(0, "Spend 0 agility"));
        f.apply(new Action.Pass());
        f.apply(new Action.Pass());
        f.ask();
        assertThat(f.s.minions.get("black-serpent").damage).as("not defeated").isZero();
        assertThat(h.questsDone.contains(quest)).isTrue();
        assertThat(h.quests.contains(quest)).isFalse();
    }

    /**
     * FS 52, Noble Bloodline: "once per turn, gains +1 favor on completing a Quest or consulting a character" — a
     * quest completed by defeating its monster or minion too, not only one completed by exploring.
     */
    @Test
    @Plays("hero:eleanor")
    void nobleBloodlineGivesAFavorForAQuestCompletedByADefeat() {
        Fixture f = new Fixture("eleanor").atFirstAction();
        HeroState h = f.s.hero("eleanor");
        int quest = heldQuest(h, "where-the-stars-are-strange"); // reward: a level, training, Denethor: no favor
        Fights.Fight fight = (Fights.Fight) Fights.begin(new Ctx(Fixture.RULES, f.s, new ArrayList<>()), "eleanor",
                new Opponent.Minion("black-serpent"), Fights.Context.EFFECT);
        int health = Fixture.RULES.data().minion("black-serpent").health();
        f.only(fight.at(Fights.Phase.RESOLUTION, CombatState.start(5, 5, health, health, List.of()), -1, -1));
        int favor = h.favor;
        f.ask();
        assertThat(h.questsDone.contains(quest)).isTrue();
        assertThat(h.favor).isEqualTo(favor + 1);
    }

    /**
     * FS 98, the Rest combat card: "draw up to 2 cards from the top of your rest pool or life pool". The hero
     * chooses the pool (and may draw fewer).
     */
    @Test
    @Plays("eleanor:rest")
    void theRestCardLetsTheHeroChooseThePoolHeDrawsFrom() {
        Fixture probe = new Fixture("eleanor");
        int rest = probe.card("eleanor", "rest", 0); // melee 0/0/0
        int hide = probe.card("eleanor", "hide", 0);
        int concentrate = combatCard("ravager", "concentrate"); // ranged 0/0/0: no damage either way
        Fixture f = fightAt("barrow-wight", List.of(rest, hide), List.of(concentrate), false, false, "eleanor");
        HeroState h = f.s.hero("eleanor");
        h.rest.add(h.life.pop());
        h.rest.add(h.life.pop());
        int restPool = h.rest.size();
        var top = h.life.copy();
        int first = top.pop();
        int second = top.pop();
        f.apply(new Action.ChooseCard(rest));
        f.apply(new Action.ChooseCard(concentrate));
        Ask a = f.ask();
        assertThat(a.seat()).isEqualTo(Seat.hero("eleanor"));
        assertThat(a.prompt()).startsWith("Rest:");
        assertThat(a.options()).extracting(o -> Describe.action(Fixture.RULES, o)).contains(
                "Draw 2 from the rest pool", "Draw 1 from the rest pool", "Draw 2 from the life pool",
                "Draw 1 from the life pool");
        assertThat(a.options()).contains(new Action.Pass());
        Action life2 = a.options().stream().filter(o -> Describe.action(Fixture.RULES, o).equals("Draw 2 from the life pool"))
                .findFirst().orElseThrow();
        f.apply(life2);
        assertThat(h.hand.contains(first) && h.hand.contains(second)).isTrue();
        assertThat(h.hand.size()).isEqualTo(3); // Hide and the two drawn
        assertThat(h.rest.size()).as("the rest pool untouched").isEqualTo(restPool);
    }

    /** The hero answers every "Take damage" question with its first option; the next question. */
    static Ask takeDamage(Fixture f) {
        Ask a = f.ask();
        while (a != null && a.prompt().startsWith("Take damage")) {
            f.apply(a.options().get(0));
            a = f.ask();
        }
        return a;
    }

    /** FS 152, the Uruk-hai's Bloodfury: "when it deals Melee damage, it *may* draw a combat card": Sauron chooses. */
    @Test
    @Plays("monster:uruk-hai")
    void bloodfuryLetsSauronChooseWhetherToDraw() {
        for (boolean draw : new boolean[] {false, true}) {
            Fixture probe = new Fixture("eleanor");
            int concentrate = probe.card("eleanor", "concentrate", 0); // ranged 0/0/0
            int hide = probe.card("eleanor", "hide", 0);
            int hack = combatCard("ravager", "hack"); // melee 1/0/0: 1 Melee damage
            int poison = combatCard("ravager", "poison-arrow");
            Fixture f = fightAt("uruk-hai", List.of(concentrate, hide), List.of(hack, poison), false, false, "eleanor");
            f.apply(new Action.ChooseCard(concentrate));
            f.apply(new Action.ChooseCard(hack));
            Ask a = takeDamage(f);
            assertThat(a.seat()).isEqualTo(Seat.SAURON);
            assertThat(a.prompt()).startsWith("Bloodfury");
            f.apply(draw ? a.options().get(0) : new Action.Pass());
            Fights.Fight fight = (Fights.Fight) f.s.stack.stream().filter(x -> x instanceof Fights.Fight).findFirst()
                    .orElseThrow();
            assertThat(fight.combat().sauronHand()).hasSize(draw ? 2 : 1); // Poison Arrow, and the card drawn
        }
    }

    /**
     * Rise of the Uruk-hai: FS 156, the plot "lets Sauron treat non-blank monster tokens in Rohan as Uruk-hai" (our
     * card: Sauron *may* have them fight as Uruk-hai). Flipping an Orc in Rohan under the plot, Sauron chooses.
     */
    @Test
    @Plays("plot:rise-of-the-uruk-hai")
    void underRiseOfTheUrukHaiSauronChoosesWhetherARohanTokenFightsAsAnUrukHai() {
        for (boolean uruk : new boolean[] {false, true}) {
            Fixture f = new Fixture("eometh").atFirstAction();
            f.s.sauronShadows.clear();
            HeroState h = f.s.hero("eometh");
            int plot = CardRulesTest.take(f, "plots", "rise-of-the-uruk-hai");
            f.s.activePlots[1] = plot;
            f.s.plotAt[1] = f.at("isengard");
            String pile = Fixture.RULES.cards().tokenPile(orcToken());
            int orc = token(f, pile, "orc");
            h.location = f.at("plains-of-rohan");
            f.s.tokenAt[orc] = h.location;
            f.only(new HeroTurn.Arrival("eometh", false));
            f.apply(new Action.FlipToken(orc));
            Ask a = f.ask();
            assertThat(a.seat()).isEqualTo(Seat.SAURON);
            assertThat(a.prompt()).startsWith("Rise of the Uruk-hai");
            assertThat(a.options()).extracting(o -> Describe.action(Fixture.RULES, o))
                    .containsExactly("Fight as an Uruk-hai", "Fight as the Orc");
            f.apply(a.options().get(uruk ? 0 : 1));
            Fights.Fight fight = (Fights.Fight) f.s.stack.stream().filter(x -> x instanceof Fights.Fight).findFirst()
                    .orElseThrow();
            assertThat(fight.opponent()).isEqualTo(uruk ? "uruk-hai" : "orc");
        }
    }

    static int orcToken() {
        for (int t = 0; t < Fixture.RULES.cards().tokenCount(); t++) {
            if ("orc".equals(Fixture.RULES.cards().tokenFace(t))) {
                return t;
            }
        }
        throw new IllegalStateException();
    }
}
