package meq.ui;

import java.awt.BorderLayout;
import java.awt.Dialog;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Font;
import java.awt.Window;
import java.util.function.Consumer;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.ListSelectionModel;
import javax.swing.table.DefaultTableModel;
import meq.rules.Action;
import meq.sim.Advice;

/**
 * The hint's window, in a player's words: the verdict ("Travel to Bree wins about 6 games in 10 for the heroes; Rest
 * about 4 in 10", or "too close to call"), the choices best first with their share of games won, and whether the
 * figures are still sharpening. Shown at the first stage's answer and filled again in place by the later ones.
 */
final class HintPage {
    private final JDialog dialog;
    private final JLabel verdict = new JLabel();
    private final JLabel progress = new JLabel();
    private final DefaultTableModel model = new DefaultTableModel(new Object[] {"Wins", "Likely between",
        "Games played out", "Choice"}, 0) {
        @Override
        public boolean isCellEditable(int row, int column) {
            return false;
        }
    };
    private final JTable table = new JTable(model);
    private Advice shown;
    private boolean last;
    /** The option the player chose in the list (null until he does: the best one is chosen for him). */
    private Action picked;
    private boolean filling;

    /** who: the deciding seat's name; take: answers the question with the chosen row's option. */
    HintPage(Window owner, String who, Consumer<Action> take) {
        dialog = new JDialog(owner, "Hint — " + who + "'s chances", Dialog.ModalityType.MODELESS);
        dialog.setName("hint-window");
        dialog.setDefaultCloseOperation(JDialog.DISPOSE_ON_CLOSE);
        verdict.setName("hint-verdict");
        verdict.setFont(verdict.getFont().deriveFont(Font.BOLD, verdict.getFont().getSize2D() + 1f));
        progress.setName("hint-progress");
        JLabel about = new JLabel("<html><body style='width: 560px'>From this moment the bots played the game out"
                + " many times after each choice, dealing at random what " + who + " cannot see; the share of those"
                + " games " + who + "'s side won is below. The better choices are played more, so their figures are"
                + " the surest.</body></html>");
        table.setName("hint-table");
        table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        table.getSelectionModel().addListSelectionListener(e -> {
            if (!filling && shown != null && table.getSelectedRow() >= 0) {
                picked = shown.rows().get(table.getSelectedRow()).option();
            }
        });
        int[] widths = {90, 110, 110, 360};
        for (int c = 0; c < widths.length; c++) {
            table.getColumnModel().getColumn(c).setPreferredWidth(widths[c]);
        }
        JButton takeIt = new JButton("Take the chosen one");
        takeIt.setName("hint-take");
        takeIt.addActionListener(e -> {
            int row = table.getSelectedRow();
            if (shown != null && row >= 0) {
                take.accept(shown.rows().get(row).option());
            }
        });
        JButton close = new JButton("Close");
        close.setName("hint-close");
        close.addActionListener(e -> dialog.dispose());
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        buttons.add(takeIt);
        buttons.add(close);
        JPanel top = new JPanel(new BorderLayout(0, 4));
        top.add(verdict, BorderLayout.NORTH);
        top.add(about, BorderLayout.CENTER);
        top.add(progress, BorderLayout.SOUTH);
        top.setBorder(BorderFactory.createEmptyBorder(0, 0, 6, 0));
        JPanel root = new JPanel(new BorderLayout(4, 4));
        root.setBorder(BorderFactory.createEmptyBorder(8, 8, 8, 8));
        root.add(top, BorderLayout.NORTH);
        JScrollPane pane = new JScrollPane(table);
        pane.setPreferredSize(new Dimension(680, 240));
        root.add(pane, BorderLayout.CENTER);
        root.add(buttons, BorderLayout.SOUTH);
        dialog.setContentPane(root);
        Placement.packOver(dialog, owner);
    }

    JDialog dialog() {
        return dialog;
    }

    /** True once the figures shown are the last stage's. */
    boolean last() {
        return last;
    }

    /** A stage's figures, in place of those shown; a row the player chose stays chosen, else the best is. */
    void show(Advice a, boolean lastStage) {
        filling = true;
        shown = a;
        last = lastStage;
        verdict.setText("<html><body style='width: 560px'>" + escape(a.verdict()) + "</body></html>");
        progress.setText(lastStage ? "From " + a.played() + " games played out." : "From " + a.played()
                + " games played out so far; playing more to sharpen the figures...");
        model.setRowCount(0);
        int select = 0;
        for (int i = 0; i < a.rows().size(); i++) {
            Advice.Row r = a.rows().get(i);
            model.addRow(r.plays() == 0 ? new Object[] {"not tried", "", "0", r.words()} : new Object[] {
                String.format("%.0f%%", 100 * r.rate()),
                String.format("%.0f%% to %.0f%%", 100 * r.low(), 100 * r.high()),
                r.wins() + " won of " + r.plays(), r.words()});
            if (r.option().equals(picked)) {
                select = i;
            }
        }
        if (!a.rows().isEmpty()) {
            table.setRowSelectionInterval(select, select);
        }
        filling = false;
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
