package meq.ui;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.Insets;
import javax.swing.JComponent;
import javax.swing.JPanel;

/**
 * The prompt's row: as tall while a button of it is hidden (the hand-over's, shown only between seats) as while it
 * shows, so that the panels below the map keep their height from one prompt to the next.
 */
final class SteadyRow extends JPanel {
    private final JComponent tallest;

    SteadyRow(JComponent tallest) {
        super(new BorderLayout());
        this.tallest = tallest;
    }

    @Override
    public Dimension getPreferredSize() {
        Dimension d = super.getPreferredSize();
        Insets in = getInsets();
        d.height = Math.max(d.height, tallest.getPreferredSize().height + 4 + in.top + in.bottom);
        return d;
    }
}
