package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.awt.GraphicsEnvironment;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JTable;
import meq.bots.HeuristicBot;
import meq.bots.SearchBot;
import meq.bots.Strength;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.words.GameLog;
import meq.session.Session;
import meq.sim.Advice;
import meq.state.GameState;
import org.junit.jupiter.api.Test;

/**
 * Issue 18's "what are my chances if I do this?" at the table: the person deciding asks for a hint, the search
 * rates the options on a background thread, a window lists them best first (the figures `meq advise` gives with the
 * same seed), a choice is taken from it; the hint is its seat's alone and goes when the table passes on.
 */
class HintWindowTest {
    private static final Rules RULES = OddsDialogTest.RULES;

    private static <T> T read(Supplier<T> s) throws Exception {
        AtomicReference<T> out = new AtomicReference<>();
        onEdt(() -> out.set(s.get()));
        return out.get();
    }

    private static void until(Supplier<Boolean> done, String what) throws Exception {
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (System.nanoTime() < deadline) {
            if (read(done)) {
                return;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the window did not answer: " + what);
    }

    /** Two people (Sauron and a hero) at a game played on some way by the bots, the hero deciding. */
    private static Session atAHeroDecision() {
        Session session = Session.of(RULES, new GameLog(List.of("thalin"), 12, List.of()));
        HeuristicBot bot = new HeuristicBot(RULES, 12);
        for (int i = 0; i < 400; i++) {
            Ask ask = session.engine().current(session.state());
            if (i > 150 && !ask.seat().sauron() && ask.options().size() > 2) {
                return session;
            }
            session.apply(bot.choose(session.engine().view(session.state(), ask.seat())));
        }
        throw new AssertionError("no hero decision with three options");
    }

    /** The table for the two people, the curtain lifted for the hero who decides. */
    private static TableFrame openWithTheHeroSeated(Session session) throws Exception {
        AtomicReference<TableFrame> frame = new AtomicReference<>();
        onEdt(() -> {
            TableFrame f = new TableFrame(RULES, session, "hint");
            f.setVisible(true);
            f.curtain().open();
            frame.set(f);
        });
        return frame.get();
    }

    @Test
    void theHintSpeaksInPlainWordsSharpensInPlaceAndAChoiceIsTakenFromIt() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = atAHeroDecision();
        GameState before = session.state().copy();
        Ask ask = session.engine().current(before);
        TableFrame f = openWithTheHeroSeated(session);
        List<Integer> stages = List.of(6, 24);
        onEdt(() -> f.hint().stages(stages));
        JButton button = read(() -> f.hint().button());
        assertThat(read(button::isShowing)).as("the hint is offered to the person deciding").isTrue();
        onEdt(button::doClick);
        until(() -> f.hint().window() != null, "the hint's window opens at its first stage");
        until(() -> f.hint().finished(), "the hint's last stage");
        Advice shown = read(() -> f.hint().advice());
        long seed = read(() -> f.hint().seed());
        Advice headless = Advice.of(RULES, session.engine().view(before, ask.seat()), ask, 24,
                new SearchBot(RULES, 24, seed, 1).rate(before));
        assertThat(shown).as("the last stage gives `meq advise --budget 24` figures").isEqualTo(headless);
        assertThat(shown.rows()).hasSize(ask.options().size());

        String words = read(() -> texts(f.hint().window()));
        assertThat(words).as("no command line in the window").doesNotContain("--", "meq advise");
        assertThat(read(() -> ((JLabel) CardsReadableWindowTest.find(f.hint().window(), "hint-verdict")).getText()))
                .contains(headless.verdict().substring(0, 20))
                .containsPattern("The play-outs favour|Too close to call")
                .contains("for the heroes");
        assertThat(words).contains("From 24 games played out.");
        shoot(read(() -> f.hint().window()), "hint-window");
        shoot(f, "hint-at-the-table");

        Action best = shown.rows().get(0).option();
        onEdt(() -> ((JButton) CardsReadableWindowTest.find(f.hint().window(), "hint-take")).doClick());
        assertThat(session.log().actions().get(session.log().actions().size() - 1)).isEqualTo(best);
        assertThat(read(() -> f.hint().window())).as("the hint goes with its decision").isNull();
        onEdt(f::dispose);
    }

    /**
     * Issue 34: the hint answers in under 2 seconds. While the player reads the question its first stage is searched
     * ahead, so that asked, the window opens at once with it: searched to its end, the figures of `meq advise
     * --budget 6` with the hint's seed.
     */
    @Test
    void aQuestionReadAWhileHasItsFirstAnswerReadyWhenTheHintIsAsked() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = atAHeroDecision();
        GameState before = session.state().copy();
        Ask ask = session.engine().current(before);
        TableFrame f = openWithTheHeroSeated(session);
        onEdt(() -> f.hint().stages(List.of(6, 100_000)));
        until(() -> f.hint().firstReady(), "the first stage searched while the question shows");
        assertThat(read(() -> f.hint().window())).as("nothing shown before it is asked").isNull();
        onEdt(() -> f.hint().button().doClick());
        until(() -> f.hint().window() != null, "the window opens with the first answer");
        long seed = read(() -> f.hint().seed());
        assertThat(read(() -> f.hint().advice())).isEqualTo(Advice.of(RULES, session.engine().view(before,
                ask.seat()), ask, 6, new SearchBot(RULES, 6, seed, 1).rate(before)));
        assertThat(read(() -> texts(f.hint().window()))).contains("From 6 games played out so far");
        shoot(read(() -> f.hint().window()), "hint-first-answer-ready");
        onEdt(() -> ((JButton) CardsReadableWindowTest.find(f.hint().window(), "hint-close")).doClick());
        onEdt(f::dispose);
    }

