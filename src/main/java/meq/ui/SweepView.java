package meq.ui;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Dimension;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTable;
import javax.swing.UIManager;
import javax.swing.table.DefaultTableModel;
import meq.lab.Curve;
import meq.lab.Sweep;
import meq.lab.Vary;
import meq.sim.OddsReport;
import meq.state.Side;
import org.knowm.xchart.XChartPanel;
import org.knowm.xchart.XYChart;

/** A sweep's points as they grow: the curve of the heroes' share with its 95% band, and the table of the points. */
final class SweepView extends JPanel {
    static final String[] COLUMNS = {"value", "samples", "heroes", "95% interval", "Sauron", "95% interval", "cut",
        "seconds"};

    private final JPanel chart = new JPanel(new BorderLayout());
    private final DefaultTableModel rows = new DefaultTableModel(COLUMNS, 0) {
        @Override
        public boolean isCellEditable(int row, int column) {
            return false;
        }
    };
    private final List<Sweep.Result> results = new ArrayList<>();
    private String title = "";
    private String label = "";
    private Vary vary;
    private XYChart curve;
    private final JTable table = new JTable(rows);

    SweepView() {
        super(new BorderLayout());
        table.setName("sweep-table");
        table.setFillsViewportHeight(true);
        JScrollPane scroll = new JScrollPane(table);
        scroll.setPreferredSize(new Dimension(300, 120));
        chart.setPreferredSize(new Dimension(520, 300));
        chart.add(new JLabel("The curve grows here as the values are played.", JLabel.CENTER));
        JSplitPane split = new JSplitPane(JSplitPane.VERTICAL_SPLIT, chart, scroll);
        split.setResizeWeight(0.7);
        add(split, BorderLayout.CENTER);
    }

    /** A new sweep: the old points go. */
    void begin(String moment, String number, Vary v) {
        title = moment;
        label = number;
        vary = v;
        results.clear();
        rows.setRowCount(0);
        Object[] columns = COLUMNS.clone();
        columns[0] = number; // the value column named by the number varied
        rows.setColumnIdentifiers(columns);
        table.getColumnModel().getColumn(0).setPreferredWidth(2 * table.getColumnModel().getColumn(1).getWidth());
        curve = null;
        chart.removeAll();
        chart.add(new JLabel("The curve grows here as the values of " + number + " are played.", JLabel.CENTER));
        chart.revalidate();
        chart.repaint();
    }

    /** A point played whole: a row, and the curve drawn again. */
    void add(Sweep.Result r) {
        results.add(r);
        rows.addRow(row(r));
        curve = Curve.chart(title, label, List.of(vary), results);
        curve.setYAxisTitle("heroes' wins (%, 95% band)"); // the file's longer title is cut at the window's height
        Color bg = UIManager.getColor("Panel.background");
        if (bg != null) {
            curve.getStyler().setChartBackgroundColor(bg);
            curve.getStyler().setChartFontColor(UIManager.getColor("Label.foreground"));
            curve.getStyler().setAxisTickLabelsColor(UIManager.getColor("Label.foreground"));
        }
        XChartPanel<XYChart> panel = new XChartPanel<>(curve);
        panel.setName("sweep-chart");
        chart.removeAll();
        chart.add(panel);
        chart.revalidate();
        chart.repaint();
    }

    static Object[] row(Sweep.Result r) {
        OddsReport o = r.report();
        return new Object[] {r.point().values().get(0), r.samples(), percent(o.rate(Side.HEROES)),
            o.bounds(Side.HEROES), percent(o.rate(Side.SAURON)), o.bounds(Side.SAURON), o.wins(Side.NONE),
            String.format(Locale.ROOT, "%.1f", r.seconds())};
    }

    private static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * share);
    }

    List<Sweep.Result> results() {
        return List.copyOf(results);
    }

    /** The table's cell (for the tests: what the player reads). */
    Object cell(int row, int column) {
        return rows.getValueAt(row, column);
    }

    int rowCount() {
        return rows.getRowCount();
    }

    String title() {
        return title;
    }

    String label() {
        return label;
    }

    Vary vary() {
        return vary;
    }

    /** The curve shown, or null before the first point. */
    XYChart curve() {
        return curve;
    }
}
