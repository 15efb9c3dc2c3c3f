package meq.rules.play;

import java.util.ArrayList;
import java.util.List;
import meq.board.Location;
import meq.board.Neighbour;
import meq.data.MinionDef;
import meq.data.ShadowTiming;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Ctx;
import meq.rules.GameEvent;
import meq.rules.Scope;
import meq.rules.Step;
import meq.rules.table.Holdings;
import meq.rules.table.Table;
import meq.state.ActionType;
import meq.state.Deck;
import meq.state.GameState;
import meq.state.HoldsToken;
import meq.state.MinionState;
import meq.state.Seat;

/** Sauron's Action step: 2 actions (3 with three heroes) on the action tracks, and what each one does. */
public final class SauronActions {
    static final int POOL_PER_ACTION = 2;
    static final int HEAL_PER_COMMAND = 4;

    private SauronActions() {
    }

    public static int allowed(GameState s) {
        return s.heroes.size() == 3 ? 3 : 2;
    }

    /** Sauron chooses his next action, or stops. The Ringwraiths come back first if they were defeated. */
    public record Choose(int taken) implements Step {
        @Override
        public Ask advance(Ctx c) {
            if (taken == 0) {
                returnRingwraiths(c);
            }
            if (taken >= allowed(c.s)) {
                c.pop();
                return null;
            }
            List<Action> options = new ArrayList<>();
            // a track the 3 earlier tokens fill has no empty space for the 4th
            for (ActionType type : List.of(ActionType.INFLUENCE, ActionType.SHADOW_AND_PLOT, ActionType.COMMAND)) {
                if (c.s.actions.canPlace(type)) {
                    options.add(new Action.TakeAction(type));
                }
            }
            options.addAll(Shadows.playable(c, ShadowTiming.ACTION, Scope.of(null, -1)));
            options.add(Action.PASS);
            int nth = taken + 1;
            int allowedNow = allowed(c.s);
            return new Ask(Seat.SAURON, () -> "Take an action (" + nth + " of " + allowedNow + ")", "Take no more actions",
                    options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            if (a instanceof Action.ChooseCard shadow) {
                Shadows.play(c, shadow.card(), Scope.of(null, shadow.card()));
                return;
            }
            if (!(a instanceof Action.TakeAction t)) {
                c.pop();
                return;
            }
            int value = c.s.actions.place(t.type());
            c.emit(new GameEvent.ActionTaken(t.type(), value));
            c.replace(new Choose(taken + 1));
            switch (t.type()) {
                case INFLUENCE -> c.push(new Influence(value, 0));
                case COMMAND -> c.push(new Command(value, List.of(), false));
                // "Place the Shadow cards into your hand, but keep only one of the drawn Plot cards"
                case SHADOW_AND_PLOT -> c.push(new EffectSteps.SauronDraw(Deck.SHADOWS, value, value),
                        new EffectSteps.SauronDraw(Deck.PLOTS, value, 1));
            }
        }

        /** "Ringwraiths ... return to Minas Morgul at the start of Sauron's next Action step." */
        private static void returnRingwraiths(Ctx c) {
            for (MinionDef d : c.rules.data().minions()) {
                MinionState m = c.s.minions.get(d.id());
                if (m.status == MinionState.Status.RETURNING && d.traits().returnsOnDefeat() != null) {
                    m.status = MinionState.Status.ACTIVE;
                    m.damage = 0;
                    m.location = c.board().location(d.traits().returnsOnDefeat()).index();
                    c.emit(new GameEvent.MinionEntered(d.id(), m.location));
                }
            }
        }
    }

    /**
     * Place Influence: one token at a time, up to 2 into the Shadow Pool (within its limit of 4 times the
     * stage), the rest on a Stronghold or in extension, never in a Haven, never above a cap. Tokens that
     * cannot go anywhere are lost.
     */
    public record Influence(int remaining, int pooled) implements Step {
        /** Influence a card gives "in extension or in the Shadow Pool": all of it may go in the Pool (within its limit). */
        static Influence anywhere(int tokens) {
            return new Influence(tokens, Math.min(0, POOL_PER_ACTION - tokens));
        }

