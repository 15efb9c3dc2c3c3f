package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.read;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.GraphicsEnvironment;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import meq.bots.HeuristicBot;
import meq.data.Tips;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.engine.StepNames;
import meq.rules.words.GameLog;
import meq.session.Session;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Teach me as we play: the first time each kind of question reaches a seat its tip shows over the map, and not
 * again for that seat, nor does a moment's tip, shown the first time its moment comes to a seat; Read more opens
 * its How to play page; turned off, no tip shows.
 */
class TipsWindowTest {
    private static final Rules RULES = OddsDialogTest.RULES;
    private TableFrame f;
    private boolean tipsBefore;


    @AfterEach
    void close() throws Exception {
        Settings.tips(tipsBefore);
        onEdt(() -> {
            if (HowToPlayWindow.showing() != null) {
                HowToPlayWindow.showing().dispose();
            }
            if (f != null) {
                f.dispose();
            }
        });
    }

    private Session open() throws Exception {
        tipsBefore = Settings.tips();
        Settings.tips(true);
        Session session = Session.of(RULES, new GameLog(List.of("eleanor", "thalin"), 11, List.of()));
        f = TableWindowTest.table(RULES, session, "tips test", 1366, 768);
        return session;
    }

    @Test
    void aTipShowsTheFirstTimeEachKindOfQuestionReachesASeatAndNotAgain() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = open();
        Tips tips = Tips.bundled();
        HeuristicBot bot = new HeuristicBot(RULES, 5);
        Set<String> told = new HashSet<>();
        int shown = 0;
        int moments = 0;
        boolean lookedAt = false;
        for (int i = 0; i < 400; i++) {
            onEdt(() -> {
                if (f.handingOver()) {
                    f.handOverNow();
                }
                if (f.curtain().isVisible()) {
                    f.curtain().open();
                }
            });
            Ask ask = session.engine().current(session.state());
            if (ask == null) {
                break;
            }
            String step = StepNames.asking(session.state());
            Tips.Tip expected = tips.forStep(step, ask.seat().sauron());
            Tips.Tip showing = read(() -> f.tip().showing());
            String key = ask.seat().id() + "|" + (expected == null ? "" : expected.step() + "|" + expected.seat());
            if (expected != null && told.add(key)) {
                assertThat(showing).as("the first %s question for %s", step, ask.seat().id()).isSameAs(expected);
                shown++;
                if (!lookedAt) {
                    shoot(f, "tip");
                    onEdt(() -> f.tip().readMore());
                    assertThat(read(() -> HowToPlayWindow.showing().current().id())).isEqualTo(expected.page());
                    onEdt(() -> HowToPlayWindow.showing().dispose());
                    lookedAt = true;
                }
                onEdt(() -> f.tip().dismiss()); // Got it
            } else {
                // no tip of this question again; a moment's tip the first time its moment comes to this seat
                Tips.Tip moment = TipMoments.now(session.engine().view(session.state(), ask.seat()), step).stream()
                        .map(tips::forMoment).filter(t -> !told.contains(ask.seat().id() + "|moment " + t.moment()))
                        .findFirst().orElse(null);
                assertThat(showing).as("at %s's %s", ask.seat().id(), step).isSameAs(moment);
                if (moment != null) {
                    told.add(ask.seat().id() + "|moment " + moment.moment());
                    moments++;
                    onEdt(() -> f.tip().dismiss());
                }
            }
            onEdt(() -> f.choose(bot.choose(session.engine().view(session.state(), ask.seat()))));
        }
        assertThat(shown).as("tips told in the first rounds").isGreaterThanOrEqualTo(8);
        // Sauron's Shadow cards from setup, and each hero's first Travel
        assertThat(moments).as("moments' tips told in the first rounds").isEqualTo(3);
    }

    @Test
    void withTipsTurnedOffNoTipShows() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = open();
        onEdt(() -> f.tip().turnOff()); // No more tips
        assertThat(Settings.tips()).isFalse();
        HeuristicBot bot = new HeuristicBot(RULES, 5);
        for (int i = 0; i < 60; i++) {
            onEdt(() -> {
                if (f.handingOver()) {
                    f.handOverNow();
                }
                if (f.curtain().isVisible()) {
                    f.curtain().open();
                }
            });
            assertThat(read(() -> f.tip().showing())).isNull();
            Ask ask = session.engine().current(session.state());
            onEdt(() -> f.choose(bot.choose(session.engine().view(session.state(), ask.seat()))));
        }
    }
}
