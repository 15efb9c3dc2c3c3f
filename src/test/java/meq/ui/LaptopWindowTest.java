package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.read;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.Component;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.util.List;
import java.util.function.Predicate;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import meq.bots.HeuristicBot;
import meq.rules.Ask;
import meq.rules.words.GameLog;
import meq.session.Session;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The table on a laptop (1366x768 and 1280x720), at the moments a newcomer reads most: the hand-over with a long
 * "since your last turn", a fight, a hero's Travel.
 */
class LaptopWindowTest {
    private TableFrame f;
    private Session session;

    private void open(int width, int height, long seed) throws Exception {
        session = Session.of(OddsDialogTest.RULES, new GameLog(List.of("eleanor", "thalin"), seed, List.of()));
        onEdt(() -> {
            f = new TableFrame(OddsDialogTest.RULES, session, "laptop test");
            f.setBounds(0, 0, width, height);
            f.setVisible(true);
        });
    }

    /** Plays as the bot through the table (handing over, lifting the curtain) until the table shows what is wanted. */
    private void playUntil(HeuristicBot bot, Predicate<TableFrame> wanted) throws Exception {
        for (int i = 0; i < 3_000; i++) {
            if (read(() -> wanted.test(f))) {
                return;
            }
            if (read(() -> f.handingOver())) {
                onEdt(f::handOverNow);
            } else if (read(() -> f.curtain().isVisible())) {
                onEdt(() -> f.curtain().open());
            } else {
                Ask ask = session.engine().current(session.state());
                onEdt(() -> f.choose(bot.choose(session.engine().view(session.state(), ask.seat()))));
            }
        }
        throw new AssertionError("not reached in 3,000 steps");
    }

    /** The panel below the map (prompt, plots, hand, choices). */
    private Component south() {
        return CardsReadableWindowTest.find(f, "below-map");
    }

    /** How many of the log's lines are in sight. */
    private int logLinesInSight() {
        JList<?> log = (JList<?>) CardsReadableWindowTest.find(f, "log");
        Rectangle cell = log.getCellBounds(0, 0);
        return log.isShowing() && cell != null ? log.getVisibleRect().height / cell.height : 0;
    }

    @ParameterizedTest
    @CsvSource({"1366,768,8", "1280,720,8"})
    void theMomentsANewcomerReadsAreWholeOnALaptop(int width, int height, int logLines) throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        open(width, height, 41);
        HeuristicBot bot = new HeuristicBot(OddsDialogTest.RULES, 5);
        String size = width + "x" + height;
        // a hero taking the table after Sauron's whole turn: a long catch-up
        playUntil(bot, t -> t.catchUp().lines().size() > 14);
        onEdt(f::validate);
        shoot(f, "laptop-catchup-" + size);
        onEdt(() -> {
            JScrollPane lines = f.catchUp().scroll();
            Rectangle seen = lines.getViewport().getViewRect();
            int all = lines.getViewport().getView().getHeight();
            assertThat(all).as("more lines than the room over the map at %s: they scroll", size)
                    .isGreaterThan(seen.height);
            assertThat(seen.y + seen.height).as("the newest line is in sight at %s", size).isEqualTo(all);
            Rectangle panel = SwingUtilities.convertRectangle(f.catchUp().getParent(), f.catchUp().getBounds(),
                    f.map());
            assertThat(new Rectangle(f.map().getSize()).contains(panel)).as("the catch-up stands on the map").isTrue();
        });
        int southAtCatchUp = read(() -> south().getHeight());
        int mapAtCatchUp = read(() -> f.map().getHeight());
        onEdt(() -> f.catchUp().dismiss());
        playUntil(bot, t -> t.prompt().getText().contains(": Travel") && !t.curtain().isVisible());
        onEdt(f::validate);
        shoot(f, "laptop-travel-" + size);
        assertThat(read(() -> south().getHeight())).as("the panel below the map keeps its height at %s", size)
                .isEqualTo(southAtCatchUp);
        assertThat(read(this::logLinesInSight)).as("log lines in sight at %s", size)
                .isGreaterThanOrEqualTo(logLines);
        onEdt(() -> {
            PlotTrackPanel plots = CardsReadableWindowTest.components(f, PlotTrackPanel.class).get(0);
            for (CardView c : CardsReadableWindowTest.components(plots, CardView.class)) {
                assertThat(c.titlePx()).as("%s's title on the screen at %s", c.face().title(), size)
                        .isGreaterThanOrEqualTo((float) CardView.LEGIBLE_PX);
            }
        });
        // the second hero deciding: his sheet is the one in sight
        HeroSheets sheets = read(() -> CardsReadableWindowTest.components(f, HeroSheets.class).get(0));
        playUntil(bot, t -> sheets.deciding() == 1 && t.view().question().ask() != null && !t.curtain().isVisible());
        Thread.sleep(100); // the sheets scroll once laid out
        onEdt(f::validate);
        shoot(f, "laptop-second-hero-" + size);
        onEdt(() -> {
            Rectangle seen = sheets.getVisibleRect();
            int top = sheets.getInsets().top + HeroSheets.SHEET;
            assertThat(seen.y).as("the deciding hero's sheet is in sight at %s", size).isLessThanOrEqualTo(top);
            assertThat(seen.y + seen.height).isGreaterThanOrEqualTo(top + HeroSheets.SHEET - 6);
        });
        playUntil(bot, t -> t.view() != null && t.view().question().fight() != null && t.view().question().ask() != null
                && !t.curtain().isVisible());
        onEdt(f::validate);
        shoot(f, "laptop-fight-" + size);
        assertThat(read(() -> south().getHeight())).as("a fight does not make the panel below the map taller")
                .isEqualTo(southAtCatchUp);
        assertThat(read(() -> f.map().getHeight())).as("nor the map jump").isEqualTo(mapAtCatchUp);
        assertThat(read(this::logLinesInSight)).as("the log stays in sight during a fight at %s", size)
                .isGreaterThanOrEqualTo(logLines);
        onEdt(f::dispose);
    }
}
