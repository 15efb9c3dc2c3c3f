package meq.combat;

import static meq.combat.CombatFixture.CARDS;
import static meq.combat.CombatFixture.DATA;
import static meq.combat.CombatFixture.NO_ABILITY;
import static meq.combat.CombatFixture.RESOLVER;
import static meq.combat.CombatFixture.card;
import static meq.combat.CombatFixture.fresh;
import static meq.combat.CombatFixture.monster;
import static meq.combat.CombatFixture.play;
import static org.assertj.core.api.Assertions.assertThat;
import java.util.List;
import meq.rules.Plays;
import meq.state.Rng;
import org.junit.jupiter.api.Test;

/** Each sentence of the combat rules and each card ability, with chosen CARDS. */
class ResolverTest {


    @Test
    void eachIsDealtTheOpponentsAttackMinusHisOwnDefenseAtTheSameTime() {
        int sweep = card("thalin", "sweep"); // melee 3/0/1
        int strike = card("zealot", "ranged-strike"); // ranged 1/1/1 (+2 attack only against a Ranged card)
        RoundResult r = play(fresh(7, 4, 3, strike), sweep, strike);
        assertThat(r.damage().toSauron()).isEqualTo(2);
        assertThat(r.damage().toHero()).isEqualTo(1);
        assertThat(r.next().sauronDamage()).isEqualTo(2);
        assertThat(r.over()).isFalse();
    }

    @Test
    void aMonsterIsDefeatedWhenItsDamageReachesItsHealth() {
        int sweep = card("thalin", "sweep");
        int hack = card("zealot", "hack"); // melee 1/0/0
        RoundResult r = play(fresh(7, 4, 3, hack), sweep, hack);
        assertThat(r.damage().toSauron()).isEqualTo(3);
        assertThat(r.next().sauronDefeated()).isTrue();
        assertThat(r.over()).isTrue();
    }

    @Test
    void exceedingStrengthExhaustsAndCancelsTheCardJustPlayed() {
        int sweep = card("thalin", "sweep");
        int hack = card("zealot", "hack");
        CombatState st = fresh(1, 4, 9, hack, card("zealot", "quick-shot"));
        st = play(st, sweep, card("zealot", "quick-shot")).next(); // cost 1 of 1: fine
        RoundResult r = play(st, card("thalin", "rush"), hack); // cost 2 > 1: exhausted
        assertThat(r.next().heroExhausted()).isTrue();
        assertThat(r.damage().toSauron()).isZero();
        assertThat(r.damage().toHero()).isEqualTo(1);
        assertThat(r.next().heroStack()).hasSize(2).as("a cancelled card's strength cost still counts");
    }

    @Test
    void whenBothCombatantsAreExhaustedNoOneIsDefeatedAndTheCombatEnds() {
        CombatState st = new CombatState(new CombatState.Side(5, List.of(), true, null, null),
                CombatState.Side.fresh(5), List.of(), 9, 0, List.of(), CombatState.Carried.NONE, 2);
        RoundResult r = play(st, -1, -1);
        assertThat(r.over()).isTrue();
        assertThat(r.damage().toHero()).isZero();
        assertThat(r.next().sauronDefeated()).isFalse();
    }

    @Test
    void anExhaustedCombatantHasNoAttackNoDefenseNoAbilityAndNoType() {
        int parry = card("thalin", "parry"); // +2 defense against a Melee card
        CombatState st = new CombatState(CombatState.Side.fresh(7), new CombatState.Side(5, List.of(), true, null, null),
                List.of(), 9, 0, List.of(), CombatState.Carried.NONE, 2);
        RoundResult r = play(st, parry, -1);
        assertThat(r.damage().toSauron()).isEqualTo(1);
        assertThat(r.damage().toHero()).isZero();
    }

    @Test
    void cancelIgnoresTheTextAndLeavesZeroAttackAndDefense() {
        int evade = card("thalin", "evade"); // ranged 0/2/1: cancels an opposing Melee card
        int hack = card("zealot", "hack");
        RoundResult r = play(fresh(7, 4, 3, hack), evade, hack);
        assertThat(r.damage().toHero()).isZero();
        assertThat(r.damage().toSauron()).isZero();
    }

    @Test
    void aCardThatCannotBeCancelledIgnoresCancels() {
        int evade = card("thalin", "evade");
        int sweep = card("behemoth", "sweep"); // melee 3/0/1, cannot be cancelled
        RoundResult r = play(fresh(7, 8, 8, sweep), evade, sweep);
        assertThat(r.damage().toHero()).isEqualTo(1);
    }

