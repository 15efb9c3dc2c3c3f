package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.Component;
import java.awt.Container;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.Window;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import javax.swing.AbstractButton;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import meq.bots.HeuristicBot;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.words.CardFace;
import meq.rules.words.CardFaces;
import meq.rules.words.GameLog;
import meq.session.Session;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Every card readable where it is named: a click on a card in the hand, on an active plot or the event, on a line
 * of the log, on the seat's mission in "Yours alone", and the Reference menu open the card large with its title,
 * kind, numbers and text; a hero's sheet opens whole, with his own Corruption cards and pools for his seat alone.
 */
class CardsReadableWindowTest {
    private static final Rules RULES = OddsDialogTest.RULES;
    private TableFrame f;
    private Robot robot;

    private <T> T read(Supplier<T> s) throws Exception {
        AtomicReference<T> out = new AtomicReference<>();
        onEdt(() -> out.set(s.get()));
        return out.get();
    }

    private Session open(long seed) throws Exception {
        Session session = Session.of(RULES, new GameLog(List.of("eleanor", "thalin"), seed, List.of()));
        onEdt(() -> {
            f = new TableFrame(RULES, session, "cards test");
            f.setBounds(0, 0, 1600, 1000);
            f.setVisible(true);
            f.toFront();
            if (f.curtain().isVisible()) {
                f.curtain().open();
            }
        });
        robot = new Robot();
        robot.setAutoDelay(20);
        robot.waitForIdle();
        return session;
    }

    @AfterEach
    void close() throws Exception {
        TableWindowTest.closeAll(f);
    }

    private void click(JComponent c, int x, int y) throws Exception {
        TableWindowTest.click(robot, c, x, y);
    }

    private void clickMiddle(JComponent c) throws Exception {
        click(c, c.getWidth() / 2, c.getHeight() / 2);
    }

    /** Answers as the bot would, through the table, until the prompt starts so (the curtain lifted on the way). */
    private void playUntil(Session session, String prompt) throws Exception {
        HeuristicBot bot = new HeuristicBot(RULES, 3);
        for (int i = 0; i < 2_000; i++) {
            onEdt(() -> {
                if (f.handingOver()) {
                    f.handOverNow();
                }
                if (f.curtain().isVisible()) {
                    f.curtain().open();
                }
            });
            if (read(() -> f.prompt().getText().startsWith(prompt))) {
                return;
            }
            Ask ask = session.engine().current(session.state());
            onEdt(() -> f.choose(bot.choose(session.engine().view(session.state(), ask.seat()))));
        }
        throw new AssertionError("never asked: " + prompt);
    }

    private CardFace large() throws Exception {
        return read(() -> LargeCard.showing() == null ? null : LargeCard.showing().face());
    }

