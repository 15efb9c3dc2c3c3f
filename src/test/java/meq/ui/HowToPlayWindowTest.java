package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.read;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.Component;
import java.awt.Container;
import java.awt.GraphicsEnvironment;
import java.awt.Robot;
import java.awt.event.KeyEvent;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.JMenu;
import javax.swing.SwingUtilities;
import meq.data.HowToPlay;
import meq.rules.Rules;
import meq.rules.words.GameLog;
import meq.session.Session;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * How to play opens from F1 and the Help menu at the table, and from F1 and its button on the start screen; its
 * pages are searched, linked and walked back; a card it names opens large.
 */
class HowToPlayWindowTest {
    private static final Rules RULES = OddsDialogTest.RULES;
    private TableFrame f;
    private StartDialog start;


    @AfterEach
    void close() throws Exception {
        TableWindowTest.closeAll(f, start);
    }

    private static void press(Robot robot, int key) {
        robot.keyPress(key);
        robot.keyRelease(key);
        robot.waitForIdle();
    }

    /** Waits (a few seconds at most) for How to play to show. */
    private static HowToPlayWindow shown() throws Exception {
        for (int i = 0; i < 100; i++) {
            HowToPlayWindow w = read(HowToPlayWindow::showing);
            if (w != null) {
                return w;
            }
            Thread.sleep(50);
        }
        return null;
    }

    @Test
    void atTheTableF1OpensHowToPlayWhoseLinksSearchAndBackWork() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = Session.of(RULES, new GameLog(List.of("eleanor", "thalin"), 3, List.of()));
        f = TableWindowTest.table(RULES, session, "how to play test", 1366, 768);
        Robot robot = new Robot();
        robot.setAutoDelay(20);
        robot.waitForIdle();
        Thread.sleep(Curtain.GUARD_MS);
        // the pointer on the menu bar, over no part of the table (F1 over one opens that part's page)
        robot.mouseMove(read(() -> f.getLocationOnScreen().x + 900), read(() -> f.getJMenuBar().getLocationOnScreen().y
                + 5));
        press(robot, KeyEvent.VK_F1);
        HowToPlayWindow w = shown();
        assertThat(w).as("F1 opens How to play").isNotNull();
        assertThat(read(w::getOwner)).isSameAs(f);
        HowToPlay book = HowToPlay.bundled();
        assertThat(read(w::current)).isEqualTo(book.pages().get(0));
        assertThat(read(w::listed)).hasSize(book.pages().size());
        shoot(w, "how-to-play");

        // a link to another page, then Back
        HowToPlay.Page linking = book.pages().stream().filter(p -> !HowToPlay.links(p.text()).isEmpty()).findFirst()
                .orElseThrow();
        onEdt(() -> w.follow("page:" + linking.id()));
        String target = HowToPlay.links(linking.text()).get(0);
        assertThat(read(w::pageText)).contains("href=\"page:" + target + "\"");
        onEdt(() -> w.follow("page:" + target));
        assertThat(read(w::current).id()).isEqualTo(target);
        onEdt(() -> find(w, "how-to-play-back", AbstractButton.class).doClick());
        assertThat(read(w::current)).isEqualTo(linking);

        // a search lists only the pages holding its words and shows the first of them
        onEdt(() -> w.searchFor("Shadow Pool"));
        List<String> found = book.search("Shadow Pool").stream().map(HowToPlay.Page::title).toList();
        assertThat(read(w::listed)).isEqualTo(found).hasSizeLessThan(book.pages().size());
        assertThat(found).contains(read(w::current).title());
        shoot(w, "how-to-play-search");

        // a card the page names opens large
        HowToPlay.Page withCards = book.pages().stream().filter(p -> !p.cards().isEmpty()).findFirst().orElse(null);
        if (withCards != null) {
            onEdt(() -> w.follow("card:" + withCards.cards().get(0)));
            assertThat(read(LargeCard::showing)).as("the card " + withCards.cards().get(0) + " opens large").isNotNull();
        }

        // the Help menu holds it too, with F1 beside it
        JMenu help = read(() -> {
            for (int i = 0; i < f.getJMenuBar().getMenuCount(); i++) {
                if ("help".equals(f.getJMenuBar().getMenu(i).getName())) {
                    return f.getJMenuBar().getMenu(i);
                }
            }
            return null;
        });
        assertThat(help).isNotNull();
        assertThat(read(() -> help.getItem(0).getText())).isEqualTo("How to play");
        assertThat(read(() -> help.getItem(0).getAccelerator().getKeyCode())).isEqualTo(KeyEvent.VK_F1);
    }

    @Test
    void onTheStartScreenItsButtonAndF1OpenHowToPlay() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        onEdt(() -> start = new StartDialog(null, RULES));
        SwingUtilities.invokeLater(() -> start.setVisible(true)); // modal: it keeps the event thread's loop
        Robot robot = new Robot();
        robot.setAutoDelay(20);
        for (int i = 0; i < 100 && !read(start::isShowing); i++) {
            Thread.sleep(50);
        }
        robot.waitForIdle();
        onEdt(() -> find(start, "how-to-play-button", AbstractButton.class).doClick());
        HowToPlayWindow w = shown();
        assertThat(w).as("the start screen's button opens How to play").isNotNull();
        assertThat(read(w::getOwner)).isSameAs(start);
        shoot(start, "start-how-to-play-button");
        onEdt(w::dispose);
        onEdt(() -> {
            start.toFront();
            start.requestFocus();
        });
        for (int i = 0; i < 100 && !read(start::isFocused); i++) {
            Thread.sleep(50);
        }
        robot.waitForIdle();
        press(robot, KeyEvent.VK_F1);
        assertThat(shown()).as("F1 on the start screen opens it too").isNotNull();
    }

    /** The component of that name and type inside a window. */
    static <T> T find(Container in, String name, Class<T> type) {
        for (Component c : in.getComponents()) {
            if (name.equals(c.getName()) && type.isInstance(c)) {
                return type.cast(c);
            }
            if (c instanceof Container inner) {
                T t = find(inner, name, type);
                if (t != null) {
                    return t;
                }
            }
        }
        if (in instanceof javax.swing.JComponent j && j.getClientProperty("JTabbedPane.trailingComponent") instanceof Container trailing) {
            if (name.equals(trailing.getName()) && type.isInstance(trailing)) {
                return type.cast(trailing);
            }
        }
        return null;
    }
}
