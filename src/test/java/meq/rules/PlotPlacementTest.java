package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import meq.board.Location;
import meq.rules.play.Plots;
import meq.state.Marker;
import meq.state.MinionState;
import org.junit.jupiter.api.Test;

/**
 * Plots placed where Sauron chooses meet their own conditions at the chosen location (FS 5.6: "Plots whose target
 * is 'a location of Sauron's choice' must meet their own conditions when played").
 */
class PlotPlacementTest {
    /** A fresh game with no influence, no monster token, the minions off the board and a full Shadow Pool. */
    private static Fixture bare() {
        Fixture f = new Fixture("beravor", "eleanor");
        Arrays.fill(f.s.influence, 0);
        Arrays.fill(f.s.tokenAt, -1);
        for (MinionState m : f.s.minions.values()) {
            m.status = MinionState.Status.WAITING;
            m.location = -1;
        }
        f.s.characterAt.replaceAll((ch, at) -> -1);
        f.s.shadowPool = 8;
        f.s.story.set(Marker.RED, 13); // stage III: a pool of 8 is within its limit
        return f;
    }

    private static int plot(String id) {
        return Fixture.RULES.cards().copies("plot:" + id).get(0);
    }

    private static List<Integer> playable(Fixture f, String id) {
        return Plots.playableAt(new Ctx(Fixture.RULES, f.s, new ArrayList<>()), plot(id)).stream()
                .map(Location::index).toList();
    }

    /** A plot marker of another plot on this location. */
    private static void markerAt(Fixture f, String plot, int location) {
        f.s.activePlots[0] = plot(plot);
        f.s.plotAt[0] = location;
    }

    /**
     * FS line 227, A Broken Line of Kings: "Affects a Haven of Sauron's choice that has no other plot marker and at
     * least 6 influence in adjacent locations". Only Edoras has 6 next to it: only Edoras is offered, and not while
     * another plot's marker lies there.
     */
    @Test
    void aBrokenLineOfKingsGoesOnlyOnAHavenWithSixInfluenceAroundAndNoOtherPlotMarker() {
        Fixture f = bare();
        f.s.influence[f.at("helms-deep")] = 3;
        f.s.influence[f.at("plains-of-rohan")] = 3;
        assertThat(playable(f, "a-broken-line-of-kings")).containsExactly(f.at("edoras"));
        markerAt(f, "loss-of-an-heir", f.at("edoras"));
        assertThat(playable(f, "a-broken-line-of-kings")).isEmpty();
    }

    /**
     * FS line 230, Loss of an Heir: "Needs a monster or minion within 1 space of the affected location. Affects
     * Edoras or Minas Tirith." A monster by Edoras only: Edoras, not Minas Tirith.
     */
    @Test
    void lossOfAnHeirGoesOnlyWhereAMonsterOrMinionIsWithinOneSpace() {
        Fixture f = bare();
        assertThat(playable(f, "loss-of-an-heir")).isEmpty();
        f.s.tokenAt[f.s.tokenPiles.values().iterator().next().drawPile().pop()] = f.at("helms-deep");
        assertThat(playable(f, "loss-of-an-heir")).containsExactly(f.at("edoras"));
    }

    /**
     * FS line 234, Urgent Summons: "Affects a location with a character token and no other plot marker". Two
     * characters out; one stands under another plot's marker.
     */
    @Test
    void urgentSummonsGoesOnlyOnACharacterWithNoOtherPlotMarker() {
        Fixture f = bare();
        f.s.characterAt.put("aragorn", f.at("bree"));
        f.s.characterAt.put("boromir", f.at("osgiliath"));
        markerAt(f, "osgiliath-invaded", f.at("osgiliath"));
        assertThat(playable(f, "urgent-summons")).containsExactly(f.at("bree"));
    }

    /**
     * FS line 232, A Promise of Rings: "Affects a location holding a character token and at least one monster or
     * minion." A character with a minion and one with a monster token qualify; one alone does not.
     */
    @Test
    void aPromiseOfRingsGoesOnlyOnACharacterWithAMonsterOrMinion() {
        Fixture f = bare();
        f.s.characterAt.put("aragorn", f.at("bree"));
        f.s.characterAt.put("boromir", f.at("osgiliath"));
        f.s.characterAt.put("dain", f.at("erebor"));
        MinionState mouth = f.s.minions.get("mouth-of-sauron");
        mouth.status = MinionState.Status.ACTIVE;
        mouth.location = f.at("bree");
        f.s.tokenAt[f.s.tokenPiles.values().iterator().next().drawPile().pop()] = f.at("osgiliath");
        assertThat(playable(f, "a-promise-of-rings")).containsExactlyInAnyOrder(f.at("bree"), f.at("osgiliath"));
    }
}
