package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.read;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.Component;
import java.awt.Container;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import javax.swing.JButton;
import javax.swing.SwingUtilities;
import meq.data.Tips;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A moment's tip waits behind its question's own tip and shows when that one is put away with Got it: a hero's first
 * Travel question tells him what can hurt him; Sauron holding a Shadow card is told when Shadow cards are played.
 * Each tip fits on the table at 1366x768 (pictured: target/screenshots/tip-moment-*.png).
 */
class TipMomentsWindowTest {
    private TableFrame f;
    private boolean tipsBefore;

    /** Eleanor's first Travel step, at Minas Tirith. */
    static final String TRAVEL = """
            title: a hero's first travel
            seed: 3
            heroes:
              - {id: eleanor, location: minas-tirith, hand: [eleanor:rest, eleanor:hide, eleanor:hide]}
              - {id: thalin, location: erebor}
            stack:
              - {step: HeroTurn.Travel, hero: eleanor, moved: false, exploredStart: false}
            """;

    /** Sauron's Action step, with or without a Shadow card in his hand. */
    static String actions(String shadows) {
        return """
                title: Sauron's actions
                seed: 3
                heroes: [{id: beravor, location: bree}]
                turn: 2
                sauron: {shadows: [%s], plots: []}
                stack:
                  - {step: SauronActions.Choose, taken: 0}
                """.formatted(shadows);
    }

    @AfterEach
    void close() throws Exception {
        Settings.tips(tipsBefore);
        onEdt(() -> {
            if (f != null) {
                f.dispose();
            }
        });
    }

    private void open(String preset) throws Exception {
        tipsBefore = Settings.tips();
        Settings.tips(true);
        f = WhyNotWindowTest.open(preset);
    }

    /** Presses the tip's Got it, as a player would. */
    private void gotIt() throws Exception {
        onEdt(() -> find(f.tip(), "tip-ok").doClick());
    }

    private static JButton find(Container c, String name) {
        for (Component k : c.getComponents()) {
            if (k instanceof JButton b && name.equals(b.getName())) {
                return b;
            }
            if (k instanceof Container inner) {
                JButton b = find(inner, name);
                if (b != null) {
                    return b;
                }
            }
        }
        return null;
    }

    /** The tip stands whole inside the table's window, its words not cut: as tall as they ask. */
    private void fits() throws Exception {
        Rectangle tip = read(() -> SwingUtilities.convertRectangle(f.tip().getParent(), f.tip().getBounds(),
                f.getContentPane()));
        Rectangle pane = new Rectangle(read(() -> f.getContentPane().getSize()));
        assertThat(pane.contains(tip)).as("the tip %s inside the window %s", tip, pane).isTrue();
        assertThat(tip.height).isGreaterThanOrEqualTo(read(() -> f.tip().getPreferredSize().height));
    }

    @Test
    void aHerosFirstTravelTellsHimWhatCanHurtHimOnceTheTravelTipIsPutAway() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        open(TRAVEL);
        Tips tips = Tips.bundled();
        assertThat(read(() -> f.tip().showing())).isSameAs(tips.forStep("HeroTurn.Travel", false));
        gotIt();
        Tips.Tip danger = read(() -> f.tip().showing());
        assertThat(danger).isSameAs(tips.forMoment(Tips.Moment.DANGER));
        assertThat(read(() -> f.tip().isVisible())).isTrue();
        assertThat(danger.text()).contains("ambushes you as your turn starts", "more influence than your wisdom",
                "your turn ends", "no one fights you there unless you allow it");
        assertThat(danger.page()).isEqualTo("combat-or-peril");
        fits();
        shoot(f, "tip-moment-danger");
        gotIt();
        assertThat(read(() -> f.tip().showing())).as("each tip once").isNull();
    }

    @Test
    void sauronHoldingAShadowCardIsToldWhenShadowCardsArePlayed() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        open(actions("shadow:flocks-of-crebain"));
        Tips tips = Tips.bundled();
        assertThat(read(() -> f.tip().showing())).isSameAs(tips.forStep("SauronActions.Choose", true));
        fits(); // the action tip, lengthened by its faded tokens
        shoot(f, "tip-moment-choose");
        gotIt();
        Tips.Tip shadows = read(() -> f.tip().showing());
        assertThat(shadows).isSameAs(tips.forMoment(Tips.Moment.SHADOW_CARDS));
        assertThat(shadows.text()).contains("your Action step", "a fight beginning", "the least the Shadow Pool must hold",
                "At most one per hero's turn");
        fits();
        shoot(f, "tip-moment-shadow-cards");
    }

    @Test
    void sauronWithNoShadowCardIsToldNothingOfThem() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        open(actions(""));
        assertThat(read(() -> f.tip().showing())).isSameAs(Tips.bundled().forStep("SauronActions.Choose", true));
        gotIt();
        assertThat(read(() -> f.tip().showing())).isNull();
    }
}
