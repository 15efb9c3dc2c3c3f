package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.read;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.GraphicsEnvironment;
import java.util.List;
import javax.swing.JButton;
import meq.rules.View;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A locked quest is shown locked: Argalad's Advanced quest, before his Starting quest is done, says so with what
 * unlocks it in "Yours alone", on his whole sheet and in the large card; his Starting quest does not.
 */
class LockedQuestWindowTest {
    private TableFrame f;
    private HeroSheetDialog sheet;

    @AfterEach
    void close() throws Exception {
        TableWindowTest.closeAll(sheet, f);
    }

    @Test
    void aLockedQuestIsShownLocked() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        f = WhyNotWindowTest.open(WhyNotWindowTest.RESTING);
        List<CardView> own = read(() -> f.ownCards().cards());
        List<String> captions = read(() -> own.stream().map(c -> f.ownCards().caption(c) + ": " + c.face().title())
                .toList());
        assertThat(captions).anyMatch(t -> t.startsWith("Quest (locked)") && t.contains("Echoes of Bolg"))
                .anyMatch(t -> t.startsWith("Quest:") && t.contains("Queer and Wild"));
        CardView echoes = own.stream().filter(c -> c.face().title().contains("Echoes of Bolg")).findFirst()
                .orElseThrow();
        onEdt(() -> echoes.dispatchEvent(new java.awt.event.MouseEvent(echoes,
                java.awt.event.MouseEvent.MOUSE_CLICKED, System.currentTimeMillis(), 0, 10, 10, 1, false,
                java.awt.event.MouseEvent.BUTTON1)));
        assertThat(read(() -> LargeCard.showing().face().numbers())).contains(LockedQuests.LOCKED);
        shoot(read(LargeCard::showing), "locked-quest-large");
        onEdt(() -> LargeCard.showing().dispose());

        View.HeroView argalad = read(() -> f.view().board().heroes().stream().filter(h -> h.id().equals("argalad"))
                .findFirst().orElseThrow());
        onEdt(() -> sheet = f.sheets().open(argalad));
        List<String> cards = read(() -> buttons(sheet.getContentPane(), new java.util.ArrayList<>()).stream()
                .filter(b -> "sheet-card".equals(b.getName())).map(JButton::getText).toList());
        assertThat(cards).anyMatch(t -> t.contains("Echoes of Bolg") && t.contains("locked until the Starting quest"))
                .anyMatch(t -> t.contains("Queer and Wild") && !t.contains("locked"));
        shoot(sheet, "locked-quest-sheet");
    }

    private static List<JButton> buttons(java.awt.Container c, List<JButton> out) {
        for (java.awt.Component k : c.getComponents()) {
            if (k instanceof JButton b) {
                out.add(b);
            } else if (k instanceof java.awt.Container inner) {
                buttons(inner, out);
            }
        }
        return out;
    }
}
