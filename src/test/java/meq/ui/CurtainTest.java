package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The curtain ignores a click or Space that comes the moment it falls: the last player's double click or held key. */
class CurtainTest {
    @Test
    void aClickTheMomentItFallsIsTheLastPlayersAndDoesNotLiftIt() throws Exception {
        Curtain curtain = new Curtain();
        AtomicInteger opened = new AtomicInteger();
        curtain.show("Pass the table to Sauron", opened::incrementAndGet);
        curtain.openByPlayer();
        assertThat(curtain.isVisible()).isTrue();
        assertThat(opened).hasValue(0);
        Thread.sleep(Curtain.GUARD_MS + 50);
        curtain.openByPlayer();
        assertThat(curtain.isVisible()).isFalse();
        assertThat(opened).hasValue(1);
        curtain.openByPlayer();
        assertThat(opened).as("once lifted, it stays lifted").hasValue(1);
    }
}