    @Test
    void aClickOnAHandCardAPlotOrTheEventOpensItLargeWithItsNumbersAndText() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = open(5);
        playUntil(session, "Sauron: Take an action");
        List<CardView> hand = read(() -> f.handCards());
        CardView card = hand.stream().filter(c -> !c.isChoosable()).findFirst().orElseThrow();
        assertThat(card.getToolTipText()).as("hovering shows the whole card").contains(card.face().text());
        clickMiddle(card);
        CardFace face = large();
        assertThat(face).as("a click on a card that plays nothing opens it large").isNotNull();
        assertThat(face).isEqualTo(card.face());
        assertThat(face.numbers()).anyMatch(n -> n.startsWith("Needs Shadow Pool"));
        String text = read(() -> ((JLabel) find(LargeCard.showing().getContentPane(), "large-card-text")).getText());
        assertThat(text).contains(face.kind()).contains(face.numbers().get(0)).contains(LargeCard.esc(face.text()));
        shoot(LargeCard.showing(), "cards-large-view");
        onEdt(() -> LargeCard.showing().dispose());
        // the current event, on the plot track
        CardView event = read(() -> components(f, CardView.class).stream()
                .filter(c -> c.face() != null && c.face().kind().equals("Event")).findFirst().orElseThrow());
        clickMiddle(event);
        assertThat(large().kind()).isEqualTo("Event");
        assertThat(large().numbers()).anyMatch(n -> n.startsWith("Priority"));
    }

    @Test
    void aLogLineThatNamesACardOpensItAndTheMissionIsOneClickAwayForItsSeatAlone() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = open(6);
        playUntil(session, "Sauron: Take an action"); // after the turn's event, told in the log
        List<String> log = read(() -> f.logLines());
        int row = -1;
        for (int i = 0; i < log.size() && row < 0; i++) {
            final int k = i;
            if (read(() -> f.cardOfLogLine(log.get(k))) != null) {
                row = i;
            }
        }
        assertThat(row).as("the turn's event is named in the log").isGreaterThanOrEqualTo(0);
        int at = row;
        JList<?> list = (JList<?>) read(() -> find(f.getContentPane(), "log"));
        onEdt(() -> list.ensureIndexIsVisible(at));
        Rectangle cell = read(() -> list.getCellBounds(at, at));
        click(list, cell.x + 20, cell.y + cell.height / 2);
        assertThat(large()).as("a click on the line opens the card it names").isEqualTo(read(() -> f.cardOfLogLine(log.get(at))));
        onEdt(() -> LargeCard.showing().dispose());

        // Sauron's mission: in "Yours alone" on his seat, never on a hero's
        String sauronMission = CardFaces.of(RULES, session.state().sauronMission).title();
        List<CardView> own = read(() -> f.ownCards().cards());
        CardView mission = own.stream().filter(c -> "Your mission".equals(f.ownCards().caption(c))).findFirst()
                .orElseThrow();
        assertThat(mission.face().title()).isEqualTo(sauronMission);
        onEdt(() -> mission.dispatchEvent(new java.awt.event.MouseEvent(mission, java.awt.event.MouseEvent.MOUSE_CLICKED,
                System.currentTimeMillis(), 0, 10, 10, 1, false, java.awt.event.MouseEvent.BUTTON1)));
        assertThat(large().title()).isEqualTo(sauronMission);
        assertThat(large().kind()).isEqualTo("Mission");
        onEdt(() -> LargeCard.showing().dispose());
        HeuristicBot bot = new HeuristicBot(RULES, 1);
        for (int i = 0; i < 500 && read(() -> f.view().seat().sauron() || f.handingOver() || f.curtain().isVisible()); i++) {
            onEdt(() -> {
                if (f.handingOver()) {
                    f.handOverNow();
                }
                if (f.curtain().isVisible()) {
                    f.curtain().open();
                }
            });
            if (read(() -> f.view().seat().sauron() && f.view().question().ask() != null)) {
                Ask ask = session.engine().current(session.state());
                onEdt(() -> f.choose(bot.choose(session.engine().view(session.state(), ask.seat()))));
            }
        }
        assertThat(read(() -> f.view().seat().sauron())).isFalse();
        assertThat(read(() -> f.ownCards().cards())).as("a hero's seat never names Sauron's mission")
                .noneMatch(c -> c.face().title().equals(sauronMission));
    }

    @Test
    void aHeroSheetOpensWholeWithHisOwnCardsForHisSeatAlone() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = open(7);
        HeuristicBot bot = new HeuristicBot(RULES, 2);
        // to Eleanor's seat
        for (int i = 0; i < 500 && !read(() -> "eleanor".equals(f.view().seat().id()) && f.view().question().ask() != null); i++) {
            onEdt(() -> {
                if (f.handingOver()) {
                    f.handOverNow();
                }
                if (f.curtain().isVisible()) {
                    f.curtain().open();
                }
            });
            if (read(() -> f.view().question().ask() != null)) {
                Ask ask = session.engine().current(session.state());
                onEdt(() -> f.choose(bot.choose(session.engine().view(session.state(), ask.seat()))));
            }
        }
        HeroSheets sheets = read(() -> components(f, HeroSheets.class).get(0));
        click(sheets, 60, HeroSheets.SHEET / 2); // Eleanor's sheet, the first
        HeroSheetDialog own = read(() -> visible(HeroSheetDialog.class));
        assertThat(own).isNotNull();
        String words = read(() -> text(own.getContentPane()));
        assertThat(words).contains(RULES.data().hero("eleanor").ability().text())
                .contains("Your Corruption cards").contains("Your rest pool").contains("Your damage pool");
        assertThat(own.named()).as("her quests are named, one click from their cards")
                .containsAll(Arrays.stream(session.state().hero("eleanor").quests.toArray())
                        .mapToObj(q -> CardFaces.of(RULES, q).title()).toList());
        shoot(own, "cards-hero-sheet");
        onEdt(own::dispose);
        click(sheets, 60, HeroSheets.SHEET + HeroSheets.SHEET / 2); // Thálin's, seen from Eleanor's seat
        HeroSheetDialog other = read(() -> visible(HeroSheetDialog.class));
        String otherWords = read(() -> text(other.getContentPane()));
        assertThat(otherWords).contains(RULES.data().hero("thalin").ability().text())
                .doesNotContain("Your rest pool").doesNotContain("Your Corruption cards");
        onEdt(other::dispose);
        // the Reference menu: the Ringwraiths as the Finale would adjust them now
        LargeCard wraiths = read(() -> f.ringwraithsAtTheFinale());
        assertThat(wraiths.face().title()).isEqualTo("The Ringwraiths");
        assertThat(read(() -> text(wraiths.getContentPane()))).contains("At the Finale, as things stand now: health");
        shoot(wraiths, "cards-reference");
    }

    static Component find(Container c, String name) {
        for (Component x : c.getComponents()) {
            if (name.equals(x.getName())) {
                return x;
            }
            if (x instanceof Container k) {
                Component in = find(k, name);
                if (in != null) {
                    return in;
                }
            }
        }
        return null;
    }

    static <T> List<T> components(Container c, Class<T> kind) {
        List<T> out = new ArrayList<>();
        for (Component x : c.getComponents()) {
            if (kind.isInstance(x)) {
                out.add(kind.cast(x));
            }
            if (x instanceof Container k) {
                out.addAll(components(k, kind));
            }
        }
        return out;
    }

    static String text(Container c) {
        StringBuilder s = new StringBuilder();
        for (Component x : c.getComponents()) {
            if (x instanceof JLabel l) {
                s.append(l.getText().replaceAll("<[^>]+>", "")).append('\n');
            } else if (x instanceof AbstractButton b) {
                s.append(b.getText().replaceAll("<[^>]+>", "")).append('\n');
            }
            if (x instanceof Container k) {
                s.append(text(k));
            }
        }
        return s.toString().replace("&amp;", "&");
    }

    static <T extends Window> T visible(Class<T> kind) {
        for (Window w : Window.getWindows()) {
            if (kind.isInstance(w) && w.isVisible()) {
                return kind.cast(w);
            }
        }
        return null;
    }
}
