package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.ArrayList;
import meq.rules.play.Damage;
import meq.rules.play.Perils;
import meq.rules.play.SauronActions;
import org.junit.jupiter.api.Test;

/** Each minion's printed ability (data/minions/minions.yaml), played on a small preset. */
class MinionCardsTest {
    @Test
    @Plays("minion:mouth-of-sauron")
    void aHeroWhoFightsTheMouthOfSauronDrawsACorruptionCardAsTheFightBegins() {
        // "A hero who fights him draws 1 Corruption card as the fight begins."
        Scenario s = Scenario.of("""
                heroes:
                  - {id: eleanor, location: emyn-muil, favor: 2}
                minions:
                  mouth-of-sauron: {status: active, at: emyn-muil, damage: 0}
                stack:
                  - {step: HeroTurn.Start, hero: eleanor}
                  - {step: SauronTurn.End}
                """);
        if (s.prompt().startsWith("Ambush")) {
            assertThat(s.hero("eleanor").corruption.size()).as("not before the fight").isZero();
            s.choose(new Action.FightMinion("mouth-of-sauron"));
        }
        assertThat(s.prompt()).as("the fight begins").startsWith("Fight The Mouth of Sauron");
        assertThat(s.hero("eleanor").corruption.size()).isEqualTo(1);
        s.choose("Spend 0 agility");
        assertThat(s.hero("eleanor").corruption.size()).as("once per fight, not per round").isEqualTo(1);

        Scenario other = Scenario.of("""
                heroes:
                  - {id: eleanor, location: emyn-muil, favor: 2}
                minions:
                  gothmog: {status: active, at: emyn-muil, damage: 0}
                stack:
                  - {step: HeroTurn.Start, hero: eleanor}
                  - {step: SauronTurn.End}
                """);
        if (other.prompt().startsWith("Ambush")) {
            other.choose(new Action.FightMinion("gothmog"));
        }
        other.choose("Spend 0 agility");
        assertThat(other.hero("eleanor").corruption.size()).as("another minion gives none").isZero();
    }

    @Test
    @Plays("minion:gothmog")
    void everyNonHavenLocationWithinOneOfGothmogIsPerilous() {
        // "Every location within 1 of him that is not a Haven counts as perilous."
        Scenario s = Scenario.of("""
                heroes:
                  - {id: eleanor, location: osgiliath, favor: 0}
                  - {id: thalin, location: minas-tirith, favor: 0}
                  - {id: beravor, location: pelargir, favor: 0}
                minions:
                  gothmog: {status: active, at: osgiliath, damage: 0}
                """);
        Ctx c = new Ctx(Scenario.RULES, s.s, new ArrayList<>());
        assertThat(Perils.perilous(c, s.hero("eleanor"))).as("his own location").isTrue();
        assertThat(Perils.perilous(c, s.hero("beravor"))).as("Pelargir, 1 away, no influence").isTrue();
        assertThat(Perils.perilous(c, s.hero("thalin"))).as("Minas Tirith is a Haven").isFalse();
        s.s.minions.get("gothmog").location = s.at("near-harad");
        assertThat(Perils.perilous(c, s.hero("eleanor"))).as("Osgiliath, 1 from Near Harad").isTrue();
        s.s.minions.get("gothmog").location = s.at("dagorlad");
        assertThat(Perils.perilous(c, s.hero("eleanor"))).as("2 away: not perilous").isFalse();
    }

    @Test
    @Plays("minion:witch-king")
    void heroesWithinOneOfTheWitchKingCannotRestOrHealUnlessInAHaven() {
        // "Heroes within 1 of him cannot rest or heal unless they are in a Haven."
        String preset = """
                heroes:
                  - {id: eleanor, location: %s, favor: 0, rest: [eleanor:parry]}
                minions:
                  witch-king: {status: active, at: %s, damage: 0}
                stack:
                  - {step: HeroTurn.Start, hero: eleanor}
                  - {step: SauronTurn.End}
                """;
        Scenario near = Scenario.of(preset.formatted("pelargir", "osgiliath"));
        assertThat(near.options()).as("Pelargir is 1 from Osgiliath").doesNotContain("Rest");
        Scenario far = Scenario.of(preset.formatted("belfalas", "osgiliath"));
        assertThat(far.options()).as("Belfalas is 2 away").contains("Rest");
        Scenario haven = Scenario.of(preset.formatted("minas-tirith", "osgiliath"));
        assertThat(haven.options()).as("Minas Tirith is a Haven").contains("Rest");
    }

    @Test
    @Plays("minion:ringwraiths")
    void theRingwraithsMoveTwoPerCommandAndComeBackToMinasMorgulWhenDefeated() {
        // "They move up to 2 locations per move command, come back to Minas Morgul at Sauron's next Action step
        // when defeated"
        Scenario s = Scenario.of("""
                heroes:
                  - {id: eleanor, location: minas-tirith, favor: 0}
                story: {green: 8, yellow: 7, black: 7, red: 7}
                stageTwoReached: true
                minions:
                  ringwraiths: {status: active, at: minas-morgul, damage: 0}
                stack:
                  - {step: SauronActions.Command, remaining: 1, commanded: [], placed: false}
                """);
        assertThat(s.options()).contains("Move The Ringwraiths to Osgiliath", "Move The Ringwraiths to Pelargir",
                "Move The Ringwraiths to Near Harad").doesNotContain("Move The Ringwraiths to Belfalas");
        s.choose("Move The Ringwraiths to Pelargir");
        assertThat(s.s.minions.get("ringwraiths").location).isEqualTo(s.at("pelargir"));

        Ctx c = new Ctx(Scenario.RULES, s.s, new ArrayList<>());
        Damage.toMinion(c, "ringwraiths", 9);
        assertThat(s.s.minions.get("ringwraiths").onBoard()).as("defeated: off the board").isFalse();
        s.s.stack.clear();
        s.s.stack.push(new SauronActions.Choose(0));
        s.ask();
        assertThat(s.s.minions.get("ringwraiths").location).isEqualTo(s.at("minas-morgul"));
        assertThat(s.s.minions.get("ringwraiths").damage).isZero();
    }
}
