package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.Frame;
import java.awt.GraphicsEnvironment;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JButton;
import javax.swing.JDialog;
import meq.rules.Action;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.words.Describe;
import org.junit.jupiter.api.Test;

/** The choices list: grouped by kind, the same words once, filtered by words, numbered for the keys. */
class ChoicesPanelTest {
    private static final Rules RULES = OddsDialogTest.RULES;

    @Test
    void choicesAreGroupedListedOnceAndFiltered() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        int gap = RULES.board().location("gap-of-rohan").index();
        int edoras = RULES.board().location("edoras").index();
        // two copies of one card pay for the same move: the player reads the same words twice
        List<Action> options = List.of(new Action.MoveHero(gap, 11), new Action.MoveHero(gap, 12),
                new Action.MoveHero(edoras, 13), new Action.Rest(), new Action.ChooseCard(14), new Action.Pass(),
                new Action.PlaceInfluence(edoras), new Action.PlaceInfluence(gap));
        List<Action> taken = new ArrayList<>();
        AtomicReference<ChoicesPanel> made = new AtomicReference<>();
        AtomicReference<JDialog> shown = new AtomicReference<>();
        onEdt(() -> {
            ChoicesPanel p = new ChoicesPanel();
            p.show(options, a -> a instanceof Action.MoveHero m
                    ? "Move to " + Naming.location(RULES, m.to()) + (m.to() == gap ? " paying Aimed Shot" : " paying Hide")
                    : Describe.action(RULES, a), a -> null, taken::add);
            JDialog d = new JDialog((Frame) null, "choices", false);
            d.setContentPane(p);
            d.setSize(460, 360);
            d.setVisible(true);
            made.set(p);
            shown.set(d);
        });
        ChoicesPanel p = made.get();
        shoot(shown.get(), "choices-grouped");
        AtomicReference<List<String>> texts = new AtomicReference<>();
        onEdt(() -> texts.set(p.buttons().stream().map(JButton::getText).toList()));
        assertThat(texts.get()).filteredOn(s -> s.contains("Gap of Rohan paying Aimed Shot")).as("listed once").hasSize(1);
        assertThat(texts.get()).hasSize(options.size() - 1);
        assertThat(texts.get().get(0)).startsWith("1. ");
        onEdt(() -> assertThat(p.headings()).containsExactly("Move or rest", "Place", "Play or pay", "Pass"));
        onEdt(() -> p.buttons().get(0).doClick());
        assertThat(taken).as("the one listed takes the first of the same").containsExactly(options.get(0));
        onEdt(() -> p.filter().setText("edoras"));
        onEdt(() -> texts.set(p.buttons().stream().map(JButton::getText).toList()));
        assertThat(texts.get()).as("the filter keeps the rows with its words").hasSize(2)
                .allMatch(s -> s.contains("Edoras")).first().asString().startsWith("1. ");
        onEdt(() -> p.filter().setText("")); 
        onEdt(() -> assertThat(p.scroll().getVerticalScrollBar().getUnitIncrement())
                .as("scrolls a row at a time").isEqualTo(p.buttons().get(0).getPreferredSize().height));
        onEdt(() -> shown.get().dispose());
    }
}
