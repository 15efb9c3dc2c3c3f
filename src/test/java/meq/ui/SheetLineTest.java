package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

/** A sheet's line fitted to its width: titles lose letters, the quests' marks never do. */
class SheetLineTest {
    private static final Font FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 11);

    private static SheetLine quests() {
        return new SheetLine().add(SheetLine.Piece.fixed("Items ")).add(SheetLine.Piece.name("Elven Cloak, Horse"))
                .add(SheetLine.Piece.fixed("   Quests ")).add(SheetLine.Piece.name("They Have Become Queer and Wild"))
                .add(SheetLine.Piece.fixed(" (Starting), ")).add(SheetLine.Piece.name("Echoes of Bolg's Army"))
                .add(SheetLine.Piece.fixed(" (Advanced, locked)"));
    }

    @Test
    void aNarrowSheetShortensTheTitlesAndKeepsEveryMark() {
        Graphics2D g = new BufferedImage(10, 10, BufferedImage.TYPE_INT_RGB).createGraphics();
        g.setFont(FONT);
        int whole = g.getFontMetrics().stringWidth(quests().whole());
        int width = whole * 3 / 4;
        String line = quests().fit(g, FONT, 10f, width);
        assertThat(g.getFont().getSize2D()).as("shrunk to its smallest first").isEqualTo(10f);
        assertThat(g.getFontMetrics().stringWidth(line)).isLessThanOrEqualTo(width);
        assertThat(line).startsWith("Items ").contains("   Quests ", " (Starting), ").endsWith(" (Advanced, locked)")
                .contains("…");
    }

    @Test
    void aLineThatFitsIsDrawnWholeAtItsOwnSize() {
        Graphics2D g = new BufferedImage(10, 10, BufferedImage.TYPE_INT_RGB).createGraphics();
        g.setFont(FONT);
        int whole = g.getFontMetrics().stringWidth(quests().whole());
        assertThat(quests().fit(g, FONT, 10f, whole)).isEqualTo(quests().whole()).doesNotContain("…");
        assertThat(g.getFont().getSize2D()).isEqualTo(11f);
    }
}