        @Override
        public Ask advance(Ctx c) {
            if (remaining <= 0) {
                c.pop();
                return null;
            }
            List<Location> placeable = Table.network(c).placeable();
            List<Action> options = new ArrayList<>(placeable.size() + 1);
            if (pooled < POOL_PER_ACTION && c.s.shadowPool < c.s.shadowPoolLimit()) {
                options.add(Action.PLACE_IN_POOL);
            }
            for (Location l : placeable) {
                options.add(Action.PlaceInfluence.of(l.index()));
            }
            if (options.isEmpty()) {
                c.pop();
                return null;
            }
            int left = remaining;
            return new Ask(Seat.SAURON, () -> "Place influence (" + left + " left)", options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            if (a instanceof Action.PlaceInPool) {
                c.s.shadowPool++;
                c.emit(new GameEvent.PoolChanged(1, c.s.shadowPool));
                c.replace(new Influence(remaining - 1, pooled + 1));
            } else {
                int l = ((Action.PlaceInfluence) a).location();
                c.s.influence[l]++;
                c.emit(new GameEvent.InfluencePlaced(l, 1));
                c.replace(new Influence(remaining - 1, pooled));
            }
        }
    }

    /**
     * Command Monsters and Minions: up to N commands, one per figure or token; move a minion (anywhere, up to
     * its range), move a monster token to an adjacent location with influence, place one monster token per
     * action on a location of its colour with influence and no hero, or heal a minion with no hero by it.
     */
    public record Command(int remaining, List<Commanded> commanded, boolean placed) implements Step {
        @Override
        public Ask advance(Ctx c) {
            if (remaining <= 0) {
                c.pop();
                return null;
            }
            List<Action> options = new ArrayList<>();
            GameState s = c.s;
            // what was commanded already, read once (a hand-edited save may name a token the game has not)
            boolean[] tokenDone = new boolean[s.tokenAt.length];
            List<String> minionsDone = new ArrayList<>();
            for (Commanded done : commanded) {
                if (done instanceof Commanded.Token t && t.token() >= 0 && t.token() < tokenDone.length) {
                    tokenDone[t.token()] = true;
                } else if (done instanceof Commanded.Minion m) {
                    minionsDone.add(m.id());
                }
            }
            for (MinionDef d : c.rules.data().minions()) {
                MinionState m = s.minions.get(d.id());
                if (!m.onBoard() || minionsDone.contains(d.id())) {
                    continue;
                }
                for (Location to : c.board().within(c.loc(m.location), d.traits().moveRange())) {
                    if (to.index() != m.location) {
                        options.add(new Action.MoveMinion(d.id(), to.index()));
                    }
                }
                if (m.damage > 0 && !Table.heroAt(c, m.location)) {
                    options.add(new Action.HealMinion(d.id()));
                }
            }
            for (int t = 0; t < s.tokenAt.length; t++) {
                if (s.tokenAt[t] < 0 || tokenDone[t]) {
                    continue;
                }
                for (Neighbour st : c.board().neighbours(c.loc(s.tokenAt[t]))) {
                    if (s.influence[st.to().index()] > 0) {
                        options.add(new Action.MoveToken(t, st.to().index()));
                    }
                }
            }
            if (!placed) {
                options.addAll(draws(c, null, false));
            }
            options.add(Action.PASS);
            int left = remaining;
            return new Ask(Seat.SAURON, () -> "Command monsters and minions (" + left + " left)", "Command no more",
                    options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            if (a instanceof Action.Pass) {
                c.pop();
                return;
            }
            List<Commanded> done = new ArrayList<>(commanded);
            boolean nowPlaced = placed;
            GameState s = c.s;
            if (a instanceof Action.MoveMinion mm) {
                MinionState m = s.minions.get(mm.minion());
                c.emit(new GameEvent.MinionMoved(mm.minion(), m.location, mm.to()));
                m.location = mm.to();
                done.add(new Commanded.Minion(mm.minion()));
            } else if (a instanceof Action.HealMinion h) {
                MinionState m = s.minions.get(h.minion());
                int healed = Math.min(HEAL_PER_COMMAND, m.damage);
                m.damage -= healed;
                c.emit(new GameEvent.MinionHealed(h.minion(), healed));
                done.add(new Commanded.Minion(h.minion()));
            } else if (a instanceof Action.MoveToken mt) {
                c.emit(new GameEvent.MonsterTokenMoved(s.tokenAt[mt.token()], mt.to()));
                s.tokenAt[mt.token()] = mt.to();
                done.add(new Commanded.Token(mt.token()));
            } else if (a instanceof Action.DrawToken dt) {
                int token = Holdings.draw(c, GameEvent.Reshuffled.TOKENS, dt.pile(), s.tokenPiles.get(dt.pile()));
                done.add(new Commanded.Token(token));
                c.replace(new Command(remaining - 1, List.copyOf(done), true));
                c.push(new PlaceDrawn(token, null, false));
                return;
            } else {
                throw new IllegalStateException("unexpected " + a);
            }
            c.replace(new Command(remaining - 1, List.copyOf(done), nowPlaced));
        }
    }

    /** A figure commanded already in this action, to be commanded no more: a minion, or a monster token. */
    public sealed interface Commanded {
        record Minion(String id) implements Commanded {
        }

