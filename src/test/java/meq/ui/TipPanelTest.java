package meq.ui;

import static meq.ui.TableWindowTest.onEdt;
import static meq.ui.TableWindowTest.read;
import static org.assertj.core.api.Assertions.assertThat;
import java.util.List;
import meq.data.Tips;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Which tip the panel shows as questions and moments come to seats, each once a seat. */
class TipPanelTest {
    private static final List<Tips.Moment> DANGER = List.of(Tips.Moment.DANGER);
    private boolean tipsBefore;
    private TipPanel panel;
    private Tips tips;

    @BeforeEach
    void on() throws Exception {
        tipsBefore = Settings.tips();
        Settings.tips(true);
        tips = Tips.bundled();
        onEdt(() -> panel = new TipPanel(page -> { }));
    }

    @AfterEach
    void back() {
        Settings.tips(tipsBefore);
    }

    private Tips.Tip asked(String seat, String step, List<Tips.Moment> moments) throws Exception {
        onEdt(() -> panel.asked(seat, seat, false, step, moments));
        return read(panel::showing);
    }

    @Test
    void aMomentsTipLeftWaitingShowsAtTheSeatsNextQuestionWithNoNewTipOfItsOwn() throws Exception {
        assertThat(asked("eleanor", "HeroTurn.Travel", DANGER)).isSameAs(tips.forStep("HeroTurn.Travel", false));
        // the Travel tip left on the screen; exploring brings its own tip first
        assertThat(asked("eleanor", "HeroTurn.Explore", List.of())).isSameAs(tips.forStep("HeroTurn.Explore", false));
        assertThat(asked("eleanor", "HeroTurn.Travel", DANGER)).isSameAs(tips.forMoment(Tips.Moment.DANGER));
        assertThat(asked("eleanor", "HeroTurn.Travel", DANGER)).as("stays while its moment lasts")
                .isSameAs(tips.forMoment(Tips.Moment.DANGER));
        onEdt(panel::gotIt);
        assertThat(asked("eleanor", "HeroTurn.Travel", DANGER)).as("each tip once a seat").isNull();
        // another hero has his own
        assertThat(asked("thalin", "HeroTurn.Travel", DANGER)).isSameAs(tips.forStep("HeroTurn.Travel", false));
        onEdt(panel::gotIt);
        assertThat(read(panel::showing)).isSameAs(tips.forMoment(Tips.Moment.DANGER));
    }

    @Test
    void aQuestionsTipStillShowingGoesAtAQuestionWithNoTipToShow() throws Exception {
        assertThat(asked("eleanor", "HeroTurn.Travel", List.of())).isSameAs(tips.forStep("HeroTurn.Travel", false));
        assertThat(asked("eleanor", "HeroTurn.Explore", List.of())).isSameAs(tips.forStep("HeroTurn.Explore", false));
        // Travel again, its tip seen and no moment: the Explore tip goes
        assertThat(asked("eleanor", "HeroTurn.Travel", List.of())).isNull();
    }
}
