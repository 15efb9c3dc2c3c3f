package meq.data;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** An id is what the data's rule says it is: words of lower-case letters and digits joined by single hyphens. */
class FieldsIdTest {
    private static final String RULE = "[a-z0-9]+(-[a-z0-9]+)*";

    @Test
    void theHandCheckSaysWhatTheRuleSays() {
        for (String t : new String[] {"argalad", "black-gate", "a1-b2-c3", "9", "", "-", "a-", "-a", "a--b", "A",
                "a_b", "a b", "émyn", "rivendell-", "ost-in-edhil"}) {
            assertThat(Fields.isId(t)).as(t).isEqualTo(t.matches(RULE));
        }
        Random r = new Random(17);
        String alphabet = "ab9-Z_ é";
        for (int i = 0; i < 20_000; i++) {
            StringBuilder b = new StringBuilder();
            for (int n = r.nextInt(7); n > 0; n--) {
                b.append(alphabet.charAt(r.nextInt(alphabet.length())));
            }
            assertThat(Fields.isId(b.toString())).as(b.toString()).isEqualTo(b.toString().matches(RULE));
        }
    }
}
