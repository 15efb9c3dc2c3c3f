package meq.lab;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import meq.state.Side;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * A sweep drawn: the heroes' share of wins against the first thing varied, with its 95% interval as a band; one
 * curve for each value of the second thing varied, if there is one (further ones name the curves too; an optional
 * rule by its title, on or off).
 */
public final class Curve {
    private static final Color[] COLOURS = {new Color(0x2E6DB4), new Color(0xC0392B), new Color(0x27864A),
        new Color(0x8E44AD), new Color(0xD68910), new Color(0x5D6D7E)};

    private Curve() {
    }

    /** The chart as a PNG's bytes (drawn off screen). */
    public static byte[] png(String title, List<Vary> varies, List<Sweep.Result> results) throws IOException {
        return png(chart(title, varies.get(0).path(), varies, results));
    }

    /** A chart as a PNG's bytes (drawn off screen). */
    public static byte[] png(XYChart chart) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        // in memory, not through a cache file: that one sets up a shutdown hook, refused once Ctrl-C has begun to
        // stop a sweep, whose points done must still reach their chart
        ImageIO.setUseCache(false);
        BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG);
        return out.toByteArray();
    }

    /** The chart, its x axis titled axis (the window names the number in words); results may be empty. */
    public static XYChart chart(String title, String axis, List<Vary> varies, List<Sweep.Result> results) {
        XYChart chart = new XYChartBuilder().width(800).height(500).title(title)
                .xAxisTitle(axis).yAxisTitle("heroes' wins (%), 95% interval shaded").build();
        Styler s = chart.getStyler();
        s.setLegendPosition(Styler.LegendPosition.InsideNW);
        chart.getStyler().setYAxisMin(0.0);
        chart.getStyler().setYAxisMax(100.0);
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        int k = 0;
        for (Map.Entry<String, List<Sweep.Result>> curve : curves(varies, results).entrySet()) {
            Color c = COLOURS[k++ % COLOURS.length];
            List<Sweep.Result> rs = curve.getValue();
            List<Double> x = new ArrayList<>();
            List<Double> y = new ArrayList<>();
            List<Double> bandX = new ArrayList<>();
            List<Double> bandY = new ArrayList<>();
            for (Sweep.Result r : rs) {
                x.add((double) r.point().values().get(0));
                y.add(100 * r.report().rate(Side.HEROES));
                bandX.add((double) r.point().values().get(0));
                bandY.add(100 * r.report().interval(Side.HEROES)[1]);
            }
            for (int i = rs.size() - 1; i >= 0; i--) {
                bandX.add((double) rs.get(i).point().values().get(0));
                bandY.add(100 * rs.get(i).report().interval(Side.HEROES)[0]);
            }
            String name = curve.getKey().isEmpty() ? "heroes" : curve.getKey();
            XYSeries band = chart.addSeries(name + " (95%)", bandX, bandY);
            band.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.PolygonArea);
            band.setFillColor(new Color(c.getRed(), c.getGreen(), c.getBlue(), 60));
            band.setLineColor(new Color(0, 0, 0, 0));
            band.setMarker(SeriesMarkers.NONE);
            band.setShowInLegend(false);
            XYSeries line = chart.addSeries(name, x, y);
            line.setLineColor(c);
            line.setMarkerColor(c);
            line.setLineStyle(new BasicStroke(2f));
            line.setMarker(SeriesMarkers.CIRCLE);
        }
        return chart;
    }

    /** The points by curve: the values of every vary but the first, in words ("" with one vary). */
    static Map<String, List<Sweep.Result>> curves(List<Vary> varies, List<Sweep.Result> results) {
        Map<String, List<Sweep.Result>> out = new LinkedHashMap<>();
        for (Sweep.Result r : results) {
            StringBuilder name = new StringBuilder();
            for (int i = 1; i < varies.size(); i++) {
                Vary v = varies.get(i);
                int value = r.point().values().get(i);
                name.append(i == 1 ? "" : ", ");
                if (v.rule() != null) {
                    name.append(v.rule().title()).append(value == 1 ? " on" : " off");
                } else {
                    name.append(v.path()).append('=').append(value);
                }
            }
            out.computeIfAbsent(name.toString(), n -> new ArrayList<>()).add(r);
        }
        return out;
    }
}
