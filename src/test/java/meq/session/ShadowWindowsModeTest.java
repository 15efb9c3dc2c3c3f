package meq.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import meq.TestData;
import meq.bots.HeuristicBot;
import meq.data.DataException;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.words.Describe;
import meq.rules.words.GameLog;
import meq.sim.Simulator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 34: Sauron chooses between "ask me only when I hold a card I could play here" (faster) and "ask me at every
 * window" (strict). The table's answer for him is read from the engine's options for his seat; the choice is saved
 * with his standing orders, and a save without it plays as before (strict).
 */
class ShadowWindowsModeTest {
    static final Rules RULES = TestData.RULES;

    @TempDir
    Path tmp;

    @Test
    void theFasterWayPassesForSauronExactlyWhereHisQuestionOffersOnlyPassingAndTheStrictWayNever() {
        GameLog.ShadowOrders fast = GameLog.ShadowOrders.everyTiming(RULES, true);
        GameLog.ShadowOrders strict = GameLog.ShadowOrders.everyTiming(RULES, false);
        GameLog.ShadowOrders noHeroEnters = new GameLog.ShadowOrders(Set.of("action", "heroTurnStart",
                "combatStart", "heroDefeated"), -1, true);
        int holding = 0;
        int notHolding = 0;
        for (int g = 0; g < 6; g++) {
            long seed = Simulator.gameSeed(34, g);
            Session s = Session.of(RULES, new GameLog(Simulator.heroesFor(RULES, seed, 2 + g % 3), seed, List.of())
                    .withOrders(fast));
            HeuristicBot bot = new HeuristicBot(RULES, seed);
            for (Ask ask = s.engine().current(s.state()); ask != null; ask = s.engine().current(s.state())) {
                var timing = Describe.shadowTiming(s.state());
                if (timing != null) {
                    boolean canPlay = ask.options().stream().anyMatch(Action.ChooseCard.class::isInstance);
                    holding += canPlay ? 1 : 0;
                    notHolding += canPlay ? 0 : 1;
                    assertThat(s.passedByOrders(ask)).as("faster, at %s, a card to play: %s", timing, canPlay)
                            .isEqualTo(!canPlay);
                    assertThat(strict.passes(ask, timing, s.state().turn)).as("strict, at %s", timing).isFalse();
                    assertThat(noHeroEnters.passes(ask, timing, s.state().turn)).as("a timing not ticked passes")
                            .isEqualTo(!canPlay || timing.key().equals("heroEnters"));
                } else {
                    assertThat(s.passedByOrders(ask)).as("not a Shadow window: %s", ask.prompt()).isFalse();
                }
                s.apply(bot.choose(s.engine().view(s.state(), ask.seat())));
            }
        }
        assertThat(holding).as("windows where he could play a card").isPositive();
        assertThat(notHolding).as("windows where he could not").isPositive();
    }

    @Test
    void theWayIsSavedWithTheOrdersAndASaveWithoutItIsStrict() throws Exception {
        Session s = Session.of(RULES, new GameLog(List.of("eleanor"), 5, List.of())
                .withOrders(GameLog.ShadowOrders.everyTiming(RULES, true)));
        Path file = tmp.resolve("fast.yaml");
        s.save(file);
        String saved = Files.readString(file);
        assertThat(saved).contains("onlyWhenPlayable: true");
        assertThat(Session.load(RULES, file).orders()).isEqualTo(s.orders());

        Files.writeString(file, saved.replaceAll("(?m)^ *onlyWhenPlayable: true\\R", ""));
        GameLog.ShadowOrders old = Session.load(RULES, file).orders();
        assertThat(old.onlyWhenPlayable()).as("a save from before the choice: asked at every window").isFalse();
        assertThat(old.asked()).isEqualTo(s.orders().asked());
        assertThat(old.until()).isEqualTo(-1);
    }

    @Test
    void aWayThatIsNotYesOrNoIsRefusedWithItsLineAndTheFileIsLeftAsItWas() throws Exception {
        Session s = Session.of(RULES, new GameLog(List.of("eleanor"), 5, List.of())
                .withOrders(GameLog.ShadowOrders.everyTiming(RULES, false)));
        Path file = tmp.resolve("bad.yaml");
        s.save(file);
        Files.writeString(file, Files.readString(file).replace("onlyWhenPlayable: false", "onlyWhenPlayable: often"));
        String before = Files.readString(file);
        int line = Files.readAllLines(file).indexOf("  onlyWhenPlayable: often") + 1;
        assertThat(line).isPositive();
        assertThatThrownBy(() -> Session.load(RULES, file)).isInstanceOf(DataException.class)
                .hasMessageContaining("bad.yaml:" + line + ":").hasMessageContaining("onlyWhenPlayable");
        assertThat(Files.readString(file)).isEqualTo(before);
    }
}
