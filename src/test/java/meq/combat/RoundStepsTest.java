package meq.combat;

import static meq.combat.CombatFixture.NO_ABILITY;
import static meq.combat.CombatFixture.RESOLVER;
import static meq.combat.CombatFixture.card;
import static meq.combat.CombatFixture.fresh;
import static meq.combat.CombatFixture.play;
import static org.assertj.core.api.Assertions.assertThat;
import java.util.List;
import meq.combat.Resolver.Round;
import meq.combat.Resolver.RoundStep;
import meq.state.Rng;
import org.junit.jupiter.api.Test;

/** Each step of a round, taken alone, does what its sentence of the rulebook says and no more. */
class RoundStepsTest {
    private static Round upTo(Round r, RoundStep last) {
        for (RoundStep step : RoundStep.values()) {
            step.on(r);
            if (step == last) {
                return r;
            }
        }
        return r;
    }

    @Test
    void theStepsAreTheRulebooksInItsOrder() {
        assertThat(RoundStep.values()).containsExactly(RoundStep.CALCULATE_STRENGTH,
                RoundStep.PREVIOUS_ROUND_ABILITIES, RoundStep.CURRENT_ROUND_ABILITIES, RoundStep.ATTACK_AND_DEFENSE,
                RoundStep.DEAL_DAMAGE, RoundStep.DEFEAT_AND_HEALING, RoundStep.CARRY_OVER);
    }

    @Test
    void calculateStrengthCancelsACardThatCostsMoreThanTheStrengthLeft() {
        int rush = card("thalin", "rush"); // cost 1
        int hack = card("zealot", "hack");
        Round r = RESOLVER.begin(fresh(0, 4, 9, hack), rush, hack, NO_ABILITY, new Rng(1));
        RoundStep.CALCULATE_STRENGTH.on(r);
        assertThat(r.cancelled(true)).as("1 strength asked, none left").isTrue();
        assertThat(r.cancelled(false)).isFalse();
        assertThat(r.ended()).as("one side exhausted: the round goes on").isNull();
    }

    @Test
    void calculateStrengthEndsTheRoundWhenBothAreExhausted() {
        CombatState st = new CombatState(new CombatState.Side(5, List.of(), true, null, null),
                new CombatState.Side(5, List.of(), true, null, null), List.of(), 9, 0, List.of(),
                CombatState.Carried.NONE, 2);
        Round r = RESOLVER.begin(st, -1, -1, NO_ABILITY, new Rng(1));
        RoundStep.CALCULATE_STRENGTH.on(r);
        assertThat(r.ended()).isNotNull();
        assertThat(r.ended().over()).isTrue();
        assertThat(r.ended().damage()).isEqualTo(RoundResult.Damage.NONE);
    }

    @Test
    void previousRoundAbilitiesCancelThisRoundsCard() {
        // Rush: "Next round, cancel the opponent's card if it is Ranged."
        int rush = card("thalin", "rush");
        int strike = card("zealot", "ranged-strike");
        int hack = card("zealot", "hack");
        CombatState second = play(fresh(7, 4, 9, hack, strike), rush, hack).next();
        Round r = RESOLVER.begin(second, card("thalin", "sweep"), strike, NO_ABILITY, new Rng(1));
        upTo(r, RoundStep.CALCULATE_STRENGTH);
        assertThat(r.cancelled(false)).isFalse();
        RoundStep.PREVIOUS_ROUND_ABILITIES.on(r);
        assertThat(r.cancelled(false)).as("the Ranged card is cancelled by last round's Rush").isTrue();
    }

    @Test
    void attackAndDefenseArePrintedThenModified() {
        int sweep = card("thalin", "sweep"); // melee 3/0
        int strike = card("zealot", "ranged-strike"); // ranged 1/1, +2 attack only against a Ranged card
        Round r = upTo(RESOLVER.begin(fresh(7, 4, 9, strike), sweep, strike, NO_ABILITY, new Rng(1)),
                RoundStep.ATTACK_AND_DEFENSE);
        assertThat(r.attack(true)).isEqualTo(3);
        assertThat(r.defense(true)).isZero();
        assertThat(r.attack(false)).as("no +2: the hero's card is Melee").isEqualTo(1);
        assertThat(r.defense(false)).isEqualTo(1);
        assertThat(r.damageTo(false)).as("no damage before the Deal Damage step").isZero();
    }

    @Test
    void dealDamageIsAttackMinusDefenseAtTheSameTime() {
        int sweep = card("thalin", "sweep");
        int strike = card("zealot", "ranged-strike");
        Round r = upTo(RESOLVER.begin(fresh(7, 4, 9, strike), sweep, strike, NO_ABILITY, new Rng(1)),
                RoundStep.DEAL_DAMAGE);
        assertThat(r.damageTo(false)).isEqualTo(2);
        assertThat(r.damageTo(true)).isEqualTo(1);
        assertThat(r.ended()).as("the round's result comes with its last step").isNull();
    }

    @Test
    void carryOverKeepsNextRoundAbilitiesAndEndsTheRound() {
        int rush = card("thalin", "rush");
        int hack = card("zealot", "hack");
        Round r = upTo(RESOLVER.begin(fresh(7, 4, 9, hack), rush, hack, NO_ABILITY, new Rng(1)), RoundStep.CARRY_OVER);
        assertThat(r.ended()).isNotNull();
        assertThat(r.ended().next().pending()).as("Rush waits for the next round").hasSize(1);
        assertThat(r.ended()).isEqualTo(play(fresh(7, 4, 9, hack), rush, hack));
    }
}
