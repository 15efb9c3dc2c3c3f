package meq.rules.engine;

import java.util.ArrayList;
import java.util.List;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Ctx;
import meq.rules.GameEvent;
import meq.rules.IllegalActionException;
import meq.rules.Rules;
import meq.rules.Step;
import meq.rules.View;
import meq.rules.play.Damage;
import meq.rules.play.WhyNot;
import meq.state.GameState;
import meq.state.Memo;
import meq.state.Seat;

/**
 * The one contract: who must decide now and the legal options ({@link #pending}), apply one of them
 * ({@link #apply}), and what a seat may see ({@link #view}). The engine holds no state of its own.
 */
public final class Engine {
    /**
     * The engine's last answer to "who decides now" for this exact state, kept with it; forgotten whenever the
     * engine changes the state (and by whoever changes it behind the engine's back).
     */
    public static final Memo.Key<Ask> PENDING = Memo.key("the pending question");

    private final Rules rules;

    public Engine(Rules rules) {
        this.rules = rules;
    }

    public Rules rules() {
        return rules;
    }

    /** The pending decision, or null when the game is over. Runs every step that needs no input first. */
    public Ask pending(GameState s) {
        return settle(new Ctx(rules, s, new ArrayList<>()));
    }

    /**
     * The pending decision as the engine left it after its last {@link #apply} or {@link #pending} on this state,
     * without running anything again (for callers that did not change the state in between).
     */
    public Ask current(GameState s) {
        Ask a = s.recall(PENDING);
        return a != null ? a : pending(s);
    }

    /** Runs every step that needs no input and returns what happened. */
    public List<GameEvent> run(GameState s) {
        List<GameEvent> events = new ArrayList<>();
        settle(new Ctx(rules, s, events));
        return events;
    }

    /**
     * Applies an action. An action that is not among the pending options is refused with the reason and
     * leaves the state as it was.
     */
    public List<GameEvent> apply(GameState s, Action a) {
        return apply(s, a, new ArrayList<>());
    }

    /**
     * As {@link #apply(GameState, Action)}, adding the events to a list of the caller's (a {@link Ctx.Stepping}
     * list is told as each step begins to run); returns that list.
     */
    public List<GameEvent> apply(GameState s, Action a, List<GameEvent> events) {
        if (a == null) {
            throw new IllegalActionException("no action given (null)"); // the options' list cannot even be asked
        }
        Ask cached = s.recall(PENDING);
        boolean asked = cached != null;
        // not asked yet (a loaded state): find the question on a copy, so that a refusal leaves s untouched
        Ask ask = asked ? cached : settle(new Ctx(rules, s.copy(), new ArrayList<>()));
        if (ask == null) {
            throw new IllegalActionException("the game is over");
        }
        if (!ask.allows(a)) {
            throw new IllegalActionException(a + " is not a legal answer to \"" + ask.prompt() + "\" for "
                    + ask.seat() + " (" + ask.options().size() + " options)");
        }
        Ctx c = new Ctx(rules, s, events);
        if (!asked) {
            settle(c); // the steps before the question, now on s itself
        }
        s.forget(PENDING);
        c.running();
        ((Step) s.stack.peek()).answer(c, a);
        settle(c);
        return events;
    }

    /** Runs steps until one needs input; returns that question, or null when the game is over. */
    private static Ask settle(Ctx c) {
        GameState s = c.s;
        int guard = 0;
        s.forget(PENDING);
        while (!s.over() && !s.stack.isEmpty()) {
            if (Damage.defeatSpent(c)) {
                continue;
            }
            Step top = (Step) s.stack.peek();
            c.running();
            Ask ask = top.advance(c);
            if (ask != null) {
                s.remember(PENDING, ask);
                return ask;
            }
            if (++guard > 100_000) {
                throw new IllegalStateException("the turn does not move on at " + top);
            }
        }
        return null;
    }

    /** What a seat may see of the state, with the pending question (as {@link #current} gives it). */
    public View view(GameState s, Seat seat) {
        return Views.of(rules, s, seat, current(s));
    }

    /**
     * The part of a hero seat's {@link #view} his questions before and about his fight read (the agility he spends,
     * the Finale's champion): the heroes' sheets, the story, his own secrets and the question with its fight; the
     * rest of the board, his mission's needs and Sauron's side left empty or null. A hero's seat only.
     */
    public View heroFightView(GameState s, Seat seat) {
        return Views.heroFight(rules, s, seat, current(s));
    }

    /**
     * What a bot deciding for a seat reads: the seat's {@link #view} but for its mission's needs, which only the
     * table's words read (left empty here: working them out is a good part of a view's cost).
     */
    public View choosingView(GameState s, Seat seat) {
        return Views.of(rules, s, seat, current(s), false);
    }

    /** The fight part of {@link #view}: what a seat sees of the fight under way, or null when there is none. */
    public View.FightView fightView(GameState s, Seat seat) {
        return Views.fight(rules, s, seat);
    }

    /** One hero's public sheet, as {@link #view} shows it to every seat (no such hero: as {@link GameState#hero}). */
    public View.HeroView heroView(GameState s, String hero) {
        return Views.hero(s, hero);
    }

    /** How many cards a hero's life pool holds, as his sheet in every view shows it (no such hero: as {@link #heroView}). */
    public int lifePool(GameState s, String hero) {
        return s.hero(hero).life.size();
    }

    /**
     * The part of Sauron's {@link #view} his choice of action and of where influence goes reads; his seat's alone
     * (it holds his plots in hand): another seat is refused.
     */
    public View.Planning planningView(GameState s, Seat seat) {
        if (!seat.sauron()) {
            throw new IllegalArgumentException("Sauron's planning is his seat's alone, not " + seat);
        }
        return Views.planning(s);
    }

    /**
     * "Why not?" for the seat asked now: the usual actions of its step that are not among the options, each with its
     * reason, read only from what that seat may know. Empty for another seat, or when the step has no usual actions.
     */
    public List<Ask.NotOpen> whyNot(GameState s, Seat seat) {
        Ask ask = current(s);
        if (ask == null || !ask.seat().equals(seat)) {
            return List.of();
        }
        return WhyNot.of(new Ctx(rules, s, new ArrayList<>()), ask);
    }

    /** What a seat sees of a state as it lies, without advancing it (for editors; no question is open). */
    public View still(GameState s, Seat seat) {
        return Views.of(rules, s, seat, null);
    }
}
