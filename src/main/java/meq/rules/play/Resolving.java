package meq.rules.play;

import meq.rules.Scope;
import meq.state.GameState;

/**
 * The card whose effect is being resolved at the top of the stack, for the question it asks ("Tempted by Power:
 * choose one"): the source of the nearest card effect beneath the asking step, when nothing lies between them but
 * that effect's own steps (a choice, a pick, a draw, damage taken...). A fight, a Shadow window or a step of the turn
 * in between ends the search: what is asked there is not the card's.
 */
public final class Resolving {
    private Resolving() {
    }

    /** The card resolving now (its number), or -1 when the question on top is not a card's. */
    public static int card(GameState s) {
        for (Object frame : s.stack) {
            Scope scope = scope(frame);
            if (scope != null) {
                if (scope.source() >= 0) {
                    return scope.source();
                }
            } else if (!effectsOwn(frame)) {
                return -1;
            }
        }
        return -1;
    }

    /** The scope of a card effect's step, or null for a step that has none. */
    private static Scope scope(Object frame) {
        if (frame instanceof RunEffect r) {
            return r.scope();
        } else if (frame instanceof RunEffect.ChooseHero h) {
            return h.scope();
        } else if (frame instanceof EffectSteps.Choose ch) {
            return ch.scope();
        } else if (frame instanceof EffectSteps.MayDecline m) {
            return m.scope();
        } else if (frame instanceof EffectSteps.PickLocation p) {
            return p.scope();
        } else if (frame instanceof Plots.Fetch f) {
            return f.scope();
        } else if (frame instanceof Specials.Pick p) {
            return p.scope();
        }
        return null;
    }

    /** A step a card's verb pushes to carry itself out (it ends with the effect): the search goes on beneath. */
    private static boolean effectsOwn(Object frame) {
        Class<?> outer = frame.getClass().getEnclosingClass();
        return outer == EffectSteps.class || outer == Specials.class || frame instanceof Damage.Take
                || frame instanceof Damage.Defeat || frame instanceof HeroTurn.AdvanceLeftmost
                || frame instanceof SauronActions.Influence || frame instanceof SauronActions.Command
                || frame instanceof SauronActions.PlaceDrawn;
    }
}
