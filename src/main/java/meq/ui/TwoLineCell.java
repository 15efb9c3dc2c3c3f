package meq.ui;

import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.awt.Font;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;

/**
 * A list cell of two lines drawn without HTML (the first HTML label loads Swing's HTML kit, ~100 ms at the start
 * screen): a bold head and the rest of its line, and a smaller line below.
 */
final class TwoLineCell extends JPanel {
    private final JLabel head = new JLabel();
    private final JLabel rest = new JLabel();
    private final JLabel below = new JLabel();

    TwoLineCell() {
        super(new BorderLayout(0, 1));
        JPanel line = new JPanel(new FlowLayout(FlowLayout.LEFT, 0, 0));
        line.setOpaque(false);
        line.add(head);
        line.add(rest);
        add(line, BorderLayout.NORTH);
        add(below, BorderLayout.SOUTH);
        setBorder(BorderFactory.createEmptyBorder(3, 8, 3, 8));
        setOpaque(true);
    }

    /** This cell showing those words, as the list shows a row (selected or not; greyed when not enabled). */
    TwoLineCell show(JList<?> list, String headText, String restText, boolean restItalic, String belowText,
                     boolean selected, boolean enabled) {
        Font f = list.getFont();
        head.setFont(f.deriveFont(Font.BOLD));
        rest.setFont(restItalic ? f.deriveFont(Font.ITALIC) : f);
        below.setFont(f.deriveFont(f.getSize2D() * 0.85f));
        head.setText(headText);
        rest.setText(restText);
        below.setText(belowText);
        setBackground(selected ? list.getSelectionBackground() : list.getBackground());
        for (JLabel l : new JLabel[] {head, rest, below}) {
            l.setForeground(selected ? list.getSelectionForeground() : list.getForeground());
            l.setEnabled(enabled);
        }
        return this;
    }
}
