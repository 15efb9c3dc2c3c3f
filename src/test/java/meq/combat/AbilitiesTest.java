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
import java.util.Optional;
import meq.data.CardType;
import meq.rules.Plays;
import meq.state.Rng;
import org.junit.jupiter.api.Test;

/**
 * One test per combat card ability and monster ability that ResolverTest does not cover, written from the
 * rule sentence (meq-facts 1.2, 1.3, 1.5, 1.7) with chosen CARDS. Card stats are written type atk/def/cost;
 * every expected number is worked out in the comment next to it (attack minus defense, modifiers, cancels).
 */
class AbilitiesTest {

    static RoundResult fight(String monster, CombatState st, int hero, int sauron) {
        return RESOLVER.round(st, hero, sauron, DATA.monster(monster).ability(), new Rng(1));
    }

    // zealot cards used throughout
    static int zQuick() { return card("zealot", "quick-shot"); }       // R 1/0/0 cannot be cancelled
    static int zStrike() { return card("zealot", "ranged-strike"); }   // R 1/1/1 +2 atk vs Ranged
    static int zStrategize() { return card("zealot", "strategize"); }  // R 1/2/2
    static int zAimed() { return card("zealot", "aimed-shot"); }       // R 3/0/3 +3 atk if opp repeats type
    static int zFallBack() { return card("zealot", "fall-back"); }     // R 1/1/1 next round cancels Melee
    static int zPoison() { return card("zealot", "poison-arrow"); }    // R 2/0/2 +2 damage if it dealt any
    static int zParry() { return card("zealot", "parry"); }            // M 1/1/1 +2 def vs Melee
    static int zHack() { return card("zealot", "hack"); }              // M 1/0/0 +1 atk vs Melee
    static int zCharge() { return card("zealot", "charge"); }          // M 2/0/1 cancels Ranged
    static int zSmash() { return card("zealot", "smash"); }            // M 2/1/2 opp printed def 0
    static int zReckless() { return card("zealot", "reckless"); }      // M 5/0/3 takes 2 more if dealt damage

    // ---------------------------------------------------------------- hero cards (facts 1.2)

    @Test
    void quickShotCannotBeCancelled() {
        int quick = card("argalad", "quick-shot"); // R 1/0/0
        RoundResult r = play(fresh(5, 4, 9, zCharge()), quick, zCharge());
        // Charge would cancel a Ranged card; Quick Shot keeps 1/0: Sauron 1-0=1, hero 2-0=2
        assertThat(r.damage().toSauron()).isEqualTo(1);
        assertThat(r.damage().toHero()).isEqualTo(2);
        // the same for Sauron's Quick Shot against the hero's Charge (M 2/0/1): Sauron 2-0=2, hero 1-0=1
        RoundResult s = play(fresh(5, 4, 9, zQuick()), card("beravor", "charge"), zQuick());
        assertThat(s.damage().toSauron()).isEqualTo(2);
        assertThat(s.damage().toHero()).isEqualTo(1);
    }

    @Test
    void rangedStrikeGainsTwoAttackOnlyAgainstARangedCard() {
        int strike = card("beravor", "ranged-strike"); // R 1/1/1
        RoundResult r = play(fresh(5, 4, 9, zQuick()), strike, zQuick());
        assertThat(r.damage().toSauron()).isEqualTo(3); // (1+2) - 0
        assertThat(r.damage().toHero()).isZero(); // 1 - 1
        RoundResult m = play(fresh(5, 4, 9, zHack()), strike, zHack());
        assertThat(m.damage().toSauron()).isEqualTo(1); // 1 - 0, no bonus against Melee
        assertThat(m.damage().toHero()).isZero(); // Hack 1 (no +1: the hero's card is Ranged) - 1
    }

    @Test
    void parryGivesTwoDefenseOnlyAgainstAMeleeCard() {
        int parry = card("argalad", "parry"); // M 1/1/1
        RoundResult r = play(fresh(5, 4, 9, zHack()), parry, zHack());
        assertThat(r.damage().toHero()).isZero(); // Hack (1+1) - (1+2)
        assertThat(r.damage().toSauron()).isEqualTo(1); // 1 - 0
        RoundResult ranged = play(fresh(5, 4, 9, zAimed()), parry, zAimed());
        assertThat(ranged.damage().toHero()).isEqualTo(2); // Aimed Shot 3 (no last round) - 1
        assertThat(ranged.damage().toSauron()).isEqualTo(1); // 1 - 0
    }

    @Test
    void volleyGivesTwoAttackNextRoundToARangedCard() {
        int volley = card("eleanor", "volley"); // R 2/2/2
        CombatState st = fresh(5, 4, 20, zHack(), zHack());
        RoundResult r1 = play(st, volley, zHack());
        assertThat(r1.damage().toSauron()).isEqualTo(2); // 2 - 0
        assertThat(r1.damage().toHero()).isZero(); // 1 - 2
        assertThat(r1.next().pending()).hasSize(1);
        RoundResult r2 = play(r1.next(), card("eleanor", "ranged-strike"), zHack()); // R 1/1/1
        assertThat(r2.damage().toSauron()).isEqualTo(3); // 1 + 2 (Volley) - 0; Ranged Strike's +2 only vs Ranged
        assertThat(r2.damage().toHero()).isZero(); // 1 - 1
        RoundResult melee = play(r1.next(), card("eleanor", "parry"), zHack()); // M 1/1/1
        assertThat(melee.damage().toSauron()).isEqualTo(1); // 1 - 0, no Volley bonus for a Melee card
        assertThat(melee.damage().toHero()).isZero(); // (1+1) - (1+2)
    }

