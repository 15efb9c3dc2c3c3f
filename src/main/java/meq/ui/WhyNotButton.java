package meq.ui;

import java.awt.BorderLayout;
import java.awt.Dialog;
import java.awt.FlowLayout;
import java.awt.Window;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JEditorPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import meq.rules.Ask;

/**
 * "Why not?" beside the prompt: for the person deciding, the usual actions of the step that are not open now, each
 * with its reason (the engine's {@link Ask.NotOpen}); shown only when there are some.
 */
final class WhyNotButton {
    private final Window owner;
    private final JButton button = new JButton("Why not?");
    private List<Ask.NotOpen> reasons = List.of();
    private JDialog shown;

    WhyNotButton(Window owner) {
        this.owner = owner;
        button.setName("why-not");
        button.setFocusable(false);
        button.setToolTipText("The usual actions you cannot take now, and why");
        button.setVisible(false);
        button.addActionListener(e -> open());
    }

    JButton button() {
        return button;
    }

    /** The reasons of the question now shown to its seat (none: the button hides); an open list is closed. */
    void offer(List<Ask.NotOpen> now) {
        reasons = List.copyOf(now);
        button.setVisible(!reasons.isEmpty());
        close();
    }

    void close() {
        if (shown != null) {
            shown.dispose();
            shown = null;
        }
    }

    /** The list open now, or null (for tests). */
    JDialog window() {
        return shown;
    }

    /** The reasons as the list shows them, one a line: "Move to Bree: the path needs ...". */
    static String html(List<Ask.NotOpen> reasons) {
        StringBuilder s = new StringBuilder("<html><body style='font-family: sans-serif; width: 440px'>"
                + "<p>Not possible now:</p><ul>");
        for (Ask.NotOpen r : reasons) {
            s.append("<li><b>").append(LargeCard.esc(r.action())).append("</b>: ")
                    .append(LargeCard.esc(r.why())).append("</li>");
        }
        return s.append("</ul></body></html>").toString();
    }

    private void open() {
        close();
        JDialog d = new JDialog(owner, "Why not?", Dialog.ModalityType.MODELESS);
        d.setName("why-not-window");
        JEditorPane text = new JEditorPane("text/html", html(reasons));
        text.setName("why-not-text");
        text.setEditable(false);
        text.setBorder(BorderFactory.createEmptyBorder(6, 8, 6, 8));
        JScrollPane pane = new JScrollPane(text, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        pane.setPreferredSize(new java.awt.Dimension(520, Math.min(420, 70 + 34 * reasons.size())));
        JButton ok = new JButton("Close");
        ok.setName("why-not-close");
        ok.addActionListener(e -> close());
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        buttons.add(ok);
        JPanel root = new JPanel(new BorderLayout(4, 4));
        root.setBorder(BorderFactory.createEmptyBorder(6, 6, 6, 6));
        root.add(pane, BorderLayout.CENTER);
        root.add(buttons, BorderLayout.SOUTH);
        d.setContentPane(root);
        Placement.packOver(d, owner);
        shown = d;
        d.setVisible(true);
        text.setCaretPosition(0);
    }
}
