package meq.rules.checks;

import java.util.ArrayList;
import java.util.List;
import meq.board.InfluenceNetwork;
import meq.board.Location;
import meq.rules.Rules;
import meq.rules.play.Damage;
import meq.rules.play.Fights;
import meq.state.CardPlaces;
import meq.state.Frame;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.HoldsToken;
import meq.state.IntList;
import meq.state.Marker;
import meq.state.Pile;
import meq.state.StoryTrack;

/**
 * Checks that a state obeys the rules' hard limits: each card and token in exactly one place, no influence in
 * a Haven or above its cap, the Shadow Pool within its limit, markers on the track, hands and pools holding
 * what they may ({@link PoolInvariants}), figures where they may stand ({@link FigureInvariants}). Returns the
 * violations.
 */
public final class Invariants {
    private Invariants() {
    }

    public static List<String> check(Rules rules, GameState s) {
        List<String> v = new ArrayList<>();
        int[] seen = CardPlaces.count(s, rules.cards(), v);
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
        for (Frame f : s.stack) {
            if (f instanceof HoldsToken held) {
                if (held.token() < 0 || held.token() >= tokens.length) {
                    v.add("unknown monster token " + held.token() + " held by Sauron");
                } else {
                    tokens[held.token()]++; // drawn and looked at, not yet placed
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
        FigureInvariants.check(rules, s, v);
        undefeated(s, v);
        if (v.stream().noneMatch(p -> p.startsWith("unknown"))) {
            PoolInvariants.check(rules, s, v);
        }
        return v;
    }

    /**
     * RS: "If a hero has 0 cards in his life pool and 0 cards in his hand, he is immediately defeated." Between
     * actions such a hero stands only inside a fight of his (in a combat round no one is defeated before its
     * Deal Damage step: a hero may play his last card) or while his defeat is carried out; never when his fight
     * asks him for agility or a type, which comes before any round.
     */
    private static void undefeated(GameState s, List<String> v) {
        if (s.over()) {
            return;
        }
        for (HeroState h : s.heroes) {
            if (Damage.spent(h) && (!Damage.defeatUnderWay(s, h.id) || s.stack.peek() instanceof Fights.Fight f
                    && f.hero().equals(h.id) && (f.phase() == Fights.Phase.HERO_SPENDS_AGILITY || f.phase() == Fights.Phase.ROUND_BEGINS))) {
                v.add(h.id + " has no cards in his life pool or hand and is not defeated");
            }
        }
    }

    private static void count(int[] seen, Pile p, List<String> v, String where) {
        for (IntList l : List.of(p.drawPile(), p.discards())) {
            for (int i = 0; i < l.size(); i++) {
                int c = l.get(i);
                if (c < 0 || c >= seen.length) {
                    v.add("unknown token " + c + " in " + where);
                } else {
                    seen[c]++;
                }
            }
        }
    }
}
