package meq.ui;

import java.awt.BorderLayout;
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
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.words.Describe;
import meq.rules.words.GameLog;

/**
 * Sauron's standing orders, set in private on his seat: whether the table asks him only when he holds a card he
 * could play (faster) or at every window (strict), and at which Shadow windows it asks him at all. A window he did
 * not tick passes at once, with no hand-over; he may tick windows he holds no card for (the heroes cannot tell).
 */
final class ShadowOrdersPanel extends JPanel {
    private final Map<String, JCheckBox> boxes = new LinkedHashMap<>();
    private final JRadioButton round = new JRadioButton("for this round");
    private final JRadioButton game = new JRadioButton("for the rest of the game");
    private final ShadowWindowsChoice mode;

    ShadowOrdersPanel(Rules rules, GameLog.ShadowOrders now) {
        super(new BorderLayout(0, 10));
        setName("shadow-orders");
        setBorder(BorderFactory.createEmptyBorder(6, 6, 6, 6));
        mode = new ShadowWindowsChoice("When the table asks Sauron (for the rest of the game):",
                now != null && now.onlyWhenPlayable());
        add(mode, BorderLayout.NORTH);
        JPanel windows = new JPanel(new GridLayout(0, 1, 0, 4));
        windows.add(new JLabel("<html><body style='width:380px'>Ask me whether to play a Shadow card only at the"
                + " windows ticked; the table passes for me at the others, with no hand-over. The heroes see only"
                + " that I was not asked.</body></html>"));
        for (ShadowTiming timing : Describe.shadowTimings(rules)) {
            JCheckBox b = new JCheckBox("Ask me " + Naming.timing(timing).replace("your", "my"),
                    now == null || now.asked().contains(timing.key()));
            b.setName(timing.key());
            boxes.put(timing.key(), b);
            windows.add(b);
        }
        ButtonGroup g = new ButtonGroup();
        g.add(round);
        g.add(game);
        (now == null || now.until() < 0 ? game : round).setSelected(true);
        JPanel when = new JPanel(new GridLayout(1, 2));
        when.add(round);
        when.add(game);
        windows.add(when);
        add(windows, BorderLayout.CENTER);
    }

    /** The orders as ticked, the windows for a round that is this turn or for the game; the way asked, for the game. */
    GameLog.ShadowOrders orders(int turn) {
        Set<String> asked = new TreeSet<>();
        boxes.forEach((timing, b) -> {
            if (b.isSelected()) {
                asked.add(timing);
            }
        });
        return new GameLog.ShadowOrders(asked, game.isSelected() ? -1 : turn, mode.onlyWhenPlayable());
    }

    /** Ticks one window (for tests). */
    void tick(String timing, boolean on) {
        boxes.get(timing).setSelected(on);
    }

    /** Chooses the faster way or the strict one (for tests). */
    void onlyWhenPlayable(boolean yes) {
        mode.choose(yes);
    }

    void forTheGame(boolean yes) {
        (yes ? game : round).setSelected(true);
    }
}