    @Test
    @Plays("eleanor:hide")
    void hideGivesTwoDefenseNextRoundToARangedCard() {
        int hide = card("eleanor", "hide"); // R 0/2/1
        RoundResult r1 = play(fresh(5, 4, 20, zQuick(), zPoison()), hide, zQuick());
        assertThat(r1.damage().toHero()).isZero(); // 1 - 2
        assertThat(r1.damage().toSauron()).isZero(); // 0 - 0
        RoundResult r2 = play(r1.next(), card("eleanor", "ranged-strike"), zPoison());
        assertThat(r2.damage().toHero()).isZero(); // Poison Arrow 2 - (1+2): no damage, so no +2 either
        assertThat(r2.damage().toSauron()).isEqualTo(3); // (1+2 vs Ranged) - 0
        RoundResult melee = play(r1.next(), card("eleanor", "parry"), zPoison());
        assertThat(melee.damage().toHero()).isEqualTo(3); // 2 - 1 (no Hide bonus for Melee, no Parry bonus vs Ranged) = 1, +2 Poison
        assertThat(melee.damage().toSauron()).isEqualTo(1); // 1 - 0
    }

    @Test
    void dodgeGivesTwoDefenseNextRound() {
        int dodge = card("thalin", "dodge"); // R 0/4/3
        RoundResult r1 = play(fresh(6, 4, 20, zHack(), zHack()), dodge, zHack());
        assertThat(r1.damage().toHero()).isZero(); // 1 - 4
        assertThat(r1.damage().toSauron()).isZero(); // 0 - 0
        RoundResult r2 = play(r1.next(), card("thalin", "sweep"), zHack()); // M 3/0/1; stack cost 3+1=4 <= 6
        assertThat(r2.damage().toHero()).isZero(); // Hack (1+1) - (0+2)
        assertThat(r2.damage().toSauron()).isEqualTo(3); // 3 - 0
    }

    @Test
    void hackGainsOneAttackOnlyAgainstAMeleeCard() {
        int hack = card("eometh", "hack"); // M 1/0/0
        RoundResult r = play(fresh(5, 4, 9, zHack()), hack, zHack());
        assertThat(r.damage().toSauron()).isEqualTo(2); // (1+1) - 0
        assertThat(r.damage().toHero()).isEqualTo(2); // (1+1) - 0
        RoundResult ranged = play(fresh(5, 4, 9, zQuick()), hack, zQuick());
        assertThat(ranged.damage().toSauron()).isEqualTo(1); // 1 - 0
        assertThat(ranged.damage().toHero()).isEqualTo(1); // 1 - 0
    }

    @Test
    void crushGainsThreeAttackOnlyAgainstAMeleeCard() {
        int crush = card("thalin", "crush"); // M 3/3/4
        RoundResult r = play(fresh(5, 4, 20, zHack()), crush, zHack());
        assertThat(r.damage().toSauron()).isEqualTo(6); // (3+3) - 0
        assertThat(r.damage().toHero()).isZero(); // (1+1) - 3
        RoundResult ranged = play(fresh(5, 4, 20, zQuick()), crush, zQuick());
        assertThat(ranged.damage().toSauron()).isEqualTo(3); // 3 - 0
        assertThat(ranged.damage().toHero()).isZero(); // 1 - 3
    }

    @Test
    void overpowerGivesTwoAttackNextRoundToAMeleeCard() {
        int overpower = card("thalin", "overpower"); // M 2/2/2
        RoundResult r1 = play(fresh(6, 4, 20, zHack(), zHack()), overpower, zHack());
        assertThat(r1.damage().toSauron()).isEqualTo(2); // 2 - 0
        assertThat(r1.damage().toHero()).isZero(); // (1+1) - 2
        RoundResult r2 = play(r1.next(), card("thalin", "sweep"), zHack()); // M 3/0/1
        assertThat(r2.damage().toSauron()).isEqualTo(5); // 3 + 2 - 0
        assertThat(r2.damage().toHero()).isEqualTo(2); // (1+1) - 0
        RoundResult ranged = play(r1.next(), card("thalin", "strategize"), zHack()); // R 1/2/2
        assertThat(ranged.damage().toSauron()).isEqualTo(1); // 1 - 0, no bonus for a Ranged card
        assertThat(ranged.damage().toHero()).isZero(); // 1 - 2
    }

    @Test
    void rushCancelsAnOpposingRangedCardNextRound() {
        int rush = card("thalin", "rush"); // M 1/1/1
        RoundResult r1 = play(fresh(6, 4, 20, zHack(), zStrike()), rush, zHack());
        assertThat(r1.damage().toSauron()).isEqualTo(1); // 1 - 0
        assertThat(r1.damage().toHero()).isEqualTo(1); // (1+1) - 1
        int sweep = card("thalin", "sweep"); // M 3/0/1
        RoundResult r2 = play(r1.next(), sweep, zStrike());
        assertThat(r2.damage().toSauron()).isEqualTo(3); // Ranged Strike cancelled: 3 - 0
        assertThat(r2.damage().toHero()).isZero(); // 0 - 0
        RoundResult melee = play(r1.next(), sweep, zHack());
        assertThat(melee.damage().toSauron()).isEqualTo(3); // 3 - 0
        assertThat(melee.damage().toHero()).isEqualTo(2); // Hack not cancelled: (1+1) - 0
        RoundResult quick = play(r1.next(), sweep, zQuick());
        assertThat(quick.damage().toHero()).isEqualTo(1).as("Quick Shot cannot be cancelled"); // 1 - 0
    }

