package meq.rules;

import static meq.rules.RulebookCombatTest.combatCard;
import static meq.rules.RulebookCombatTest.fight;
import static meq.rules.RulebookCombatTest.fightStep;
import static meq.rules.RulebookCombatTest.minionFightStep;
import static org.assertj.core.api.Assertions.assertThat;
import java.util.List;
import meq.rules.words.Inspection;
import meq.rules.words.Reveals;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * A fight shows its figures as they count (issue 33): the strength Sauron's combatant has spent, as its own abilities
 * make the costs (Superior Tactics, Surprise Assault), and the damage each round dealt, not a total.
 */
class FightFiguresTest {
    /** Thálin against a monster, one round: Parry (Melee 1/1) against the given card. */
    static Scenario oneRound(String monster, int sauronCard) {
        int parry = Scenario.card("thalin:parry");
        Scenario s = fight("""
                heroes: [{id: thalin, location: bree, hand: [thalin:parry, thalin:sweep], others: life}]
                stack:
                """ + fightStep("thalin", monster), monster, List.of(sauronCard, combatCard("ravager", "hack")));
        s.choose("Spend 0 agility");
        s.choose(new Action.ChooseCard(parry));
        s.choose(new Action.ChooseCard(sauronCard));
        s.firstOptionsUntil(a -> a.prompt().startsWith("Choose a combat card"));
        return s;
    }

    static View.FightView seen(Scenario s, Seat seat) {
        return s.engine.view(s.s, seat).question().fight();
    }

    @Test
    void theSouthronsMeleeCardsCountOneStrengthLess() {
        // Superior Tactics: "Its Melee cards cost 1 less strength, never below 0." Eviscerate costs 2: 1 spent of 3
        int eviscerate = combatCard("ravager", "eviscerate");
        Scenario s = oneRound("southron", eviscerate);
        assertThat(seen(s, Seat.hero("thalin")).sauronSide().used()).isEqualTo(1);
        assertThat(seen(s, Seat.SAURON).sauronSide().used()).isEqualTo(1);
        assertThat(Inspection.seen(Scenario.RULES, s.s, Seat.hero("thalin")))
                .anyMatch(l -> l.contains("Sauron's cards played") && l.endsWith("(strength 1 of 3)"));
    }

    @Test
    void theWargRidersMeleeBottomCardCostsNoStrength() {
        // Surprise Assault: "If the bottom card of its stack is Melee, that card costs no strength."
        int eviscerate = combatCard("ravager", "eviscerate");
        Scenario s = oneRound("warg-rider", eviscerate);
        assertThat(seen(s, Seat.hero("thalin")).sauronSide().used()).isZero();
    }

    @Test
    void aMinionDefeatedInAFightIsToldTheDamageOfThatRoundNotItsHealth() {
        // Gothmog (health 10) holds 9 damage; Sweep deals 1 more: the log says the round's damage
        int sweep = Scenario.card("thalin:sweep");
        int hack = combatCard("ravager", "hack");
        Scenario s = fight("""
                heroes: [{id: thalin, location: osgiliath, hand: [thalin:sweep], others: life}]
                minions:
                  gothmog: {status: active, at: osgiliath, damage: 9}
                stack:
                """ + minionFightStep("thalin", "gothmog"), "gothmog", List.of(hack));
        s.choose("Spend 0 agility");
        s.choose(new Action.ChooseCard(sweep));
        s.choose(new Action.ChooseCard(hack));
        s.firstOptionsUntil(a -> false);
        List<String> table = Reveals.forTable(Scenario.RULES, s.events).stream().map(Reveals.Told::line).toList();
        assertThat(table).anyMatch(l -> l.contains("Gothmog of Gorgoroth takes 3 damage and is defeated"));
        assertThat(table).noneMatch(l -> l.contains("takes 10 damage"));
        assertThat(table).anyMatch(l -> l.contains("Gothmog of Gorgoroth is defeated"));
    }
}
