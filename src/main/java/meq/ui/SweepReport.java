package meq.ui;

import java.awt.Component;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.filechooser.FileNameExtensionFilter;
import meq.data.DataLoader;
import meq.lab.Curve;
import meq.lab.HtmlReport;
import meq.lab.SweepTable;
import meq.session.Session;

/** A sweep of the window kept: the HTML report (the curve, the table, how it was made) or the table as CSV. */
final class SweepReport {
    private SweepReport() {
    }

    /** Asks where, then writes the HTML report, or the CSV when the name ends in .csv; says so if it fails. */
    static void save(Component parent, SweepView view, String about) {
        JFileChooser chooser = new JFileChooser();
        chooser.addChoosableFileFilter(new FileNameExtensionFilter("CSV table (.csv)", "csv"));
        chooser.setFileFilter(new FileNameExtensionFilter("HTML report with the curve (.html)", "html"));
        chooser.setSelectedFile(new File("sweep.html"));
        if (chooser.showSaveDialog(parent) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        File f = chooser.getSelectedFile();
        try {
            Session.writeAtomically(f.toPath(), bytes(view, about, f.getName().toLowerCase().endsWith(".csv")));
        } catch (IOException e) {
            JOptionPane.showMessageDialog(parent, "The report was not written: " + e.getMessage()
                    + "\nAny file there before is unchanged.", "Save report", JOptionPane.ERROR_MESSAGE);
        }
    }

    /** The report's bytes: the CSV (the command line's columns) or the HTML page. */
    static byte[] bytes(SweepView view, String about, boolean csv) throws IOException {
        SweepTable table = new SweepTable(List.of(view.vary()), view.results());
        if (csv) {
            return table.csv().getBytes(StandardCharsets.UTF_8);
        }
        String how = "The Vary part of the Odds window: " + view.label() + " (" + view.vary().path() + "), values "
                + view.vary().values();
        return HtmlReport.of("Sweep: " + view.title(), about, table.lines(), Curve.png(view.curve()), how,
                "meq 0.1.0 (Java " + System.getProperty("java.version") + ")",
                "fingerprint " + DataLoader.fingerprint(DataLoader.bundledRoot()).substring(0, 12)).getBytes(
                StandardCharsets.UTF_8);
    }
}
