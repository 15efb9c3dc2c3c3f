package meq.board;

import static meq.data.Icon.FOREST;
import static meq.data.Icon.HILLS;
import static meq.data.Icon.PLAINS;
import static meq.data.Icon.SWAMP;
import static org.assertj.core.api.Assertions.assertThat;
import java.util.List;
import meq.TestData;
import meq.data.DataException;
import meq.data.Icon;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Paying for a move: "Discard one card ... with an icon matching ... or ... as many cards as the number". */
class TravelTest {
    static Board board;
    static final Travel.Items NONE = Travel.Items.NONE;
    static final Travel.Items BOAT = new Travel.Items(true, false);
    static final Travel.Items HORSE = new Travel.Items(false, true);

    @BeforeAll
    static void load() throws DataException {
        board = TestData.RULES.board();
    }

    static Path path(String a, String b) {
        return board.path(board.location(a), board.location(b));
    }

    static int cardsTo(String from, String to, List<Icon> hand, Travel.Items items) {
        Payment p = Travel.price(board, board.location(from), board.location(to), items);
        return p == null ? -1 : p.cheapest(hand);
    }

    @Test
    void oneMatchingCardOrTheNumberInAnyCards() {
        Payment p = Travel.price(path("bree", "tharbad"), NONE);
        assertThat(p).isEqualTo(new Payment(HILLS, 2));
        assertThat(p.acceptedBy(List.of(HILLS))).isTrue();
        assertThat(p.acceptedBy(List.of(PLAINS))).isFalse();
        assertThat(p.acceptedBy(List.of(PLAINS, FOREST))).isTrue();
        assertThat(p.acceptedBy(List.of(HILLS, HILLS))).isTrue();
        assertThat(p.acceptedBy(List.of(PLAINS, FOREST, SWAMP))).isFalse();
        assertThat(cardsTo("bree", "tharbad", List.of(PLAINS, HILLS), NONE)).isEqualTo(1);
        assertThat(cardsTo("bree", "tharbad", List.of(PLAINS, FOREST), NONE)).isEqualTo(2);
        assertThat(cardsTo("bree", "tharbad", List.of(PLAINS), NONE)).isEqualTo(-1);
    }

    @Test
    void anyCardPathsTakeOneCardOfAnyIcon() {
        assertThat(Travel.price(path("bree", "fornost"), NONE)).isEqualTo(new Payment(null, 1));
        assertThat(cardsTo("bree", "fornost", List.of(SWAMP), NONE)).isEqualTo(1);
        assertThat(cardsTo("bree", "fornost", List.of(), NONE)).isEqualTo(-1);
    }

    @Test
    void aBoatCrossesWaterPathsForOneCard() {
        assertThat(cardsTo("lake-esgaroth", "erebor", List.of(FOREST, PLAINS), NONE)).isEqualTo(2);
        assertThat(cardsTo("lake-esgaroth", "erebor", List.of(FOREST), BOAT)).isEqualTo(1);
        // not on land paths
        assertThat(cardsTo("lake-esgaroth", "iron-hills", List.of(FOREST, PLAINS), BOAT)).isEqualTo(2);
    }

    @Test
    void aBoatAlsoCrossesFromTheGreyHavensToBelfalasForThreeCards() {
        List<Icon> hand = List.of(FOREST, PLAINS, SWAMP);
        assertThat(cardsTo("grey-havens", "belfalas", hand, NONE)).isEqualTo(-1);
        assertThat(cardsTo("grey-havens", "belfalas", hand, BOAT)).isEqualTo(3);
        assertThat(cardsTo("belfalas", "grey-havens", hand, BOAT)).isEqualTo(3);
        assertThat(cardsTo("grey-havens", "belfalas", List.of(FOREST, PLAINS), BOAT)).isEqualTo(-1);
    }

    @Test
    void aHorseLowersEveryNumberByOneToAMinimumOfOne() {
        assertThat(Travel.price(path("edoras", "nindalf"), HORSE)).isEqualTo(new Payment(SWAMP, 3));
        assertThat(Travel.price(path("bree", "tharbad"), HORSE)).isEqualTo(new Payment(HILLS, 1));
        assertThat(Travel.price(path("bree", "fornost"), HORSE)).isEqualTo(new Payment(null, 1));
        assertThat(cardsTo("grey-havens", "belfalas", List.of(FOREST, PLAINS), new Travel.Items(true, true)))
                .isEqualTo(2);
    }
}