    @Test
    @Plays("beravor:sneak-attack")
    void sneakAttackGainsThreeAttackIfTheOpponentsPrintedDefenseIsZero() {
        int sneak = card("beravor", "sneak-attack"); // R 0/2/2
        RoundResult r = play(fresh(5, 4, 9, zHack()), sneak, zHack()); // Hack printed defense 0
        assertThat(r.damage().toSauron()).isEqualTo(3); // (0+3) - 0
        assertThat(r.damage().toHero()).isZero(); // 1 - 2
        RoundResult s = play(fresh(5, 4, 9, zStrike()), sneak, zStrike()); // printed defense 1
        assertThat(s.damage().toSauron()).isZero(); // 0 - 1
        assertThat(s.damage().toHero()).isEqualTo(1); // (1+2 vs Ranged) - 2
    }

    @Test
    @Plays("beravor:deadly-finesse")
    void deadlyFinesseMakesTheOpponentsPrintedAttackAndDefenseOne() {
        int finesse = card("beravor", "deadly-finesse"); // M 4/0/3
        int overpower = card("behemoth", "overpower"); // M 2/2/2, printed values become 1/1
        RoundResult r = play(fresh(5, 8, 9, overpower), finesse, overpower);
        assertThat(r.damage().toSauron()).isEqualTo(3); // 4 - 1
        assertThat(r.damage().toHero()).isEqualTo(1); // 1 - 0
        int crush = card("behemoth", "crush"); // M 3/3/4 +3 vs Melee: printed 1/1, then the modifier
        RoundResult c = play(fresh(5, 8, 9, crush), finesse, crush);
        assertThat(c.damage().toSauron()).isEqualTo(3); // 4 - 1
        assertThat(c.damage().toHero()).isEqualTo(4); // (1+3) - 0
    }

    @Test
    void strategizeMakesTheOpponentRevealHisHand() {
        int strategize = card("thalin", "strategize"); // R 1/2/2
        RoundResult r = play(fresh(5, 4, 9, zHack()), strategize, zHack());
        assertThat(r.sauron().revealsHand()).isTrue();
        assertThat(r.hero().revealsHand()).isFalse();
        assertThat(r.damage().toSauron()).isEqualTo(1); // 1 - 0
        assertThat(r.damage().toHero()).isZero(); // 1 - 2
        RoundResult s = play(fresh(5, 4, 9, zStrategize()), card("thalin", "sweep"), zStrategize());
        assertThat(s.hero().revealsHand()).isTrue();
        assertThat(s.sauron().revealsHand()).isFalse();
        assertThat(s.damage().toSauron()).isEqualTo(1); // 3 - 2
        assertThat(s.damage().toHero()).isEqualTo(1); // 1 - 0
        RoundResult cancelled = play(fresh(5, 4, 9, zCharge()), strategize, zCharge());
        assertThat(cancelled.sauron().revealsHand()).as("a cancelled card's text is ignored").isFalse();
        assertThat(cancelled.damage().toHero()).isEqualTo(2); // Charge 2 - 0 (Strategize cancelled)
        assertThat(cancelled.damage().toSauron()).isZero();
    }

    @Test
    @Plays("eleanor:retreat")
    void retreatIsOfferedOnlyIfTheHeroTookNoDamage() {
        int retreat = card("eleanor", "retreat"); // R 0/2/2
        RoundResult r = play(fresh(5, 4, 9, zHack()), retreat, zHack());
        assertThat(r.damage().toHero()).isZero(); // 1 - 2
        assertThat(r.damage().toSauron()).isZero(); // 0 - 0
        assertThat(r.retreatOffered()).isTrue();
        RoundResult hit = play(fresh(5, 4, 9, zAimed()), retreat, zAimed());
        assertThat(hit.damage().toHero()).isEqualTo(1); // 3 - 2
        assertThat(hit.retreatOffered()).isFalse();
    }

    @Test
    void restDrawsTwoCards() {
        int rest = card("eleanor", "rest"); // M 0/0/0
        RoundResult r = play(fresh(5, 4, 9, zQuick()), rest, zQuick());
        assertThat(r.hero().draws()).isEqualTo(2);
        assertThat(r.damage().toHero()).isEqualTo(1); // 1 - 0
        assertThat(r.damage().toSauron()).isZero();
        // a cancelled Rest draws nothing: Fall Back cancels it the round after
        RoundResult r1 = play(fresh(5, 4, 9, zFallBack(), zQuick()), card("argalad", "quick-shot"), zFallBack());
        RoundResult r2 = play(r1.next(), rest, zQuick());
        assertThat(r2.hero().draws()).isZero();
    }

    @Test
    void precisionMakesTheOpponentsPrintedDefenseZero() {
        int precision = card("argalad", "precision"); // R 2/1/2
        RoundResult r = play(fresh(5, 4, 9, zStrategize()), precision, zStrategize()); // R 1/2/2
        assertThat(r.damage().toSauron()).isEqualTo(2); // 2 - 0 (printed 2 becomes 0)
        assertThat(r.damage().toHero()).isZero(); // 1 - 1
    }

    @Test
    void anticipateBySauronMakesTheHeroCommitFirstAndOpenlyNextRound() {
        int anticipate = card("ravager", "anticipate"); // M 1/1/2
        RoundResult r = play(fresh(5, 5, 9, anticipate), card("eleanor", "concentrate"), anticipate);
        assertThat(r.damage().toHero()).isEqualTo(1); // 1 - 0
        assertThat(r.next().heroCommitsFirstOpenly()).isTrue();
        assertThat(r.next().sauronCommitsFirst()).isFalse();
    }

    // ---------------------------------------------------------------- skills (facts 1.3)

