package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JLabel;
import meq.TestData;
import meq.rules.Rules;
import meq.rules.View;
import org.junit.jupiter.api.Test;

/** The window's combat table shows the card committed first and face up (Anticipate) as its view gives it. */
class CombatPanelAnticipateTest {
    static final Rules RULES = TestData.RULES;

    static int combatCard(String deck, String id) {
        for (int c : RULES.cards().combatDeck(deck)) {
            if (RULES.cards().card(c).id().equals(id)) {
                return c;
            }
        }
        throw new IllegalArgumentException(id);
    }

    @Test
    void theCardCommittedFirstIsShownFaceUpBesideItsSide() {
        int hack = combatCard("ravager", "hack");
        CombatPanel panel = new CombatPanel(RULES);
        panel.show(fight(hack, -1));
        assertThat(texts(panel)).anyMatch(t -> t.contains("committed first, face up: Hack"));
        panel.show(fight(-1, -1));
        assertThat(texts(panel)).noneMatch(t -> t.contains("face up: Hack"));
    }

    /** The heading's second line says what failing the fight costs, whole at a laptop's width (1366 px: 920 wide). */
    @Test
    void theStakesLineFitsTheCombatTableAtALaptopsWidth() {
        CombatPanel panel = new CombatPanel(RULES);
        panel.show(fight(-1, -1));
        JLabel stakes = stakes(panel);
        assertThat(stakes.getText()).startsWith("Met in travel: if it is not defeated, Sauron may place");
        assertThat(stakes.getPreferredSize().width).isLessThan(900);
    }

    private static JLabel stakes(Container c) {
        for (Component k : c.getComponents()) {
            if (k instanceof JLabel l && "stakes".equals(l.getName())) {
                return l;
            }
            if (k instanceof Container inner && stakes(inner) != null) {
                return stakes(inner);
            }
        }
        return null;
    }

    private static View.FightView fight(int committed, int heroCommitted) {
        return new View.FightView("eleanor", "barrow-wight", false, 2, View.FightCause.TRAVEL,
                new View.FightSide(List.of(), 0, 6, false, heroCommitted, null),
                new View.FightSide(List.of(), 0, 4, false, committed, null), 3, List.of(), 0, 4);
    }

    private static List<String> texts(Container c) {
        List<String> out = new ArrayList<>();
        for (Component k : c.getComponents()) {
            if (k instanceof JLabel l && l.getText() != null) {
                out.add(l.getText());
            }
            if (k instanceof Container inner) {
                out.addAll(texts(inner));
            }
        }
        return out;
    }
}
