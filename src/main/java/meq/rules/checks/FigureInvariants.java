package meq.rules.checks;

import java.util.List;
import java.util.Map;
import meq.data.MinionDef;
import meq.rules.Rules;
import meq.state.Attribute;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.Lasting;
import meq.state.MinionState;

/**
 * The figures and tokens stand where they may: each hero on a location, each minion on the board exactly when
 * it is in play and with no more damage than its health, each character token on a location or in the Favor
 * and Character area;
 * a plot marker exactly when its slot holds a plot, the event marker only with a current event; favor never
 * negative; each attribute raised at most twice.
 */
final class FigureInvariants {
    private FigureInvariants() {
    }

    static void check(Rules rules, GameState s, List<String> v) {
        int locations = rules.board().size();
        for (HeroState h : s.heroes) {
            if (h.location < 0 || h.location >= locations) {
                v.add(h.id + " stands on no location (" + h.location + ")");
            }
            if (h.favor < 0) {
                v.add(h.id + " holds " + h.favor + " favor");
            }
            for (Attribute a : Attribute.values()) {
                if (h.level(a) < 0 || h.level(a) > 2) {
                    v.add(h.id + " has " + h.level(a) + " " + a + " level tokens (0 to 2 allowed)");
                }
            }
        }
        for (MinionState m : s.minions.values()) {
            boolean onBoard = m.location >= 0;
            if (m.location >= locations || onBoard != (m.status == MinionState.Status.ACTIVE)) {
                v.add("minion " + m.id + " is " + m.status + " at location " + m.location);
            }
            MinionDef d = rules.data().minion(m.id);
            if (m.damage < 0 || m.damage > d.health()) { // at its health it is defeated when the fight ends
                v.add("minion " + m.id + " has " + m.damage + " damage (health " + d.health() + ")");
            }
        }
        for (Map.Entry<String, Integer> e : s.characterAt.entrySet()) {
            if (e.getValue() < -1 || e.getValue() >= locations) {
                v.add("character " + e.getKey() + " at no location (" + e.getValue() + ")");
            }
        }
        for (int l = 0; l < s.favorTokens.length; l++) {
            if (s.favorTokens[l] < 0) {
                v.add(s.favorTokens[l] + " favor on " + rules.board().location(l).id());
            }
        }
        for (int slot = 0; slot < s.activePlots.length; slot++) {
            if ((s.plotAt[slot] >= 0) != (s.activePlots[slot] >= 0) || s.plotAt[slot] >= locations) {
                v.add("plot marker " + (slot + 1) + " at " + s.plotAt[slot] + " with card " + s.activePlots[slot]
                        + " in its slot");
            }
        }
        if (s.eventMarker >= locations || (s.eventMarker >= 0 && s.currentEvent < 0)) {
            v.add("the event marker at " + s.eventMarker + " with no current event");
        }
        for (Lasting e : s.lasting) {
            if (e.amount() < 0) {
                v.add(e.kind() == Lasting.Kind.TRUST_IN_FRIENDSHIP ? e.amount() + " favor on Trust in Friendship"
                        : e.amount() + " as the amount of " + e.kind());
            }
        }
    }
}
