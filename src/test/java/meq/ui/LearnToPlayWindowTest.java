package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.read;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.Component;
import java.awt.Container;
import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.awt.Robot;
import java.awt.event.InputEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.WindowConstants;
import meq.bots.HeuristicBot;
import meq.data.Lessons;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.words.Guide;
import meq.rules.words.GameLog;
import meq.session.Session;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Learn to play from the start screen: its tab lists a guide for each side; Start opens the guide's table with the
 * bot on the other seats; each lesson shows in the tip's place when its question comes, its suggested choice marked;
 * a click on the marked choice closes it, another choice is told as such, and Read more opens the lesson's page.
 */
class LearnToPlayWindowTest {
    private static final Rules RULES = OddsDialogTest.RULES;
    private TableFrame f;
    private StartDialog start;

    @AfterEach
    void close() throws Exception {
        onEdt(() -> {
            if (HowToPlayWindow.showing() != null) {
                HowToPlayWindow.showing().dispose();
            }
            if (f != null) {
                f.dispose();
            }
            if (start != null) {
                start.dispose();
            }
        });
    }

    /** Opens the Learn to play tab from its button under the tabs and starts the guide of that number. */
    private Session open(int guide) throws Exception {
        onEdt(() -> {
            start = new StartDialog(null, RULES);
            start.addNotify();
            start.setSize(760, 520);
            start.validate();
            JButton learn = find(start.getContentPane(), JButton.class, "learn-button");
            learn.doClick();
        });
        assertThat(start.shownTab()).isEqualTo("Learn to play");
        LearnTab tab = read(() -> find(start.getContentPane(), LearnTab.class, "learn-tab"));
        onEdt(() -> {
            tab.fill();
            start.validate();
        });
        shoot(start, "learn-to-play-tab");
        assertThat(read(() -> tab.starts().size())).as("a guide for each side").isEqualTo(2);
        onEdt(() -> tab.starts().get(guide).doClick());
        StartDialog.Choice choice = start.choice();
        assertThat(choice).as("Start chose the guide's game").isNotNull();
        assertThat(choice.lessons()).isSameAs(Lessons.bundled().get(guide));
        onEdt(() -> {
            f = GameWindow.table(RULES, choice);
            f.botSpeed(200); // the bot's pace here, whatever the settings on disk say
            f.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
            f.setBounds(0, 0, 1366, 768);
            f.setVisible(true);
        });
        return choice.session();
    }

    /** Waits (the bot moving meanwhile) until the lesson of that number shows, at most ten seconds. */
    private void waitForLesson(Session session, int n, int of) throws Exception {
        String want = "Lesson " + n + " of " + of;
        HeuristicBot bot = new HeuristicBot(RULES, 1);
        Guide judge = new Guide(RULES, read(() -> f.lesson().guide().lessons()), session.log().heroes());
        for (int i = 0; i < 400; i++) {
            onEdt(() -> {
                if (f.curtain().isVisible()) {
                    f.curtain().open();
                }
            });
            if (want.equals(read(() -> f.lesson().heading()))) {
                return;
            }
            Ask ask = session.engine().current(session.state());
            boolean learner = ask != null && ask.seat().equals(read(() -> f.lesson().guide().learner()));
            judge.follow(session.log());
            if (learner && judge.open() == null) { // a question of the learner's with no lesson: answered as a person might
                onEdt(() -> f.choose(bot.choose(session.engine().view(session.state(), ask.seat()))));
            } else {
                Thread.sleep(25); // the bot's seat: its timer moves; or a lesson's question the window has yet to show
            }
        }
        Ask ask = session.engine().current(session.state());
        throw new AssertionError("no " + want + "; showing " + read(() -> f.lesson().heading()) + "; asked "
                + (ask == null ? "nothing" : ask.seat() + " " + ask.prompt()));
    }

