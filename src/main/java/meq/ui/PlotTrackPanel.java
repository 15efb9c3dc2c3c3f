package meq.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.RoundRectangle2D;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.UIManager;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.View;

/** The Active Plot Track (three slots, each card with the location its marker affects) and the current event. */
final class PlotTrackPanel extends JPanel {
    static final double SCALE = 0.72;
    private final Rules rules;

    PlotTrackPanel(Rules rules) {
        super(new FlowLayout(FlowLayout.LEFT, 5, 2));
        this.rules = rules;
    }

    void show(View v) {
        show(v, null);
    }

    /**
     * The plots and the event: the current event (one with a flag stays on the board), else the last event drawn,
     * which was resolved at once and discarded (lastEvent: its id, or null when none has been drawn).
     */
    void show(View v, String lastEvent) {
        removeAll();
        for (int slot = 0; slot < 3; slot++) {
            View.PlotView plot = null;
            for (View.PlotView p : v.sauron().plots()) {
                if (p.slot() == slot) {
                    plot = p;
                }
            }
            if (plot == null) {
                add(new Empty("Plot " + (slot + 1), "no plot"));
            } else {
                CardView c = CardView.of(rules, plot.card()).scaled(SCALE);
                c.setToolTipText(LargeCard.tooltip(c.face()).replace("<body style='width:260px'>",
                        "<body style='width:260px'><b>Active plot " + (slot + 1) + "</b>, its marker on "
                        + Naming.location(rules, plot.location()) + "<br>"));
                TableTips.mark(c, TableTips.Part.PLOT);
                add(c);
            }
        }
        if (v.story().currentEvent() >= 0) {
            CardView c = CardView.of(rules, v.story().currentEvent()).scaled(SCALE);
            c.setToolTipText(LargeCard.tooltip(c.face()).replace("<body style='width:260px'>",
                    "<body style='width:260px'><b>The current event</b><br>"));
            TableTips.mark(c, TableTips.Part.EVENT);
            add(c);
        } else if (lastEvent != null && !rules.cards().copies("event:" + lastEvent).isEmpty()) {
            CardView c = CardView.of(rules, rules.cards().copies("event:" + lastEvent).get(0)).scaled(SCALE);
            c.setName("last-event");
            c.setToolTipText(LargeCard.tooltip(c.face()).replace("<body style='width:260px'>",
                    "<body style='width:260px'><b>The last event drawn</b>: resolved when it was drawn, then"
                    + " discarded (only an event with a flag stays in play)<br>"));
            TableTips.mark(c, TableTips.Part.EVENT);
            add(c);
        } else {
            add(new Empty("Event", "none yet"));
        }
        revalidate();
        repaint();
    }

    /** An empty slot: a dashed outline the size of a card. */
    private static final class Empty extends JComponent {
        private final String name;
        private final String note;

        Empty(String name, String note) {
            this.name = name;
            this.note = note;
            setPreferredSize(new Dimension((int) Math.ceil(CardView.W * SCALE), (int) Math.ceil(CardView.H * SCALE)));
            setToolTipText(name + ": " + note);
        }

        @Override
        protected void paintComponent(Graphics g0) {
            Graphics2D g = (Graphics2D) g0.create();
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            Color fg = UIManager.getColor("Label.disabledForeground");
            g.setColor(fg == null ? Color.GRAY : fg);
            g.setStroke(new BasicStroke(1.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 1, new float[] {5, 4}, 0));
            g.draw(new RoundRectangle2D.Double(2, 2, getWidth() - 5, getHeight() - 5, 10, 10));
            g.drawString(name, 10, 22);
            g.drawString(note, 10, 40);
            g.dispose();
        }
    }
}
