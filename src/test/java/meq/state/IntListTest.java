package meq.state;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class IntListTest {
    private static IntList deck(int n) {
        return new IntList(IntStream.range(0, n).toArray());
    }

    @Test
    void aShuffleLeftForLaterGivesTheOrderAndTheGeneratorOfAShuffleNow() {
        for (int n : new int[] {0, 1, 2, 7, 40}) {
            Rng now = new Rng(n);
            Rng later = new Rng(n);
            IntList a = deck(n);
            IntList b = deck(n);
            a.shuffle(now);
            a.shuffle(now);
            b.shuffleLater(later);
            b.shuffleLater(later); // the first is made before the second is taken
            assertEquals(now.nextLong(), later.nextLong(), "the generator moved on alike, " + n + " cards");
            assertArrayEquals(a.toArray(), b.toArray());
        }
    }

    @Test
    void everyKindOfReadSeesTheShuffledOrder() {
        Rng r = new Rng(3);
        IntList shuffled = deck(10);
        shuffled.shuffle(r.copy());
        int[] expected = shuffled.toArray();

        IntList popped = deck(10);
        popped.shuffleLater(r.copy());
        assertEquals(expected[9], popped.pop());
        IntList got = deck(10);
        got.shuffleLater(r.copy());
        assertEquals(expected[0], got.get(0));
        IntList added = deck(10);
        added.shuffleLater(r.copy());
        added.add(99);
        assertEquals(expected[9], added.get(9));
        IntList copied = deck(10);
        copied.shuffleLater(r.copy());
        IntList copy = copied.copy();
        assertArrayEquals(expected, copy.toArray());
        assertArrayEquals(expected, copied.toArray());
        IntList into = new IntList(50);
        IntList source = deck(10);
        source.shuffleLater(r.copy());
        into.addAll(source);
        assertEquals(expected[3], into.get(4));
        IntList cleared = deck(10);
        cleared.shuffleLater(r.copy());
        cleared.clear();
        cleared.add(5);
        assertArrayEquals(new int[] {5}, cleared.toArray());
    }

    /** Popping makes only the top's swap: every pop, and whatever is read between them, as after a shuffle made at once. */
    @Test
    void popsFromAShuffleLeftForLaterTakeTheShuffledOrder() {
        for (int n = 1; n <= 12; n++) {
            for (int seed = 0; seed < 20; seed++) {
                Rng r = new Rng(seed * 31L + n);
                IntList now = deck(n);
                now.shuffle(r.copy());
                IntList later = deck(n);
                later.shuffleLater(r.copy());
                IntList copyAfterPops = null;
                for (int k = 0; k < n; k++) {
                    assertEquals(now.pop(), later.pop(), n + " cards, seed " + seed + ", pop " + k);
                    if (k == n / 3) {
                        copyAfterPops = later.copy(); // a copy taken halfway keeps the swaps left
                    }
                    if (seed % 4 == 0 && k == n / 2 && !later.isEmpty()) {
                        assertEquals(now.get(0), later.get(0)); // another read settles the rest
                    }
                }
                if (copyAfterPops != null) {
                    IntList expected = deck(n);
                    expected.shuffle(r.copy());
                    for (int k = 0; k <= n / 3; k++) {
                        expected.pop();
                    }
                    assertArrayEquals(expected.toArray(), copyAfterPops.toArray());
                }
            }
        }
    }

    @Test
    void aCopyAndItsOriginalChangeApart() {
        IntList a = deck(5);
        IntList b = a.copy();
        b.add(7);
        a.removeAt(0);
        b.addBottom(8);
        a.shuffle(new Rng(1));
        IntList c = a.copy();
        c.pop();
        c.add(9);
        assertEquals(4, a.size());
        assertArrayEquals(new int[] {8, 0, 1, 2, 3, 4, 7}, b.toArray());
        assertEquals(a.get(0), c.get(0));
        assertEquals(9, c.get(3));
        assertEquals(4, c.size());
    }
}
