package meq.ui;

import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.awt.Font;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import meq.rules.Rules;
import meq.rules.View;

/** The combat table: both stacks face up, round by round, strength used of the limit, damage, exhaustion. */
final class CombatPanel extends JPanel {
    private final Rules rules;
    private final JLabel heading = new JLabel();
    private final JPanel heroStack = new JPanel(new FlowLayout(FlowLayout.LEFT, 4, 2));
    private final JPanel sauronStack = new JPanel(new FlowLayout(FlowLayout.LEFT, 4, 2));
    private final JLabel heroLine = new JLabel();
    private final JLabel sauronLine = new JLabel();

    CombatPanel(Rules rules) {
        super(new BorderLayout());
        this.rules = rules;
        setBorder(BorderFactory.createTitledBorder("Combat"));
        heading.setFont(heading.getFont().deriveFont(Font.BOLD, 13f));
        JPanel rows = new JPanel(new java.awt.GridLayout(4, 1));
        rows.add(heroLine);
        rows.add(heroStack);
        rows.add(sauronLine);
        rows.add(sauronStack);
        add(heading, BorderLayout.NORTH);
        add(rows, BorderLayout.CENTER);
        setVisible(false);
    }

    void show(View.FightView f) {
        setVisible(f != null);
        if (f == null) {
            return;
        }
        String opponent = f.minion() ? rules.data().minion(f.opponent()).name() : rules.data().monster(f.opponent()).name();
        String hero = rules.data().hero(f.hero()).name();
        heading.setText(hero + " against " + opponent + " — round " + f.round());
        heroLine.setText(hero + ": strength " + f.heroUsed() + " of " + f.heroStrength()
                + (f.heroExhausted() ? " — exhausted" : ""));
        sauronLine.setText(opponent + ": strength " + f.sauronUsed() + " of " + f.sauronStrength() + ", damage "
                + f.opponentDamage() + " of " + f.opponentHealth() + ", " + f.sauronHandCount() + " cards in hand"
                + (f.sauronExhausted() ? " — exhausted" : "")
                + (f.committed() >= 0 ? " — committed first: " + rules.cards().card(f.committed()).title() : ""));
        fill(heroStack, f.heroStack());
        fill(sauronStack, f.sauronStack());
        revalidate();
        repaint();
    }

    private void fill(JPanel p, java.util.List<Integer> stack) {
        p.removeAll();
        if (stack.isEmpty()) {
            p.add(new JLabel("(no card yet)"));
        }
        for (int c : stack) {
            var d = rules.cards().card(c);
            JLabel l = new JLabel(d.title() + " " + d.attack() + "/" + d.defense() + "/" + d.cost());
            l.setOpaque(true);
            l.setBackground(d.type() == meq.data.CardType.RANGED ? CardView.RANGED : CardView.MELEE);
            l.setForeground(java.awt.Color.WHITE);
            l.setBorder(BorderFactory.createEmptyBorder(2, 6, 2, 6));
            l.setToolTipText(d.text());
            p.add(l);
        }
    }
}