    @Test
    void sauronsGuidePlaysItsLessonsByTheMarkedChoices() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = open(0);
        Lessons lessons = Lessons.bundled().get(0);
        int of = lessons.lessons().size();
        assertThat(read(() -> f.botSeats().plays("eleanor"))).as("the bot plays the hero").isTrue();
        assertThat(read(() -> f.botSeats().plays("sauron"))).as("the learner plays Sauron").isFalse();
        for (int n = 1; n <= 4; n++) {
            waitForLesson(session, n, of);
            Lessons.Lesson l = lessons.lessons().get(n - 1);
            assertThat(read(() -> f.lesson().words())).contains(LargeCard.esc(l.text()).substring(0, 30));
            JButton marked = read(() -> f.choices().suggestedButton());
            assertThat(marked).as("lesson %d marks its choice", n).isNotNull();
            assertThat(marked.getText().toLowerCase()).contains(l.suggest().toLowerCase());
            if (n == 2) {
                shoot(f, "learn-to-play-lesson");
                onEdt(() -> f.lesson().readMore());
                assertThat(read(() -> HowToPlayWindow.showing().current().id())).isEqualTo(l.page());
                onEdt(() -> HowToPlayWindow.showing().dispose());
            }
            int before = session.history().size();
            onEdt(marked::doClick);
            assertThat(session.history().size()).as("the click answered").isGreaterThan(before);
            int closed = n;
            assertThat(read(() -> f.lesson().words())).as("what became of lesson %d", n)
                    .containsAnyOf("Lesson " + closed + ": Done: ", "Done: ");
        }
        // lesson 5 answered otherwise: it says so, and the next waits
        waitForLesson(session, 5, of);
        String other = read(() -> f.choices().buttons().stream()
                .filter(b -> b != f.choices().suggestedButton()).findFirst().orElseThrow().getText());
        onEdt(() -> f.choices().buttons().stream().filter(b -> b != f.choices().suggestedButton()).findFirst()
                .orElseThrow().doClick());
        assertThat(read(() -> f.lesson().words())).contains("instead");
        shoot(f, "learn-to-play-instead");
        waitForLesson(session, 6, of);
        assertThat(other).isNotBlank();
    }

    @Test
    void theHerosGuideWaitsForItsQuestionsAndMarksTheTravel() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = open(1);
        Lessons lessons = Lessons.bundled().get(1);
        int of = lessons.lessons().size();
        assertThat(read(() -> f.botSeats().plays("sauron"))).as("the bot plays Sauron").isTrue();
        for (int n = 1; n <= 3; n++) {
            waitForLesson(session, n, of);
            JButton marked = read(() -> f.choices().suggestedButton());
            assertThat(marked).as("lesson %d marks its choice", n).isNotNull();
            if (n == 2) {
                shoot(f, "learn-to-play-hero-travel");
            }
            onEdt(marked::doClick);
        }
        assertThat(read(() -> session.state().heroes.get(0).questsDone.size())).as("the Starting quest completed")
                .isEqualTo(1);
    }

    @Test
    void undoFromTheGameMenuShowsTheLessonOfTheQuestionAskedAgain() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = open(0);
        Lessons lessons = Lessons.bundled().get(0);
        int of = lessons.lessons().size();
        for (int n = 1; n <= 3; n++) { // a plot played, influence placed twice: nothing drawn, so undo may go back
            waitForLesson(session, n, of);
            JButton marked = read(() -> f.choices().suggestedButton());
            onEdt(marked::doClick);
        }
        waitForLesson(session, 4, of);
        assertThat(read(() -> f.lesson().words())).contains("Lesson 3: Done: ");
        Robot robot = new Robot();
        for (int back = 3; back >= 2; back--) {
            undoByMenu(robot, session);
            int want = back;
            waitForLesson(session, want, of);
            Lessons.Lesson l = lessons.lessons().get(want - 1);
            assertThat(read(() -> f.lesson().words())).as("lesson %d's words again", want)
                    .contains(LargeCard.esc(l.text()).substring(0, 30));
            JButton marked = read(() -> f.choices().suggestedButton());
            assertThat(marked).as("lesson %d marks its choice again", want).isNotNull();
            assertThat(marked.getText().toLowerCase()).contains(l.suggest().toLowerCase());
            if (want == 3) {
                shoot(f, "learn-to-play-undone");
            }
        }
    }

    @Test
    void aGuideResumedFromItsAutosaveHasItsLessonsAgain(@TempDir Path home) throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        String oldHome = System.getProperty("user.home");
        System.setProperty("user.home", home.toString());
        try {
            Session session = open(1);
            Lessons lessons = Lessons.bundled().get(1);
            int of = lessons.lessons().size();
            session.autosaveTo(Session.newAutosaveFile()); // as GameWindow.play gives a new game its own
            waitForLesson(session, 1, of);
            JButton marked = read(() -> f.choices().suggestedButton());
            onEdt(marked::doClick); // lesson 1 answered: autosaved
            waitForLesson(session, 2, of);
            assertThat(Files.readString(session.autosave())).contains("guide: learn-hero");
            TableFrame first = f;
            onEdt(first::dispose); // the table is gone as in a crash: only the autosave is left

            onEdt(() -> start = new StartDialog(null, RULES));
            assertThat(start.shownTab()).isEqualTo("Saved game");
            onEdt(start.savedGames()::resumeLast);
            StartDialog.Choice resumed = start.choice();
            assertThat(resumed.session().log().actions()).isEqualTo(session.log().actions());
            onEdt(() -> {
                f = GameWindow.table(RULES, resumed);
                f.botSpeed(200);
                f.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
                f.setBounds(0, 0, 1366, 768);
                f.setVisible(true);
            });
            assertThat(read(() -> f.lesson())).as("the resumed guide has its lessons").isNotNull();
            waitForLesson(resumed.session(), 2, of);
            assertThat(read(() -> f.lesson().words())).contains("Lesson 1: Done: ");
            shoot(f, "learn-to-play-resumed");
            onEdt(() -> f.choices().suggestedButton().doClick());
            waitForLesson(resumed.session(), 3, of);
        } finally {
            System.setProperty("user.home", oldHome);
        }
    }

    @Test
    void aSaveNamesItsGuideAndOneThisProgramHasNotPlaysOnWithoutLessonsAndSaysWhy() throws Exception {
        GameLog guide = LearnTab.choice(RULES, Lessons.bundled().get(1)).session().log();
        assertThat(guide.guide()).isEqualTo("learn-hero");
        assertThat(LearnTab.guideOf(guide)).isSameAs(Lessons.bundled().get(1));
        assertThat(LearnTab.unknownGuide(guide)).isNull();
        GameLog plain = guide.withGuide(null);
        assertThat(LearnTab.guideOf(plain)).isNull();
        assertThat(LearnTab.unknownGuide(plain)).as("no guide, nothing to say").isNull();
        GameLog gone = guide.withGuide("learn-the-ents");
        assertThat(LearnTab.guideOf(gone)).isNull();
        assertThat(LearnTab.unknownGuide(gone)).contains("\"learn-the-ents\"").contains("without lessons");
    }

    /** The operating system's mouse opens the Game menu and clicks Undo. */
    private void undoByMenu(Robot robot, Session session) throws Exception {
        JMenu game = read(() -> f.menus().get(0));
        click(robot, game);
        for (int i = 0; i < 200 && !read(game::isPopupMenuVisible); i++) {
            Thread.sleep(10);
        }
        JMenuItem undo = read(() -> {
            for (Component c : game.getMenuComponents()) {
                if (c instanceof JMenuItem item && "Undo".equals(item.getText())) {
                    return item;
                }
            }
            throw new AssertionError("no Undo in the Game menu");
        });
        int before = session.log().actions().size();
        click(robot, undo);
        for (int i = 0; i < 200 && session.log().actions().size() >= before; i++) {
            Thread.sleep(10);
        }
        assertThat(session.log().actions().size()).as("Undo took the move back").isLessThan(before);
    }

    private static void click(Robot robot, JComponent c) throws Exception {
        Point at = read(() -> {
            Point p = c.getLocationOnScreen();
            return new Point(p.x + c.getWidth() / 2, p.y + c.getHeight() / 2);
        });
        robot.mouseMove(at.x, at.y);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
    }

    private static <T extends Component> T find(Container c, Class<T> type, String name) {
        for (Component k : c.getComponents()) {
            if (type.isInstance(k) && name.equals(k.getName())) {
                return type.cast(k);
            }
            if (k instanceof Container inner) {
                T t = find(inner, type, name);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }

}
