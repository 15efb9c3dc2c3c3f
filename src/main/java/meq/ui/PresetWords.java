package meq.ui;

import java.awt.Component;
import java.awt.GridLayout;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.JTextField;

/** The words a preset carries: a title, a description and an optional goal, asked for in one small form. */
record PresetWords(String title, String description, String goal) {
    /** Asks for the words; null if the player cancels. */
    static PresetWords ask(Component parent, String suggestedTitle) {
        JTextField title = new JTextField(suggestedTitle, 30);
        JTextArea description = new JTextArea(3, 30);
        description.setLineWrap(true);
        JTextField goal = new JTextField(20);
        JPanel form = new JPanel(new GridLayout(0, 1, 2, 2));
        form.add(new JLabel("Title:"));
        form.add(title);
        form.add(new JLabel("Description:"));
        form.add(new JScrollPane(description));
        form.add(new JLabel("Goal (optional, e.g. heroes survive the Finale):"));
        form.add(goal);
        if (JOptionPane.showConfirmDialog(parent, form, "The preset's words", JOptionPane.OK_CANCEL_OPTION,
                JOptionPane.PLAIN_MESSAGE) != JOptionPane.OK_OPTION) {
            return null;
        }
        return new PresetWords(title.getText().trim(), description.getText().trim(), goal.getText().trim());
    }

    /** A file name made of the title. */
    String fileName() {
        return title.toLowerCase().replaceAll("[^a-z0-9]+", "-") + ".yaml";
    }
}
