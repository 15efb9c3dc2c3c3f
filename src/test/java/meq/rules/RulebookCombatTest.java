package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import meq.data.CardDecks;
import meq.rules.engine.Engine;
import meq.rules.play.Fights;
import meq.rules.table.Dominance;
import meq.rules.table.Heroes;
import meq.state.ActionType;
import meq.state.Deck;
import meq.state.Frame;
import meq.state.HeroState;
import meq.state.Marker;
import meq.state.MinionState;
import meq.state.Seat;
import meq.state.Side;
import org.junit.jupiter.api.Test;

/**
 * The rulebook's sentences on combat, the Finale, the two-player game and the optional rules, and the fact
 * sheet's rulings (FS 5.1-5.11), each played on a small preset and checked against its words. Each test quotes
 * its sentence with the lines of the rules summary (RS) or the section of the fact sheet (FS) it comes from.
 */
class RulebookCombatTest {
    /** The first copy of a card of a Monster Combat deck. */
    static int combatCard(String deck, String id) {
        for (int c : Scenario.RULES.cards().combatDeck(deck)) {
            if (Scenario.RULES.cards().card(c).id().equals(id)) {
                return c;
            }
        }
        throw new IllegalArgumentException(id);
    }

    /**
     * A fight of the first hero of the preset against a monster, asked to spend agility: Sauron's combatant has
     * drawn exactly these cards (its fortitude in number is not checked), the Shadow window passed.
     */
    static Scenario fight(String yaml, String monster, List<Integer> sauronHand) {
        Scenario s = Scenario.of(yaml);
        String deck = Scenario.RULES.data().minions().stream().anyMatch(m -> m.id().equals(monster))
                ? Scenario.RULES.data().minion(monster).deck() : Scenario.RULES.data().monster(monster).deck();
        var pile = s.s.combatDecks.get(deck);
        for (int c : sauronHand) {
            pile.drawPile().remove(c);
            pile.drawPile().add(c); // on top: drawn first
        }
        s.passShadowWindows();
        Fights.Fight f = s.fight();
        assertThat(f).isNotNull();
        // keep only the wanted cards in Sauron's hand; the others go back into the deck
        List<Integer> drawn = f.combat().sauronHand();
        for (int c : drawn) {
            if (!sauronHand.contains(c)) {
                pile.drawPile().add(c);
            }
        }
        replaceFight(s, f.at(f.phase(), f.combat().withSauronHand(sauronHand), f.heroCard(), f.sauronCard()));
        return s;
    }

    /** Puts a changed fight in place of the one on the stack (under the steps above it). */
    static void replaceFight(Scenario s, Fights.Fight changed) {
        ArrayDeque<Frame> above = new ArrayDeque<>();
        while (!(s.s.stack.peek() instanceof Fights.Fight)) {
            above.push(s.s.stack.pop());
        }
        s.s.stack.pop();
        s.s.stack.push(changed);
        while (!above.isEmpty()) {
            s.s.stack.push(above.pop());
        }
        s.s.forget(Engine.PENDING);
    }

    static String fightStep(String hero, String monster) {
        return "  - {step: Fights.Fight, hero: " + hero + ", opponent: " + monster + ", minion: false, token: -1, "
                + "context: EFFECT, agilityCap: -1, phase: 0, heroCard: -1, sauronCard: -1}\n";
    }

    static String minionFightStep(String hero, String minion) {
        return "  - {step: Fights.Fight, hero: " + hero + ", opponent: " + minion + ", minion: true, token: -1, "
                + "context: EFFECT, agilityCap: -1, phase: 0, heroCard: -1, sauronCard: -1}\n";
    }

    /** Both combatants declare themselves exhausted (the hero first): the combat ends. */
    static void bothExhausted(Scenario s) {
        s.choose(new Action.Pass());
        s.choose(new Action.Pass());
    }

