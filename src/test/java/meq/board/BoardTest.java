package meq.board;

import static org.assertj.core.api.Assertions.assertThat;
import meq.TestData;
import meq.data.DataException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Queries on the real map, checked against the adjacency lists of meq-facts section 2.3. */
class BoardTest {
    static Board board;

    @BeforeAll
    static void load() throws DataException {
        board = TestData.RULES.board();
    }

    static Location at(String id) {
        return board.location(id);
    }

    @Test
    void theGraphHasEveryLocationAndPath() {
        assertThat(board.graph().vertexSet()).hasSize(63);
        assertThat(board.graph().edgeSet()).hasSize(106);
    }

    @Test
    void neighboursCarryTheirPathIconAndNumber() {
        assertThat(board.neighbours(at("bree")))
                .extracting(s -> s.to().id() + " " + s.path().icon() + " " + s.path().cost())
                .containsExactly("fornost ANY 1", "old-forest ANY 1", "tharbad HILLS 2", "weathertop HILLS 2");
        assertThat(board.neighbours(at("barad-dur"))).extracting(s -> s.to().id()).containsExactly("mount-doom");
        assertThat(board.path(at("lake-esgaroth"), at("erebor")).water()).isTrue();
        assertThat(board.path(at("lake-esgaroth"), at("iron-hills")).water()).isFalse();
    }

    @Test
    void aPairsLocationsAreThoseOfItsColourLowestFirst() {
        for (Location l : board.locations()) {
            assertThat(board.pairIndices(l.pair())).contains(l.index());
        }
        int all = 0;
        for (String pair : board.locations().stream().map(Location::pair).distinct().toList()) {
            int[] in = board.pairIndices(pair);
            assertThat(in).isSorted();
            for (int i : in) {
                assertThat(board.location(i).pair()).isEqualTo(pair);
            }
            all += in.length;
        }
        assertThat(all).isEqualTo(63);
        assertThat(board.pairIndices("no-such-pair")).isEmpty();
    }

    @Test
    void aRegionsLocationsAreItsOwnLowestFirst() {
        int all = 0;
        for (String region : board.locations().stream().map(l -> l.region().id()).distinct().toList()) {
            int[] in = board.regionIndices(region);
            assertThat(in).isSorted().isNotEmpty();
            for (int i : in) {
                assertThat(board.location(i).region().id()).isEqualTo(region);
            }
            all += in.length;
        }
        assertThat(all).isEqualTo(63);
        assertThat(board.regionIndices("no-such-region")).isEmpty();
    }

    @Test
    void distanceCountsLocationsNotCost() {
        assertThat(board.distance(at("shire"), at("bree"))).isEqualTo(2);
        assertThat(board.distance(at("barad-dur"), at("minas-tirith"))).isEqualTo(5);
        assertThat(board.distance(at("bree"), at("bree"))).isZero();
        assertThat(board.within(at("barad-dur"), 1)).extracting(Location::id)
                .containsExactlyInAnyOrder("barad-dur", "mount-doom");
    }

    @Test
    void closestHavensListsAllTies() {
        // "The hero figure is moved to the closest Haven (by number of locations). If multiple Havens are
        // equally close, Sauron decides" - so every tied Haven is offered.
        assertThat(board.closestHavens(at("bree"))).extracting(Location::id).containsExactly("fornost");
        assertThat(board.closestHavens(at("tharbad"))).extracting(Location::id)
                .containsExactlyInAnyOrder("fornost", "rivendell");
        assertThat(board.closestHavens(at("barad-dur"))).extracting(Location::id)
                .containsExactlyInAnyOrder("edoras", "minas-tirith");
        assertThat(board.closestHavens(at("edoras"))).extracting(Location::id).containsExactly("edoras");
    }

    @Test
    void perilousIsPermanentOrMoreInfluenceThanWisdomAndNeverAHaven() {
        // "all permanently Perilous Locations (sword symbol) and any location with more Influence than the
        // current hero's Wisdom"
        assertThat(board.isPerilous(at("moria"), 0, 9)).isTrue();
        assertThat(board.isPerilous(at("bree"), 3, 2)).isTrue();
        assertThat(board.isPerilous(at("bree"), 3, 3)).isFalse();
        assertThat(board.isPerilous(at("bree"), 0, 0)).isFalse();
        assertThat(board.isPerilous(at("fornost"), 5, 1)).isFalse();
    }

    @Test
    void locationsKnowTheirRegionAndPair() {
        assertThat(at("mount-gundabad").region().id()).isEqualTo("grey-mountains");
        assertThat(at("mount-gundabad").pair()).isEqualTo("rhudaur-grey-mountains");
        assertThat(at("moria").region().id()).isEqualTo("enedwaith");
        assertThat(board.havens()).hasSize(7);
        assertThat(board.strongholds()).extracting(Location::id)
                .containsExactlyInAnyOrder("barad-dur", "dol-guldur", "mount-gundabad");
    }
}
