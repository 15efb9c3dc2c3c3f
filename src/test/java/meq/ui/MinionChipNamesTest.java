package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import java.awt.event.MouseEvent;
import java.awt.image.BufferedImage;
import java.util.List;
import meq.data.MinionDef;
import meq.rules.View;
import meq.rules.words.GameLog;
import meq.session.Session;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/** A minion's chip under the action tracks shortens a long name to fit; hovering it reads the name whole. */
class MinionChipNamesTest {
    @Test
    void everyChipReadsItsMinionsWholeNameOnHover() {
        Session s = Session.of(OddsDialogTest.RULES, new GameLog(List.of("eleanor", "thalin"), 3, List.of()));
        View v = s.engine().view(s.state(), Seat.SAURON);
        TracksPanel tracks = new TracksPanel(OddsDialogTest.RULES);
        tracks.setSize(tracks.getPreferredSize());
        tracks.show(v);
        tracks.paint(new BufferedImage(tracks.getWidth(), tracks.getHeight(), BufferedImage.TYPE_INT_RGB)
                .getGraphics()); // drawn as the table draws it: the chips' names shortened to fit
        assertThat(v.board().minions()).isNotEmpty();
        for (int i = 0; i < v.board().minions().size(); i++) {
            MinionDef d = OddsDialogTest.RULES.data().minion(v.board().minions().get(i).id());
            int x = 10 + i * TracksPanel.MINION_W + TracksPanel.MINION_W / 2;
            String tip = tracks.getToolTipText(new MouseEvent(tracks, MouseEvent.MOUSE_MOVED, 0, 0, x, 205, 0, false));
            assertThat(tip).as("chip %d", i).contains("<b>" + d.name() + "</b>");
        }
    }
}
