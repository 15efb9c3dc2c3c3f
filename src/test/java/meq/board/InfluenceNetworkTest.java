package meq.board;

import static org.assertj.core.api.Assertions.assertThat;
import meq.TestData;
import meq.data.DataException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * "a contiguous path must be traced through locations containing influence back to a Stronghold";
 * "Each location in extension ... cannot contain more influence than the highest connected Stronghold's
 * influence strength"; "Remove all but 1 token from locations if they are disconnected";
 * "Tokens may never be placed in Haven locations."
 */
class InfluenceNetworkTest {
    static Board board;

    @BeforeAll
    static void load() throws DataException {
        board = TestData.RULES.board();
    }

    static Location at(String id) {
        return board.location(id);
    }

    static int[] influence(Object... idAndCount) {
        int[] out = new int[board.size()];
        for (int i = 0; i < idAndCount.length; i += 2) {
            out[at((String) idAndCount[i]).index()] = (Integer) idAndCount[i + 1];
        }
        return out;
    }

    @Test
    void aChainOfInfluenceIsInExtensionAndCappedByItsStronghold() {
        InfluenceNetwork n = InfluenceNetwork.of(board, influence("barad-dur", 3, "mount-doom", 2, "sea-of-udun", 1));
        assertThat(n.inExtension(at("sea-of-udun"))).isTrue();
        assertThat(n.connectedStrongholds(at("mount-doom"))).containsExactly(at("barad-dur"));
        assertThat(n.cap(at("mount-doom"))).isEqualTo(3);
        assertThat(n.cap(at("barad-dur"))).isEqualTo(6);
        assertThat(n.canPlace(at("mount-doom"))).isTrue();
        assertThat(n.canPlace(at("minas-morgul"))).as("empty, next to the network").isTrue();
        assertThat(n.cap(at("minas-morgul"))).isEqualTo(3);
        assertThat(n.canPlace(at("osgiliath"))).as("not next to any network").isFalse();
        assertThat(n.cutOff()).isEmpty();
    }

    @Test
    void theStrongestConnectedStrongholdSetsTheCap() {
        InfluenceNetwork n = InfluenceNetwork.of(board, influence("dol-guldur", 2, "emyn-muil", 1, "dagorlad", 1,
                "sea-of-udun", 1, "mount-doom", 1, "barad-dur", 5));
        assertThat(n.connectedStrongholds(at("emyn-muil"))).containsExactlyInAnyOrder(at("dol-guldur"), at("barad-dur"));
        assertThat(n.cap(at("emyn-muil"))).isEqualTo(5);
        assertThat(n.cap(at("dol-guldur"))).isEqualTo(3);
    }

    @Test
    void aStrongholdWithoutInfluenceFeedsNothing() {
        InfluenceNetwork n = InfluenceNetwork.of(board, new int[board.size()]);
        assertThat(n.canPlace(at("dol-guldur"))).isTrue();
        assertThat(n.canPlace(at("south-eaves"))).isFalse();
        assertThat(n.placeable()).containsExactlyInAnyOrder(at("barad-dur"), at("dol-guldur"), at("mount-gundabad"));
    }

    @Test
    void cutOffLocationsDropToOneAndExcessDropsToTheCap() {
        InfluenceNetwork n = InfluenceNetwork.of(board, influence("dagorlad", 2, "rhun", 1,
                "barad-dur", 3, "mount-doom", 4));
        assertThat(n.inExtension(at("dagorlad"))).isFalse();
        assertThat(n.cutOff()).containsExactly(at("dagorlad"));
        int[] settled = n.settled();
        assertThat(settled[at("dagorlad").index()]).isEqualTo(1);
        assertThat(settled[at("rhun").index()]).isEqualTo(1);
        assertThat(settled[at("mount-doom").index()]).isEqualTo(3);
        assertThat(settled[at("barad-dur").index()]).isEqualTo(3);
    }

    @Test
    void havensNeverHoldInfluence() {
        InfluenceNetwork n = InfluenceNetwork.of(board, influence("dol-guldur", 3, "south-eaves", 3,
                "lothlorien", 2));
        assertThat(n.canPlace(at("lothlorien"))).isFalse();
        assertThat(n.cap(at("lothlorien"))).isZero();
        assertThat(n.settled()[at("lothlorien").index()]).isZero();
    }
}
