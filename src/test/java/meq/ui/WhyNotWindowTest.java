package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.read;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.GraphicsEnvironment;
import java.util.List;
import java.util.Set;
import javax.swing.JEditorPane;
import meq.rules.words.GameLog;
import meq.session.Session;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** "Why not?" beside the prompt opens the list of the usual actions not open now, each with its reason. */
class WhyNotWindowTest {
    private TableFrame f;

    /** Argalad at Bree, his turn opening with Rest: the newcomer's "why can't I move?". */
    static final String RESTING = """
            title: why not
            seed: 3
            heroes:
              - {id: argalad, location: bree, favor: 1,
                 quests: [quest:they-have-become-queer-and-wild, quest:echoes-of-bolgs-army]}
              - {id: beravor, location: rivendell}
            stack:
              - {step: HeroTurn.Rest, hero: argalad}
              - {step: HeroTurn.Travel, hero: argalad, moved: false, exploredStart: false}
            """;

    static TableFrame open(String preset) throws Exception {
        Session session = Session.of(OddsDialogTest.RULES, new GameLog(List.of(), 0, List.of(), Set.of(), preset, null));
        TableFrame[] made = new TableFrame[1];
        onEdt(() -> {
            made[0] = new TableFrame(OddsDialogTest.RULES, session, "why not test");
            made[0].setBounds(0, 0, 1366, 768);
            made[0].setVisible(true);
            if (made[0].curtain().isVisible()) {
                made[0].curtain().open();
            }
        });
        return made[0];
    }

    @AfterEach
    void close() throws Exception {
        onEdt(() -> {
            if (f != null) {
                f.dispose();
            }
        });
    }

    @Test
    void whyNotBesideThePromptListsWhatCannotBeDoneNowAndWhy() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        f = open(RESTING);
        assertThat(read(() -> f.prompt().getText())).contains("Rest?");
        assertThat(read(() -> f.whyNot().button().isShowing())).as("the button beside the prompt").isTrue();
        shoot(f, "why-not-button");
        onEdt(() -> f.whyNot().button().doClick());
        assertThat(read(() -> f.whyNot().window() != null && f.whyNot().window().isShowing())).isTrue();
        String text = read(() -> ((JEditorPane) find(f.whyNot().window().getContentPane(), "why-not-text")).getText());
        assertThat(text).contains("Move", "Rest step comes first", "Heal", "only while resting in a Haven");
        shoot(f.whyNot().window(), "why-not-list");

        onEdt(() -> f.choose(meq.rules.Action.PASS)); // Don't rest: now the Travel step
        assertThat(read(() -> f.whyNot().window())).as("answering closes the list").isNull();
        onEdt(() -> f.whyNot().button().doClick());
        String travel = read(() -> ((JEditorPane) find(f.whyNot().window().getContentPane(), "why-not-text")).getText());
        assertThat(travel).contains("Rest", "only at the start of your turn");
    }

    /** The newcomer's "why didn't my quest complete?": exploring Mount Gundabad with the Advanced quest locked. */
    @Test
    void whyNotWhileExploringNamesTheQuestAndWhatUnlocksIt() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        f = open(RESTING.replace("location: bree", "location: mount-gundabad").replace("""
                  - {step: HeroTurn.Rest, hero: argalad}
                  - {step: HeroTurn.Travel, hero: argalad, moved: false, exploredStart: false}
                """, """
                  - {step: HeroTurn.Explore, hero: argalad, eventUsed: false}
                """));
        onEdt(() -> f.whyNot().button().doClick());
        String text = read(() -> ((JEditorPane) find(f.whyNot().window().getContentPane(), "why-not-text")).getText())
                .replaceAll("\\s+", " "); // the pane's HTML breaks long lines
        assertThat(text).contains("Complete Echoes of Bolg", "Advanced quests unlock once you complete your Starting quest",
                "Complete They Have Become Queer and Wild", "explore Fangorn to complete it");
        shoot(f.whyNot().window(), "why-not-quests");
    }

    static java.awt.Component find(java.awt.Container c, String name) {
        for (java.awt.Component k : c.getComponents()) {
            if (name.equals(k.getName())) {
                return k;
            }
            if (k instanceof java.awt.Container inner) {
                java.awt.Component found = find(inner, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
