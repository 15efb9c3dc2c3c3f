package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.ArrayList;
import java.util.List;
import meq.combat.CombatState;
import meq.rules.play.Fights;
import meq.rules.play.HeroTurn;
import meq.rules.play.Perils;
import meq.rules.table.Table;
import meq.state.HeroState;
import meq.state.MinionState;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/** Fights that cards start (Perils, Shadow cards): what a win pays, who comes to fight, whether a loss ends the turn. */
class CardFightsTest {
    /** Sauron resolves this Peril for the hero inside his Travel step, as after a move into a perilous location. */
    static void perilInTravel(Fixture f, String hero, String id) {
        f.s.decks.get("shadows").discards().addAll(f.s.sauronShadows);
        f.s.sauronShadows.clear();
        int card = CardRulesTest.take(f, "perils", id);
        f.only(new Perils.Choose(hero, List.of(card)), new HeroTurn.Travel(hero, true, false));
        f.apply(new Action.ChooseCard(card));
    }

    /** Past the Shadow windows: spends no agility and declares the first type asked; the first card to choose. */
    static Ask toFirstCard(Fixture f) {
        f.passShadowWindows();
        f.apply(new Action.ChooseOption(0, "Spend 0 agility"));
        Ask a = f.ask();
        while (a.prompt().startsWith("Declare")) {
            f.apply(a.options().get(0));
            a = f.ask();
        }
        return a;
    }

    /** Both combatants exhausted at once: the opponent is not defeated. */
    static void lose(Fixture f) {
        toFirstCard(f);
        f.apply(new Action.Pass());
        f.apply(new Action.Pass());
    }

    /** The opponent is left one damage from its health; the hero plays a card that deals it, Sauron passes. */
    static void win(Fixture f, String hero) {
        HeroState h = f.s.hero(hero);
        f.passShadowWindows();
        Fights.Fight fight = (Fights.Fight) f.s.stack.pop();
        CombatState cs = fight.combat();
        f.s.stack.push(fight.at(fight.phase(), new CombatState(
                new CombatState.Side(cs.heroStrength(), cs.heroStack(), false, null, null),
                new CombatState.Side(cs.sauronStrength(), cs.sauronStack(), false, null, null), cs.sauronHand(),
                cs.sauronHealth(), cs.sauronHealth() - 1, cs.pending(), cs.carried().usedOnly(), cs.round()), -1, -1));
        int best = -1;
        for (int card : Fixture.RULES.cards().heroDeck(hero)) {
            var d = Fixture.RULES.cards().card(card);
            boolean mine = h.hand.contains(card) || h.life.contains(card);
            if (mine && d.attack() >= 2 && (best < 0 || d.cost() < Fixture.RULES.cards().card(best).cost())) {
                best = card;
            }
        }
        if (!h.hand.contains(best)) {
            h.life.remove(best);
            h.hand.add(best);
        }
        Ask a = toFirstCard(f);
        assertThat(a.seat()).isEqualTo(Seat.hero(hero));
        f.apply(new Action.ChooseCard(best));
        f.apply(new Action.Pass());
    }

    // FS (Perils): "Khazad-dum (Moria) - Fight the Balrog. A win gives 2 favor and training."
    @Test
    @Plays("peril:khazad-dum")
    void khazadDumPaysTwoFavorAndTrainingForTheBalrog() {
        Fixture f = new Fixture("beravor").atFirstAction();
        HeroState h = f.s.hero("beravor");
        h.location = f.at("moria");
        int favor = h.favor;
        perilInTravel(f, "beravor", "khazad-dum");
        win(f, "beravor");
        assertThat(h.favor).isEqualTo(favor + 2);
        assertThat(f.ask().prompt()).isEqualTo("Training: keep one skill");
    }

    // RS 338-343: "If you do not defeat this monster or minion in combat, your hero turn immediately ends", RS
    // 555-559: "If this happens during a hero's Travel step, the hero's turn immediately ends." A Peril is met in
    // the Travel step (its Combat or Peril part): losing the fight it starts ends the turn.
    @Test
    void losingAPerilsFightInTheTravelStepEndsTheTurn() {
        Fixture f = new Fixture("beravor").atFirstAction();
        HeroState h = f.s.hero("beravor");
        h.location = f.at("moria");
        int favor = h.favor;
        perilInTravel(f, "beravor", "khazad-dum");
        lose(f);
        assertThat(h.favor).isEqualTo(favor);
        assertThat(h.turnOver).isTrue();
        assertThat(f.ask()).as("the Balrog's wisdom is 0; the Travel step is over").isNull();
    }

    // FS Thalin: "Iron Will: failing to defeat an opponent in combat does not end his turn."
    @Test
    void thalinsIronWillKeepsHisTurnAfterAPerilsFight() {
        Fixture f = new Fixture("thalin").atFirstAction();
        HeroState h = f.s.hero("thalin");
        h.location = f.at("moria");
        perilInTravel(f, "thalin", "khazad-dum");
        lose(f);
        assertThat(h.turnOver).isFalse();
        assertThat(f.ask().prompt()).isEqualTo("Travel");
    }