    @Test
    void twoCardsThatCancelEachOtherAreBothBlank() {
        int charge = card("eometh", "parry"); // placeholder to keep the hero card melee-free below
        int heroCharge = card("beravor", "charge"); // melee 2/0/1: cancels an opposing Ranged card
        int earthquake = card("behemoth", "earthquake"); // ranged 4/0/4: cancels the opponent's card
        RoundResult r = play(fresh(7, 8, 8, earthquake), heroCharge, earthquake);
        assertThat(r.damage().toHero()).isZero();
        assertThat(r.damage().toSauron()).isZero();
        assertThat(charge).isNotNegative();
    }

    @Test
    void modifiersRaiseTheFinalAttack() {
        int overdraw = card("argalad", "overdraw"); // ranged 2/0/1: +2 attack if the opponent's card is Ranged
        int quick = card("zealot", "quick-shot"); // ranged 1/0/0
        RoundResult r = play(fresh(5, 4, 9, quick), overdraw, quick);
        assertThat(r.damage().toSauron()).isEqualTo(4);
    }

    @Test
    void reducedToZeroCannotBeRaised() {
        int smash = card("eometh", "smash"); // melee 2/1/2: the opponent's printed defense becomes 0
        int parry = card("zealot", "parry"); // melee 1/1/1: +2 defense against a Melee card
        RoundResult r = play(fresh(6, 4, 9, parry), smash, parry);
        assertThat(r.damage().toSauron()).isEqualTo(2);
        assertThat(r.damage().toHero()).isZero();
    }

    @Test
    void printedValuesAreTheCardsNotTheModifiedOnes() {
        int aoo = card("argalad", "attack-of-opportunity"); // melee 2/0/3: +5 if the opponent's printed defense is 0
        int hack = card("zealot", "hack");
        assertThat(play(fresh(5, 4, 9, hack), aoo, hack).damage().toSauron()).isEqualTo(7);
        int strike = card("zealot", "ranged-strike"); // printed defense 1
        assertThat(play(fresh(5, 4, 9, strike), aoo, strike).damage().toSauron()).isEqualTo(1);
    }

    @Test
    void blockCannotBeCancelledAndItsDefenseNeverDropsBelowTwo() {
        int block = card("thalin", "block"); // melee 0/4/2
        int smash = card("zealot", "smash"); // printed defense of the opponent becomes 0
        RoundResult r = play(fresh(7, 4, 9, smash), block, smash);
        assertThat(r.damage().toHero()).isZero();
    }

    @Test
    void nextRoundAbilitiesResolveInTheFollowingRound() {
        int fallBack = card("argalad", "fall-back"); // ranged 1/1/1: next round an opposing Melee card is cancelled
        int quick = card("zealot", "quick-shot");
        int hack = card("zealot", "hack");
        CombatState st = play(fresh(5, 4, 9, quick, hack), fallBack, quick).next();
        assertThat(st.pending()).hasSize(1);
        RoundResult r = play(st, card("argalad", "quick-shot"), hack);
        assertThat(r.damage().toHero()).isZero().as("Hack cancelled");
    }

    @Test
    void aPreviousRoundAbilityIsCancelledForACombatantWhoJustBecameExhausted() {
        int concentrate = card("eleanor", "concentrate"); // ranged 0/0/0: next round +2 attack and +2 defense
        int quick = card("zealot", "quick-shot");
        CombatState st = play(fresh(1, 4, 9, quick, quick), concentrate, quick).next();
        int volley = card("argalad", "volley"); // cost 2 > 1: exhausted
        RoundResult r = play(st, volley, quick);
        assertThat(r.next().heroExhausted()).isTrue();
        assertThat(r.damage().toHero()).isEqualTo(1).as("no +2 defense");
    }

    /**
     * RS 511-514: "The exhausted player has 0 attack, 0 defense, no card ability"; RS 525-530: "If one of the
     * combatants became exhausted this round, his previous round ability is canceled". However he became exhausted:
     * also by declaring himself so before the round (RS 607-612), not only by strength in step c.
     */
    @Test
    void aPreviousRoundAbilityIsCancelledForACombatantWhoDeclaresHimselfExhausted() {
        int fallBack = card("argalad", "fall-back"); // ranged 1/1/1: next round an opposing Melee card is cancelled
        int quick = card("zealot", "quick-shot");
        int hack = card("zealot", "hack"); // melee 1/0/0, +1 attack against a Melee card
        CombatState st = play(fresh(5, 4, 9, quick, hack), fallBack, quick).next();
        RoundResult r = play(st, -1, hack); // the hero declares himself exhausted
        assertThat(r.next().heroExhausted()).isTrue();
        assertThat(r.damage().toHero()).as("Fall Back does not cancel Hack: 1 - 0 (no type, so no +1)").isEqualTo(1);
        // the same for Sauron: his Fall Back is gone when he declares himself exhausted
        int zFallBack = card("zealot", "fall-back");
        CombatState s2 = play(fresh(9, 4, 9, zFallBack), card("argalad", "quick-shot"), zFallBack).next();
        RoundResult r2 = play(s2, card("thalin", "sweep"), -1); // melee 3/0
        assertThat(r2.next().sauronExhausted()).isTrue();
        assertThat(r2.damage().toSauron()).as("Sweep is not cancelled: 3 - 0").isEqualTo(3);
    }

