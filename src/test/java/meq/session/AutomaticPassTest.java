package meq.session;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.List;
import meq.bots.HeuristicBot;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.words.Describe;
import meq.rules.words.GameLog;
import org.junit.jupiter.api.Test;

/** A pass the table takes for Sauron by his standing orders is undone with the hero's action before it. */
class AutomaticPassTest {
    @Test
    void undoingAHerosMoveTakesBackTheTablesPassForSauronToo() {
        var rules = FinaleWordsTest.RULES;
        HeuristicBot bot = new HeuristicBot(rules, 2);
        for (long seed = 1; seed <= 20; seed++) {
            Session s = Session.of(rules, new GameLog(List.of("eleanor", "thalin"), seed, List.of()));
            for (int i = 0; i < 400; i++) {
                Ask a = s.engine().current(s.state());
                if (a == null) {
                    break;
                }
                Action pick = bot.choose(s.engine().view(s.state(), a.seat()));
                s.apply(pick);
                Ask next = s.engine().current(s.state());
                if (!a.seat().sauron() && next != null && next.seat().sauron()
                        && Describe.shadowTiming(s.state()) != null) {
                    int before = s.log().actions().size();
                    s.applyAutomatic(new Action.Pass());
                    if (s.whyNoUndo() != null) {
                        continue; // the move revealed something (a card drawn): no undo, as for any such move
                    }
                    s.undo();
                    assertThat(s.log().actions()).as("his move and the table's pass are gone").hasSize(before - 1);
                    assertThat(s.engine().current(s.state()).seat()).isEqualTo(a.seat());
                    return;
                }
            }
        }
        throw new AssertionError("no undoable hero move before a Shadow window in twenty games");
    }
}