    // The Dark Tower: "The hero at once fights a minion chosen by Sauron." Our reading: any minion on the board
    // (the card names no place), which comes to Barad-dur to fight him and, if undefeated, stays there (RS:
    // "Undefeated minions remain on their current location after combat"). A win gives 2 favor.
    @Test
    @Plays("peril:dark-tower")
    void theDarkTowerBringsAMinionOfSauronsChoiceAndPaysTwoFavor() {
        Fixture f = new Fixture("beravor").atFirstAction();
        HeroState h = f.s.hero("beravor");
        h.location = f.at("barad-dur");
        assertThat(Table.minionsAt(new Ctx(Fixture.RULES, f.s, new ArrayList<>()), h.location)).isEmpty();
        int favor = h.favor;
        perilInTravel(f, "beravor", "dark-tower");
        Ask a = f.ask();
        assertThat(a.seat()).isEqualTo(Seat.SAURON);
        assertThat(a.prompt()).isEqualTo("Which minion fights Beravor?");
        List<Action> onBoard = f.s.minions.values().stream().filter(m -> m.onBoard())
                .map(m -> (Action) new Action.FightMinion(m.id)).toList();
        assertThat(onBoard).hasSizeGreaterThan(1);
        assertThat(a.options()).containsExactlyInAnyOrderElementsOf(onBoard);
        String sent = ((Action.FightMinion) a.options().get(0)).minion();
        f.apply(a.options().get(0));
        assertThat(f.s.minions.get(sent).location).isEqualTo(f.at("barad-dur"));
        Fights.Fight fight = f.s.stack.stream().filter(x -> x instanceof Fights.Fight).map(x -> (Fights.Fight) x)
                .findFirst().orElseThrow();
        assertThat(fight.opponent()).isEqualTo(sent);
        win(f, "beravor");
        assertThat(h.favor).isEqualTo(favor + 2);
        assertThat(f.passShadowWindows().prompt()).isEqualTo("Travel");
    }

    // The Dark Tower: "... and his turn goes on even if he loses." The minion, undefeated, places its wisdom.
    @Test
    void theDarkTowersFightNeverEndsTheTurn() {
        Fixture f = new Fixture("beravor").atFirstAction();
        HeroState h = f.s.hero("beravor");
        h.location = f.at("barad-dur");
        f.s.influence[f.at("dol-guldur")] = 1;
        perilInTravel(f, "beravor", "dark-tower");
        String sent = ((Action.FightMinion) f.ask().options().get(0)).minion();
        f.apply(new Action.FightMinion(sent));
        int favor = h.favor;
        lose(f);
        assertThat(h.favor).isEqualTo(favor);
        assertThat(h.turnOver).isFalse();
        Ask a = f.ask();
        int wisdom = Fixture.RULES.data().minion(sent).wisdom();
        for (int i = 0; i < wisdom; i++) {
            assertThat(a.prompt()).startsWith("Place influence");
            f.apply(a.options().get(0));
            a = f.ask();
        }
        assertThat(a.prompt()).isEqualTo("Travel");
        assertThat(f.s.minions.get(sent).location).isEqualTo(f.at("barad-dur"));
    }

    // RS 555-559 speaks of the Travel step only. A Shadow card played at the start of the hero's turn (Flocks of
    // Crebain) starts its fight before his Rest step: losing it does not end the turn (it stands in for his
    // Ambush, whose loss does not end it either). Our reading; an Encounter's fight comes at the end of the turn.
    @Test
    void aFightAtTheStartOfTheTurnDoesNotEndIt() {
        Fixture f = new Fixture("beravor").atFirstAction();
        HeroState h = f.s.hero("beravor");
        h.location = f.at("bree");
        f.s.decks.get("shadows").discards().addAll(f.s.sauronShadows);
        f.s.sauronShadows.clear();
        f.s.sauronShadows.add(CardRulesTest.take(f, "shadows", "flocks-of-crebain"));
        f.s.shadowPool = 5;
        f.s.influence[f.at("dol-guldur")] = 1;
        f.only(new HeroTurn.Start("beravor"));
        Ask a = f.ask();
        assertThat(a.prompt()).startsWith("Play a Shadow card");
        f.apply(a.options().stream().filter(x -> x instanceof Action.ChooseCard).findFirst().orElseThrow());
        lose(f);
        a = f.ask();
        while (a.prompt().startsWith("Place influence")) {
            f.apply(a.options().get(0));
            a = f.ask();
        }
        assertThat(h.turnOver).isFalse();
        assertThat(a.prompt()).isIn("Rest?", "Travel");
    }

    @Test
    void losingNineForMortalMensFightKeepsTheTurn() {
        // Nine for Mortal Men Doomed to Die: "Sauron then either draws 1 Plot card or commands one minion; if it
        // reaches the hero they fight at once, and his turn goes on whatever the result."
        Fixture f = new Fixture("beravor").atFirstAction();
        HeroState h = f.s.hero("beravor");
        h.location = f.at("dagorlad");
        var gothmog = f.s.minions.get("gothmog");
        gothmog.status = MinionState.Status.ACTIVE;
        gothmog.location = f.at("dead-marshes");
        perilInTravel(f, "beravor", "nine-for-mortal-men-doomed-to-die");
        Ask a = f.ask();
        while (!(a.seat().sauron() && a.options().stream().anyMatch(o -> o instanceof Action.ChooseOption co
                && co.text().startsWith("Command")))) {
            f.apply(a.options().get(0));
            a = f.ask();
        }
        f.apply(a.options().stream().filter(o -> o instanceof Action.ChooseOption co && co.text().startsWith("Command"))
                .findFirst().orElseThrow());
        a = f.ask();
        f.apply(a.options().stream().filter(o -> o instanceof Action.ChooseOption co
                && co.text().contains("Gothmog") && co.text().endsWith("Dagorlad")).findFirst().orElseThrow());
        lose(f);
        assertThat(h.turnOver).as("his turn goes on whatever the result").isFalse();
    }
}
