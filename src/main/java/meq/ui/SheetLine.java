package meq.ui;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.List;

/**
 * A line of words fitted to a width without losing what must be read whole: the font shrinks to its smallest, then
 * the pieces that may be shortened (titles, names) lose letters, longest first, each keeping at least a few; the
 * fixed pieces ("Quests ", " (Advanced, locked)") are never cut. The sheet's items and quests line reads so.
 */
final class SheetLine {
    /** A piece of the line; a shortenable one may end in "…". */
    record Piece(String text, boolean shortenable) {
        static Piece fixed(String text) {
            return new Piece(text, false);
        }

        static Piece name(String text) {
            return new Piece(text, true);
        }
    }

    private static final int KEEP = 6;
    private final List<Piece> pieces = new ArrayList<>();

    SheetLine add(Piece p) {
        pieces.add(p);
        return this;
    }

    /** The whole line, nothing shortened. */
    String whole() {
        StringBuilder s = new StringBuilder();
        pieces.forEach(p -> s.append(p.text()));
        return s.toString();
    }

    /** The line as it fits the width, the graphics' font set to the size it is drawn at. */
    String fit(Graphics2D g, Font font, float smallest, int width) {
        String whole = whole();
        for (float size = font.getSize2D(); size >= smallest; size -= 0.5f) {
            g.setFont(font.deriveFont(size));
            if (g.getFontMetrics().stringWidth(whole) <= width) {
                return whole;
            }
        }
        FontMetrics fm = g.getFontMetrics();
        int[] keep = new int[pieces.size()];
        for (int i = 0; i < keep.length; i++) {
            keep[i] = pieces.get(i).text().length();
        }
        String line = whole;
        while (fm.stringWidth(line) > width) {
            int longest = -1;
            for (int i = 0; i < keep.length; i++) {
                if (pieces.get(i).shortenable() && keep[i] > KEEP && (longest < 0 || keep[i] > keep[longest])) {
                    longest = i;
                }
            }
            if (longest < 0) {
                return CardView.fitText(g, g.getFont(), g.getFont().getSize2D(), line, width);
            }
            keep[longest]--;
            line = shortened(keep);
        }
        return line;
    }

    private String shortened(int[] keep) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < keep.length; i++) {
            String t = pieces.get(i).text();
            s.append(keep[i] >= t.length() ? t : t.substring(0, keep[i]).stripTrailing() + "…");
        }
        return s.toString();
    }
}