        record Token(int token) implements Commanded {
        }
    }

    /**
     * "Choose one of the 5 monster token piles, draw a random token, secretly look at it and then place it facedown
     * on any location matching the token's color that contains at least one influence": the piles Sauron may draw
     * from, each with a token and at least one location its token may go on (within where: null is anywhere).
     */
    static List<Action> draws(Ctx c, List<Integer> where, boolean ignoreInfluence) {
        List<Action> out = new ArrayList<>();
        boolean[] near = nearPlacers(c);
        boolean[] within = within(c, where);
        for (var p : c.rules.data().piles()) {
            if (c.s.tokenPiles.get(p.colour()).size() > 0
                    && firstPlace(c, p.pair(), within, ignoreInfluence, near, 0) >= 0) {
                out.add(new Action.DrawToken(p.colour()));
            }
        }
        return out;
    }

    /**
     * Where a token of this pile may be placed: a location of its colour, never a Haven, with no hero, holding
     * influence (unless the card waives it, or a minion such as the Black Serpent lets tokens be placed near him).
     */
    static List<Integer> places(Ctx c, String pile, List<Integer> where, boolean ignoreInfluence) {
        String pair = null;
        for (var p : c.rules.data().piles()) {
            if (p.colour().equals(pile)) {
                pair = p.pair();
            }
        }
        boolean[] near = nearPlacers(c);
        boolean[] within = within(c, where);
        List<Integer> out = new ArrayList<>();
        for (int i = firstPlace(c, pair, within, ignoreInfluence, near, 0); i >= 0;
                i = firstPlace(c, pair, within, ignoreInfluence, near, i + 1)) {
            out.add(i);
        }
        return out;
    }

    /** The first location from index {@code from} on where a token of this pair may be placed, or -1. */
    private static int firstPlace(Ctx c, String pair, boolean[] within, boolean ignoreInfluence, boolean[] near,
                                  int from) {
        for (int i : c.board().pairIndices(pair)) {
            if (i >= from && (within == null || within[i]) && !c.loc(i).haven() && !Table.heroAt(c, i)
                    && (ignoreInfluence || c.s.influence[i] > 0 || near[i])) {
                return i;
            }
        }
        return -1;
    }

    /** The locations a card allows as a mask, or null when it allows every location. */
    private static boolean[] within(Ctx c, List<Integer> where) {
        if (where == null) {
            return null;
        }
        boolean[] in = new boolean[c.board().size()];
        for (int i : where) {
            in[i] = true;
        }
        return in;
    }

    /** Where a minion lets tokens be placed without influence (the Black Serpent: within 1 of him). */
    private static boolean[] nearPlacers(Ctx c) {
        boolean[] near = new boolean[c.board().size()];
        for (MinionDef d : c.rules.data().minions()) {
            int range = d.traits().placeMonstersWithin();
            if (range <= 0) {
                continue;
            }
            MinionState m = c.s.minions.get(d.id());
            if (m.onBoard()) {
                for (Location l : c.board().within(c.loc(m.location), range)) {
                    near[l.index()] = true;
                }
            }
        }
        return near;
    }

    /** Draws a token from the pile for Sauron, who sees it and then places it (the step pushed). */
    static void draw(Ctx c, String pile, List<Integer> where, boolean ignoreInfluence) {
        int token = Holdings.draw(c, GameEvent.Reshuffled.TOKENS, pile, c.s.tokenPiles.get(pile));
        c.push(new PlaceDrawn(token, where, ignoreInfluence));
    }

    /**
     * The token Sauron drew and looked at, held by him (face down to the heroes) until he places it on a location
     * of its colour (within where, null: anywhere). Should no place be left, it goes to its pile's discards.
     */
    public record PlaceDrawn(int token, List<Integer> where, boolean ignoreInfluence) implements Step, HoldsToken {
        @Override
        public Ask advance(Ctx c) {
            String pile = c.rules.cards().tokenPile(token);
            List<Action> options = new ArrayList<>();
            places(c, pile, where, ignoreInfluence).forEach(l -> options.add(Action.ChooseLocation.of(l)));
            if (options.isEmpty()) {
                c.pop();
                Holdings.discardToken(c, token);
                return null;
            }
            String face = c.rules.cards().tokenFace(token);
            String name = face == null ? "blank" : c.rules.data().monster(face).name();
            return new Ask(Seat.SAURON, "Place the " + name + " token drawn from the " + pile + " pile", options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            int l = ((Action.ChooseLocation) a).location();
            c.pop();
            c.s.tokenAt[token] = l;
            c.emit(new GameEvent.MonsterTokenPlaced(c.rules.cards().tokenPile(token), l));
        }
    }
}
