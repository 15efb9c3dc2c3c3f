package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.read;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.awt.FontMetrics;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.util.List;
import java.util.Set;
import com.formdev.flatlaf.FlatLightLaf;
import javax.swing.JButton;
import javax.swing.JFrame;
import javax.swing.LookAndFeel;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import javax.swing.UnsupportedLookAndFeelException;
import meq.bots.HeuristicBot;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.engine.Engine;
import meq.rules.engine.Setup;
import meq.rules.playtest.Presets;
import meq.rules.words.CardFaces;
import meq.rules.words.Describe;
import meq.rules.words.GameLog;
import meq.session.Session;
import meq.state.GameState;
import org.junit.jupiter.api.Test;

/**
 * Issue 34: the choices' rows are not cut at 1280x720. Sauron choosing among his Shadow cards reads the longest rows
 * of the game (a card's name after "Play"); each row shows its whole words, on two lines where one is too narrow, and
 * a row that two lines cannot hold ends in "…" with the whole row on hover.
 */
class ChoiceRowsWindowTest {
    private static final Rules RULES = OddsDialogTest.RULES;

    /** A moment of a seeded game where Sauron, at a Shadow window, may play a Shadow card: as a preset. */
    static String shadowChoice() {
        Engine engine = new Engine(RULES);
        for (long seed = 1; seed < 60; seed++) {
            GameState s = Setup.newGame(RULES, List.of("eleanor", "thalin"), seed);
            HeuristicBot bot = new HeuristicBot(RULES, seed);
            for (Ask a = engine.pending(s); a != null && s.turn < 10; a = engine.current(s)) {
                boolean playable = a.options().stream().anyMatch(x -> x instanceof Action.ChooseCard c
                        && CardFaces.of(RULES, c.card()).kind().toLowerCase().contains("shadow"));
                if (a.seat().sauron() && playable && Describe.shadowTiming(s) != null
                        && a.options().contains(Action.PASS_FOR_THIS_TURN)) {
                    try {
                        return Presets.export(RULES, s, "shadow choice", "Sauron chooses a Shadow card", "g");
                    } catch (IllegalArgumentException | IllegalStateException
                             | UnsupportedOperationException insideAnEffect) {
                        // go on
                    }
                }
                engine.apply(s, bot.choose(engine.view(s, a.seat())));
            }
        }
        throw new AssertionError("no Shadow window with a card Sauron may play");
    }

    @Test
    void sauronsShadowCardRowsAreWholeAt1280x720() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        LookAndFeel before = UIManager.getLookAndFeel();
        onEdt(FlatLightLaf::setup); // the real table's look: its fonts are wider than Metal's
        Session session = Session.of(RULES, new GameLog(List.of(), 0, List.of(), Set.of(), shadowChoice(), null));
        TableFrame f = TableWindowTest.table(RULES, session, "choice rows test", 1280, 720);
        try {
            onEdt(() -> {
                f.catchUp().dismiss();
                f.validate();
            });
            shoot(f, "choice-rows-shadow-1280x720");
            onEdt(() -> {
                List<JButton> rows = f.choiceButtons();
                assertThat(rows).as("Sauron's choices: %s", f.prompt().getText()).hasSizeGreaterThan(2);
                Rectangle seen = f.choices().scroll().getViewport().getBounds();
                for (JButton b : rows) {
                    Rectangle r = SwingUtilities.convertRectangle(b.getParent(), b.getBounds(),
                            f.choices().scroll());
                    assertThat(r.x + r.width).as("\"%s\" ends inside the list", b.getText())
                            .isLessThanOrEqualTo(seen.x + seen.width);
                    assertThat(b.getPreferredSize().width).as("\"%s\" needs no more room than it has", b.getText())
                            .isLessThanOrEqualTo(b.getWidth());
                    if (((ChoiceRow) b).cut()) {
                        assertThat(b.getToolTipText()).as("a row cut says its whole words on hover")
                                .containsAnyOf(b.getText(), LargeCard.esc(b.getText()));
                    }
                }
            });
        } finally {
            onEdt(() -> {
                f.dispose();
                try {
                    UIManager.setLookAndFeel(before);
                } catch (UnsupportedLookAndFeelException e) {
                    throw new IllegalStateException(e);
                }
            });
        }
    }

    /**
     * A lesson's suggested choice in a narrow list (the Choices of Learn to play): the mark that says so stays in
     * sight, even on a row too long for its line.
     */
    @Test
    void theSuggestedMarkStaysInSightInANarrowList() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        LookAndFeel before = UIManager.getLookAndFeel();
        onEdt(FlatLightLaf::setup);
        Session session = Session.of(RULES, new GameLog(List.of(), 0, List.of(), Set.of(), shadowChoice(), null));
        Ask ask = session.engine().current(session.state());
        View v = session.engine().view(session.state(), ask.seat());
        JFrame frame = read(() -> {
            JFrame w = new JFrame("suggested");
            ChoicesPanel p = new ChoicesPanel();
            p.suggest(Action.PASS_FOR_THIS_TURN); // the longest row of a Shadow window
            p.show(ask.options(), a -> Describe.choice(RULES, v, ask, a), a -> null, a -> { });
            w.add(p);
            w.setBounds(0, 0, 320, 300);
            w.setVisible(true);
            return w;
        });
        try {
            onEdt(frame::validate);
            shoot(frame, "choice-rows-suggested-narrow");
            onEdt(() -> {
                ChoicesPanel p = (ChoicesPanel) frame.getContentPane().getComponent(0);
                JButton b = p.suggestedButton();
                assertThat(b).as("the suggested row").isNotNull();
                String text = b.getText();
                int mark = text.toLowerCase().indexOf("suggested");
                assertThat(mark).as("\"%s\" is marked", text).isNotNegative();
                FontMetrics fm = b.getFontMetrics(b.getFont());
                int markEnds = b.getInsets().left + fm.stringWidth(text.substring(0, mark + "suggested".length()));
                int seen = SwingUtilities.convertRectangle(p.scroll().getViewport(),
                        new Rectangle(p.scroll().getViewport().getSize()), b).width;
                assertThat(markEnds).as("the mark of \"%s\" is drawn inside the row's %d px in sight", text, seen)
                        .isLessThanOrEqualTo(Math.min(seen, b.getWidth()));
            });
        } finally {
            onEdt(() -> {
                frame.dispose();
                try {
                    UIManager.setLookAndFeel(before);
                } catch (UnsupportedLookAndFeelException e) {
                    throw new IllegalStateException(e);
                }
            });
        }
    }
}