    @Test
    void theHerosCombatCardAbilityResolvesBeforeSauronsWhenBothResolveAtTheSameTime() {
        // RS 476-477: "If multiple cards are resolved at the same time, the hero player's combat card is always
        // resolved first." RS 533-535: "e. Current Round Abilities: All abilities from cards that were played
        // during this round are now resolved, first by the hero and then by Sauron."
        // Eleanor's Rest ("draw up to 2 cards from the top of your rest pool or life pool") against the Giant
        // Spider's Smash (Melee 2/1), whose Paralyzing Venom makes the hero discard a random card from his hand
        // when its Melee card deals 2 or more damage: the hero draws first, and only then discards. Before the
        // fix the random discard came first (onto the rest pool, where Rest could draw it back).
        int rest = Scenario.card("eleanor:rest");
        int parry = Scenario.card("eleanor:parry");
        int hide = Scenario.card("eleanor:hide");
        int smash = combatCard("behemoth", "smash");
        Scenario s = fight("""
                heroes: [{id: eleanor, location: bree, hand: [eleanor:rest, eleanor:parry], rest: [eleanor:hide], others: life}]
                stack:
                """ + fightStep("eleanor", "giant-spider"), "giant-spider", List.of(smash));
        s.choose("Spend 0 agility");
        s.choose(new Action.ChooseCard(rest));
        s.choose(new Action.ChooseCard(smash));
        Ask draw = s.ask();
        assertThat(draw.prompt()).as("the hero's ability first").startsWith("Rest: draw");
        HeroState h = s.hero("eleanor");
        assertThat(h.hand.contains(parry)).as("nothing discarded from his hand yet").isTrue();
        assertThat(h.rest.size()).as("the rest pool holds only Hide").isEqualTo(1);
        assertThat(s.options()).contains("Draw 1 from the rest pool").doesNotContain("Draw 2 from the rest pool");
        s.choose("Draw 1 from the rest pool");
        assertThat(h.hand.contains(hide)).isTrue();
        // then the round's 2 damage, then the Venom's random discard
        s.chooseFirst("top of the life pool");
        s.chooseFirst("top of the life pool");
        s.ask();
        assertThat(h.hand.size()).as("Parry and Hide, one discarded at random").isEqualTo(1);
        assertThat(h.rest.size()).as("the discarded card on the rest pool").isEqualTo(1);
    }

    @Test
    void whenTheHeroDeclaresHimselfExhaustedSauronKnowsItBeforeHeChooses() {
        // RS 610-614: "Before the start of any combat round, if a combatant does not have any—or does not wish to
        // play any—combat cards in his hand, he declares himself exhausted. If both combatants wish to declare
        // themselves exhausted in the same round, the hero player must always do so first (and then Sauron may
        // choose whether he still wishes to do so)."
        // The hero's declaration is made openly before the round: when Sauron chooses (a card, or exhaustion too),
        // he and the table see that the hero is exhausted. A card the hero plays face down is not shown.
        int parry = Scenario.card("eleanor:parry");
        int smash = combatCard("behemoth", "smash");
        int sweep = combatCard("behemoth", "sweep");
        String preset = """
                heroes: [{id: eleanor, location: bree, hand: [eleanor:parry], others: life}]
                stack:
                """ + fightStep("eleanor", "giant-spider");
        Scenario s = fight(preset, "giant-spider", List.of(smash, sweep));
        s.choose("Spend 0 agility");
        assertThat(s.seat()).as("the hero first").isEqualTo(Seat.hero("eleanor"));
        s.choose(new Action.Pass());
        Ask a = s.ask();
        assertThat(a.seat()).isEqualTo(Seat.SAURON);
        assertThat(a.options()).as("Sauron may still choose: a card, or exhaustion").contains(
                new Action.ChooseCard(smash), new Action.Pass());
        assertThat(s.engine.view(s.s, Seat.SAURON).question().fight().heroSide().exhausted()).as("Sauron sees the declaration")
                .isTrue();
        assertThat(a.prompt()).contains("declared himself exhausted");
        // he plays on alone: the hero, exhausted, plays no more cards
        s.choose(new Action.ChooseCard(smash));
        s.chooseFirst("top of the life pool");
        s.chooseFirst("top of the life pool");
        Ask next = s.ask();
        assertThat(next.seat()).as("an exhausted combatant skips the choosing").isEqualTo(Seat.SAURON);
        assertThat(s.fight().combat().heroStack()).as("no card of the hero's played").isEmpty();

        // a card played face down is not shown as exhaustion
        Scenario played = fight(preset, "giant-spider", List.of(smash, sweep));
        played.choose("Spend 0 agility");
        played.choose(new Action.ChooseCard(parry));
        assertThat(played.engine.view(played.s, Seat.SAURON).question().fight().heroSide().exhausted()).isFalse();
        assertThat(played.prompt()).doesNotContain("declared himself exhausted");
    }