    @Test
    void concentrateGivesTwoAttackAndTwoDefenseNextRound() {
        int concentrate = card("eleanor", "concentrate");
        int quick = card("zealot", "quick-shot");
        CombatState st = play(fresh(6, 4, 9, quick, quick), concentrate, quick).next();
        RoundResult r = play(st, card("eleanor", "ranged-strike"), quick); // 1/1/1 +2 vs ranged
        assertThat(r.damage().toSauron()).isEqualTo(5);
        assertThat(r.damage().toHero()).isZero();
    }

    @Test
    void evisceratesDealsTwoMoreWhenItDealsDamageAndRecklessTakesTwoMore() {
        int eviscerate = card("eometh", "eviscerate"); // melee 2/0/2
        int hack = card("zealot", "hack");
        RoundResult r = play(fresh(6, 4, 9, hack), eviscerate, hack);
        assertThat(r.damage().toSauron()).isEqualTo(4);
        int reckless = card("eometh", "reckless"); // melee 5/0/3: takes 2 more if dealt damage
        RoundResult r2 = play(fresh(6, 4, 9, hack), reckless, hack); // Hack: 1, +1 against a Melee card
        assertThat(r2.damage().toHero()).isEqualTo(2 + 2);
    }

    @Test
    @Plays("behemoth:enraged")
    void enragedIsNeverDealtMoreThanOneDamageInTheRound() {
        int enraged = card("behemoth", "enraged");
        int sweep = card("thalin", "sweep");
        RoundResult r = play(fresh(7, 8, 8, enraged), sweep, enraged);
        assertThat(r.damage().toSauron()).isEqualTo(1);
        assertThat(r.damage().toHero()).isEqualTo(4);
    }

    @Test
    @Plays("monster:orc")
    void theOrcHurtsTheHeroWhenBothPlayMelee() {
        int hack = card("zealot", "hack");
        int parry = card("thalin", "parry"); // 1/1/1 +2 def vs melee
        RoundResult r = RESOLVER.round(fresh(7, 4, 3, hack), parry, hack, monster("orc"), new Rng(1));
        assertThat(r.damage().toHero()).isEqualTo(1);
    }

    @Test
    @Plays("monster:snaga")
    void theSnagasRangedCardsHitHarder() {
        int quick = card("zealot", "quick-shot");
        int hide = card("eleanor", "hide"); // ranged 0/2/1
        RoundResult r = RESOLVER.round(fresh(5, 3, 3, quick), hide, quick, monster("snaga"), new Rng(1));
        assertThat(r.damage().toHero()).isZero();
        int concentrate = card("eleanor", "concentrate"); // 0/0/0
        RoundResult r2 = RESOLVER.round(fresh(5, 3, 3, quick), concentrate, quick, monster("snaga"), new Rng(1));
        assertThat(r2.damage().toHero()).isEqualTo(2);
    }

    @Test
    @Plays("monster:crebain")
    void theCrebainsRangedDamageBecomesInfluence() {
        int quick = card("zealot", "quick-shot");
        int concentrate = card("eleanor", "concentrate");
        RoundResult r = RESOLVER.round(fresh(5, 3, 2, quick), concentrate, quick, monster("crebain"), new Rng(1));
        assertThat(r.damage().toHero()).isZero();
        assertThat(r.sauron().influence()).isEqualTo(1);
    }

    @Test
    @Plays("monster:southron")
    void theSouthronsMeleeCardsCostOneLess() {
        int eviscerate = card("ravager", "eviscerate"); // melee 2/0/2
        int concentrate = card("eleanor", "concentrate");
        CombatState st = CombatState.start(5, 1, 4, 0, List.of(eviscerate));
        RoundResult r = RESOLVER.round(st, concentrate, eviscerate, monster("southron"), new Rng(1));
        assertThat(r.next().sauronExhausted()).isFalse();
        RoundResult plain = RESOLVER.round(st, concentrate, eviscerate, NO_ABILITY, new Rng(1));
        assertThat(plain.next().sauronExhausted()).isTrue();
    }

