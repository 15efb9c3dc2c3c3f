package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.awt.Robot;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import javax.swing.JButton;
import meq.TestData;
import meq.data.CardDecks;
import meq.rules.RevealMoments;
import meq.rules.Rules;
import meq.rules.words.GameLog;
import meq.rules.words.Reveals;
import meq.session.Session;
import meq.state.GameState;
import meq.state.Seat;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Each kind of reveal brought about through the table's own buttons on a small preset: the reveal panel shows the
 * card's title and what it did, to the seat that acted and, once the curtain is lifted, to the next seat that may
 * see it; a click (or Space) on it dismisses it; what is for Sauron's eyes alone never reaches a hero's screen.
 * Screenshots: target/screenshots/reveal-*.png.
 */
class RevealWindowTest {
    static Rules rules;
    private Robot robot;
    private TableFrame f;

    @BeforeAll
    static void load() throws Exception {
        rules = TestData.RULES;
    }

    @BeforeEach
    void display() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        robot = new Robot();
        robot.setAutoDelay(20);
    }

    @AfterEach
    void close() throws Exception {
        if (f != null) {
            TableFrame t = f;
            TableWindowTest.onEdt(() -> {
                t.botPlays("sauron", false);
                t.dispose();
            });
        }
    }

    /** A table over a game started from the preset, its curtain lifted by the first player. */
    private TableFrame open(String preset) throws Exception {
        Session session = Session.of(rules, new GameLog(List.of(), 0, List.of(), Set.of(), preset, null));
        AtomicReference<TableFrame> frame = new AtomicReference<>();
        TableWindowTest.onEdt(() -> {
            TableFrame t = new TableFrame(rules, session, "reveals");
            t.setBounds(0, 0, 1500, 950);
            t.setVisible(true);
            frame.set(t);
        });
        f = frame.get();
        robot.waitForIdle();
        lift();
        return f;
    }

    private <T> T read(Supplier<T> what) throws Exception {
        AtomicReference<T> out = new AtomicReference<>();
        TableWindowTest.onEdt(() -> out.set(what.get()));
        return out.get();
    }

    /** The next player takes the seat, when the curtain is down. */
    private void lift() throws Exception {
        TableWindowTest.onEdt(() -> {
            if (f.curtain().isVisible()) {
                f.curtain().open();
            }
        });
        robot.waitForIdle();
    }

    private boolean curtain() throws Exception {
        if (read(() -> f.handingOver())) {
            // the seat that acted has seen its last act (the hand-over step), and passes the table
            TableWindowTest.onEdt(f::handOverNow);
        }
        return read(() -> f.curtain().isVisible());
    }

    /** Clicks the one choice button whose words contain these. */
    private void choose(String words) throws Exception {
        List<JButton> found = read(() -> f.choiceButtons().stream().filter(b -> b.getText().contains(words)).toList());
        assertThat(found).as("one choice says \"%s\" at \"%s\": %s", words, read(() -> f.prompt().getText()),
                read(() -> f.choiceButtons().stream().map(JButton::getText).toList())).hasSize(1);
        TableWindowTest.onEdt(found.get(0)::doClick);
        robot.waitForIdle();
    }

    private Reveals.Reveal showing() throws Exception {
        return read(() -> f.reveals().isShowing() ? f.reveals().showing() : null);
    }

    private String panelText() throws Exception {
        return read(() -> f.reveals().text());
    }

    /** A person's click in the middle of the reveal; after it, the one shown is gone. */
    private void clickReveal() throws Exception {
        Thread.sleep(500); // not the second click of a double click
        Point p = read(() -> {
            Point at = f.reveals().getLocationOnScreen();
            return new Point(at.x + f.reveals().getWidth() / 2, at.y + f.reveals().getHeight() / 2);
        });
        robot.mouseMove(p.x, p.y);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        robot.waitForIdle();
        TableWindowTest.onEdt(() -> { });
    }

    /** The reveal on the screen is of this kind and title, and its words hold these lines. */
    private Reveals.Reveal shows(Reveals.Kind kind, String title, String... lines) throws Exception {
        Reveals.Reveal r = showing();
        assertThat(r).as("a reveal is shown").isNotNull();
        assertThat(r.kind()).isEqualTo(kind);
        assertThat(r.title()).isEqualTo(title);
        String text = panelText();
        assertThat(text).contains(title).contains(kind.words());
        for (String line : lines) {
            assertThat(text).contains(line);
        }
        return r;
    }

    /** Dismisses the reveals on the screen by clicks, one by one, and checks the panel is gone after them. */
    private void dismissAllByClicks() throws Exception {
        int n = read(() -> f.reveals().queued().size());
        for (int i = 0; i < n; i++) {
            Reveals.Reveal before = showing();
            clickReveal();
            assertThat(read(() -> f.reveals().queued().size())).as("a click dismissed %s", before.title())
                    .isEqualTo(n - i - 1);
        }
        assertThat(read(() -> f.reveals().isVisible())).isFalse();
        assertThat(read(() -> f.reveals().pending())).isFalse();
    }

    @Test
    void anEncounterIsRevealedWithTheDamageItDealtAndAClickDismissesIt() throws Exception {
        open(RevealMoments.encounter());
        assertThat(read(() -> f.prompt().getText())).startsWith("Thálin:");
        assertThat(showing()).as("nothing revealed yet").isNull();
        choose("Explore no more here");
        Reveals.Reveal r = shows(Reveals.Kind.ENCOUNTER, "Caradhras Is Cruel", "Thálin takes 2 damage");
        assertThat(r.face().text()).isNotBlank();
        TableWindowTest.shoot(f, "reveal-encounter");
        assertThat(read(() -> f.logLines())).anyMatch(l -> l.endsWith("Caradhras Is Cruel: Thálin takes 2 damage"));
        AtomicReference<Boolean> done = new AtomicReference<>(false);
        TableWindowTest.onEdt(() -> f.reveals().whenDismissed(() -> done.set(true)));
        assertThat(done.get()).as("the hand-over waits while the reveal is up").isFalse();
        clickReveal();
        assertThat(showing()).isNull();
        assertThat(done.get()).as("and goes on once it is dismissed").isTrue();
        assertThat(read(() -> f.prompt().getText())).as("the question goes on").startsWith("Thálin: Take damage");
    }

    @Test
    void anEventIsRevealedToSauronAndToTheHeroWhoTakesTheSeatNext() throws Exception {
        open(RevealMoments.event());
        assertThat(read(() -> f.prompt().getText())).startsWith("Sauron:");
        choose("Do neither");
        // Sauron saw it as it came; Eleanor must pay or take Corruption: the curtain falls, then she sees it
        assertThat(curtain()).isTrue();
        lift();
        assertThat(read(() -> f.view().seat())).isEqualTo(Seat.hero("eleanor"));
        shows(Reveals.Kind.EVENT, "Messengers of the Stormcrow");
        TableWindowTest.shoot(f, "reveal-event");
        dismissAllByClicks();
        choose("Pay 1 favor");
        assertThat(curtain()).isTrue();
        lift();
        Reveals.Reveal r = shows(Reveals.Kind.EVENT, "Messengers of the Stormcrow", "Eleanor loses 1 favor");
        assertThat(r.lines()).contains("Eleanor loses 1 favor");
        assertThat(read(() -> f.logLines())).anyMatch(l -> l.contains("Messengers of the Stormcrow: Eleanor loses 1 favor"));
    }

    /** Three Perils drawn where none applies: every seat sees each card with the check it failed (issue 34). */
    @Test
    void aPerilDrawWhereNoneAppliesIsShownWithEachCardsReason() throws Exception {
        open(RevealMoments.noPeril());
        choose("Draw Peril cards");
        if (curtain()) {
            lift();
        }
        shows(Reveals.Kind.PERIL, "No Peril applies at The Forest Road",
                "Armies Underground: it affects only Mount Gundabad", "An Enduring Evil: it affects only Ruins of Angmar",
                "The Dark Tower: it affects only Barad-dûr");
        TableWindowTest.shoot(f, "reveal-no-peril");
        dismissAllByClicks();
        assertThat(read(() -> f.prompt().getText())).startsWith("Thálin: Explore");
    }

    @Test
    void aPerilIsRevealedAndWhatSauronDrewIsForHisEyesAlone() throws Exception {
        open(RevealMoments.peril());
        choose("Draw Peril cards");
        choose("An Unexpected Betrayal");
        assertThat(curtain()).as("the hero chooses next").isTrue();
        lift();
        assertThat(read(() -> f.view().seat())).isEqualTo(Seat.hero("thalin"));
        shows(Reveals.Kind.PERIL, "An Unexpected Betrayal");
        TableWindowTest.shoot(f, "reveal-peril");
        dismissAllByClicks();
        List<String> before = hand();
        choose("Sauron draws 1 Plot card and 1 Shadow card");
        // Thálin sees what the peril did, never which cards Sauron drew
        shows(Reveals.Kind.PERIL, "An Unexpected Betrayal", "Sauron draws 1 Plot card", "Sauron draws 1 Shadow card");
        List<Reveals.Reveal> heroSees = read(() -> f.reveals().queued());
        assertThat(heroSees).allMatch(Reveals.Reveal::isPublic);
        List<String> drawn = new ArrayList<>(hand());
        before.forEach(drawn::remove);
        assertThat(drawn).as("a Plot and a Shadow card drawn").hasSize(2);
        StringBuilder seen = new StringBuilder();
        while (read(() -> f.reveals().pending())) {
            seen.append(panelText()).append('\n');
            clickReveal();
        }
        assertThat(read(() -> f.prompt().getText())).startsWith("Thálin: Explore");
        choose("Explore no more here");
        for (String title : drawn) {
            assertThat(seen.toString()).as("the hero's screen never names %s", title).doesNotContain(title);
        }
        // Sauron's turn: he sees the peril's end and, for his eyes alone, the cards he drew
        assertThat(curtain()).isTrue();
        lift();
        assertThat(read(() -> f.view().seat())).isEqualTo(Seat.SAURON);
        List<Reveals.Reveal> sauronSees = read(() -> f.reveals().queued());
        assertThat(sauronSees).anyMatch(r -> r.kind() == Reveals.Kind.DRAWN && r.only().equals(Seat.SAURON));
        StringBuilder his = new StringBuilder();
        while (read(() -> f.reveals().pending())) {
            his.append(panelText()).append('\n');
            if (read(() -> f.reveals().showing().kind() == Reveals.Kind.DRAWN)) {
                assertThat(panelText()).contains("for Sauron's eyes alone");
                TableWindowTest.shoot(f, "reveal-sauron-alone");
            }
            clickReveal();
        }
        for (String title : drawn) {
            assertThat(his.toString()).as("Sauron is shown %s", title).contains(title);
        }
        // the shared log names none of them
        for (String title : drawn) {
            assertThat(read(() -> f.logLines())).noneMatch(l -> l.contains(title));
        }
    }

    /** The titles of the cards in Sauron's hand now. */
    private List<String> hand() throws Exception {
        GameState s = read(() -> f.session().state());
        List<String> out = new ArrayList<>();
        for (int c : s.sauronPlots.toArray()) {
            out.add(rules.cards().def(c, CardDecks.Plot.class).title());
        }
        for (int c : s.sauronShadows.toArray()) {
            out.add(rules.cards().def(c, CardDecks.Shadow.class).title());
        }
        return out;
    }

    @Test
    void aPlotPutIntoPlayIsRevealedWithWhere() throws Exception {
        open(RevealMoments.plot());
        choose("Play Urgent Summons on Bree");
        shows(Reveals.Kind.PLOT, "Urgent Summons", "Sauron puts it into play on Bree");
        TableWindowTest.shoot(f, "reveal-plot");
        dismissAllByClicks();
        assertThat(read(() -> f.prompt().getText())).startsWith("Sauron: Take an action");
    }

    @Test
    void aShadowCardIsRevealedWithWhatItDidAcrossItsChoices() throws Exception {
        open(RevealMoments.shadow());
        choose("An Evil Fog");
        shows(Reveals.Kind.SHADOW, "An Evil Fog", "Sauron plays it");
        choose("Thálin");
        choose("Rhosgobel");
        List<Reveals.Reveal> queued = read(() -> f.reveals().queued());
        assertThat(queued).extracting(Reveals.Reveal::title).containsOnly("An Evil Fog");
        assertThat(queued.get(queued.size() - 1).lines()).contains("Thálin moves to Rhosgobel");
        // dismiss the first; the one after it says where the fog took him
        clickReveal();
        while (read(() -> f.reveals().queued().size()) > 1) {
            clickReveal();
        }
        shows(Reveals.Kind.SHADOW, "An Evil Fog", "Thálin moves to Rhosgobel");
        TableWindowTest.shoot(f, "reveal-shadow");
        // Space on the reveal dismisses it too
        TableWindowTest.onEdt(() -> f.reveals().requestFocusInWindow());
        robot.waitForIdle();
        robot.keyPress(KeyEvent.VK_SPACE);
        robot.keyRelease(KeyEvent.VK_SPACE);
        robot.waitForIdle();
        TableWindowTest.onEdt(() -> { });
        assertThat(showing()).isNull();
        assertThat(read(() -> f.logLines())).anyMatch(l -> l.contains("An Evil Fog: Thálin moves to Rhosgobel"));
    }

    @Test
    void aMonsterTokenTurnedFaceUpAndACombatRoundAreRevealed() throws Exception {
        open(RevealMoments.monster());
        choose("Flip the Orc token");
        assertThat(curtain()).as("Thálin spends his agility next").isTrue();
        lift();
        shows(Reveals.Kind.MONSTER, "Orc", "The green monster token at The Forest Road is an Orc: it fights Thálin");
        TableWindowTest.shoot(f, "reveal-monster");
        dismissAllByClicks();
        choose("Spend 0 agility");
        choose("Sweep");
        assertThat(curtain()).isTrue();
        lift();
        List<JButton> cards = read(() -> f.choiceButtons());
        TableWindowTest.onEdt(cards.get(0)::doClick); // Sauron's first combat card
        robot.waitForIdle();
        if (curtain()) {
            lift(); // the hero chooses his next card: he sees the round
        }
        Reveals.Reveal round = shows(Reveals.Kind.COMBAT, "Round 1: Thálin against the Orc", "Thálin plays Sweep",
                "The Orc plays ");
        assertThat(round.lines()).anyMatch(l -> l.matches("Thálin takes (no|\\d+) damage"));
        TableWindowTest.shoot(f, "reveal-combat");
        dismissAllByClicks();
    }
}