    @Test
    void combatNeverOccursInAHavenUnlessTheHeroAllowsIt() {
        // RS 473-474: "Combat never occurs in Haven locations, unless the hero allows the combat to take place."
        // FS 5.11.3: "Monster tokens can neither be placed in nor moved into a Haven; minions can enter one."
        // The paths to a fight: a minion met on arrival (and in the Ambush, RulebookTest), Shadow cards at the
        // start of a hero's turn (each says "outside a Haven"); Perils and the cards they draw need a perilous
        // location, which a Haven never is; the Haven Encounter deck holds no fight.
        String arrival = """
                heroes: [{id: eleanor, location: rivendell}]
                minions:
                  gothmog: {status: active, at: rivendell, damage: 0}
                stack:
                  - {step: HeroTurn.Arrival, hero: eleanor, ambush: false}
                  - {step: HeroTurn.Explore, hero: eleanor, eventUsed: false}
                """;
        Scenario refused = Scenario.of(arrival);
        assertThat(refused.ask().seat()).isEqualTo(Seat.SAURON);
        assertThat(refused.ask().options()).as("no Peril in a Haven: the minion, or nothing")
                .containsExactly(new Action.FightMinion("gothmog"));
        refused.choose(new Action.FightMinion("gothmog"));
        assertThat(refused.seat()).as("the hero is asked").isEqualTo(Seat.hero("eleanor"));
        assertThat(refused.prompt()).isEqualTo("Allow the fight in the Haven?");
        refused.choose(new Action.Pass());
        assertThat(refused.fight()).as("no combat").isNull();
        assertThat(refused.seat()).as("he goes on exploring").isEqualTo(Seat.hero("eleanor"));
        assertThat(refused.hero("eleanor").turnOver).isFalse();

        Scenario allowed = Scenario.of(arrival);
        allowed.choose(new Action.FightMinion("gothmog"));
        allowed.choose(new Action.Accept());
        assertThat(allowed.fight()).as("the hero allowed it").isNotNull();

        // the Shadow cards that start a fight at the start of a hero's turn are not playable in a Haven
        String start = """
                heroes: [{id: eleanor, location: %s}]
                shadowPool: 12
                sauron: {shadows: [shadow:flocks-of-crebain, shadow:seem-fairer-feel-fouler, shadow:creatures-of-the-wild]}
                stack:
                  - {step: HeroTurn.Start, hero: eleanor}
                """;
        Scenario haven = Scenario.of(start.formatted("rivendell"));
        Ask a = haven.ask();
        assertThat(a.seat().sauron() && a.prompt().startsWith("Play a Shadow card")
                ? a.options().stream().filter(o -> o instanceof Action.ChooseCard).toList() : List.of())
                .as("no fight card offered in a Haven").isEmpty();
        Scenario outside = Scenario.of(start.formatted("trollshaws"));
        assertThat(outside.ask().options()).as("outside a Haven they are").contains(
                new Action.ChooseCard(Scenario.card("shadow:flocks-of-crebain")));
        // the Haven Encounter deck: no card of it starts a fight
        for (int card : Scenario.RULES.cards().deck(Deck.HAVEN_ENCOUNTERS)) {
            var def = Scenario.RULES.cards().def(card, CardDecks.Encounter.class);
            assertThat(def.effect().toString()).as(Scenario.RULES.cards().id(card)).doesNotContain("fight");
        }
    }

    @Test
    void theHeroAnnouncesTheAgilityHeSpendsAfterSauronDrawsAndBeforeHeDrawsAndEachUnspentPointIsOneStrength() {
        // RS 487-495: "Sauron draws a number of cards equal to his combatant's fortitude from the appropriate
        // Monster Combat deck. The hero player then announces how much of his agility he will be spending, and
        // draws that number of cards from his life pool. Each unspent agility gives the hero +1 strength until
        // the end of the combat." FS 5.8: "The hero always chooses how much agility to spend before drawing."
        Scenario s = Scenario.of("""
                heroes: [{id: argalad, location: bree, hand: [argalad:quick-shot], others: life}]
                stack:
                """ + fightStep("argalad", "orc"));
        s.passShadowWindows();
        Ask a = s.ask();
        assertThat(a.prompt()).contains("how much agility");
        assertThat(a.options()).as("0 to his agility 3").hasSize(4);
        assertThat(s.fight().combat().sauronHand()).as("Sauron has drawn first: the Orc's fortitude")
                .hasSize(Scenario.RULES.data().monster("orc").fortitude());
        HeroState h = s.hero("argalad");
        assertThat(h.hand.size()).as("nothing drawn before he announces").isEqualTo(1);
        int life = h.life.size();
        s.choose("Spend 1 agility");
        assertThat(h.hand.size()).isEqualTo(2);
        assertThat(h.life.size()).as("drawn from his life pool").isEqualTo(life - 1);
        assertThat(s.fight().combat().heroStrength()).as("strength 5 + 2 unspent agility").isEqualTo(7);
        // "until the end of the combat": the same strength limit in every round
        s.choose(new Action.ChooseCard(Scenario.card("argalad:quick-shot")));
        s.firstOptionsUntil(x -> x.seat().equals(Seat.hero("argalad")) && x.prompt().startsWith("Choose a combat"));
        assertThat(s.fight().combat().heroStrength()).isEqualTo(7);
    }

