package meq.ui;

import java.awt.GridLayout;
import javax.swing.BorderFactory;
import javax.swing.ButtonGroup;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JRadioButton;

/**
 * Sauron's choice of when the table asks him at a Shadow window, each way said in a sentence: only when he holds a
 * card he could play there (faster, the default for a new game), or at every window (strict secrecy). Asked when a
 * game is made; his Shadow orders change it at any time.
 */
final class ShadowWindowsChoice extends JPanel {
    static final String FAST = "Ask Sauron only when he holds a Shadow card he could play there: faster, but"
            + " the heroes may guess that he holds one when he is asked.";
    static final String STRICT = "Ask Sauron at every Shadow window: strict secrecy (being asked tells the heroes"
            + " nothing), but each window hands the seat to him and back.";

    private final JRadioButton fast = new JRadioButton(wrapped(FAST));
    private final JRadioButton strict = new JRadioButton(wrapped(STRICT));

    private static String wrapped(String sentence) {
        return "<html><body style='width:440px'>" + sentence + "</body></html>";
    }

    /** With a heading when it stands among other choices (the new-game screen), none inside the orders. */
    ShadowWindowsChoice(String heading, boolean onlyWhenPlayable) {
        super(new GridLayout(0, 1, 0, 2));
        setName("shadow-windows");
        if (heading != null) {
            add(new JLabel(heading));
        }
        fast.setName("shadow-windows-fast");
        strict.setName("shadow-windows-strict");
        ButtonGroup g = new ButtonGroup();
        g.add(fast);
        g.add(strict);
        (onlyWhenPlayable ? fast : strict).setSelected(true);
        add(fast);
        add(strict);
        setBorder(BorderFactory.createEmptyBorder(2, 0, 2, 0));
    }

    /** A new game's choice: the faster way is the default. */
    static ShadowWindowsChoice forNewGame() {
        return new ShadowWindowsChoice("Shadow windows (Sauron's choice; his Shadow orders change it during the"
                + " game):", true);
    }

    /** Whether the faster way is chosen. */
    boolean onlyWhenPlayable() {
        return fast.isSelected();
    }

    /** Chooses one way (for tests). */
    void choose(boolean onlyWhenPlayable) {
        (onlyWhenPlayable ? fast : strict).setSelected(true);
    }
}
