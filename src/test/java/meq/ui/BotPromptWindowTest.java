package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.read;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.awt.GraphicsEnvironment;
import java.util.List;
import java.util.Set;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.words.Describe;
import meq.rules.words.GameLog;
import meq.session.Session;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * Issue 34: while a bot Sauron decides at a Shadow window in a hero's turn, the prompt said "Sauron (bot) is choosing
 * · Thálin · Rest", mixing whose turn it is with who chooses. It reads: whose turn and its step, then who decides
 * what.
 */
class BotPromptWindowTest {
    private static final Rules RULES = OddsDialogTest.RULES;

    @Test
    void aBotSauronAtAHerosShadowWindowSaysWhoseTurnThenWhatHeDecides() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        ShadowWindowsWindowTest.Moment m = ShadowWindowsWindowTest.moment(); // a hero's move opens a window
        Session session = Session.of(RULES, new GameLog(List.of(), 0, List.of(), Set.of(), m.preset(), null)
                .withOrders(GameLog.ShadowOrders.everyTiming(RULES, false)));
        TableFrame f = read(() -> {
            TableFrame t = new TableFrame(RULES, session, "bot prompt test");
            t.setBounds(0, 0, 1280, 720);
            t.botSpeed(60_000); // the bot waits: the prompt is read while it decides
            t.setVisible(true);
            t.botPlays("sauron", true);
            t.curtain().open();
            return t;
        });
        try {
            onEdt(() -> f.choose(m.move()));
            assertThat(session.engine().current(session.state()).seat()).as("the bot Sauron is asked")
                    .isEqualTo(Seat.SAURON);
            assertThat(Describe.shadowTiming(session.state())).as("at a Shadow window").isNotNull();
            onEdt(() -> {
                f.catchUp().dismiss();
                f.validate();
            });
            shoot(f, "bot-prompt-shadow-window");
            String hero = Naming.who(RULES, m.next().id());
            assertThat(read(() -> f.prompt().getText())).as("whose turn, then who decides what")
                    .startsWith(hero + "'s ").endsWith(" · Sauron (bot) is deciding whether to play a Shadow card")
                    .doesNotContain("is choosing").doesNotContain(" · " + hero + " · ");
        } finally {
            onEdt(f::dispose);
        }
    }
}
