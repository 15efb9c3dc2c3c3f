package meq.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.util.List;
import javax.swing.JComponent;
import meq.session.StoryOverTurns;
import meq.state.Marker;
import meq.state.StoryTrack;

/** The story track over the turns: a line per marker, from the start to the end, with The Shadow Falls and the Finale. */
final class StoryChart extends JComponent {
    static final Color GREEN = new Color(0x2e8b47);
    static final Color YELLOW = new Color(0xd4a017);
    static final Color BLACK = new Color(0x333333);
    static final Color RED = new Color(0xc0392b);
    private final List<StoryOverTurns.Point> points;

    StoryChart(List<StoryOverTurns.Point> points) {
        this.points = List.copyOf(points);
        setPreferredSize(new Dimension(560, 250));
        setName("story-chart");
        StringBuilder tip = new StringBuilder("<html>");
        for (StoryOverTurns.Point p : points) {
            tip.append(p.turn() == 0 ? "Start" : "Turn " + p.turn()).append(": ");
            for (Marker m : Marker.values()) {
                tip.append(name(m)).append(' ').append(p.positions().get(m)).append(m == Marker.RED ? "" : ", ");
            }
            tip.append("<br>");
        }
        setToolTipText(tip.append("</html>").toString());
    }

    List<StoryOverTurns.Point> points() {
        return points;
    }

    static String name(Marker m) {
        return switch (m) {
            case GREEN -> "heroes (green)";
            case YELLOW -> "yellow";
            case BLACK -> "black";
            case RED -> "red";
        };
    }

    static Color colour(Marker m) {
        return switch (m) {
            case GREEN -> GREEN;
            case YELLOW -> YELLOW;
            case BLACK -> BLACK;
            case RED -> RED;
        };
    }

    @Override
    protected void paintComponent(Graphics g0) {
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        int left = 44;
        int right = getWidth() - 90;
        int top = 12;
        int bottom = getHeight() - 46;
        g.setColor(new Color(0xfbf6e8));
        g.fillRect(left, top, right - left, bottom - top);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        int first = points.get(0).turn();
        int last = Math.max(first + 1, points.get(points.size() - 1).turn());
        for (int space : new int[] {0, 6, 12, StoryTrack.SHADOW_FALLS, StoryTrack.FINALE}) {
            int y = y(space, top, bottom);
            boolean mark = space == StoryTrack.SHADOW_FALLS || space == StoryTrack.FINALE;
            g.setColor(mark ? new Color(0x8a2c2c) : new Color(0xd8cfb8));
            g.drawLine(left, y, right, y);
            g.setColor(new Color(0x5a4a32));
            g.drawString(Integer.toString(space), left - 22, y + 4);
            if (mark) {
                g.drawString(space == StoryTrack.FINALE ? "Finale" : "Shadow Falls", right + 4, y + 4);
            }
        }
        for (int t = first; t <= last; t++) {
            int x = x(t, first, last, left, right);
            g.setColor(new Color(0x5a4a32));
            String label = t == 0 ? "start" : Integer.toString(t);
            if (last - first <= 20 || t % 2 == 0) {
                g.drawString(label, x - g.getFontMetrics().stringWidth(label) / 2, bottom + 16);
            }
        }
        g.setStroke(new BasicStroke(2.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        int legend = left;
        for (Marker m : Marker.values()) {
            g.setColor(colour(m));
            int offset = m.ordinal() - 1; // lines at one height stay apart
            for (int i = 1; i < points.size(); i++) {
                StoryOverTurns.Point a = points.get(i - 1);
                StoryOverTurns.Point b = points.get(i);
                g.drawLine(x(a.turn(), first, last, left, right), y(a.positions().get(m), top, bottom) + offset,
                        x(b.turn(), first, last, left, right), y(b.positions().get(m), top, bottom) + offset);
            }
            g.fillRect(legend, bottom + 32, 14, 4);
            g.drawString(name(m), legend + 18, bottom + 37);
            legend += 28 + g.getFontMetrics().stringWidth(name(m));
        }
        g.dispose();
    }

    private static int x(int turn, int first, int last, int left, int right) {
        return left + (int) Math.round((turn - first) * (double) (right - left) / (last - first));
    }

    private static int y(int space, int top, int bottom) {
        return bottom - (int) Math.round(space * (double) (bottom - top) / StoryTrack.FINALE);
    }
}
