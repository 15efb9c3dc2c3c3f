package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.read;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.Component;
import java.awt.Container;
import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.ToolTipManager;
import meq.board.Location;
import meq.rules.Rules;
import meq.rules.words.GameLog;
import meq.session.Session;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Hovering a part of the table shows what it is, and F1 pressed while the pointer rests on it opens How to play at
 * that part's page; the Reference menu holds the characters as cards.
 */
class TableHoversWindowTest {
    private static final Rules RULES = OddsDialogTest.RULES;
    private static final Path SHOTS = Path.of("target", "screenshots");
    private TableFrame f;
    private int initialDelay;

    @AfterEach
    void close() throws Exception {
        onEdt(() -> ToolTipManager.sharedInstance().setInitialDelay(initialDelay));
        TableWindowTest.closeAll(f);
    }

    /** The first component of this type inside a container. */
    static <T> T find(Container in, Class<T> type) {
        for (Component c : in.getComponents()) {
            if (type.isInstance(c)) {
                return type.cast(c);
            }
            if (c instanceof Container inner) {
                T t = find(inner, type);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }

    /** Rests the pointer on a point of a component until its tooltip shows, then captures the screen around it. */
    private static void hoverAndShoot(Robot robot, Component c, Point at, String name) throws Exception {
        Point p = read(() -> {
            Point s = c.getLocationOnScreen();
            return new Point(s.x + at.x, s.y + at.y);
        });
        robot.mouseMove(p.x - 3, p.y - 3);
        robot.mouseMove(p.x, p.y);
        robot.waitForIdle();
        Thread.sleep(600);
        robot.waitForIdle();
        Rectangle around = new Rectangle(Math.max(0, p.x - 420), Math.max(0, p.y - 60), 840, 400);
        Files.createDirectories(SHOTS);
        ImageIO.write(robot.createScreenCapture(around), "png", SHOTS.resolve(name + ".png").toFile());
    }

    /** Presses F1 where the pointer rests and returns the page How to play opens at. */
    private String f1(Robot robot) throws Exception {
        focus(robot);
        robot.keyPress(KeyEvent.VK_F1);
        robot.keyRelease(KeyEvent.VK_F1);
        robot.waitForIdle();
        HowToPlayWindow w = null;
        for (int i = 0; i < 100 && w == null; i++) {
            w = read(HowToPlayWindow::showing);
            Thread.sleep(50);
        }
        assertThat(w).as("F1 opens How to play").isNotNull();
        HowToPlayWindow open = w;
        String page = read(() -> open.current().id());
        onEdt(open::dispose);
        focus(robot); // with no window manager (Xvfb) the focus does not go back to the table by itself
        return page;
    }

    /** The table focused (tooltips show only in the focused application, keys go to it). */
    private void focus(Robot robot) throws Exception {
        onEdt(() -> {
            f.toFront();
            f.requestFocus();
        });
        for (int i = 0; i < 100 && !read(f::isFocused); i++) {
            Thread.sleep(50);
        }
        robot.waitForIdle();
    }

    @Test
    void f1OverAPartOpensItsPageAndItsTooltipSaysWhatItIs() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = Session.of(RULES, new GameLog(List.of("eleanor", "thalin"), 3, List.of()));
        onEdt(() -> {
            initialDelay = ToolTipManager.sharedInstance().getInitialDelay();
            ToolTipManager.sharedInstance().setInitialDelay(100);
        });
        f = TableWindowTest.table(RULES, session, "hover test", 1366, 768);
        Robot robot = new Robot();
        robot.setAutoDelay(20);
        robot.waitForIdle();
        Thread.sleep(Curtain.GUARD_MS);
        TracksPanel tracks = read(() -> find(f.getContentPane(), TracksPanel.class));
        MapPanel map = read(() -> find(f.getContentPane(), MapPanel.class));

        // an action track's second space: what it is, whether taken, what it gives now
        Point space = new Point(10 + 26 + 11, 146);
        String words = read(() -> tracks.getToolTipText(new java.awt.event.MouseEvent(tracks, 0, 0, 0, space.x,
                space.y, 0, false)));
        assertThat(words).contains("Place Influence, space 2: 5").contains("F1: How to play, The Action step");
        hoverAndShoot(robot, tracks, space, "hover-action-space");
        assertThat(f1(robot)).as("F1 over an action space").isEqualTo("action-tracks");

        // the story track's start space, where the markers stand
        Point start = new Point(10 + 8, 40);
        assertThat(read(() -> tracks.hoverAt(start).html())).contains("green marker").contains("F1: How to play, The Story Track");
        hoverAndShoot(robot, tracks, start, "hover-story-track");
        assertThat(f1(robot)).as("F1 over the story track").isEqualTo("story-track");

        // the Shadow Pool, and a path on the map
        hoverAndShoot(robot, tracks, new Point(read(tracks::getWidth) - 40, 98), "hover-shadow-pool");
        assertThat(f1(robot)).isEqualTo("shadow-pool");
        onEdt(() -> map.zoom(2));
        Location bree = RULES.board().location("bree");
        Location weathertop = RULES.board().location("weathertop");
        Point badge = read(() -> {
            Point a = map.screenPoint(bree);
            Point b = map.screenPoint(weathertop);
            return new Point((a.x + b.x) / 2, (a.y + b.y) / 2);
        });
        assertThat(read(() -> map.hoverAt(badge).html())).contains("Path Bree – Weathertop");
        hoverAndShoot(robot, map, badge, "hover-path");
        assertThat(f1(robot)).as("F1 over a path's icon").isEqualTo("travel");

        // away from every part (the menu bar), F1 opens How to play where it was left: the first page, new
        robot.mouseMove(read(() -> f.getLocationOnScreen().x + 900), read(() -> f.getJMenuBar().getLocationOnScreen().y
                + 5));
        robot.waitForIdle();
        assertThat(read(() -> Hovered.pageUnderPointer(f))).isNull();
    }

    @Test
    void theReferenceMenuHoldsTheCharactersAsCards() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = Session.of(RULES, new GameLog(List.of("eleanor", "thalin"), 3, List.of()));
        onEdt(() -> {
            initialDelay = ToolTipManager.sharedInstance().getInitialDelay();
            f = new TableFrame(RULES, session, "reference test");
            f.setBounds(0, 0, 1366, 768);
            f.setVisible(true);
        });
        JMenu characters = read(() -> {
            for (int i = 0; i < f.getJMenuBar().getMenuCount(); i++) {
                JMenu m = f.getJMenuBar().getMenu(i);
                if ("reference".equals(m.getName())) {
                    return HowToPlayWindowTest.find(m.getPopupMenu(), "reference-characters", JMenu.class);
                }
            }
            return null;
        });
        assertThat(characters).as("Reference > Characters").isNotNull();
        List<String> titles = new ArrayList<>();
        onEdt(() -> {
            for (int i = 0; i < characters.getItemCount(); i++) {
                titles.add(characters.getItem(i).getText());
            }
        });
        assertThat(titles).hasSize(RULES.data().cards().characters().size()).contains("Gandalf", "Thranduil");
        JMenuItem gandalf = read(() -> characters.getItem(titles.indexOf("Gandalf")));
        onEdt(gandalf::doClick);
        LargeCard card = read(LargeCard::showing);
        assertThat(card).as("Gandalf's card opens large").isNotNull();
        assertThat(read(() -> card.face().kind())).isEqualTo("Character");
        assertThat(read(() -> card.face().text())).contains("wisdom");
        TableWindowTest.shoot(card, "reference-character");
    }
}
