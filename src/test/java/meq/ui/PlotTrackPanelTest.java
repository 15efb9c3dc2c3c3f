package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import java.awt.Component;
import java.util.Arrays;
import java.util.List;
import meq.rules.Rules;
import meq.rules.engine.Engine;
import meq.rules.engine.Setup;
import meq.state.GameState;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * The event slot: the current event when one stays in play, else the last event drawn (resolved at once and
 * discarded), so a table never reads "none yet" after events were drawn (a newcomer saw two events come and go
 * while the slot said "none yet").
 */
class PlotTrackPanelTest {
    private static final Rules RULES = OddsDialogTest.RULES;

    @Test
    void theEventSlotShowsTheLastEventDrawnWhenNoneStaysInPlay() {
        GameState s = Setup.newGame(RULES, List.of("eleanor", "thalin"), 4);
        s.currentEvent = -1;
        s.eventMarker = -1;
        var view = new Engine(RULES).view(s, new Seat("table"));
        String immediate = RULES.data().cards().events().stream().filter(e -> e.flag() == null).findFirst()
                .orElseThrow().id();
        PlotTrackPanel panel = new PlotTrackPanel(RULES);

        panel.show(view, null);
        assertThat(names(panel)).as("no event drawn yet").doesNotContain("last-event");

        panel.show(view, immediate);
        Component last = Arrays.stream(panel.getComponents()).filter(c -> "last-event".equals(c.getName()))
                .findFirst().orElseThrow();
        assertThat(((CardView) last).face().title()).isEqualTo(RULES.data().cards().events().stream()
                .filter(e -> e.id().equals(immediate)).findFirst().orElseThrow().title());
        assertThat(((CardView) last).getToolTipText()).contains("The last event drawn").contains("discarded");
    }

    private static List<String> names(PlotTrackPanel p) {
        return Arrays.stream(p.getComponents()).map(Component::getName).toList();
    }
}
