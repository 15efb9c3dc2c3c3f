package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.read;
import static meq.ui.TableWindowTest.shoot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.GraphicsEnvironment;
import java.util.List;
import java.util.Set;
import meq.rules.words.GameLog;
import meq.session.Session;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The heroes' sheets on a laptop mark each quest (Starting, Advanced, locked, Advanced) on their last line, the
 * marks whole however long the titles: Argalad's Advanced quest waits on his Starting one; Beravor has done his.
 */
class QuestMarksWindowTest {
    private static final String PRESET = """
            title: quest marks
            seed: 3
            heroes:
              - {id: argalad, location: bree, favor: 1, items: [item:elven-cloak],
                 quests: [quest:they-have-become-queer-and-wild, quest:echoes-of-bolgs-army]}
              - {id: beravor, location: rivendell, items: [item:horse],
                 quests: [quest:bones-of-a-darkness-past], questsDone: [quest:guarding-the-dimrill-stair]}
            stack:
              - {step: HeroTurn.Rest, hero: argalad}
              - {step: HeroTurn.Travel, hero: argalad, moved: false, exploredStart: false}
            """;
    private TableFrame f;

    @AfterEach
    void close() throws Exception {
        onEdt(() -> {
            if (f != null) {
                f.dispose();
            }
        });
    }

    @ParameterizedTest
    @CsvSource({"1366,768", "1280,720"})
    void eachQuestIsMarkedWholeOnTheSheet(int width, int height) throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Session session = Session.of(OddsDialogTest.RULES, new GameLog(List.of(), 0, List.of(), Set.of(), PRESET, null));
        f = TableWindowTest.table(OddsDialogTest.RULES, session, "quest marks", width, height);
        onEdt(() -> f.sheets().paintImmediately(f.sheets().getVisibleRect()));
        String argalad = read(() -> f.sheets().lastLines().get("argalad"));
        assertThat(argalad).contains("Corruption 0  Items Elven Cloak\n").contains("\nQuests They Have")
                .contains(" (Starting), Echoes of").endsWith(" (Advanced, locked)");
        shoot(f, "quest-marks-" + width);
        onEdt(() -> f.sheets().scrollRectToVisible(new java.awt.Rectangle(0, HeroSheets.SHEET, 10, HeroSheets.SHEET)));
        onEdt(() -> f.sheets().paintImmediately(f.sheets().getVisibleRect()));
        assertThat(read(() -> f.sheets().lastLines().get("beravor"))).contains("Items Horse\nQuests ")
                .endsWith("Bones of a Darkness Past (Advanced)");
        shoot(f, "quest-marks-" + width + "-beravor");
    }
}
