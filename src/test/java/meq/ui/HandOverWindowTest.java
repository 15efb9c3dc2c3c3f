package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.GraphicsEnvironment;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import meq.bots.HeuristicBot;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.words.GameLog;
import meq.session.Session;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * The hand-over: when the seat changes, the seat that acted sees what its last act did (its own view, nothing to
 * choose) and hands over with a button or Enter; then the curtain; then the next seat is told what happened since
 * its last turn.
 */
class HandOverWindowTest {
    private TableFrame f;

    private <T> T read(Supplier<T> s) throws Exception {
        AtomicReference<T> out = new AtomicReference<>();
        onEdt(() -> out.set(s.get()));
        return out.get();
    }

    private Session open(long seed) throws Exception {
        Rules rules = OddsDialogTest.RULES;
        Session session = Session.of(rules, new GameLog(List.of("eleanor", "thalin"), seed, List.of()));
        onEdt(() -> {
            f = new TableFrame(rules, session, "hand-over test");
            f.setBounds(0, 0, 1600, 1000);
            f.setVisible(true);
        });
        return session;
    }

    /** Answers as the bot would through the table until the seat changes; returns the seat that acted. */
    private Seat playUntilHandOver(Session session, HeuristicBot bot) throws Exception {
        for (int i = 0; i < 2_000; i++) {
            if (read(() -> f.curtain().isVisible())) {
                onEdt(() -> f.curtain().open());
            }
            if (read(() -> f.handingOver())) {
                return read(() -> f.view().seat());
            }
            Ask ask = session.engine().current(session.state());
            onEdt(() -> f.choose(bot.choose(session.engine().view(session.state(), ask.seat()))));
        }
        throw new AssertionError("no hand-over in 2,000 answers");
    }

    @Test
    void theSeatThatActedSeesItsLastActThenHandsOverAndTheCurtainFalls() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = open(31);
        HeuristicBot bot = new HeuristicBot(OddsDialogTest.RULES, 2);
        Seat acted = playUntilHandOver(session, bot);
        Seat next = session.engine().current(session.state()).seat();
        assertThat(next).isNotEqualTo(acted);
        assertThat(read(() -> f.curtain().isVisible())).as("no curtain yet").isFalse();
        assertThat(read(() -> f.view().seat())).as("the screen still shows the seat that acted").isEqualTo(acted);
        assertThat(read(() -> f.view().question().ask())).as("which has nothing to answer").isNull();
        assertThat(read(() -> f.choiceButtons())).isEmpty();
        assertThat(read(() -> f.handCards().stream().noneMatch(CardView::isChoosable))).isTrue();
        assertThat(read(() -> f.handOverButton().isVisible())).isTrue();
        assertThat(read(() -> f.handOverButton().getText())).startsWith("Hand over to ");
        assertThat(read(() -> f.prompt().getText())).contains("hand over to");
        int actions = session.log().actions().size();
        // the button pressed at once (the same click as the last answer) is not a hand-over
        onEdt(() -> f.handOverButton().doClick());
        assertThat(read(() -> f.handingOver())).as("a click inside the guard is the last answer's").isTrue();
        Thread.sleep(Curtain.GUARD_MS + 50);
        onEdt(() -> f.handOverButton().doClick());
        assertThat(read(() -> f.handingOver())).isFalse();
        assertThat(read(() -> f.curtain().isVisible())).as("then the curtain falls for the next seat").isTrue();
        assertThat(session.log().actions()).as("handing over answers nothing").hasSize(actions);
        onEdt(() -> f.curtain().open());
        assertThat(read(() -> f.view().seat())).isEqualTo(next);
        onEdt(f::dispose);
    }

    @Test
    void theNextSeatIsToldWhatHappenedSinceItsLastTurnInTheLogsOwnPublicWords() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = open(32);
        HeuristicBot bot = new HeuristicBot(OddsDialogTest.RULES, 3);
        boolean told = false;
        for (int round = 0; round < 12 && !told; round++) {
            playUntilHandOver(session, bot);
            if (round == 0) {
                shoot(f, "handover-step");
            }
            onEdt(f::handOverNow);
            onEdt(() -> f.curtain().open());
            List<String> lines = read(() -> f.catchUp().lines());
            List<String> log = read(() -> f.logLines());
            if (!lines.isEmpty() && round > 0) {
                told = true;
                assertThat(log).as("every line told is one of the table's log lines (no secret)").containsAll(lines);
                assertThat(lines.get(lines.size() - 1)).as("oldest first, the newest last").isEqualTo(log.get(0));
                shoot(f, "handover-catchup");
                onEdt(() -> f.catchUp().dismiss());
                assertThat(read(() -> f.catchUp().isVisible())).isFalse();
            }
        }
        assertThat(told).as("a seat was told what happened since its last turn").isTrue();
        onEdt(f::dispose);
    }

    @Test
    void theHandOverIsNoWayToTakeBackAnotherSeatsMove() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = open(33);
        HeuristicBot bot = new HeuristicBot(OddsDialogTest.RULES, 4);
        for (int i = 0; i < 5; i++) {
            playUntilHandOver(session, bot);
            // the engine asks the next seat already: an undo now would let one seat take back for another
            assertThat(session.whyNoUndo()).as("undo is refused at the hand-over").isNotNull();
            onEdt(f::handOverNow);
        }
        onEdt(f::dispose);
    }
}
