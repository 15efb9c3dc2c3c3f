package meq.state;

import static org.assertj.core.api.Assertions.assertThat;
import org.junit.jupiter.api.Test;

class RngTest {
    @Test
    void theSameSeedGivesTheSameDrawsAndACopyContinuesTheSame() {
        Rng a = new Rng(42);
        Rng b = new Rng(42);
        for (int i = 0; i < 100; i++) {
            assertThat(a.nextInt(1000)).isEqualTo(b.nextInt(1000));
        }
        Rng c = a.copy();
        assertThat(c.nextLong()).isEqualTo(a.nextLong());
        assertThat(Rng.of(a.state())).isEqualTo(a);
    }

    @Test
    void drawsCoverTheRangeEvenly() {
        Rng r = new Rng(1);
        int[] seen = new int[6];
        for (int i = 0; i < 60_000; i++) {
            seen[r.nextInt(6)]++;
        }
        for (int n : seen) {
            assertThat(n).isBetween(9_400, 10_600);
        }
    }
}
