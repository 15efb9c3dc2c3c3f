package meq.ui;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import javax.swing.BorderFactory;
import javax.swing.Box;
import javax.swing.BoxLayout;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import meq.rules.words.FinaleWords;
import meq.state.Side;

/**
 * The Finale as an event, before the champion is chosen: dominance and what it does to the Ringwraiths, their
 * numbers as printed and as they will fight, and the missions the rules lay face up.
 */
final class FinaleOpening extends JDialog {
    private final JLabel stats = new JLabel();

    FinaleOpening(JFrame owner, FinaleWords.Opening o) {
        super(owner, "The Finale", false);
        setName("finale-opening");
        JPanel page = new JPanel(new BorderLayout(0, 12));
        page.setBorder(BorderFactory.createEmptyBorder(16, 20, 14, 20));
        JLabel title = new JLabel("The Finale begins");
        title.setFont(new Font(Font.SERIF, Font.BOLD, 28));
        page.add(title, BorderLayout.NORTH);
        JPanel body = new JPanel();
        body.setLayout(new BoxLayout(body, BoxLayout.Y_AXIS));
        body.add(html(o.adjustment(), 14));
        stats.setName("finale-ringwraiths");
        stats.setText(ringwraiths(o));
        stats.setFont(stats.getFont().deriveFont(Font.PLAIN, 16f));
        stats.setBorder(BorderFactory.createCompoundBorder(BorderFactory.createLineBorder(new Color(0x2e2338), 2),
                BorderFactory.createEmptyBorder(8, 10, 8, 10)));
        stats.setAlignmentX(0);
        body.add(Box.createVerticalStrut(10));
        body.add(stats);
        body.add(Box.createVerticalStrut(10));
        if (o.missions().isEmpty()) {
            body.add(html("No mission is laid face up.", 13));
        }
        for (FinaleWords.Mission m : o.missions()) {
            body.add(html("<b>" + (m.side() == Side.SAURON ? "Sauron's" : "The heroes'") + " mission, face up: "
                    + m.title() + "</b> — " + m.text() + "<br><i>" + (m.fulfilled() ? "Fulfilled now."
                    : "Not fulfilled now.") + "</i>", 13));
        }
        body.add(html("The heroes now choose their champion, who fights the Ringwraiths alone. Each round is shown"
                + " as it is played. If the Ringwraiths are defeated, the heroes win; if not, Sauron wins.", 13));
        page.add(body, BorderLayout.CENTER);
        JButton go = new JButton("To the fight");
        go.setName("finale-go");
        go.addActionListener(e -> dispose());
        JPanel foot = new JPanel(new BorderLayout());
        foot.add(go, BorderLayout.EAST);
        page.add(foot, BorderLayout.SOUTH);
        setContentPane(page);
        getRootPane().setDefaultButton(go);
        Placement.packOver(this, owner, d -> new Dimension(Math.max(d.width, 620), d.height + 10));
    }

    static String ringwraiths(FinaleWords.Opening o) {
        return "<html><b>The Ringwraiths</b> as they will fight: health " + change(o.printedHealth(), o.health())
                + ", fortitude " + change(o.printedFortitude(), o.fortitude()) + ", strength " + o.strength()
                + "</html>";
    }

    private static String change(int printed, int now) {
        return printed == now ? Integer.toString(now) : now + " (printed " + printed + ")";
    }

    String ringwraithsText() {
        return stats.getText();
    }

    private static JLabel html(String text, float size) {
        JLabel l = new JLabel("<html><div style='width:470px'>" + text + "</div></html>");
        l.setFont(l.getFont().deriveFont(Font.PLAIN, size));
        l.setAlignmentX(0);
        l.setBorder(BorderFactory.createEmptyBorder(0, 0, 8, 0));
        return l;
    }
}
