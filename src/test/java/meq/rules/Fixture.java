package meq.rules;

import java.util.List;
import meq.TestData;
import meq.rules.engine.Engine;
import meq.rules.engine.Setup;
import meq.state.GameState;

/** A small preset: a fresh game whose step stack is replaced by the step under test. */
final class Fixture {
    static final Rules RULES = TestData.RULES;

    final Engine engine = new Engine(RULES);
    final GameState s;

    Fixture(String... heroes) {
        s = Setup.newGame(RULES, List.of(heroes), 11);
    }

    /** Plays the setup decisions (the first option each time) until Sauron's first action. */
    Fixture atFirstAction() {
        for (Ask a = ask(); !a.prompt().startsWith("Take an action"); a = ask()) {
            apply(a.options().get(0));
        }
        return this;
    }

    int at(String id) {
        return RULES.board().location(id).index();
    }

    /** Runs only the given steps (then the game stops asking). */
    Fixture only(Step... steps) {
        s.stack.clear();
        for (int i = steps.length - 1; i >= 0; i--) {
            s.stack.push(steps[i]);
        }
        return this;
    }

    Ask ask() {
        s.forget(Engine.PENDING);
        return engine.pending(s);
    }

    /** Sauron passes at any Shadow window now open (they open whether or not he holds a card); the next question. */
    Ask passShadowWindows() {
        Ask a = ask();
        while (a != null && a.seat().sauron() && a.prompt().startsWith("Play a Shadow card")) {
            apply(new Action.Pass());
            a = ask();
        }
        return a;
    }

    /** Applies an action; tests change the state directly, so the engine's cached question is dropped first. */
    List<GameEvent> apply(Action a) {
        s.forget(Engine.PENDING);
        return engine.apply(s, a);
    }

    /** Moves all of a hero's cards into his hand (a known hand for travel tests). */
    void giveHand(String hero, int... cards) {
        var h = s.hero(hero);
        for (int c : cards) {
            if (!h.life.remove(c)) {
                throw new IllegalArgumentException("card " + c + " not in " + hero + "'s life pool");
            }
            h.hand.add(c);
        }
    }

    /** The first card of a hero's deck with this card id. */
    int card(String hero, String cardId, int nth) {
        int found = 0;
        for (int c : RULES.cards().heroDeck(hero)) {
            if (RULES.cards().card(c).id().equals(cardId) && found++ == nth) {
                return c;
            }
        }
        throw new IllegalArgumentException(cardId);
    }
}
