package meq.rules.table;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;
import meq.board.InfluenceNetwork;
import meq.board.Location;
import meq.data.MinionDef;
import meq.data.MinionTraits;
import meq.rules.Ctx;
import meq.rules.GameEvent;
import meq.state.HeroState;
import meq.state.Marker;
import meq.state.Memo;
import meq.state.MinionState;
import meq.state.Side;

/** Small shared moves and questions about the table, used by several steps. */
public final class Table {
    /** The influence networks as last worked out for a state (checked against its influence before each use). */
    private static final Memo.Key<InfluenceNetwork> NETWORK = Memo.key("the influence networks");

    private Table() {
    }

    public static boolean heroAt(Ctx c, int location) {
        for (HeroState h : c.s.heroes) {
            if (h.location == location) {
                return true;
            }
        }
        return false;
    }

    public static List<Integer> tokensAt(Ctx c, int location) {
        List<Integer> out = new ArrayList<>();
        for (int t = 0; t < c.s.tokenAt.length; t++) {
            if (c.s.tokenAt[t] == location) {
                out.add(t);
            }
        }
        return out;
    }

    public static List<MinionState> minionsAt(Ctx c, int location) {
        List<MinionState> out = new ArrayList<>();
        for (MinionState m : c.s.minions.values()) {
            if (m.onBoard() && m.location == location) {
                out.add(m);
            }
        }
        return out;
    }

    public static boolean enemyAt(Ctx c, int location) {
        for (int at : c.s.tokenAt) {
            if (at == location) {
                return true;
            }
        }
        for (MinionState m : c.s.minions.values()) {
            if (m.onBoard() && m.location == location) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a minion on the board stands within the range one of his traits gives (0: he has no such trait) of
     * this location (the ground a minion makes perilous, the ground where no hero may rest near him).
     */
    public static boolean minionReaches(Ctx c, Location l, ToIntFunction<MinionTraits> range) {
        for (MinionDef d : c.rules.data().minions()) {
            int reach = range.applyAsInt(d.traits());
            if (reach <= 0) {
                continue;
            }
            MinionState m = c.s.minions.get(d.id());
            if (m.onBoard() && c.board().distance(c.loc(m.location), l) <= reach) {
                return true;
            }
        }
        return false;
    }

    /** The influence networks of the state as it stands, worked out again only when the influence has changed. */
    public static InfluenceNetwork network(Ctx c) {
        InfluenceNetwork n = c.s.recall(NETWORK);
        n = n == null ? InfluenceNetwork.of(c.board(), c.s.influence) : n.updated(c.s.influence);
        c.s.remember(NETWORK, n);
        return n;
    }

    /** Removes influence from a location, then drops every location over its cap (cut-off ones to 1). */
    public static void removeInfluence(Ctx c, int location, int amount, String why) {
        int taken = Math.min(amount, c.s.influence[location]);
        if (taken <= 0) {
            return;
        }
        c.s.influence[location] -= taken;
        c.emit(new GameEvent.InfluenceRemoved(location, taken, why));
        settleInfluence(c);
    }

    /** "Excess influence must immediately be removed, to a minimum of 1." */
    public static void settleInfluence(Ctx c) {
        InfluenceNetwork n = network(c);
        for (int i = 0; i < c.s.influence.length; i++) {
            int settled = n.settled(i);
            if (settled < c.s.influence[i]) {
                int drop = c.s.influence[i] - settled;
                c.s.influence[i] = settled;
                c.emit(new GameEvent.InfluenceRemoved(i, drop, "over its cap or cut off"));
            }
        }
    }

    /** Moves a story marker and reports it, with no cause said. */
    public static void advance(Ctx c, Marker m, int steps) {
        advance(c, m, steps, null, null);
    }

    /**
     * Moves a story marker and reports it with what moved it (why, and the card that did, or null), then the stage
     * entered and the side now dominant when the move changed them.
     */
    public static void advance(Ctx c, Marker m, int steps, GameEvent.StoryMarkerAdvanced.Why why, String card) {
        int from = c.s.story.position(m);
        int stage = c.s.story.stage();
        Side dominant = Dominance.of(c.rules, c.s);
        int moved = c.s.story.advance(m, steps);
        if (moved != 0) {
            c.emit(new GameEvent.StoryMarkerAdvanced(m, from, from + moved, why, card));
            if (c.s.story.stage() != stage) {
                c.emit(new GameEvent.StageChanged(stage, c.s.story.stage()));
            }
            Side now = Dominance.of(c.rules, c.s);
            if (now != dominant) {
                c.emit(new GameEvent.DominanceChanged(dominant, now));
            }
        }
        // our choice where the rules are silent: a marker moved back can lower the stage, and with it the Pool's
        // limit (4 times the stage); the influence above the new limit goes back to the supply at once
        int excess = c.s.shadowPool - c.s.shadowPoolLimit();
        if (excess > 0) {
            c.s.shadowPool -= excess;
            c.emit(new GameEvent.PoolChanged(-excess, c.s.shadowPool));
        }
    }

    /** Draws cards from a hero's life pool into his hand, as many as there are; returns how many. */
    public static int draw(Ctx c, HeroState h, int count) {
        int n = take(h, count);
        if (n > 0) {
            c.emit(new GameEvent.CardsDrawn(h.id, n));
        }
        return n;
    }

    /** As {@link #draw}, for a step that tells the draw its own way (the Hero Draw): no event. */
    public static int take(HeroState h, int count) {
        int n = 0;
        while (n < count && !h.life.isEmpty()) {
            h.hand.add(h.life.pop());
            n++;
        }
        return n;
    }

    static Location loc(Ctx c, int i) {
        return c.board().location(i);
    }
}
