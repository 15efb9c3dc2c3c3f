package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JButton;
import javax.swing.SwingUtilities;
import meq.bots.HeuristicBot;
import meq.rules.Ask;
import meq.rules.words.GameLog;
import meq.session.Session;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The table at 1280x720, 1366x768 and 1600x1000: the hand's cards whole, enough choices, the map the main room. */
class SmallScreenWindowTest {
    @ParameterizedTest
    @CsvSource({"1280,720", "1366,768", "1600,1000"})
    void theTableIsPlayableAtThisSize(int width, int height) throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = Session.of(OddsDialogTest.RULES, new GameLog(List.of("eleanor", "thalin"), 3, List.of()));
        AtomicReference<TableFrame> frame = new AtomicReference<>();
        onEdt(() -> {
            TableFrame f = new TableFrame(OddsDialogTest.RULES, session, "size test");
            f.setBounds(0, 0, width, height);
            f.setVisible(true);
            frame.set(f);
        });
        TableFrame f = frame.get();
        // to a hero's Travel: a full hand and a long list of moves
        HeuristicBot bot = new HeuristicBot(OddsDialogTest.RULES, 3);
        for (int i = 0; i < 400; i++) {
            onEdt(() -> {
                if (f.handingOver()) {
                    f.handOverNow();
                }
                if (f.curtain().isVisible()) {
                    f.curtain().open();
                }
            });
            AtomicReference<String> prompt = new AtomicReference<>();
            onEdt(() -> prompt.set(f.prompt().getText()));
            if (prompt.get().contains(": Travel")) {
                break;
            }
            Ask ask = session.engine().current(session.state());
            onEdt(() -> f.choose(bot.choose(session.engine().view(session.state(), ask.seat()))));
        }
        onEdt(() -> {
            f.catchUp().dismiss(); // read, as a player clicks "Got it"
            f.validate();
        });
        shoot(f, "table-" + width + "x" + height);
        onEdt(() -> {
            assertThat(f.prompt().getText()).contains(": Travel");
            for (CardView c : f.handCards()) {
                Rectangle shown = SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), f.getContentPane());
                Rectangle visible = c.getVisibleRect();
                if (visible.width == 0) {
                    continue; // further along the hand: reached by its scroll bar, whole
                }
                assertThat(visible.height).as("%s is not cut at %dx%d", c.face().title(), width, height)
                        .isEqualTo(c.getHeight());
                assertThat(shown.y + shown.height).isLessThanOrEqualTo(f.getContentPane().getHeight());
            }
            List<JButton> choices = f.choiceButtons();
            int rows = f.choices().scroll().getViewport().getHeight() / choices.get(0).getPreferredSize().height;
            assertThat(rows).as("choices shown at once at %dx%d", width, height).isGreaterThanOrEqualTo(4);
            assertThat(f.map().getWidth() * f.map().getHeight()).as("the map is the main room")
                    .isGreaterThan(width * height / 3);
            HeroSheets sheets = CardsReadableWindowTest.components(f, HeroSheets.class).get(0);
            assertThat(sheets.getVisibleRect().width).as("the hero sheets are whole at %dx%d", width, height)
                    .isGreaterThanOrEqualTo(320);
        });
        onEdt(f::dispose);
    }
}
