package meq.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import meq.board.InfluenceNetwork;
import meq.board.Location;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.IntList;
import meq.state.Marker;
import meq.state.Pile;
import meq.state.StoryTrack;

/**
 * Checks that a state obeys the rules' hard limits: each card and token in exactly one place, no influence in
 * a Haven or above its cap, the Shadow Pool within its limit, markers on the track. Returns the violations.
 */
public final class Invariants {
    private Invariants() {
    }

    public static List<String> check(Rules rules, GameState s) {
        List<String> v = new ArrayList<>();
        int[] seen = new int[rules.cards().count()];
        for (HeroState h : s.heroes) {
            count(seen, h.life, v, h.id + " life");
            count(seen, h.hand, v, h.id + " hand");
            count(seen, h.rest, v, h.id + " rest");
            count(seen, h.damage, v, h.id + " damage");
            count(seen, h.items, v, h.id + " items");
            count(seen, h.corruption, v, h.id + " corruption");
            count(seen, h.quests, v, h.id + " quests");
            count(seen, h.questsDone, v, h.id + " completed quests");
        }
        count(seen, s.skillDeck, v, "skill deck");
        for (Map.Entry<String, Pile> e : s.combatDecks.entrySet()) {
            count(seen, e.getValue(), v, e.getKey() + " deck");
        }
        for (Map.Entry<String, Pile> e : s.decks.entrySet()) {
            count(seen, e.getValue(), v, e.getKey() + " deck");
        }
        count(seen, s.sauronShadows, v, "Sauron's shadow cards");
        count(seen, s.sauronPlots, v, "Sauron's plot cards");
        count(seen, s.itemSupply, v, "item supply");
        count(seen, s.removed, v, "out of the game");
        IntList singles = new IntList();
        for (int p : s.activePlots) {
            if (p >= 0) {
                singles.add(p);
            }
        }
        for (int x : new int[] {s.currentEvent, s.sauronMission, s.heroMission}) {
            if (x >= 0) {
                singles.add(x);
            }
        }
        for (var frame : s.stack) {
            if (frame instanceof HoldsCards held) {
                held.heldCards().forEach(singles::add);
            }
        }
        count(seen, singles, v, "play");
        for (int c = 0; c < seen.length; c++) {
            if (seen[c] != 1) {
                v.add(rules.cards().kind(c) + " card " + c + " (" + rules.cards().id(c) + ") is in " + seen[c] + " places");
            }
        }
        int[] tokens = new int[rules.cards().tokenCount()];
        for (Pile p : s.tokenPiles.values()) {
            count(tokens, p, v, "token pile");
        }
        for (int t = 0; t < s.tokenAt.length; t++) {
            if (s.tokenAt[t] >= 0) {
                tokens[t]++;
                if (rules.board().location(s.tokenAt[t]).haven()) {
                    v.add("monster token " + t + " in a Haven");
                }
            }
        }
        for (int t = 0; t < tokens.length; t++) {
            if (tokens[t] != 1) {
                v.add("monster token " + t + " is in " + tokens[t] + " places");
            }
        }
        int[] settled = InfluenceNetwork.of(rules.board(), s.influence).settled();
        for (Location l : rules.board().locations()) {
            int i = s.influence[l.index()];
            if (i < 0) {
                v.add("negative influence at " + l.id());
            } else if (l.haven() && i > 0) {
                v.add(i + " influence in the Haven " + l.id());
            } else if (settled[l.index()] != i) {
                v.add(l.id() + " holds " + i + " influence, more than its cap allows (" + settled[l.index()] + ")");
            }
        }
        if (s.shadowPool < 0 || s.shadowPool > s.shadowPoolLimit()) {
            v.add("Shadow Pool " + s.shadowPool + " outside 0.." + s.shadowPoolLimit());
        }
        for (Marker m : Marker.values()) {
            int p = s.story.position(m);
            if (p < StoryTrack.START || p > StoryTrack.FINALE) {
                v.add(m + " marker off the track at " + p);
            }
        }
        if (s.actions.total() > 3) {
            v.add(s.actions.total() + " action tokens on the tracks");
        }
        return v;
    }

    private static void count(int[] seen, Pile p, List<String> v, String where) {
        count(seen, p.drawPile(), v, where);
        count(seen, p.discards(), v, where + " discards");
    }

    private static void count(int[] seen, IntList list, List<String> v, String where) {
        for (int i = 0; i < list.size(); i++) {
            int c = list.get(i);
            if (c < 0 || c >= seen.length) {
                v.add("unknown card or token " + c + " in " + where);
            } else {
                seen[c]++;
            }
        }
    }
}
