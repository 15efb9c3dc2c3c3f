package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.read;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.GraphicsEnvironment;
import java.nio.charset.StandardCharsets;
import javax.swing.JFrame;
import meq.rules.engine.Engine;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.playtest.Presets;
import meq.state.GameState;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * Thálin holds Weary ("This hero's fortitude is 1 lower.") and Weak: his seat's sheets and his opened sheet read
 * "Fortitude 4 (5, Weary −1)"; Eleanor's seat reads his printed values, his Corruption cards unnamed.
 */
class SheetCorruptionWindowTest {
    static final Rules RULES = OddsDialogTest.RULES;

    @Test
    void hisOwnSeatReadsWhatHisCorruptionCardsTakeAndNoOtherSeatDoes() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        GameState s = Presets.load(RULES, """
                heroes:
                  - {id: thalin, location: erebor, corruption: [corruption:weary, corruption:weak]}
                  - {id: eleanor, location: rivendell}
                """.getBytes(StandardCharsets.UTF_8), "scenario.yaml").state();
        Engine engine = new Engine(RULES);
        View his = engine.view(s, Seat.hero("thalin"));
        View hers = engine.view(s, Seat.hero("eleanor"));
        HeroSheetDialog own = read(() -> new HeroSheetDialog(null, RULES, his, his.board().heroes().get(0)));
        onEdt(() -> own.setVisible(true));
        String words = read(() -> CardsReadableWindowTest.text(own.getContentPane()));
        assertThat(words).contains("Fortitude 4 (5, Weary \u22121)").contains("Strength 6 (7, Weak \u22121)");
        shoot(own, "sheet-corruption-own");
        onEdt(own::dispose);
        HeroSheetDialog other = read(() -> new HeroSheetDialog(null, RULES, hers, hers.board().heroes().get(0)));
        onEdt(() -> other.setVisible(true));
        String otherWords = read(() -> CardsReadableWindowTest.text(other.getContentPane()));
        assertThat(otherWords).contains("Fortitude 5").contains("Strength 7").doesNotContain("Weary")
                .doesNotContain("Weak");
        onEdt(other::dispose);
        TableTips tips = new TableTips(RULES);
        assertThat(TableTips.words(tips.sheet(his, his.board().heroes().get(0), 0))).startsWith(
                "Thálin's Fortitude: 4 (5, Weary \u22121)");
        assertThat(TableTips.words(tips.sheet(hers, hers.board().heroes().get(0), 0))).startsWith("Thálin's Fortitude: 5 ")
                .doesNotContain("Weary");
        for (View v : new View[] {his, hers}) {
            JFrame frame = read(() -> {
                JFrame j = new JFrame("sheets");
                HeroSheets sheets = new HeroSheets(RULES);
                sheets.show(v);
                j.add(sheets);
                j.setSize(420, 2 * HeroSheets.SHEET + 60);
                return j;
            });
            onEdt(() -> frame.setVisible(true));
            Thread.sleep(100);
            shoot(frame, "sheet-corruption-sheets-" + v.seat().id());
            onEdt(frame::dispose);
        }
    }
}
