package meq.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Predicate;
import meq.TestData;
import meq.bots.HeuristicBot;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.words.GameLog;
import meq.state.GameState;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * Undo at a table where a bot plays Sauron: the person takes back a move of theirs with the bot's moves after it
 * (a bot does not mind), but never across hidden information that came to light, and redo brings the person's move
 * back first.
 */
class UndoAgainstABotTest {
    private static final Predicate<Seat> SAURON_IS_A_BOT = Seat::sauron;

    @Test
    void theHerosMoveGoesBackWithTheBotsMovesAfterIt() {
        Session s = Session.of(TestData.RULES, new GameLog(List.of("eometh"), 31, List.of()));
        HeuristicBot bot = new HeuristicBot(TestData.RULES, 3);
        for (int i = 0; i < 3_000; i++) {
            Ask ask = s.engine().current(s.state());
            if (!ask.seat().sauron()) {
                GameState before = s.state().copy();
                int actions = s.log().actions().size();
                Action move = bot.choose(s.engine().view(s.state(), ask.seat()));
                s.apply(move);
                int bots = 0; // the bot answers until the person is asked again, or something comes to light
                for (Ask next = s.engine().current(s.state()); next != null && next.seat().sauron()
                        && s.whyNoUndo(SAURON_IS_A_BOT) == null && bots < 3; next = s.engine().current(s.state())) {
                    s.apply(bot.choose(s.engine().view(s.state(), next.seat())));
                    bots++;
                }
                if (bots > 0 && s.whyNoUndo(SAURON_IS_A_BOT) == null) {
                    s.undo(SAURON_IS_A_BOT);
                    assertThat(s.state()).isEqualTo(before);
                    assertThat(s.log().actions()).hasSize(actions);
                    s.redo();
                    assertThat(s.log().actions()).as("the person's move comes back first").hasSize(actions + 1);
                    assertThat(s.log().actions().get(actions)).isEqualTo(move);
                    return;
                }
            } else {
                s.apply(bot.choose(s.engine().view(s.state(), ask.seat())));
            }
        }
        throw new AssertionError("no hero move followed by a bot's quiet move in 3,000 actions");
    }

    @Test
    void nothingOfAPersonsToTakeBackIsSaid() {
        Session s = Session.of(TestData.RULES, new GameLog(List.of("eometh"), 31, List.of()));
        Ask first = s.engine().current(s.state());
        assertThat(first.seat().sauron()).isTrue();
        s.apply(first.options().get(0));
        assertThat(s.whyNoUndo(SAURON_IS_A_BOT)).isEqualTo("nothing to undo");
    }
}
