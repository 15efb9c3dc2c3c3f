package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import meq.data.ShadowTiming;
import meq.rules.play.HeroTurn;
import meq.rules.play.Shadows;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * "Sauron may play a Shadow card at the timing it names." A window opens on what every seat sees (a card of that
 * timing could be paid from the Pool), never on Sauron's hand, so being asked tells the heroes nothing; he may
 * pass for the rest of the turn.
 */
class ShadowWindowTest {
    static Fixture fixture() {
        Fixture f = new Fixture("thalin").atFirstAction();
        f.s.shadowPool = f.s.shadowPoolLimit();
        f.s.sauronShadows.clear();
        f.s.hero("thalin").location = f.at("forest-road"); // the heroEnters cards need him outside a Haven
        return f;
    }

    @Test
    void aWindowOpensWhetherOrNotSauronHoldsACard() {
        Fixture f = fixture();
        f.only(new Shadows.Window(ShadowTiming.HERO_ENTERS, Scope.of("thalin", -1)));
        Ask a = f.ask();
        assertThat(a.seat()).isEqualTo(Seat.SAURON);
        assertThat(a.options()).containsExactly(new Action.Pass(), new Action.PassForThisTurn());
    }

    @Test
    void noWindowOpensWhenThePoolCannotPayAnyCardOfTheTiming() {
        Fixture f = fixture();
        f.s.shadowPool = 0;
        f.only(new Shadows.Window(ShadowTiming.HERO_ENTERS, Scope.of("thalin", -1)));
        assertThat(f.ask()).isNull();
    }

    @Test
    void passingForTheTurnClosesTheLaterWindowsUntilTheNextTurn() {
        Fixture f = fixture();
        f.only(new Shadows.Window(ShadowTiming.HERO_ENTERS, Scope.of("thalin", -1)),
                new Shadows.Window(ShadowTiming.HERO_ENTERS, Scope.of("thalin", -1)));
        f.ask();
        f.apply(new Action.PassForThisTurn());
        assertThat(f.ask()).as("the second window stays shut").isNull();
        assertThat(f.s.shadowQuiet).isTrue();
        f.only(new HeroTurn.Start("thalin"));
        Ask next = f.ask();
        assertThat(f.s.shadowQuiet).as("a new turn asks again").isFalse();
        assertThat(next.seat()).isEqualTo(Seat.SAURON);
        assertThat(next.prompt()).contains(Naming.timing(ShadowTiming.HERO_TURN_START)).doesNotContain("heroTurnStart");
    }

    @Test
    void aSaveFromBeforeFormatThreeAsksOnlyWhenHeCanPlay() {
        Fixture f = fixture();
        f.s.legacyShadowWindows = true;
        f.only(new Shadows.Window(ShadowTiming.HERO_ENTERS, Scope.of("thalin", -1)));
        assertThat(f.ask()).isNull();
    }
}
