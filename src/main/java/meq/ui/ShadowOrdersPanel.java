package meq.ui;

import java.awt.GridLayout;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javax.swing.BorderFactory;
import javax.swing.ButtonGroup;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import meq.data.ShadowTiming;
import meq.rules.Rules;
import meq.rules.table.Naming;
import meq.rules.words.Describe;
import meq.rules.words.GameLog;

/**
 * Sauron's standing orders, set in private on his seat: at which Shadow windows the table asks him. A window he
 * did not tick passes at once, with no hand-over; he may tick windows he holds no card for (the heroes cannot tell).
 */
final class ShadowOrdersPanel extends JPanel {
    private final Map<String, JCheckBox> boxes = new LinkedHashMap<>();
    private final JRadioButton round = new JRadioButton("for this round");
    private final JRadioButton game = new JRadioButton("for the rest of the game");

    ShadowOrdersPanel(Rules rules, GameLog.ShadowOrders now) {
        super(new GridLayout(0, 1, 0, 4));
        setName("shadow-orders");
        setBorder(BorderFactory.createEmptyBorder(6, 6, 6, 6));
        add(new JLabel("<html><body style='width:380px'>Ask me whether to play a Shadow card only at the windows"
                + " ticked; the table passes for me at the others, with no hand-over. The heroes see only that I"
                + " was not asked.</body></html>"));
        for (ShadowTiming timing : Describe.shadowTimings(rules)) {
            JCheckBox b = new JCheckBox("Ask me " + Naming.timing(timing).replace("your", "my"),
                    now == null || now.asked().contains(timing.key()));
            b.setName(timing.key());
            boxes.put(timing.key(), b);
            add(b);
        }
        ButtonGroup g = new ButtonGroup();
        g.add(round);
        g.add(game);
        (now != null && now.until() < 0 ? game : round).setSelected(true);
        JPanel when = new JPanel(new GridLayout(1, 2));
        when.add(round);
        when.add(game);
        add(when);
    }

    /** The orders as ticked, for a round that is this turn or for the game. */
    GameLog.ShadowOrders orders(int turn) {
        Set<String> asked = new TreeSet<>();
        boxes.forEach((timing, b) -> {
            if (b.isSelected()) {
                asked.add(timing);
            }
        });
        return new GameLog.ShadowOrders(asked, game.isSelected() ? -1 : turn);
    }

    /** Ticks one window (for tests). */
    void tick(String timing, boolean on) {
        boxes.get(timing).setSelected(on);
    }

    void forTheGame(boolean yes) {
        (yes ? game : round).setSelected(true);
    }
}
