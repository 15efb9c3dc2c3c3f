package meq.ui;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Font;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;

/**
 * What happened since a seat's last turn, told to it when it takes the table: the log's public lines in the order
 * they happened, over the map's upper left corner until the player dismisses them.
 */
final class CatchUpPanel extends JPanel {
    static final int MOST = 14;
    private final JLabel head = new JLabel();
    private final JLabel body = new JLabel();
    private List<String> lines = List.of();

    CatchUpPanel() {
        super(new BorderLayout(0, 6));
        setName("catch-up");
        setBorder(BorderFactory.createCompoundBorder(BorderFactory.createLineBorder(new Color(0x3b5f8a), 3),
                BorderFactory.createEmptyBorder(8, 10, 8, 10)));
        head.setFont(new Font(Font.SERIF, Font.BOLD, 17));
        body.setFont(body.getFont().deriveFont(Font.PLAIN, 13f));
        body.setVerticalAlignment(JLabel.TOP);
        JButton ok = new JButton("Got it");
        ok.setName("catch-up-ok");
        ok.setFocusable(false);
        ok.addActionListener(e -> dismiss());
        JPanel foot = new JPanel(new BorderLayout());
        foot.setOpaque(false);
        foot.add(ok, BorderLayout.EAST);
        add(head, BorderLayout.NORTH);
        add(body, BorderLayout.CENTER);
        add(foot, BorderLayout.SOUTH);
        addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (!TableFrame.repeatedClick()) {
                    dismiss();
                }
            }
        });
        setVisible(false);
    }

    /** Tells the seat the lines since its last turn (oldest first); nothing when nothing happened. */
    void tell(String name, List<String> since) {
        lines = List.copyOf(since);
        if (lines.isEmpty()) {
            dismiss();
            return;
        }
        head.setText(name + ", since your last turn");
        StringBuilder html = new StringBuilder("<html><body style='width:420px'>");
        int from = Math.max(0, lines.size() - MOST);
        if (from > 0) {
            html.append("<i>").append(from).append(" earlier lines are in the log</i><br>");
        }
        for (String line : lines.subList(from, lines.size())) {
            html.append(escape(line)).append("<br>");
        }
        body.setText(html.append("</body></html>").toString());
        setVisible(true);
        revalidate();
        if (getParent() != null) {
            getParent().doLayout();
        }
        repaint();
    }

    void dismiss() {
        setVisible(false);
    }

    /** The lines told (for tests). */
    List<String> lines() {
        return isVisible() ? lines : List.of();
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