    @Test
    void corruptionLowersAnAttributeAfterItsLevelsAndAgilityNeverBelowZero() {
        // FS 5.2: "Corruption cards can lower attributes by 1 (Weak, Weary, Helpless, Deranged)" (proposed: "apply
        // them after levels; the minimum is 1 for strength and fortitude and 0 for agility and wisdom").
        // Eleanor's agility is 1: Helpless leaves 0 (only "Spend 0 agility"); with a level of agility, 1.
        String preset = """
                heroes: [{id: eleanor, location: bree, corruption: [corruption:helpless], levels: {agility: %d}}]
                stack:
                """ + fightStep("eleanor", "orc");
        Scenario none = Scenario.of(preset.formatted(0));
        none.passShadowWindows();
        assertThat(none.options()).containsExactly("Spend 0 agility");
        Scenario levelled = Scenario.of(preset.formatted(1));
        levelled.passShadowWindows();
        assertThat(levelled.options()).containsExactly("Spend 0 agility", "Spend 1 agility");
        // the floors: Thálin's wisdom 1 with Deranged is 0; strength and fortitude never below 1
        Scenario t = Scenario.of("""
                heroes: [{id: thalin, location: bree, corruption: [corruption:deranged, corruption:weak, corruption:weary]}]
                stack:
                  - {step: HeroTurn.End, hero: thalin}
                """);
        Ctx c = new Ctx(Scenario.RULES, t.s, new ArrayList<>());
        HeroState th = t.hero("thalin");
        assertThat(Heroes.wisdom(c, th)).isZero();
        assertThat(Heroes.strength(c, th)).isEqualTo(6);
        assertThat(Heroes.fortitude(c, th)).isEqualTo(4);
    }

    @Test
    void aMinionKeepsItsDamageAfterTheCombatAndStaysWhereItIsButAMonstersDamageIsCleared() {
        // RS 624-631: "For each damage a minion is dealt, one damage token is placed on its corresponding Minion
        // space on the game board. Damage tokens are not removed from a minion at the end of combat and remain
        // until the minion is healed or defeated." RS 550-551: "Undefeated minions remain on their current
        // location after combat." FS 5.8: "Damage tokens on a monster reference card are cleared after the fight."
        int parry = Scenario.card("thalin:parry"); // Melee 1/1
        int hack = combatCard("ravager", "hack"); // Melee 1/0
        int charge = combatCard("ravager", "charge");
        Scenario s = fight("""
                heroes: [{id: thalin, location: osgiliath, hand: [thalin:parry], others: life}]
                minions:
                  gothmog: {status: active, at: osgiliath, damage: 2}
                stack:
                """ + minionFightStep("thalin", "gothmog"), "gothmog", List.of(hack, charge));
        assertThat(s.fight().combat().sauronDamage()).as("the fight begins with the damage it kept").isEqualTo(2);
        s.choose("Spend 0 agility");
        s.choose(new Action.ChooseCard(parry));
        s.choose(new Action.ChooseCard(hack)); // 1 - 0 = 1 to Gothmog; 1 - 1 = 0 to Thálin
        bothExhausted(s);
        s.firstOptionsUntil(x -> false); // Sauron's influence for an undefeated minion
        assertThat(s.fight()).isNull();
        assertThat(s.s.minions.get("gothmog").damage).as("kept after the combat").isEqualTo(3);
        assertThat(s.s.minions.get("gothmog").location).isEqualTo(s.at("osgiliath"));

        // a monster: its damage lives on its reference card for this fight only
        int evade = Scenario.card("thalin:evade");
        Scenario m = fight("""
                heroes: [{id: thalin, location: bree, hand: [thalin:parry, thalin:evade], others: life}]
                stack:
                """ + fightStep("thalin", "orc") + fightStep("thalin", "orc"), "orc", List.of(hack, charge));
        m.choose("Spend 0 agility");
        m.choose(new Action.ChooseCard(parry));
        m.choose(new Action.ChooseCard(hack)); // the Orc's own ability hurts Thálin: from his life pool
        m.firstOptionsUntil(x -> x.prompt().startsWith("Choose a combat card"));
        assertThat(m.fight().combat().sauronDamage()).isEqualTo(1);
        bothExhausted(m);
        m.firstOptionsUntil(x -> x.prompt().contains("how much agility"));
        assertThat(m.fight().combat().sauronDamage()).as("the next Orc starts unhurt").isZero();
        assertThat(m.hero("thalin").hand.contains(evade)).isTrue();
    }