    @Test
    @Plays("skill:crossbow-shot")
    void crossbowShotCannotBeCancelled() {
        int crossbow = card("skill", "crossbow-shot"); // R 4/0/2
        int earthquake = card("behemoth", "earthquake"); // R 4/0/4: cancels the opponent's card
        RoundResult r = play(fresh(5, 8, 9, earthquake), crossbow, earthquake);
        assertThat(r.damage().toSauron()).isEqualTo(4); // 4 - 0
        assertThat(r.damage().toHero()).isEqualTo(4); // 4 - 0
        // nor by a previous-round cancel: Sauron's Rush (M 1/1/1) cancels a Ranged card the round after
        int rush = card("behemoth", "rush");
        int smash = card("behemoth", "smash"); // M 2/1/2: the hero's printed defense becomes 0
        CombatState st = play(fresh(5, 8, 20, rush, smash), card("eleanor", "hide"), rush).next();
        RoundResult r2 = play(st, crossbow, smash); // stack cost 1+2=3 <= 5
        assertThat(r2.damage().toSauron()).isEqualTo(3); // 4 - 1
        assertThat(r2.damage().toHero()).isEqualTo(2); // 2 - 0: defense reduced to 0, Hide's +2 ignored
        RoundResult plain = play(st, card("eleanor", "ranged-strike"), smash); // cancelled by Rush
        assertThat(plain.damage().toSauron()).isZero(); // 0 - 1
        assertThat(plain.damage().toHero()).isEqualTo(2); // 2 - 0
    }

    @Test
    @Plays("skill:expose-weakness")
    void exposeWeaknessGivesTwoAttackNextRound() {
        int expose = card("skill", "expose-weakness"); // R 1/1/1
        RoundResult r1 = play(fresh(5, 4, 20, zHack(), zHack()), expose, zHack());
        assertThat(r1.damage().toSauron()).isEqualTo(1); // 1 - 0
        assertThat(r1.damage().toHero()).isZero(); // 1 - 1
        RoundResult r2 = play(r1.next(), card("eleanor", "parry"), zHack()); // M 1/1/1: any type gets it
        assertThat(r2.damage().toSauron()).isEqualTo(3); // 1 + 2 - 0
        assertThat(r2.damage().toHero()).isZero(); // (1+1) - (1+2)
    }

    @Test
    @Plays("skill:set-trap")
    void setTrapDealsTwoDamageNextRoundToAnOpposingMeleeCard() {
        int trap = card("skill", "set-trap"); // R 2/0/1
        RoundResult r1 = play(fresh(5, 4, 20, zQuick(), zHack(), zQuick()), trap, zQuick());
        assertThat(r1.damage().toSauron()).isEqualTo(2); // 2 - 0
        assertThat(r1.damage().toHero()).isEqualTo(1); // 1 - 0
        int hide = card("eleanor", "hide"); // R 0/2/1
        RoundResult r2 = play(r1.next(), hide, zHack());
        assertThat(r2.damage().toSauron()).isEqualTo(2); // 0 - 0, +2 Set Trap
        assertThat(r2.damage().toHero()).isZero(); // 1 - 2
        RoundResult ranged = play(r1.next(), hide, zQuick());
        assertThat(ranged.damage().toSauron()).isZero(); // no trap against a Ranged card
    }

    @Test
    @Plays("skill:flaming-arrow")
    void flamingArrowMakesTheOpponentsPrintedDefenseZeroNextRound() {
        int arrow = card("skill", "flaming-arrow"); // R 3/0/3
        RoundResult r1 = play(fresh(6, 4, 20, zHack(), zParry()), arrow, zHack());
        assertThat(r1.damage().toSauron()).isEqualTo(3); // 3 - 0
        assertThat(r1.damage().toHero()).isEqualTo(1); // 1 - 0
        int parry = card("eleanor", "parry"); // M 1/1/1; stack cost 3+1=4 <= 6
        RoundResult r2 = play(r1.next(), parry, zParry());
        assertThat(r2.damage().toSauron()).isEqualTo(1); // Parry's defense reduced to 0 and not raised by its +2: 1 - 0
        assertThat(r2.damage().toHero()).isZero(); // 1 - (1+2)
        RoundResult without = play(fresh(6, 4, 20, zParry()), parry, zParry());
        assertThat(without.damage().toSauron()).isZero(); // 1 - (1+2)
    }

    @Test
    @Plays("skill:concussive-shot")
    void concussiveShotCancelsAnOpposingCardWithPrintedDefenseTwoOrMoreNextRound() {
        int shot = card("skill", "concussive-shot"); // R 2/1/3
        RoundResult r1 = play(fresh(6, 4, 20, zHack(), zStrategize(), zStrike()), shot, zHack());
        assertThat(r1.damage().toSauron()).isEqualTo(2); // 2 - 0
        assertThat(r1.damage().toHero()).isZero(); // 1 - 1
        int sweep = card("thalin", "sweep"); // M 3/0/1; stack cost 3+1=4 <= 6
        RoundResult r2 = play(r1.next(), sweep, zStrategize()); // printed defense 2: cancelled
        assertThat(r2.damage().toSauron()).isEqualTo(3); // 3 - 0
        assertThat(r2.damage().toHero()).isZero(); // 0 - 0
        assertThat(r2.hero().revealsHand()).isFalse();
        RoundResult low = play(r1.next(), sweep, zStrike()); // printed defense 1: not cancelled
        assertThat(low.damage().toSauron()).isEqualTo(2); // 3 - 1
        assertThat(low.damage().toHero()).isEqualTo(1); // 1 - 0
    }

