package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.read;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.GraphicsEnvironment;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import meq.bots.HeuristicBot;
import meq.data.Tips;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.engine.StepNames;
import meq.rules.words.GameLog;
import meq.session.Session;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A newcomer's first three rounds of a 3-player game at 1366x768 with "Teach me as we play" on: every new kind of
 * question reaches its seat with its tip showing, and is pictured (target/screenshots/walk-*.png, listed with the
 * prompt each showed in walk.txt) so that the walk can be looked at picture by picture.
 */
class NewcomerWalkWindowTest {
    private static final Rules RULES = OddsDialogTest.RULES;
    private TableFrame f;
    private boolean tipsBefore;

    @AfterEach
    void close() throws Exception {
        Settings.tips(tipsBefore);
        onEdt(() -> {
            if (f != null) {
                f.dispose();
            }
        });
    }

    @ParameterizedTest(name = "Sauron asked only when he could play a card: {0}")
    @ValueSource(booleans = {true, false})
    void threeRoundsAtALaptopsSizeTipEachNewKindOfQuestionOnce(boolean onlyWhenPlayable) throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        tipsBefore = Settings.tips();
        Settings.tips(true);
        Session session = Session.of(RULES, new GameLog(List.of("eleanor", "thalin"), 21, List.of())
                .withNames(Map.of("sauron", "Anna", "eleanor", "Bob", "thalin", "Cy"))
                .withOrders(GameLog.ShadowOrders.everyTiming(RULES, onlyWhenPlayable))); // as the new-game screen
        String mode = onlyWhenPlayable ? "walk" : "walk-strict";
        f = TableWindowTest.table(RULES, session, "a newcomer's walk", 1366, 768);
        Tips tips = Tips.bundled();
        HeuristicBot bot = new HeuristicBot(RULES, 21);
        Set<String> kinds = new LinkedHashSet<>();
        List<String> walk = new ArrayList<>();
        boolean catchUpShot = false;
        int handOvers = 0;
        for (int i = 0; i < 2_000 && session.state().turn <= 3 && session.state().winner == null; i++) {
            if (read(f::handingOver)) {
                onEdt(f::handOverNow);
                handOvers++;
            }
            if (read(() -> f.curtain().isVisible())) {
                onEdt(() -> f.curtain().open());
            }
            if (!catchUpShot && read(() -> f.catchUp().isVisible()) && session.state().turn >= 2) {
                shoot(f, mode + "-catch-up");
                walk.add(mode + "-catch-up.png: since your last turn, round " + session.state().turn);
                catchUpShot = true;
            }
            Ask ask = session.engine().current(session.state());
            if (ask == null) {
                break;
            }
            String step = StepNames.asking(session.state());
            String side = ask.seat().sauron() ? "sauron" : "hero";
            if (kinds.add(side + " " + step)) {
                Tips.Tip expected = tips.forStep(step, ask.seat().sauron());
                Tips.Tip showing = read(() -> f.tip().showing());
                assertThat(showing).as("a tip at the first %s question of a %s", step, side).isNotNull();
                assertThat(showing).isSameAs(expected);
                if (read(() -> f.reveals().pending())) {
                    // a card come to light is read first; the tip waits for it, not under it
                    assertThat(read(() -> f.tip().isVisible())).as("the tip waits behind a reveal").isFalse();
                    onEdt(() -> f.reveals().dismissAll());
                }
                assertThat(read(() -> f.tip().isVisible())).as("the tip on the screen at %s", step).isTrue();
                String name = String.format(mode + "-%02d-%s-%s", kinds.size(), side, step);
                shoot(f, name);
                walk.add(name + ".png: " + read(() -> f.prompt().getText()) + " | tip: " + showing.text());
                onEdt(() -> f.tip().dismiss());
            }
            onEdt(() -> f.choose(bot.choose(session.engine().view(session.state(), ask.seat()))));
        }
        Files.createDirectories(TableWindowTest.SHOTS);
        walk.add(handOvers + " hand-overs in three rounds");
        Files.write(TableWindowTest.SHOTS.resolve(mode + ".txt"), walk);
        assertThat(session.state().turn).as("three whole rounds played").isGreaterThan(3);
        assertThat(kinds.size()).as("kinds of question met in three rounds").isGreaterThanOrEqualTo(10);
    }
}
