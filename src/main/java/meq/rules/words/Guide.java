package meq.rules.words;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import meq.data.Lessons;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.engine.Engine;
import meq.rules.engine.StepNames;
import meq.state.GameState;
import meq.state.Seat;

/**
 * Learn to play, as it is played: a guide's lessons in order, the next one waiting for the learner's question of its
 * step. That question opens it and it suggests the first option whose words hold its suggestion; the learner's
 * answer, the suggested option or another, closes it and the next one waits. Where the guide stands is read off the
 * game's actions alone (the guide replays them on its own copy), so an undo steps it back and a loaded game has its
 * lessons where they were. The engine plays the game as always.
 */
public final class Guide {
    private final Rules rules;
    private final Engine engine;
    private final Lessons lessons;
    private final Seat learner;
    /** The actions the guide has replayed, and the state they lead to (its own copy, not the table's). */
    private final List<Action> played = new ArrayList<>();
    private GameState state;
    /** Where the guide stood after each number of actions played (index 0: before any). */
    private final List<Stand> stands = new ArrayList<>();
    private Lessons.Lesson open;
    private Action suggested;

    /** Where the guide stands: the lessons closed, the last one closed (or null), and whether the learner's last answer closed it. */
    private record Stand(int told, Closed last, boolean lastAnswerClosed) {
    }

    /** What became of a lesson: it, its number, whether the learner took what it suggested (true with no suggestion), the answer as the choices read it. */
    public record Closed(Lessons.Lesson lesson, int number, boolean followed, String answer) {
    }

    /** A guide for the learner's seat: Sauron, or the first of the game's heroes. */
    public Guide(Rules rules, Lessons lessons, List<String> heroes) {
        this.rules = rules;
        this.engine = new Engine(rules);
        this.lessons = lessons;
        this.learner = lessons.sauron() ? Seat.SAURON : Seat.hero(heroes.get(0));
    }

    public Lessons lessons() {
        return lessons;
    }

    public Seat learner() {
        return learner;
    }

    /**
     * Brings the guide to the game as it stands now: its actions so far (new ones are replayed on; after an undo, or
     * a game it has not seen, it replays from the start). Then the lesson the question now asked opens, if any.
     */
    public void follow(GameLog game) {
        List<Action> actions = game.actions();
        int common = 0;
        while (common < played.size() && common < actions.size() && played.get(common).equals(actions.get(common))) {
            common++;
        }
        if (state == null || common < played.size()) {
            state = game.withActions(List.of()).start(rules);
            played.clear();
            stands.clear();
            stands.add(new Stand(0, null, false));
            common = 0;
        }
        for (Action a : actions.subList(common, actions.size())) {
            play(a);
        }
        Ask ask = engine.current(state);
        open = waiting(ask);
        suggested = open == null ? null : suggestion(rules, engine.view(state, learner), ask, open);
    }

    /** One action of the game: a lesson open at its question closes with it. */
    private void play(Action a) {
        Ask ask = engine.current(state);
        Stand now = stands.get(stands.size() - 1);
        Lessons.Lesson l = waiting(ask);
        if (l != null) {
            View v = engine.view(state, learner);
            Action s = suggestion(rules, v, ask, l);
            Closed c = new Closed(l, now.told() + 1, s == null || s.equals(a), Describe.choice(rules, v, ask, a));
            now = new Stand(now.told() + 1, c, true);
        } else if (ask != null && ask.seat().equals(learner)) {
            now = new Stand(now.told(), now.last(), false);
        }
        engine.apply(state, a);
        played.add(a);
        stands.add(now);
    }

    /** The lesson this question opens: the next one, when the question is the learner's and of its step. */
    private Lessons.Lesson waiting(Ask ask) {
        int told = stands.get(stands.size() - 1).told();
        if (ask == null || told == lessons.lessons().size() || !ask.seat().equals(learner)) {
            return null;
        }
        Lessons.Lesson next = lessons.lessons().get(told);
        return next.step().equals(StepNames.asking(state)) ? next : null;
    }

    /** How many lessons the game's actions have closed (the number of the open one, less one). */
    public int told() {
        return stands.isEmpty() ? 0 : stands.get(stands.size() - 1).told();
    }

    /** Whether every lesson is closed. */
    public boolean done() {
        return told() == lessons.lessons().size();
    }

    /** The lesson open now (its question asked, not yet answered), or null. */
    public Lessons.Lesson open() {
        return open;
    }

    /** The option the open lesson suggests, or null (no lesson open, or no option reads as it says). */
    public Action suggested() {
        return suggested;
    }

    /** The lesson closed last, or null (none yet). */
    public Closed last() {
        return stands.isEmpty() ? null : stands.get(stands.size() - 1).last();
    }

    /** Whether the learner's last answer closed the last lesson (no other question of theirs came since). */
    public boolean lastAnswerClosed() {
        return !stands.isEmpty() && stands.get(stands.size() - 1).lastAnswerClosed();
    }

    /** The first option of the question whose words, as the choices read them, hold the lesson's suggestion. */
    public static Action suggestion(Rules rules, View v, Ask ask, Lessons.Lesson lesson) {
        if (lesson.suggest() == null) {
            return null;
        }
        String want = lesson.suggest().toLowerCase(Locale.ROOT);
        for (Action a : ask.options()) {
            if (Describe.choice(rules, v, ask, a).toLowerCase(Locale.ROOT).contains(want)) {
                return a;
            }
        }
        return null;
    }
}
