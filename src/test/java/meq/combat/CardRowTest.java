package meq.combat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A combat row answers as the List<Integer> it replaced, and a change makes a new row. */
class CardRowTest {
    @Test
    void aRowIsTheListOfItsCards() {
        CardRow row = CardRow.of(List.of(7, 3, 7));
        assertThat(row).isEqualTo(List.of(7, 3, 7));
        assertThat(List.of(7, 3, 7)).isEqualTo(row);
        assertThat(row.hashCode()).isEqualTo(List.of(7, 3, 7).hashCode());
        assertThat(row.subList(1, 3)).isEqualTo(List.of(3, 7));
        assertThat(row.indexOf(7)).isZero();
        assertThat(row.contains((Object) 3)).isTrue();
        assertThat(row.has(4)).isFalse();
        assertThat(CardRow.of(row)).isSameAs(row);
        assertThat(CardRow.of(new ArrayList<>())).isSameAs(CardRow.EMPTY);
        assertThat(row.toInts()).containsExactly(7, 3, 7);
    }

    @Test
    void aRowOfDrawnIntsAndAWalkWithoutBoxing() {
        int[] drawn = {7, 3, 0, 0};
        CardRow row = CardRow.of(drawn, 2);
        assertThat(row).containsExactly(7, 3);
        drawn[0] = 9;
        assertThat(row).as("the ints are copied").containsExactly(7, 3);
        assertThat(CardRow.of(drawn, 0)).isSameAs(CardRow.EMPTY);
        List<Integer> seen = new ArrayList<>();
        row.forEachCard(seen::add);
        assertThat(seen).containsExactly(7, 3);
    }

    @Test
    void aChangeMakesANewRowAndLeavesTheOldOne() {
        CardRow row = CardRow.of(List.of(7, 3, 7));
        assertThat(row.plus(5)).containsExactly(7, 3, 7, 5);
        assertThat(row.plusBottom(5)).containsExactly(5, 7, 3, 7);
        assertThat(row.minus(7)).as("the first copy only").containsExactly(3, 7);
        assertThat(row.minus(9)).isSameAs(row);
        assertThat(row.minusAt(1)).containsExactly(7, 7);
        assertThat(CardRow.of(List.of(4)).minusAt(0)).isSameAs(CardRow.EMPTY);
        assertThat(row).containsExactly(7, 3, 7);
        assertThat(row.toInts()).isNotSameAs(row.toInts());
        assertThatThrownBy(() -> row.add(1)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> row.set(0, 1)).isInstanceOf(UnsupportedOperationException.class);
    }
}
