package meq.ui;

import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.nio.file.Files;
import java.util.Collections;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JList;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;
import meq.rules.Rules;

/**
 * The Saved game tab's recent files: those opened or saved lately. A double click (or Open) plays a save, or adds
 * a preset to the preset list, chosen; a file no longer there leaves the list.
 */
final class RecentFiles extends JPanel {
    private final StartDialog dialog;
    private final SavedGameTab saved;
    private final DefaultListModel<Settings.Recent> recent = new DefaultListModel<>();

    RecentFiles(StartDialog dialog, SavedGameTab saved) {
        super(new BorderLayout());
        this.dialog = dialog;
        this.saved = saved;
        Settings.recent().forEach(recent::addElement);
        JList<Settings.Recent> list = new JList<>(recent);
        list.setName("recent");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        TwoLineCell cell = new TwoLineCell();
        list.setCellRenderer((l, value, index, selected, focus) -> {
            boolean there = Files.isRegularFile(value.path());
            return cell.show(l, String.valueOf(value.path().getFileName()), "  "
                    + (value.kind().equals(Settings.Recent.PRESET) ? "preset" : "saved game")
                    + (there ? "" : ", no longer there"), true, String.valueOf(value.path().getParent()), selected, there);
        });
        list.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2 && list.getSelectedIndex() >= 0) {
                    open(dialog.rules(), list.getSelectedIndex());
                }
            }
        });
        JButton openIt = new JButton("Open");
        openIt.addActionListener(e -> {
            if (list.getSelectedIndex() >= 0) {
                open(dialog.rules(), list.getSelectedIndex());
            }
        });
        setBorder(BorderFactory.createCompoundBorder(BorderFactory.createEmptyBorder(0, 12, 8, 12),
                BorderFactory.createTitledBorder(recent.isEmpty() ? "Recent files (none yet)" : "Recent files")));
        add(new JScrollPane(list), BorderLayout.CENTER);
        JPanel south = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        south.add(openIt);
        add(south, BorderLayout.SOUTH);
    }

    /** The recent files listed, the latest first. */
    List<Settings.Recent> listed() {
        return Collections.list(recent.elements());
    }

    /** Opens the n-th recent file: a save is played; a preset joins the preset list, selected. */
    void open(Rules rules, int n) {
        Settings.Recent r = recent.get(n);
        if (!Files.isRegularFile(r.path())) {
            JOptionPane.showMessageDialog(dialog, r.path() + " is no longer there; it leaves the recent files.",
                    "Recent files", JOptionPane.INFORMATION_MESSAGE);
            Settings.forget(r.path());
            recent.remove(n);
            return;
        }
        if (r.kind().equals(Settings.Recent.PRESET)) {
            dialog.openPreset(r.path());
        } else {
            saved.openSave(rules, r.path());
        }
    }
}