    @Test
    void aHeroWhoPlaysHisLastCardWithAnEmptyLifePoolFallsOnlyAfterThatRoundsDamage() {
        // Q11. RS 649-650: "If a hero has 0 cards in his life pool and 0 cards in his hand, he is immediately
        // defeated", but in a fight RS 570-572: "combatants cannot be defeated until the Deal Damage part of the
        // round", and RS 538-540: "If a combatant is defeated, proceed to step 4". His last card is played,
        // revealed and resolved; its damage is dealt; then he is defeated.
        int hack = combatCard("ravager", "hack"); // melee 1/0/0
        int charge = combatCard("ravager", "charge");
        Scenario s = fight("""
                heroes: [{id: thalin, location: bree, favor: 0, hand: [thalin:sweep], life: [], others: rest}]
                stack:
                """ + fightStep("thalin", "barrow-wight"), "barrow-wight", List.of(hack, charge));
        s.choose("Spend 0 agility");
        s.choose("Sweep"); // melee 3/0/1: his hand and life pool are now empty
        assertThat(s.hero("thalin").defeats).as("not yet: the round goes on").isZero();
        assertThat(s.seat()).isEqualTo(Seat.SAURON);
        s.choose(new Action.ChooseCard(hack));
        assertThat(s.events(GameEvent.CombatRound.class)).singleElement()
                .satisfies(r -> assertThat(r.toOpponent()).as("his last card's damage is dealt").isEqualTo(3));
        s.firstOptionsUntil(a -> false);
        assertThat(s.hero("thalin").defeats).as("then he falls").isEqualTo(1);
    }

    @Test
    void sauronMayPlaceUpToTheUndefeatedCombatantsWisdomInInfluence() {
        // RS 555-559: "If the monster or minion was not defeated, Sauron may immediately place an amount of
        // influence equal to his combatant's wisdom in extension of Shadow Strongholds." May: he may place none,
        // or stop after some. The Barrow-wight's wisdom is 2.
        int hack = combatCard("ravager", "hack");
        int charge = combatCard("ravager", "charge");
        String preset = """
                heroes: [{id: thalin, location: bree, hand: [thalin:parry], others: life}]
                stack:
                """ + fightStep("thalin", "barrow-wight");
        Scenario none = fight(preset, "barrow-wight", List.of(hack, charge));
        none.choose("Spend 0 agility");
        bothExhausted(none);
        assertThat(none.prompt()).startsWith("Place influence");
        assertThat(none.options()).contains("Place no more influence");
        int before = java.util.Arrays.stream(none.s.influence).sum();
        none.choose(new Action.Pass());
        assertThat(none.fight()).isNull();
        assertThat(none.ask()).as("nothing more to place").isNull();
        assertThat(java.util.Arrays.stream(none.s.influence).sum()).as("none placed").isEqualTo(before);

        Scenario one = fight(preset, "barrow-wight", List.of(hack, charge));
        one.choose("Spend 0 agility");
        bothExhausted(one);
        one.apply(one.ask().options().get(0));
        assertThat(one.prompt()).startsWith("Place influence");
        one.choose(new Action.Pass());
        assertThat(one.ask()).isNull();
        assertThat(java.util.Arrays.stream(one.s.influence).sum()).as("one placed, then he stopped")
                .isEqualTo(before + 1);
    }

