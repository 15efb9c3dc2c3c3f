package meq.ui;

import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.Insets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;
import javax.swing.JButton;
import javax.swing.SwingConstants;
import javax.swing.plaf.basic.BasicHTML;
import javax.swing.text.View;

/**
 * A row of the choices: its words on one line, or on two where the list is too narrow for one; a row two lines cannot
 * hold ends in "…" and says its whole words on hover. Its text stays the whole words (what tests and screen readers
 * read): the lines are an HTML view that the button's look paints in the text's place.
 */
final class ChoiceRow extends JButton {
    static final int LINES = 2;
    /** Room kept at a line's end: HTML draws a hair wider than the font's metrics measure. */
    private static final int SLACK = 6;
    private int fittedTo = -1;
    private View drawn;
    private boolean cut;

    ChoiceRow(String words) {
        super(words);
        setHorizontalAlignment(SwingConstants.LEFT);
    }

    /** Whether the words are more than two lines hold (the row ends in "…"). */
    boolean cut() {
        return cut;
    }

    /** Lays the words out for a row this wide (pixels); true when its lines changed. */
    boolean fit(int width) {
        if (width <= 0 || width == fittedTo && getClientProperty(BasicHTML.propertyKey) == drawn) {
            return false;
        }
        fittedTo = width;
        Insets in = getInsets();
        FontMetrics fm = getFontMetrics(getFont());
        Wrapped w = wrap(getText(), fm::stringWidth, width - in.left - in.right - SLACK, LINES);
        cut = w.cut();
        drawn = w.lines().size() < 2 && !cut ? null : BasicHTML.createHTMLView(this, html(w.lines()));
        putClientProperty(BasicHTML.propertyKey, drawn);
        return true;
    }

    private static String html(List<String> lines) {
        StringBuilder s = new StringBuilder("<html>");
        for (int i = 0; i < lines.size(); i++) {
            s.append(i == 0 ? "" : "<br>").append(LargeCard.esc(lines.get(i)));
        }
        return s.append("</html>").toString();
    }

    /** As high as its lines, and as wide as the list. */
    @Override
    public Dimension getMaximumSize() {
        return new Dimension(Integer.MAX_VALUE, getPreferredSize().height);
    }

    /** A row cut says its whole words first on hover (a card's row, then the card). */
    @Override
    public String getToolTipText() {
        String tip = super.getToolTipText();
        if (!cut || tip != null && tip.contains(getText())) {
            return tip;
        } else if (tip == null) {
            return getText();
        }
        String whole = LargeCard.esc(getText());
        return tip.startsWith("<html>") ? "<html><b>" + whole + "</b><br>" + tip.substring(6)
                : getText() + " · " + tip;
    }

    /** Words laid out in lines; cut when they needed more lines than allowed (the last then ends in "…"). */
    record Wrapped(List<String> lines, boolean cut) {
    }

    /** Words broken at spaces into lines of at most {@code room} wide (a word wider than a line is broken too). */
    static Wrapped wrap(String words, ToIntFunction<String> width, int room, int most) {
        List<String> lines = new ArrayList<>();
        String line = "";
        for (String word : words.strip().split(" +")) {
            String longer = line.isEmpty() ? word : line + " " + word;
            if (width.applyAsInt(longer) <= room) {
                line = longer;
                continue;
            }
            if (!line.isEmpty()) {
                lines.add(line);
            }
            line = word;
            while (width.applyAsInt(line) > room && line.length() > 1) { // one word wider than a line
                int n = line.length() - 1;
                while (n > 1 && width.applyAsInt(line.substring(0, n)) > room) {
                    n--;
                }
                lines.add(line.substring(0, n));
                line = line.substring(n);
            }
        }
        lines.add(line);
        if (lines.size() <= most) {
            return new Wrapped(lines, false);
        }
        String last = String.join(" ", lines.subList(most - 1, lines.size()));
        while (!last.isEmpty() && width.applyAsInt(last + "…") > room) {
            last = last.substring(0, last.length() - 1);
        }
        List<String> kept = new ArrayList<>(lines.subList(0, most - 1));
        kept.add(last.stripTrailing() + "…");
        return new Wrapped(kept, true);
    }
}
