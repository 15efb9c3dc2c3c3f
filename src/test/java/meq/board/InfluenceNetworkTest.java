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

    /**
     * The networks a state keeps are carried over while only counts inside them change: whatever the change, the
     * networks given by {@link InfluenceNetwork#updated} answer every question as those worked out anew.
     */
    @Test
    void networksCarriedOverAnswerAsNetworksWorkedOutAnew() {
        java.util.Random random = new java.util.Random(17);
        int carried = 0;
        for (int trial = 0; trial < 3000; trial++) {
            int[] before = new int[board.size()];
            for (int i = 0; i < before.length; i++) {
                before[i] = random.nextInt(3) == 0 ? 1 + random.nextInt(4) : 0;
            }
            InfluenceNetwork kept = InfluenceNetwork.of(board, before);
            if (random.nextBoolean()) {
                kept.cap(at("mount-doom")); // some carried over with their caps already worked out
            }
            int[] after = before.clone();
            for (int k = 1 + random.nextInt(3); k > 0; k--) {
                int i = random.nextInt(after.length);
                after[i] = Math.max(0, after[i] + (random.nextBoolean() ? 1 : -1));
            }
            InfluenceNetwork updated = kept.updated(after);
            InfluenceNetwork anew = InfluenceNetwork.of(board, after);
            carried += updated != anew && updated.networkShape() == kept.networkShape() ? 1 : 0;
            for (Location l : board.locations()) {
                assertThat(updated.influence(l)).isEqualTo(anew.influence(l));
                assertThat(updated.cap(l)).as("cap of %s", l.id()).isEqualTo(anew.cap(l));
                assertThat(updated.inExtension(l)).isEqualTo(anew.inExtension(l));
                assertThat(updated.connectedStrongholds(l)).isEqualTo(anew.connectedStrongholds(l));
            }
            assertThat(updated.placeable()).isEqualTo(anew.placeable());
            assertThat(updated.settled()).isEqualTo(anew.settled());
            assertThat(updated.cutOff()).isEqualTo(anew.cutOff());
        }
        assertThat(carried).as("changes that kept the networks' shape").isGreaterThan(300);
    }
    /**
     * As the game uses them: each distribution's networks updated from the last one's (a chain of placements and
     * removals, most of them one influence on or next to a network), every answer as networks worked out anew.
     */
    @Test
    void aChainOfUpdatesAnswersAsNetworksWorkedOutAnew() {
        java.util.Random random = new java.util.Random(23);
        int joins = 0;
        for (int start = 0; start < 100; start++) {
            int[] now = new int[board.size()];
            now[at("dol-guldur").index()] = 1 + random.nextInt(4);
            now[at("mount-gundabad").index()] = 1 + random.nextInt(4);
            InfluenceNetwork chained = InfluenceNetwork.of(board, now);
            for (int step = 0; step < 40; step++) {
                chained.placeable(); // the caps known before each placement, as in a game
                int i = random.nextInt(now.length);
                boolean first = now[i] == 0;
                now = now.clone();
                now[i] = Math.max(0, now[i] + (random.nextInt(4) == 0 ? -1 : 1));
                joins += first && now[i] > 0 ? 1 : 0;
                chained = chained.updated(now);
                InfluenceNetwork anew = InfluenceNetwork.of(board, now);
                for (Location l : board.locations()) {
                    assertThat(chained.cap(l)).as("cap of %s", l.id()).isEqualTo(anew.cap(l));
                    assertThat(chained.inExtension(l)).isEqualTo(anew.inExtension(l));
                    assertThat(chained.connectedStrongholds(l)).isEqualTo(anew.connectedStrongholds(l));
                }
                assertThat(chained.placeable()).isEqualTo(anew.placeable());
                assertThat(chained.settled()).isEqualTo(anew.settled());
            }
        }
        assertThat(joins).as("locations that took their first influence").isGreaterThan(1000);
    }
}
