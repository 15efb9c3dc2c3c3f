package meq.ui;

import java.awt.BorderLayout;
import java.awt.FlowLayout;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JPanel;
import meq.rules.Rules;
import meq.rules.View;

/**
 * The card being resolved, beside the hand and below the question it asks ("Tempted by Power: choose one"), drawn
 * as the hand's cards are; hovering reads it, a click opens it large. Shown only while the seat's view names it
 * (View.resolving: with the seat's own question, a card resolved face up), so it goes when the effect is over.
 */
final class ResolvingCard extends JPanel {
    private final Rules rules;
    private int card = -1;

    ResolvingCard(Rules rules) {
        super(new FlowLayout(FlowLayout.CENTER, 4, 0));
        this.rules = rules;
        setName("resolving-card");
        setBorder(BorderFactory.createTitledBorder("Being resolved"));
        setVisible(false);
    }

    /** The hand with this card at its right (the row keeps the hand's height). */
    JComponent beside(JComponent hand) {
        JPanel row = new JPanel(new BorderLayout());
        row.add(hand, BorderLayout.CENTER);
        row.add(this, BorderLayout.EAST);
        return row;
    }

    /** Shows the card the view says is resolving, or nothing. */
    void show(View v) {
        int now = v.question().resolving();
        if (now == card) {
            return;
        }
        card = now;
        removeAll();
        if (now >= 0) {
            CardView c = CardView.of(rules, now);
            c.setToolTipText(LargeCard.tooltip(c.face()).replace("<body style='width:260px'>",
                    "<body style='width:260px'><b>Being resolved</b>: the card whose effect asks this question<br>"));
            add(c);
        }
        setVisible(now >= 0);
        revalidate();
        repaint();
    }

    /** The card shown, or -1 (for tests). */
    int card() {
        return card;
    }

    /** Its drawing, or null when none is shown (for tests). */
    CardView view() {
        return getComponentCount() > 0 && getComponent(0) instanceof CardView c ? c : null;
    }
}