    @Test
    @Plays("skill:shield-smash")
    void shieldSmashCancelsAnOpposingCardCostingTwoOrMoreNextRound() {
        int shield = card("skill", "shield-smash"); // M 0/3/1
        RoundResult r1 = play(fresh(5, 4, 20, zHack(), zSmash(), zParry()), shield, zHack());
        assertThat(r1.damage().toHero()).isZero(); // (1+1) - 3
        assertThat(r1.damage().toSauron()).isZero(); // 0 - 0
        int sweep = card("thalin", "sweep"); // M 3/0/1
        RoundResult r2 = play(r1.next(), sweep, zSmash()); // cost 2: cancelled
        assertThat(r2.damage().toSauron()).isEqualTo(3); // 3 - 0
        assertThat(r2.damage().toHero()).isZero();
        RoundResult cheap = play(r1.next(), sweep, zParry()); // cost 1: not cancelled
        assertThat(cheap.damage().toSauron()).isZero(); // 3 - (1+2)
        assertThat(cheap.damage().toHero()).isEqualTo(1); // 1 - 0
    }

    @Test
    @Plays("skill:heightened-senses")
    void heightenedSensesLetsTheOpponentDeclareATypeAndCancelsHisOtherTypeNextRound() {
        int senses = card("skill", "heightened-senses"); // R 2/2/2
        RoundResult r1 = play(fresh(5, 4, 20, zHack(), zStrike(), zHack(), zQuick()), senses, zHack());
        assertThat(r1.damage().toSauron()).isEqualTo(2); // 2 - 0
        assertThat(r1.damage().toHero()).isZero(); // 1 - 2
        assertThat(r1.next().declarationNeeded()).isEqualTo(Optional.of(false)).as("Sauron declares");
        CombatState st = r1.next().declare(true, CardType.MELEE);
        assertThat(st.declarationNeeded()).isEmpty();
        int sweep = card("thalin", "sweep"); // M 3/0/1; stack cost 2+1=3 <= 5
        RoundResult other = play(st, sweep, zStrike()); // Ranged, not the declared Melee: cancelled
        assertThat(other.damage().toSauron()).isEqualTo(3); // 3 - 0
        assertThat(other.damage().toHero()).isZero();
        RoundResult same = play(st, sweep, zHack()); // Melee as declared: stands
        assertThat(same.damage().toSauron()).isEqualTo(3); // 3 - 0
        assertThat(same.damage().toHero()).isEqualTo(2); // (1+1) - 0
        RoundResult quick = play(st, sweep, zQuick());
        assertThat(quick.damage().toHero()).isEqualTo(1).as("Quick Shot cannot be cancelled"); // 1 - 0
    }

    @Test
    @Plays("skill:outmaneuver")
    void outmaneuverLetsTheHeroNameATypeAndCancelsTheOtherTypeNextRound() {
        int outmaneuver = card("skill", "outmaneuver"); // R 3/3/4
        RoundResult r1 = play(fresh(6, 4, 20, zHack(), zHack(), zStrike()), outmaneuver, zHack());
        assertThat(r1.damage().toSauron()).isEqualTo(3); // 3 - 0
        assertThat(r1.damage().toHero()).isZero(); // 1 - 3
        assertThat(r1.next().declarationNeeded()).isEqualTo(Optional.of(true)).as("the hero names the type");
        CombatState st = r1.next().declare(true, CardType.RANGED);
        int sweep = card("thalin", "sweep"); // M 3/0/1; stack cost 4+1=5 <= 6
        RoundResult other = play(st, sweep, zHack()); // Melee is the other type: cancelled
        assertThat(other.damage().toSauron()).isEqualTo(3); // 3 - 0
        assertThat(other.damage().toHero()).isZero();
        RoundResult named = play(st, sweep, zStrike()); // Ranged, the named type: stands
        assertThat(named.damage().toSauron()).isEqualTo(2); // 3 - 1
        assertThat(named.damage().toHero()).isEqualTo(1); // 1 - 0
    }

    @Test
    @Plays("skill:ready")
    void readyMakesTheNextRangedCardCostNothingAndKeepsItOutOfTheStack() {
        int ready = card("skill", "ready"); // R 0/0/0
        RoundResult r1 = play(fresh(2, 4, 20, zQuick(), zHack()), ready, zQuick());
        assertThat(r1.damage().toHero()).isEqualTo(1); // 1 - 0
        assertThat(r1.next().pending()).hasSize(1);
        int aimed = card("argalad", "aimed-shot"); // R 3/0/3: costs 0 now, stack cost 0 <= 2
        RoundResult r2 = play(r1.next(), aimed, zHack());
        assertThat(r2.next().heroExhausted()).isFalse();
        assertThat(r2.next().heroStack()).containsExactly(ready);
        assertThat(r2.damage().toSauron()).isEqualTo(3); // 3 - 0 (Hack is not the type Sauron played last round)
        assertThat(r2.damage().toHero()).isEqualTo(1); // 1 - 0
        assertThat(r2.next().pending()).isEmpty();
        int reckless = card("thalin", "reckless"); // M 5/0/3: Ready is only for a Ranged card; 0+3 > 2
        RoundResult melee = play(r1.next(), reckless, zHack());
        assertThat(melee.next().heroExhausted()).isTrue();
        assertThat(melee.next().heroStack()).containsExactly(ready, reckless);
        assertThat(melee.damage().toSauron()).isZero();
        assertThat(melee.damage().toHero()).isEqualTo(1); // Hack 1 (an exhausted hero has no type) - 0
    }

    @Test
    @Plays("skill:endure")
    void endureReshufflesOnlyWhenTheOpponentIsDefeated() {
        int endure = card("skill", "endure"); // R 3/0/2
        RoundResult r = play(fresh(5, 4, 3, zHack()), endure, zHack());
        assertThat(r.damage().toSauron()).isEqualTo(3); // 3 - 0 = health 3
        assertThat(r.next().sauronDefeated()).isTrue();
        assertThat(r.hero().reshuffles()).isTrue();
        assertThat(r.over()).isTrue();
        RoundResult alive = play(fresh(5, 4, 4, zHack()), endure, zHack());
        assertThat(alive.damage().toSauron()).isEqualTo(3); // 3 of 4
        assertThat(alive.hero().reshuffles()).isFalse();
    }

