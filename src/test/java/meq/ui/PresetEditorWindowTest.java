package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import java.awt.Dimension;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.SwingUtilities;
import meq.rules.playtest.Presets;
import meq.state.Marker;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The preset editor window: map clicks edit, refusals say why, and the edited preset plays at a table. */
class PresetEditorWindowTest {
    @TempDir
    Path home;

    @Test
    void clicksOnTheMapEditThePresetAndItPlays() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Presets.Preset p = OddsDialogTest.preset("stage-three-crisis");
        var board = OddsDialogTest.RULES.board();
        AtomicReference<PresetEditorFrame> frame = new AtomicReference<>();
        TableWindowTest.onEdt(() -> {
            PresetEditorFrame f = new PresetEditorFrame(OddsDialogTest.RULES, p.state(), p.title());
            f.setVisible(true);
            frame.set(f);
        });
        PresetEditorFrame f = frame.get();
        int bree = board.location("bree").index();
        int before = p.state().influence[bree];
        TableWindowTest.onEdt(() -> {
            f.use(PresetEditorFrame.Tool.ADD_INFLUENCE, null);
            f.clicked(board.location("bree"));
        });
        assertThat(f.editor().state().influence[bree]).isEqualTo(before + 1);
        assertThat(f.status()).isEqualTo("Done.");
        TableWindowTest.onEdt(() -> f.clicked(board.location("fornost")));
        assertThat(f.status()).startsWith("Refused: Fornost").contains("Haven");
        String hero = p.state().heroes.get(0).id;
        TableWindowTest.onEdt(() -> {
            f.use(PresetEditorFrame.Tool.MOVE_HERO, hero);
            f.clicked(board.location("bree"));
            String colour = f.editor().state().tokenPiles.keySet().iterator().next();
            f.use(PresetEditorFrame.Tool.PLACE_MONSTER, colour);
            f.clicked(board.location("bree"));
            f.use(PresetEditorFrame.Tool.ADD_FAVOR, null);
            f.clicked(board.location("rivendell"));
            f.clicked(board.location("rivendell"));
        });
        assertThat(f.editor().state().hero(hero).location).isEqualTo(bree);
        assertThat(f.editor().state().favorTokens[board.location("rivendell").index()])
                .isEqualTo(p.state().favorTokens[board.location("rivendell").index()] + 2);
        assertThat(f.editor().problems()).isEmpty();
        assertThat(f.editor().state().story.position(Marker.GREEN)).isEqualTo(p.state().story.position(Marker.GREEN));
        TableWindowTest.shoot(f, "preset-editor");
        String oldHome = System.getProperty("user.home");
        System.setProperty("user.home", home.toString());
        try {
            TableWindowTest.onEdt(f::play);
            TableFrame table = f.played();
            assertThat(table).isNotNull();
            assertThat(table.session().state().hero(hero).location).isEqualTo(bree);
            TableWindowTest.onEdt(table::dispose);
        } finally {
            System.setProperty("user.home", oldHome);
        }
        TableWindowTest.onEdt(f::dispose);
    }

    @Test
    void theSidePanelIsShowingWithItsWholeWidthWhenTheEditorOpens() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display (CI runs Xvfb)");
        Presets.Preset p = OddsDialogTest.preset("finale-champion-thalin"); // three heroes: the tallest side panel
        for (Dimension screen : List.of(new Dimension(1366, 768),
                new Dimension(1600, 1000), new Dimension(1280, 720))) {
            Rectangle room = new Rectangle(0, 0, screen.width, screen.height);
            AtomicReference<PresetEditorFrame> frame = new AtomicReference<>();
            TableWindowTest.onEdt(() -> {
                PresetEditorFrame f = new PresetEditorFrame(OddsDialogTest.RULES, p.state(), p.title());
                f.fit(room);
                f.setVisible(true);
                frame.set(f);
            });
            PresetEditorFrame f = frame.get();
            TableWindowTest.onEdt(() -> { }); // the split's first size, then the divider placed for the side
            TableWindowTest.onEdt(() -> { });
            String at = screen.width + "x" + screen.height;
            AtomicReference<String> failure = new AtomicReference<>();
            TableWindowTest.onEdt(() -> {
                try {
                    assertThat(room.contains(f.getBounds())).as(at + ": the window fits the screen").isTrue();
                    var side = f.side();
                    assertThat(side.isShowing()).as(at).isTrue();
                    Rectangle inFrame = SwingUtilities.convertRectangle(side.getParent(),
                            side.getBounds(), f.getContentPane());
                    assertThat(inFrame.width).as(at + ": the side panel's width").isGreaterThan(300);
                    assertThat(inFrame.x).as(at).isGreaterThan(f.getContentPane().getWidth() / 2);
                    assertThat(inFrame.x + inFrame.width).as(at + ": within the frame")
                            .isLessThanOrEqualTo(f.getContentPane().getWidth());
                    // the whole width of the panel shows: no part of it is scrolled off to the right
                    int view = side.getViewport().getView().getPreferredSize().width;
                    assertThat(side.getViewport().getExtentSize().width).as(at + ": the side panel is not cut")
                            .isGreaterThanOrEqualTo(view);
                    assertThat(side.getHorizontalScrollBar().isShowing()).as(at).isFalse();
                } catch (AssertionError e) {
                    failure.set(e.getMessage());
                }
            });
            TableWindowTest.shoot(f, "preset-editor-" + at);
            TableWindowTest.onEdt(f::dispose);
            assertThat(failure.get()).isNull();
        }
    }
}