    @Test
    void theBarrowWightRegeneratesAfterARangedCard() {
        int concentrate = card("ravager", "concentrate"); // ranged 0/0/0
        int sweep = card("thalin", "sweep");
        CombatState st = CombatState.start(7, 4, 9, 2, List.of(concentrate));
        RoundResult r = RESOLVER.round(st, sweep, concentrate, monster("barrow-wight"), new Rng(1));
        assertThat(r.next().sauronDamage()).isEqualTo(2 + 3 - 1);
    }

    /**
     * FS 143: "Regenerate: at round end, if it was not defeated and played a Ranged card, it heals 1." The heal
     * comes after the defeat is decided: a blow that brings it to its health defeats it, and no heal saves it.
     */
    @Test
    @Plays("monster:barrow-wight")
    void theBarrowWightDoesNotRegenerateWhenTheRoundDefeatsIt() {
        int concentrate = card("ravager", "concentrate"); // ranged 0/0/0
        int sweep = card("thalin", "sweep"); // melee 3/0: 3 damage
        CombatState st = CombatState.start(7, 4, 4, 1, List.of(concentrate)); // health 4, 1 damage on it
        RoundResult r = RESOLVER.round(st, sweep, concentrate, monster("barrow-wight"), new Rng(1));
        assertThat(r.next().sauronDefeated()).as("1 + 3 = 4 damage reaches its health 4").isTrue();
        assertThat(r.over()).isTrue();
        assertThat(r.next().sauronDamage()).isEqualTo(4);
        assertThat(r.log()).noneMatch(l -> l.startsWith("Regenerate"));
    }

    @Test
    @Plays("skill:execute")
    void executeDefeatsAnOpponentWhosePrintedDefenseIsZero() {
        int execute = card("skill", "execute");
        int hack = card("zealot", "hack");
        RoundResult r = play(fresh(7, 4, 9, hack), execute, hack);
        assertThat(r.next().sauronDefeated()).isTrue();
    }

    @Test
    void aimedShotHitsHarderWhenTheOpponentRepeatsItsType() {
        int quick = card("zealot", "quick-shot");
        int aimed = card("argalad", "aimed-shot"); // ranged 3/0/3
        CombatState st = play(fresh(6, 4, 9, quick, quick), card("argalad", "quick-shot"), quick).next();
        RoundResult r = play(st, aimed, quick);
        assertThat(r.damage().toSauron()).isEqualTo(6);
    }

    @Test
    @Plays("skill:brutal-finisher")
    void brutalFinisherCountsTheOtherCardsInTheStack() {
        int hack = card("zealot", "hack");
        int brutal = card("skill", "brutal-finisher"); // melee 3/1/4: +1 per other card in the stack
        CombatState st = play(fresh(9, 4, 20, hack, hack, hack), card("thalin", "sweep"), hack).next();
        st = play(st, card("thalin", "sweep"), hack).next();
        RoundResult r = play(st, brutal, hack);
        assertThat(r.damage().toSauron()).isEqualTo(5);
    }

    @Test
    @Plays("monster:agent")
    void spreadLiesGivesOneCorruptionOnlyOncePerCombat() {
        int quick = card("zealot", "quick-shot");
        int concentrate = card("eleanor", "concentrate");
        CombatState st = fresh(6, 3, 3, quick, quick);
        RoundResult r1 = RESOLVER.round(st, concentrate, quick, monster("agent"), new Rng(1));
        assertThat(r1.hero().corruption()).isEqualTo(1);
        RoundResult r2 = RESOLVER.round(r1.next(), card("eleanor", "concentrate"), quick, monster("agent"), new Rng(1));
        assertThat(r2.hero().corruption()).isZero();
    }

    @Test
    void anticipateMakesTheOpponentCommitFirstNextRound() {
        int anticipate = card("argalad", "anticipate");
        int quick = card("zealot", "quick-shot");
        RoundResult r = play(fresh(6, 4, 9, quick), anticipate, quick);
        assertThat(r.next().sauronCommitsFirst()).isTrue();
    }

    @Test
    @Plays("eometh:trample")
    void trampleMakesSauronDiscardARandomCardFromHisHand() {
        int trample = card("eometh", "trample");
        int quick = card("zealot", "quick-shot");
        int hack = card("zealot", "hack");
        RoundResult r = play(fresh(6, 4, 9, quick, hack), trample, quick);
        assertThat(r.next().sauronHand()).isEmpty();
    }
}