    @Test
    void highStakesInStageThreeWithSauronDominantGivesTheHeroesOneSpaceForEachMinionDefeated() {
        // RS 737-741: "High Stakes Stage III ... If Sauron is dominant during stage III, the heroes advance their
        // story marker one space Story Track each time they defeat a minion." (The other half, Sauron choosing
        // the marker a defeated hero advances: OptionalRulesTest.)
        int parry = Scenario.card("thalin:parry");
        int hack = combatCard("ravager", "hack");
        String preset = """
                heroes: [{id: thalin, location: osgiliath, hand: [thalin:parry], others: life}]
                options: {highStakes: %s}
                story: {green: 8, yellow: 2, black: 2, red: %d}
                minions:
                  gothmog: {status: active, at: osgiliath, damage: 9}
                stack:
                """ + minionFightStep("thalin", "gothmog");
        for (boolean highStakes : new boolean[] {true, false}) {
            for (int red : new int[] {16, 12}) { // stage III, Sauron dominant (2 < 10); stage II
                Scenario s = fight(preset.formatted(highStakes, red), "gothmog", List.of(hack));
                assertThat(Dominance.of(Scenario.RULES, s.s)).isEqualTo(Side.SAURON);
                s.choose("Spend 0 agility");
                s.choose(new Action.ChooseCard(parry));
                s.choose(new Action.ChooseCard(hack)); // 1 damage: Gothmog's 10th
                s.firstOptionsUntil(x -> false);
                assertThat(s.s.minions.get("gothmog").status).isEqualTo(MinionState.Status.DEFEATED);
                assertThat(s.s.story.position(Marker.GREEN)).as("high stakes %s, red on %d", highStakes, red)
                        .isEqualTo(highStakes && red == 16 ? 9 : 8);
            }
        }
    }

    @Test
    void sauronPlaysAtMostOneShadowCardInHisOwnActionStep() {
        // FS 5.7: "at most one Shadow card on each hero's turn" (proposed: "also at most one during Sauron's own
        // Action step"). Two Action Shadow cards in hand, both playable: after the first, neither the window
        // between his actions nor the one before his second offers the other.
        Scenario s = Scenario.of("""
                heroes: [{id: eleanor, location: bree, corruption: []}]
                shadowPool: 6
                sauron: {shadows: [shadow:an-evil-fog, shadow:storms-of-mordor]}
                stack:
                  - {step: SauronActions.Choose, taken: 0}
                """);
        int fog = Scenario.card("shadow:an-evil-fog");
        int storms = Scenario.card("shadow:storms-of-mordor");
        assertThat(s.ask().options()).contains(new Action.ChooseCard(fog), new Action.ChooseCard(storms));
        s.choose(new Action.ChooseCard(fog));
        Ask a = s.firstOptionsUntil(x -> x.prompt().startsWith("Take an action"));
        assertThat(a.prompt()).isEqualTo("Take an action (1 of 2)");
        assertThat(a.options()).doesNotContain(new Action.ChooseCard(storms));
        s.choose(new Action.TakeAction(ActionType.COMMAND));
        a = s.firstOptionsUntil(x -> x.prompt().startsWith("Take an action"));
        assertThat(a.prompt()).isEqualTo("Take an action (2 of 2)");
        assertThat(a.options()).doesNotContain(new Action.ChooseCard(storms));
        assertThat(s.s.sauronShadows.contains(storms)).isTrue();
    }

    @Test
    void monsterTokensAreNeverMovedIntoAHavenButMinionsMay() {
        // FS 5.11.3: "Havens never hold influence. Monster tokens can neither be placed in nor moved into a
        // Haven; minions can enter one." RS 251-252 (minions may move into a Haven).
        Scenario s = Scenario.of("""
                heroes: [{id: eleanor, location: bree}]
                influence: {trollshaws: 1}
                tokens:
                  - {pile: purple, face: orc, at: trollshaws}
                minions:
                  gothmog: {status: active, at: trollshaws, damage: 0}
                stack:
                  - {step: SauronActions.Command, remaining: 2, commanded: [], placed: false}
                """);
        int token = -1;
        for (int t = 0; t < s.s.tokenAt.length; t++) {
            if (s.s.tokenAt[t] == s.at("trollshaws")) {
                token = t;
            }
        }
        assertThat(token).isNotNegative();
        List<Action> options = s.ask().options();
        assertThat(options).doesNotContain(new Action.MoveToken(token, s.at("rivendell")))
                .contains(new Action.MoveMinion("gothmog", s.at("rivendell")));
        assertThat(s.s.influence[s.at("rivendell")]).isZero();
    }
}