    @Test
    @Plays("skill:shrewd-planning")
    void shrewdPlanningReturnsACardFromTheStackUnlessCancelled() {
        int shrewd = card("skill", "shrewd-planning"); // R 1/0/0
        RoundResult r = play(fresh(5, 4, 9, zHack()), shrewd, zHack());
        assertThat(r.hero().shrewdPlanning()).isTrue();
        assertThat(r.damage().toSauron()).isEqualTo(1); // 1 - 0
        assertThat(r.damage().toHero()).isEqualTo(1); // 1 - 0
        RoundResult cancelled = play(fresh(5, 4, 9, zCharge()), shrewd, zCharge());
        assertThat(cancelled.hero().shrewdPlanning()).isFalse();
        assertThat(cancelled.damage().toHero()).isEqualTo(2); // 2 - 0
    }

    @Test
    @Plays("skill:retaliate")
    void retaliateDealsOneDamageBackForEachDamageTaken() {
        int retaliate = card("skill", "retaliate"); // M 0/0/0
        RoundResult r = play(fresh(5, 4, 9, zHack()), retaliate, zHack());
        assertThat(r.damage().toHero()).isEqualTo(2); // (1+1) - 0
        assertThat(r.damage().toSauron()).isEqualTo(2); // 0 - 0, +1 per damage taken = 2
        RoundResult q = play(fresh(5, 4, 9, zQuick()), retaliate, zQuick());
        assertThat(q.damage().toHero()).isEqualTo(1); // 1 - 0
        assertThat(q.damage().toSauron()).isEqualTo(1); // 0 + 1
        // Ambiguous: Poison Arrow's +2 is also damage taken this round. The hero's card resolves first, so
        // Retaliate counts only the 2 of attack minus defense (the resolver's reading).
        RoundResult p = play(fresh(5, 4, 9, zPoison()), retaliate, zPoison());
        assertThat(p.damage().toHero()).isEqualTo(4); // 2 - 0 = 2, +2 Poison Arrow
        assertThat(p.damage().toSauron()).isEqualTo(2); // 0 - 0, +1 per damage of the 2
    }

    @Test
    @Plays("skill:focused-assault")
    void focusedAssaultGainsOneAttackAndDefensePerOtherMeleeCardInTheStack() {
        CombatState st = fresh(9, 4, 30, zQuick(), zQuick(), zQuick(), zHack());
        st = play(st, card("thalin", "sweep"), zQuick()).next(); // Melee
        st = play(st, card("eometh", "hack"), zQuick()).next(); // Melee
        st = play(st, card("thalin", "evade"), zQuick()).next(); // Ranged: not counted
        int focused = card("skill", "focused-assault"); // M 0/0/1; stack cost 1+0+1+1=3 <= 9
        RoundResult r = play(st, focused, zHack());
        assertThat(r.damage().toSauron()).isEqualTo(2); // (0+2) - 0
        assertThat(r.damage().toHero()).isZero(); // (1+1) - (0+2)
    }

    @Test
    @Plays("skill:wear-down")
    void wearDownDiscardsARandomCardAndDealsItsAttack() {
        int wear = card("skill", "wear-down"); // M 0/2/1
        // Sauron holds Hack (played) and Reckless: Reckless is the only card left to discard
        RoundResult r = play(fresh(5, 4, 20, zHack(), zReckless()), wear, zHack());
        assertThat(r.damage().toSauron()).isEqualTo(5); // 0 - 0, + Reckless's attack 5
        assertThat(r.damage().toHero()).isZero(); // (1+1) - 2
        assertThat(r.next().sauronHand()).isEmpty();
    }

    @Test
    @Plays("skill:reversal")
    void reversalGainsAMeleeCardsAttackAndCancelsIt() {
        int reversal = card("skill", "reversal"); // M 0/0/2
        RoundResult r = play(fresh(5, 4, 20, zReckless()), reversal, zReckless());
        assertThat(r.damage().toSauron()).isEqualTo(5); // (0+5) - 0; Reckless cancelled, so no +2 taken
        assertThat(r.damage().toHero()).isZero(); // 0 - 0
        RoundResult ranged = play(fresh(5, 4, 20, zQuick()), reversal, zQuick());
        assertThat(ranged.damage().toSauron()).isZero(); // 0 - 0
        assertThat(ranged.damage().toHero()).isEqualTo(1); // 1 - 0
    }

    @Test
    @Plays("skill:crushing-blow")
    void crushingBlowGainsTwoAttackAndCancelsACardWithPrintedDefenseAtMostOne() {
        int blow = card("skill", "crushing-blow"); // M 2/0/2
        RoundResult r = play(fresh(5, 4, 20, zParry()), blow, zParry()); // printed defense 1
        assertThat(r.damage().toSauron()).isEqualTo(4); // (2+2) - 0, Parry cancelled
        assertThat(r.damage().toHero()).isZero(); // 0 - 0
        RoundResult high = play(fresh(5, 4, 20, zStrategize()), blow, zStrategize()); // printed defense 2
        assertThat(high.damage().toSauron()).isZero(); // 2 - 2
        assertThat(high.damage().toHero()).isEqualTo(1); // 1 - 0
        // Quick Shot cannot be cancelled, but the +2 attack still applies (its printed defense is 0)
        RoundResult quick = play(fresh(5, 4, 20, zQuick()), blow, zQuick());
        assertThat(quick.damage().toSauron()).isEqualTo(4); // (2+2) - 0
        assertThat(quick.damage().toHero()).isEqualTo(1); // 1 - 0
    }