    @Test
    void closingTheHintsWindowStopsItsSearch() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = atAHeroDecision();
        TableFrame f = openWithTheHeroSeated(session);
        onEdt(() -> f.hint().stages(List.of(4, 100_000)));
        onEdt(() -> f.hint().button().doClick());
        until(() -> f.hint().window() != null, "the first stage's answer");
        assertThat(read(() -> f.hint().searching())).as("still sharpening").isTrue();
        onEdt(() -> ((JButton) CardsReadableWindowTest.find(f.hint().window(), "hint-close")).doClick());
        assertThat(read(() -> f.hint().searching())).as("closing stops the search").isFalse();
        assertThat(read(() -> f.hint().button().isEnabled())).as("a hint may be asked again").isTrue();
        onEdt(f::dispose);
    }

    /** Every word a window shows: its labels, buttons and table cells. */
    private static String texts(java.awt.Container c) {
        StringBuilder b = new StringBuilder();
        for (JLabel l : CardsReadableWindowTest.components(c, JLabel.class)) {
            b.append(l.getText()).append('\n');
        }
        for (JButton x : CardsReadableWindowTest.components(c, JButton.class)) {
            b.append(x.getText()).append('\n');
        }
        for (JTable t : CardsReadableWindowTest.components(c, JTable.class)) {
            for (int r = 0; r < t.getRowCount(); r++) {
                for (int col = 0; col < t.getColumnCount(); col++) {
                    b.append(t.getValueAt(r, col)).append(' ');
                }
                b.append('\n');
            }
        }
        return b.toString();
    }

    @Test
    void aHintUnderWayIsWithdrawnWhenTheTablePassesToAnotherSeat() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = atAHeroDecision();
        TableFrame f = openWithTheHeroSeated(session);
        onEdt(() -> f.hint().button().doClick());
        assertThat(read(() -> f.hint().searching())).isTrue();
        onEdt(() -> {
            Ask ask = session.engine().current(session.state());
            f.choose(new HeuristicBot(RULES, 1).choose(session.engine().view(session.state(), ask.seat())));
        });
        assertThat(read(() -> f.hint().searching())).as("answering withdraws the hint").isFalse();
        assertThat(read(() -> f.handingOver())).as("the table passes to Sauron").isTrue();
        assertThat(read(() -> f.hint().button().isVisible())).as("no hint while the hero sees his last act").isFalse();
        onEdt(f::handOverNow);
        assertThat(read(() -> f.curtain().isVisible())).isTrue();
        assertThat(read(() -> f.hint().button().isVisible())).as("none beneath the curtain").isFalse();
        Thread.sleep(3_000); // the stopped search shows nothing, even once its play-outs end
        assertThat(read(() -> f.hint().window())).isNull();
        assertThat(read(() -> f.hint().advice())).isNull();
        onEdt(f::dispose);
    }

    @Test
    void aBotSeatIsNeverOfferedAHint() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = atAHeroDecision();
        AtomicReference<TableFrame> frame = new AtomicReference<>();
        onEdt(() -> {
            TableFrame f = new TableFrame(RULES, session, "no hint for a bot");
            f.botSpeed(5_000); // the bot waits: the table shows its turn
            f.botSeats().strength("thalin", Strength.EASY);
            f.setVisible(true);
            f.botPlays("thalin", true);
            frame.set(f);
        });
        TableFrame f = frame.get();
        assertThat(read(() -> f.hint().button().isVisible())).isFalse();
        onEdt(f::dispose);
    }
}
