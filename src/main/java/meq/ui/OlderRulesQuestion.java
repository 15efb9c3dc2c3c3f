package meq.ui;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Font;
import javax.swing.JDialog;
import javax.swing.JOptionPane;
import javax.swing.JTextArea;
import javax.swing.UIManager;
import meq.session.OlderRules;

/**
 * The question a save whose later actions no longer apply asks before it opens: what was left out and where the
 * game resumes, to resume there or to leave everything as it was (the file is not touched either way).
 */
final class OlderRulesQuestion {
    static final String RESUME = "Resume there";
    static final String DECLINE = "Don't open it";

    private OlderRulesQuestion() {
    }

    /** Asks the players; true when they resume there. */
    static boolean resume(Component parent, OlderRules older) {
        JTextArea text = new JTextArea(words(older));
        text.setName("older-rules-words");
        text.setEditable(false);
        text.setLineWrap(true);
        text.setWrapStyleWord(true);
        text.setOpaque(false);
        text.setFont(UIManager.getFont("Label.font").deriveFont(Font.PLAIN));
        int width = text.getFontMetrics(text.getFont()).charWidth('n') * 64;
        text.setSize(new Dimension(width, Short.MAX_VALUE)); // wrapped at this width, its height is known
        text.setPreferredSize(new Dimension(width, text.getPreferredSize().height));
        Object[] answers = {RESUME, DECLINE};
        JOptionPane pane = new JOptionPane(text, JOptionPane.QUESTION_MESSAGE, JOptionPane.YES_NO_OPTION, null,
                answers, answers[0]);
        JDialog ask = pane.createDialog(parent, "Saved under older rules");
        ask.setName("older-rules");
        ask.setVisible(true);
        ask.dispose();
        return RESUME.equals(pane.getValue());
    }

    /** The words the question shows: what was left out, why, and that the file stays as it is. */
    static String words(OlderRules older) {
        return older.words() + "\n\nWhy: " + older.why() + "\n\n" + RESUME + " to go on from there: the file stays"
                + " as it is until you save. " + DECLINE + " to leave everything as it was.";
    }
}
