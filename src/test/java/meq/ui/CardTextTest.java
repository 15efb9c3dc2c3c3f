package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import java.awt.image.BufferedImage;
import meq.rules.Rules;
import org.junit.jupiter.api.Test;

/**
 * A card's text in the hand is never cut in the middle of a clause: it is whole, or whole sentences (a long one as far as
 * a whole clause) and "more".
 */
class CardTextTest {
    private static final Rules RULES = OddsDialogTest.RULES;

    @Test
    void everyCardShowsItsWholeTextOrWholeSentencesThenMore() {
        int whole = 0;
        int cut = 0;
        int clauses = 0;
        for (int id = 0; id < RULES.cards().count(); id++) {
            CardView c = CardView.of(RULES, id);
            c.setSize(c.getPreferredSize());
            BufferedImage img = new BufferedImage(c.getWidth(), c.getHeight(), BufferedImage.TYPE_INT_RGB);
            c.paint(img.getGraphics());
            String text = c.text().replaceAll("\\s+", " ").strip();
            String shown = c.shownText().replaceAll("\\s+", " ").strip();
            if (shown.equals(text)) {
                whole++;
                continue;
            }
            cut++;
            assertThat(shown).as("card %d: %s", id, text).endsWith("\u2026 (more on hover)");
            String kept = shown.substring(0, shown.length() - "\u2026 (more on hover)".length()).strip();
            assertThat(text).as("card %d", id).startsWith(kept);
            if (!kept.matches("(?s).*[.:]")) {
                clauses++; // a long sentence: as far as its last clause that fits
                if (!kept.matches("(?s).*[,;]")) {
                    // only where its first clause alone is longer than the card: as much of it as fits
                    assertThat(kept).as("card %d is cut inside a clause though one ends before", id)
                            .doesNotContain(". ", ": ", ", ", "; ");
                }
            }
        }
        assertThat(whole).as("cards whose text is whole in the hand").isGreaterThan(cut * 4);
        assertThat(clauses).as("cards cut at a clause rather than a sentence").isLessThanOrEqualTo(cut);
    }
}
