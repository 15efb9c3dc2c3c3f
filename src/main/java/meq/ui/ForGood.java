package meq.ui;

import java.awt.Component;
import javax.swing.JDialog;
import javax.swing.JOptionPane;
import meq.rules.Action;
import meq.rules.Ask;

/**
 * A person's answer that destroys something for good (the engine marks it: {@link Ask#lasting(Action)}) is confirmed
 * first, saying why it cannot be undone; cancelled, nothing is answered.
 */
final class ForGood {
    private ForGood() {
    }

    /** Whether to go on with this answer: yes at once for one that destroys nothing, else the person's word. */
    static boolean confirmed(Component over, Ask ask, Action a, String words) {
        String why = ask == null ? null : ask.lasting(a);
        if (why == null) {
            return true;
        }
        String yes = words;
        Object[] buttons = {yes, "Cancel"};
        JOptionPane pane = new JOptionPane("<html><body style='width: 380px'><b>" + LargeCard.esc(words)
                + "?</b><br><br>This cannot be undone. " + LargeCard.esc(why) + "</body></html>",
                JOptionPane.WARNING_MESSAGE, JOptionPane.YES_NO_OPTION, null, buttons, buttons[1]);
        JDialog d = pane.createDialog(over, "This cannot be undone");
        d.setName("for-good");
        d.setVisible(true); // modal: returns once answered or closed
        d.dispose();
        return yes.equals(pane.getValue());
    }
}
