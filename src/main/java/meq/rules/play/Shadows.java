package meq.rules.play;

import java.util.ArrayList;
import java.util.List;
import meq.data.CardDecks;
import meq.data.OngoingRule;
import meq.data.ShadowTiming;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Ctx;
import meq.rules.GameEvent;
import meq.rules.Naming;
import meq.rules.Scope;
import meq.rules.Step;
import meq.rules.table.Conditions;
import meq.rules.table.Ongoing;
import meq.state.Deck;
import meq.state.HeroState;
import meq.state.HoldsCards;
import meq.state.Seat;

/**
 * Shadow cards, played by Sauron at the timing each names, when the Shadow Pool holds at least the card's
 * number (checked, not spent) and its requirement holds; at most one on each hero's turn, and (proposed) one
 * in his own Action step.
 */
public final class Shadows {
    private Shadows() {
    }

    static CardDecks.Shadow def(Ctx c, int card) {
        return c.rules.cards().def(card, CardDecks.Shadow.class);
    }

    public static List<Action> playable(Ctx c, ShadowTiming timing, Scope scope) {
        List<Action> out = new ArrayList<>();
        if (c.s.shadowPlayed) {
            return out;
        }
        for (int i = 0; i < c.s.sauronShadows.size(); i++) {
            int card = c.s.sauronShadows.get(i);
            CardDecks.Shadow d = def(c, card);
            if (d.timing() == timing && c.s.shadowPool >= d.pool() && Conditions.holds(c, d.requires(), scope)
                    && !out.contains(Action.ChooseCard.of(card))) {
                out.add(Action.ChooseCard.of(card));
            }
        }
        return out;
    }

    /**
     * Whether the window opens: some Shadow card of this timing could be played now, judged on what every seat
     * sees (the Pool, the board, whether one was played this turn), never on Sauron's hand. Asking him only when
     * he holds a playable card would tell the heroes that he does.
     */
    static boolean opens(Ctx c, ShadowTiming timing, Scope scope) {
        if (c.s.shadowPlayed) {
            return false;
        }
        for (CardDecks.Shadow d : c.rules.data().cards().shadows()) {
            if (d.timing() == timing && c.s.shadowPool >= d.pool() && Conditions.holds(c, d.requires(), scope)) {
                return true;
            }
        }
        return false;
    }

    /** Plays a Shadow card: out of his hand, its effect, the Elven Cloak's refund. */
    static void play(Ctx c, int card, Scope scope) {
        c.s.sauronShadows.remove(card);
        c.s.shadowPlayed = true;
        CardDecks.Shadow d = def(c, card);
        c.emit(new GameEvent.CardResolved("shadow", d.id()));
        if (scope.hero() != null) {
            HeroState h = c.s.hero(scope.hero());
            int refund = Ongoing.heroNumber(c, h, OngoingRule.SHADOW_POOL_REFUND, 0);
            if (refund > 0 && c.s.shadowPool > 0) {
                c.s.shadowPool = Math.max(0, c.s.shadowPool - refund);
                c.emit(new GameEvent.PoolChanged(-refund, c.s.shadowPool));
            }
            if (Ongoing.heroHas(c, h, OngoingRule.SHADOW_REPLACEMENT)) {
                c.push(new EffectSteps.SauronDraw(Deck.SHADOWS, 1, 1));
            }
        }
        // the card is in play while it resolves, and goes to the discards only then (so Lord of the Rings can
        // never take itself back)
        c.push(new Resolved(card));
        RunEffect.push(c, d.effect(), scope);
    }

    /** A Shadow card that has resolved goes to the discard pile. */
    public record Resolved(int card) implements Step, HoldsCards {
        @Override
        public List<Integer> heldCards() {
            return List.of(card);
        }

        @Override
        public Ask advance(Ctx c) {
            c.pop();
            c.s.deck(Deck.SHADOWS).discard(card);
            return null;
        }
    }

    /** A moment at which Sauron may play a Shadow card of this timing. */
    public record Window(ShadowTiming timing, Scope scope) implements Step {
        @Override
        public Ask advance(Ctx c) {
            if (scope.hero() != null && c.s.hero(scope.hero()).turnOver && timing != ShadowTiming.HERO_DEFEATED) {
                c.pop();
                return null;
            }
            if (!c.s.legacyShadowWindows && (c.s.shadowQuiet || !opens(c, timing, scope))) {
                c.pop();
                return null;
            }
            List<Action> options = playable(c, timing, scope);
            if (c.s.legacyShadowWindows && options.isEmpty()) {
                c.pop();
                return null;
            }
            options.add(Action.PASS);
            if (!c.s.legacyShadowWindows) {
                options.add(Action.PASS_FOR_THIS_TURN);
            }
            ShadowTiming when = timing;
            return new Ask(Seat.SAURON, () -> "Play a Shadow card " + Naming.timing(when) + "?", "Play no Shadow card", options);
        }

        @Override
        public void answer(Ctx c, Action a) {
            c.pop();
            if (a instanceof Action.ChooseCard pick) {
                play(c, pick.card(), scope);
            } else if (a instanceof Action.PassForThisTurn) {
                c.s.shadowQuiet = true;
            }
        }
    }
}
