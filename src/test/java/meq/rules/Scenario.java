package meq.rules;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import meq.data.DataException;
import meq.rules.checks.Invariants;
import meq.rules.engine.Engine;
import meq.rules.play.Fights;
import meq.rules.playtest.Presets;
import meq.rules.words.Describe;
import meq.state.Frame;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.Pile;
import meq.state.Seat;

/**
 * A rule test's moment: a small preset (YAML, as in data/presets, with defaults for what it omits), the engine
 * over it, and the events played so far. A test reads as a state, a sentence and an action:
 * <pre>
 * Scenario s = Scenario.of("""
 *     heroes: [{id: eleanor, location: osgiliath, favor: 2}]
 *     stack: [{step: HeroTurn.Start, hero: eleanor}]
 *     """);
 * s.choose("Rest");
 * </pre>
 */
final class Scenario {
    static final Rules RULES = Fixture.RULES;

    final Engine engine = new Engine(RULES);
    final GameState s;
    /** Every event since the scenario began, in order. */
    final List<GameEvent> events = new ArrayList<>();

    private Scenario(GameState s) {
        this.s = s;
    }

    /** A scenario from a preset's YAML; title and seed may be left out (seed 1). */
    static Scenario of(String yaml) {
        String text = (yaml.contains("title:") ? "" : "title: scenario\n") + (yaml.contains("seed:") ? "" : "seed: 1\n")
                + yaml;
        try {
            return new Scenario(Presets.load(RULES, text.getBytes(StandardCharsets.UTF_8), "scenario.yaml").state());
        } catch (DataException e) {
            throw new IllegalArgumentException("the scenario's preset is broken:\n" + e.getMessage(), e);
        }
    }

    /** The board index of a location id. */
    int at(String location) {
        return RULES.board().location(location).index();
    }

    HeroState hero(String id) {
        return s.hero(id);
    }

    /** The first copy of a card by its snapshot name ("event:imladris", "plot:urgent-summons", "beravor:evade"). */
    static int card(String name) {
        List<Integer> copies = RULES.cards().copies(name);
        if (copies.isEmpty()) {
            throw new IllegalArgumentException("no card named " + name);
        }
        return copies.get(0);
    }

    /** Puts a copy of the card (taken from the draw pile or the discards of this deck) on top of its draw pile. */
    Scenario onTop(String deck, String name) {
        Pile p = s.decks.get(deck);
        if (p == null) {
            throw new IllegalArgumentException("no deck " + deck);
        }
        for (int c : RULES.cards().copies(name)) {
            if (p.drawPile().remove(c) || p.discards().remove(c)) {
                p.drawPile().add(c);
                return this;
            }
        }
        throw new IllegalArgumentException(name + " is not in the deck " + deck + " (draw pile or discards)");
    }

    /** The question now asked (the steps before it run first, and their events are kept). */
    Ask ask() {
        s.forget(Engine.PENDING); // a test may have changed the state since the last question
        events.addAll(engine.run(s));
        return engine.current(s);
    }

    /** The words of every option now on offer, in the engine's order (a Pass as its question words it). */
    List<String> options() {
        Ask a = ask();
        return a == null ? List.of() : a.options().stream().map(o -> words(a, o)).toList();
    }

    /** Every option now on offer as the window and {@code meq inspect} show it, a bare pick with its verb. */
    List<String> read() {
        Ask a = ask();
        return a == null ? List.of() : a.options().stream()
                .map(o -> Describe.choice(RULES, engine.view(s, a.seat()), a, o)).toList();
    }

    private static String words(Ask a, Action o) {
        return Describe.choiceWords(RULES, null, a, o);
    }

    /** Answers with the one option whose words contain these (fails, listing the options, if none or several do). */
    Scenario choose(String words) {
        Ask a = ask();
        if (a == null) {
            throw new AssertionError("nothing is asked; wanted \"" + words + "\"");
        }
        List<Action> found = a.options().stream().filter(o -> words(a, o).contains(words)).toList();
        if (found.size() != 1) {
            throw new AssertionError((found.isEmpty() ? "no" : found.size()) + " options say \"" + words + "\" at \""
                    + a.prompt() + "\" (" + a.seat() + "): " + options());
        }
        return apply(found.get(0));
    }

    /** Answers with this action, which must be on offer. */
    Scenario choose(Action action) {
        Ask a = ask();
        if (a == null || !a.options().contains(action)) {
            throw new AssertionError(Describe.action(RULES, action) + " is not on offer: "
                    + (a == null ? "nothing is asked" : a.prompt() + " " + options()));
        }
        return apply(action);
    }

    /** Applies an action as the engine gets it (refused if illegal). */
    Scenario apply(Action action) {
        s.forget(Engine.PENDING);
        events.addAll(engine.apply(s, action));
        return this;
    }

    /** Answers every question with its first option until one matches (or nothing is asked); returns that one. */
    Ask firstOptionsUntil(Predicate<Ask> stop) {
        for (Ask a = ask(); a != null; a = ask()) {
            if (stop.test(a)) {
                return a;
            }
            apply(a.options().get(0));
        }
        return null;
    }

    /** Sauron passes at each Shadow window now open; the question after them. */
    Ask passShadowWindows() {
        return firstOptionsUntil(a -> !(a.seat().sauron() && a.prompt().startsWith("Play a Shadow card")));
    }

    /** The question's prompt, or null when nothing is asked. */
    String prompt() {
        Ask a = ask();
        return a == null ? null : a.prompt();
    }

    Seat seat() {
        return ask().seat();
    }

    /** Events of a type since the scenario began. */
    <T extends GameEvent> List<T> events(Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).toList();
    }

    /** The rule invariants the state breaks now (none, for a sound moment). */
    List<String> broken() {
        return Invariants.check(RULES, s);
    }

    /** Answers with the first option whose words contain these (for a choice among equal ways, e.g. which card pays). */
    Scenario chooseFirst(String words) {
        Ask a = ask();
        if (a == null) {
            throw new AssertionError("nothing is asked; wanted \"" + words + "\"");
        }
        Action found = a.options().stream().filter(o -> words(a, o).contains(words)).findFirst()
                .orElseThrow(() -> new AssertionError("no option says \"" + words + "\" at \"" + a.prompt() + "\": "
                        + options()));
        return apply(found);
    }

    /** The fight on top of the stack (or under the steps a card pushed on it), or null. */
    Fights.Fight fight() {
        for (Frame f : s.stack) {
            if (f instanceof Fights.Fight fight) {
                return fight;
            }
        }
        return null;
    }

    /** Another scenario over this state (a copy to try a branch on). */
    Scenario copyOf(GameState state) {
        return new Scenario(state);
    }
}
