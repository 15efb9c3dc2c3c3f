package meq.ui;

import java.awt.Dimension;
import java.awt.Font;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.ScrollPaneConstants;

/**
 * The log's list on the table's east side: at least {@link #LINES} lines in sight on a laptop's screen, a line too
 * long for the column cut at its edge and read whole on hover (no sideways scroll bar to take a line's room).
 */
final class LogLines {
    /** The fewest log lines the table keeps in sight. */
    static final int LINES = 8;

    private LogLines() {
    }

    /** The list in its scroll pane, never narrower in height than {@link #LINES} lines. */
    static JScrollPane scrolled(JList<String> list) {
        list.setFont(list.getFont().deriveFont(Font.PLAIN, 12f));
        list.setVisibleRowCount(LINES);
        JScrollPane pane = new JScrollPane(list);
        pane.setHorizontalScrollBarPolicy(ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
        int row = list.getFontMetrics(list.getFont()).getHeight() + 2;
        pane.setMinimumSize(new Dimension(200, LINES * row + 6));
        return pane;
    }

    /** A line as its tooltip reads it, whole. */
    static String whole(String line) {
        return "<html><body style='width:360px'>" + line.replace("&", "&amp;").replace("<", "&lt;")
                .replace(">", "&gt;") + "</body></html>";
    }
}
