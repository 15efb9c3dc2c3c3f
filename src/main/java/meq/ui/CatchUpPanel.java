package meq.ui;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Font;
import java.awt.Rectangle;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextArea;
import javax.swing.JScrollPane;
import javax.swing.ScrollPaneConstants;

/**
 * What happened since a seat's last turn, told to it when it takes the table: the log's public lines in the order
 * they happened, over the map's upper left corner until the player dismisses them. The lines scroll, and open on
 * the newest (what moved last, next to the hero, is what he most needs to read).
 */
final class CatchUpPanel extends JPanel {
    private final JLabel head = new JLabel();
    private final JTextArea body = new JTextArea(); // wraps its lines to the width it is given
    private final JScrollPane scroll = new JScrollPane(body);
    private List<String> lines = List.of();

    CatchUpPanel() {
        super(new BorderLayout(0, 6));
        setName("catch-up");
        setBorder(BorderFactory.createCompoundBorder(BorderFactory.createLineBorder(new Color(0x3b5f8a), 3),
                BorderFactory.createEmptyBorder(8, 10, 8, 10)));
        head.setFont(new Font(Font.SERIF, Font.BOLD, 17));
        body.setFont(head.getFont().deriveFont(Font.PLAIN, 13f));
        body.setEditable(false);
        body.setFocusable(false);
        body.setOpaque(false);
        body.setLineWrap(true);
        body.setWrapStyleWord(true);
        body.setColumns(40);
        body.setBorder(BorderFactory.createEmptyBorder(0, 0, 0, 4));
        JButton ok = new JButton("Got it");
        ok.setName("catch-up-ok");
        ok.setFocusable(false);
        ok.addActionListener(e -> dismiss());
        JPanel foot = new JPanel(new BorderLayout());
        foot.setOpaque(false);
        foot.add(ok, BorderLayout.EAST);
        scroll.setName("catch-up-lines");
        scroll.setBorder(null);
        scroll.setOpaque(false);
        scroll.getViewport().setOpaque(false);
        scroll.setHorizontalScrollBarPolicy(ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
        scroll.getVerticalScrollBar().setUnitIncrement(16);
        // made smaller than its lines (a laptop's map), it keeps the newest in sight
        ComponentAdapter newest = new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                showNewest();
            }
        };
        scroll.getViewport().addComponentListener(newest);
        body.addComponentListener(newest); // and as its lines wrap to the width they are given
        add(head, BorderLayout.NORTH);
        add(scroll, BorderLayout.CENTER);
        add(foot, BorderLayout.SOUTH);
        MouseAdapter click = new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (!TableFrame.repeatedClick()) {
                    dismiss();
                }
            }
        };
        addMouseListener(click);
        body.addMouseListener(click); // a click on the lines too, as before they scrolled
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
        body.setText(String.join("\n", lines));
        setVisible(true);
        revalidate();
        if (getParent() != null) {
            getParent().doLayout();
        }
        validate();
        showNewest();
        repaint();
    }

    /** Scrolls to the newest line, the last. */
    private void showNewest() {
        body.scrollRectToVisible(new Rectangle(0, Math.max(0, body.getHeight() - 1), 1, 1));
    }

    /** The scrolled lines (for tests: whether the newest is in sight). */
    JScrollPane scroll() {
        return scroll;
    }

    void dismiss() {
        setVisible(false);
    }

    /** The lines told (for tests). */
    List<String> lines() {
        return isVisible() ? lines : List.of();
    }
}