    @Test
    @Plays("skill:hamstring")
    void hamstringFiresOnlyIfItDealsDamage() {
        int hamstring = card("skill", "hamstring"); // M 2/2/3
        RoundResult r = play(fresh(5, 4, 20, zHack()), hamstring, zHack());
        assertThat(r.damage().toSauron()).isEqualTo(2); // 2 - 0
        assertThat(r.damage().toHero()).isZero(); // (1+1) - 2
        assertThat(r.sauron().hamstring()).isTrue();
        int block = card("behemoth", "block"); // M 0/4/2
        RoundResult blocked = play(fresh(5, 8, 20, block), hamstring, block);
        assertThat(blocked.damage().toSauron()).isZero(); // 2 - 4
        assertThat(blocked.sauron().hamstring()).isFalse();
    }

    @Test
    @Plays("skill:overhead-swing")
    void overheadSwingMakesTheOpponentDiscardTwoRandomCards() {
        int swing = card("skill", "overhead-swing"); // M 2/1/3
        RoundResult r = play(fresh(5, 4, 20, zHack(), zQuick(), zStrike()), swing, zHack());
        assertThat(r.next().sauronHand()).isEmpty(); // the 2 cards left after Hack both go
        assertThat(r.damage().toSauron()).isEqualTo(2); // 2 - 0
        assertThat(r.damage().toHero()).isEqualTo(1); // (1+1) - 1
        RoundResult more = play(fresh(5, 4, 20, zHack(), zQuick(), zStrike(), zParry()), swing, zHack());
        assertThat(more.next().sauronHand()).hasSize(1); // 3 left, 2 discarded
    }

    // ---------------------------------------------------------------- monster combat cards (facts 1.7)

    @Test
    void poisonArrowDealsTwoMoreIfItDealtAnyDamage() {
        RoundResult r = play(fresh(5, 4, 9, zPoison()), card("eleanor", "concentrate"), zPoison()); // R 0/0/0
        assertThat(r.damage().toHero()).isEqualTo(4); // 2 - 0 = 2, +2
        RoundResult none = play(fresh(5, 4, 9, zPoison()), card("eleanor", "hide"), zPoison()); // R 0/2/1
        assertThat(none.damage().toHero()).isZero(); // 2 - 2 = 0: no bonus
    }

    @Test
    @Plays("behemoth:earthquake")
    void earthquakeCancelsTheOpponentsCardAndItsNextRoundText() {
        int earthquake = card("behemoth", "earthquake"); // R 4/0/4
        RoundResult r = play(fresh(5, 8, 9, earthquake), card("thalin", "overpower"), earthquake);
        assertThat(r.damage().toHero()).isEqualTo(4); // 4 - 0
        assertThat(r.damage().toSauron()).isZero(); // Overpower cancelled: 0 - 0
        assertThat(r.next().pending()).isEmpty();
    }

    // ---------------------------------------------------------------- monster abilities (facts 1.5)

    @Test
    @Plays("monster:dunlending")
    void dunlendingCounterAttacksWhenItsMeleeDefenseStopsDamage() {
        int sweep = card("thalin", "sweep"); // M 3/0/1
        int parry = card("ravager", "parry"); // M 1/1/1 +2 def vs Melee
        RoundResult r = fight("dunlending", fresh(7, 5, 4, parry), sweep, parry);
        assertThat(r.damage().toSauron()).isZero(); // 3 - (1+2)
        assertThat(r.damage().toHero()).isEqualTo(2); // 1 - 0, +1 Counter-attack (3 stopped)
        int fallBack = card("ravager", "fall-back"); // R 1/1/1: stops 1, but Ranged
        RoundResult ranged = fight("dunlending", fresh(7, 5, 4, fallBack), sweep, fallBack);
        assertThat(ranged.damage().toSauron()).isEqualTo(2); // 3 - 1
        assertThat(ranged.damage().toHero()).isEqualTo(1); // 1 - 0
        int hack = card("ravager", "hack"); // M 1/0/0: defense 0 stops nothing
        RoundResult open = fight("dunlending", fresh(7, 5, 4, hack), sweep, hack);
        assertThat(open.damage().toSauron()).isEqualTo(3); // 3 - 0
        assertThat(open.damage().toHero()).isEqualTo(2); // (1+1) - 0
    }

    @Test
    @Plays("monster:warg-rider")
    void wargRiderSurpriseAssaultMakesAMeleeBottomCardFree() {
        int eviscerate = card("ravager", "eviscerate"); // M 2/0/2
        int concentrate = card("eleanor", "concentrate"); // R 0/0/0
        CombatState st = fresh(5, 2, 20, eviscerate, eviscerate);
        RoundResult r1 = fight("warg-rider", st, concentrate, eviscerate); // bottom Melee: costs 0
        assertThat(r1.next().sauronExhausted()).isFalse();
        assertThat(r1.damage().toHero()).isEqualTo(4); // 2 - 0 = 2, +2 Eviscerate
        RoundResult r2 = fight("warg-rider", r1.next(), card("eleanor", "hide"), eviscerate);
        assertThat(r2.next().sauronExhausted()).isFalse(); // 0 + 2 = 2 <= 2
        int fallBack = card("ravager", "fall-back"); // R cost 1 at the bottom: nothing is free
        CombatState rb = fight("warg-rider", fresh(5, 2, 20, fallBack, eviscerate), concentrate, fallBack).next();
        RoundResult over = fight("warg-rider", rb, card("eleanor", "hide"), eviscerate);
        assertThat(over.next().sauronExhausted()).isTrue(); // 1 + 2 = 3 > 2
    }

