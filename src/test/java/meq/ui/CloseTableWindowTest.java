package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.GraphicsEnvironment;
import java.awt.Window;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import meq.rules.Rules;
import meq.rules.words.GameLog;
import meq.session.Session;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Game > Close table returns to the start screen (a game with nothing unsaved closes without a question); the Game
 * menu holds New game or open and Quit as items of their own; the start screen closed choosing nothing ends meq.
 */
class CloseTableWindowTest {
    private static final Rules RULES = OddsDialogTest.RULES;
    private final Runnable quitBefore = GameWindow.quit;

    @AfterEach
    void close() throws Exception {
        GameWindow.quit = quitBefore;
        onEdt(() -> {
            for (Window w : Window.getWindows()) {
                if (w instanceof StartDialog || w instanceof TableFrame) {
                    w.dispose();
                }
            }
        });
    }

    private static StartDialog startShowing() throws Exception {
        for (int i = 0; i < 100; i++) {
            AtomicReference<StartDialog> d = new AtomicReference<>();
            onEdt(() -> {
                for (Window w : Window.getWindows()) {
                    if (w instanceof StartDialog s && s.isShowing()) {
                        d.set(s);
                    }
                }
            });
            if (d.get() != null) {
                return d.get();
            }
            Thread.sleep(50);
        }
        return null;
    }

    @Test
    void closeTableReturnsToTheStartScreenAndQuitIsAnItemOfItsOwn() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        AtomicBoolean quit = new AtomicBoolean();
        GameWindow.quit = () -> quit.set(true);
        Session session = Session.of(RULES, new GameLog(List.of("eleanor", "thalin"), 3, List.of()));
        AtomicReference<TableFrame> t = new AtomicReference<>();
        onEdt(() -> {
            TableFrame f = GameWindow.table(RULES, new StartDialog.Choice(session, "close table test"));
            f.setBounds(0, 0, 1366, 768);
            f.setVisible(true);
            t.set(f);
        });
        TableFrame f = t.get();
        AtomicReference<List<String>> items = new AtomicReference<>();
        onEdt(() -> {
            JMenu game = f.getJMenuBar().getMenu(0);
            List<String> words = new java.util.ArrayList<>();
            for (int i = 0; i < game.getItemCount(); i++) {
                JMenuItem item = game.getItem(i);
                if (item != null) {
                    words.add(item.getText());
                }
            }
            items.set(words);
        });
        assertThat(items.get()).contains("New game or open...", "Close table", "Quit");

        onEdt(f::closeTable); // nothing unsaved in a game not begun: no question
        StartDialog start = startShowing();
        assertThat(start).as("the start screen opens again").isNotNull();
        assertThat(f.isDisplayable()).as("the table is closed").isFalse();
        assertThat(quit.get()).isFalse();

        onEdt(start::dispose); // closed choosing nothing: meq ends
        for (int i = 0; i < 100 && !quit.get(); i++) {
            Thread.sleep(50);
        }
        assertThat(quit.get()).isTrue();
    }
}