    @Test
    @Plays("monster:giant-spider")
    void giantSpiderParalyzingVenomDiscardsWhenItsMeleeCardDealsTwoOrMore() {
        int sweep = card("behemoth", "sweep"); // M 3/0/1
        RoundResult r = fight("giant-spider", fresh(5, 5, 6, sweep), card("eleanor", "ranged-strike"), sweep);
        assertThat(r.damage().toHero()).isEqualTo(2); // 3 - 1
        assertThat(r.hero().discardsRandom()).isEqualTo(1);
        RoundResult one = fight("giant-spider", fresh(5, 5, 6, sweep), card("eleanor", "volley"), sweep);
        assertThat(one.damage().toHero()).isEqualTo(1); // 3 - 2
        assertThat(one.hero().discardsRandom()).isZero();
        int aimed = card("behemoth", "aimed-shot"); // R 3/0/3
        RoundResult ranged = fight("giant-spider", fresh(5, 5, 6, aimed), card("eleanor", "concentrate"), aimed);
        assertThat(ranged.damage().toHero()).isEqualTo(3); // 3 - 0, but Ranged
        assertThat(ranged.hero().discardsRandom()).isZero();
    }

    @Test
    @Plays("monster:huorn")
    void huornCrushingStrengthGivesItsMeleeCardsOneAttack() {
        int sweep = card("behemoth", "sweep"); // M 3/0/1
        int concentrate = card("eleanor", "concentrate"); // R 0/0/0
        assertThat(fight("huorn", fresh(5, 7, 7, sweep), concentrate, sweep).damage().toHero()).isEqualTo(4); // 3+1
        int aimed = card("behemoth", "aimed-shot"); // R 3/0/3
        assertThat(fight("huorn", fresh(5, 7, 7, aimed), concentrate, aimed).damage().toHero()).isEqualTo(3); // 3
    }

    @Test
    @Plays("monster:cave-troll")
    void caveTrollRoarCancelsTheHerosMeleeCardWhenItPlaysRanged() {
        int precision = card("behemoth", "precision"); // R 2/1/2: hero's printed defense 0
        RoundResult r = fight("cave-troll", fresh(6, 8, 8, precision), card("thalin", "overpower"), precision);
        assertThat(r.damage().toHero()).isEqualTo(2); // 2 - 0 (Overpower cancelled)
        assertThat(r.damage().toSauron()).isZero();
        assertThat(r.next().pending()).as("the cancelled Overpower's next-round text is ignored").isEmpty();
        RoundResult sweep = fight("cave-troll", fresh(6, 8, 8, precision), card("thalin", "sweep"), precision);
        assertThat(sweep.damage().toSauron()).isEqualTo(2).as("Sweep cannot be cancelled"); // 3 - 1
        assertThat(sweep.damage().toHero()).isEqualTo(2); // 2 - 0
        int smash = card("behemoth", "smash"); // M 2/1/2: no Roar with a Melee card
        RoundResult melee = fight("cave-troll", fresh(6, 8, 8, smash), card("thalin", "overpower"), smash);
        assertThat(melee.damage().toSauron()).isEqualTo(1); // 2 - 1
        assertThat(melee.damage().toHero()).isEqualTo(2); // 2 - 0 (Overpower's printed defense becomes 0)
    }

    @Test
    @Plays("monster:oliphaunt")
    void oliphauntStampedeTakesOneDamageFromTheHerosHandOnAMeleeHit() {
        int sweep = card("behemoth", "sweep"); // M 3/0/1
        int concentrate = card("eleanor", "concentrate"); // R 0/0/0
        RoundResult r = fight("oliphaunt", fresh(5, 10, 9, sweep), concentrate, sweep);
        assertThat(r.damage().toHero()).isEqualTo(3); // 3 - 0
        assertThat(r.hero().damageFromHand()).isEqualTo(1);
        int precision = card("behemoth", "precision"); // R 2/1/2
        RoundResult ranged = fight("oliphaunt", fresh(5, 10, 9, precision), concentrate, precision);
        assertThat(ranged.damage().toHero()).isEqualTo(2); // 2 - 0
        assertThat(ranged.hero().damageFromHand()).isZero();
    }

    @Test
    @Plays("monster:balrog")
    void balrogFearForcesARandomCardNextRoundAfterThreeMeleeDamage() {
        int sweep = card("behemoth", "sweep"); // M 3/0/1
        int concentrate = card("eleanor", "concentrate"); // R 0/0/0
        RoundResult r = fight("balrog", fresh(5, 12, 10, sweep), concentrate, sweep);
        assertThat(r.damage().toHero()).isEqualTo(3); // 3 - 0
        assertThat(r.next().heroPlaysRandom()).isTrue();
        int smash = card("behemoth", "smash"); // M 2/1/2
        RoundResult two = fight("balrog", fresh(5, 12, 10, smash), concentrate, smash);
        assertThat(two.damage().toHero()).isEqualTo(2); // 2 - 0
        assertThat(two.next().heroPlaysRandom()).isFalse();
    }

    @Test
    void urukHaiBloodfuryLetsItDrawAfterMeleeDamage() {
        int hack = card("ravager", "hack"); // M 1/0/0
        int concentrate = card("eleanor", "concentrate"); // R 0/0/0
        RoundResult r = fight("uruk-hai", fresh(5, 6, 5, hack), concentrate, hack);
        assertThat(r.damage().toHero()).isEqualTo(1); // 1 - 0
        assertThat(r.sauron().bloodfury()).isTrue();
        int fallBack = card("ravager", "fall-back"); // R 1/1/1
        RoundResult ranged = fight("uruk-hai", fresh(5, 6, 5, fallBack), concentrate, fallBack);
        assertThat(ranged.damage().toHero()).isEqualTo(1); // 1 - 0, Ranged
        assertThat(ranged.sauron().bloodfury()).isFalse();
    }
}
