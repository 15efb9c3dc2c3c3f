package meq.rules.words;

import java.util.List;
import java.util.Locale;
import meq.data.Lessons;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.View;
import meq.state.Seat;

/**
 * Learn to play, as it is played: a guide's lessons in order, the next one waiting for the learner's question of its
 * step. That question opens it and it suggests the first option whose words hold its suggestion; the learner's
 * answer, the suggested option or another, closes it and the next one waits. The engine plays the game as always.
 */
public final class Guide {
    private final Rules rules;
    private final Lessons lessons;
    private final Seat learner;
    /** The lessons closed so far; the next one waits. */
    private int told;
    private Lessons.Lesson open;
    private Action suggested;

    /** A guide for the learner's seat: Sauron, or the first of the game's heroes. */
    public Guide(Rules rules, Lessons lessons, List<String> heroes) {
        this.rules = rules;
        this.lessons = lessons;
        this.learner = lessons.sauron() ? Seat.SAURON : Seat.hero(heroes.get(0));
    }

    public Lessons lessons() {
        return lessons;
    }

    public Seat learner() {
        return learner;
    }

    /** How many lessons are closed (the number of the open one, less one). */
    public int told() {
        return told;
    }

    /** Whether every lesson is closed. */
    public boolean done() {
        return told == lessons.lessons().size();
    }

    /** The lesson open now (its question asked, not yet answered), or null. */
    public Lessons.Lesson open() {
        return open;
    }

    /** The option the open lesson suggests, or null (no lesson open, or no option reads as it says). */
    public Action suggested() {
        return suggested;
    }

    /**
     * A question is asked (step: the name of the step asking, as StepNames gives it; v: the asked seat's view): it
     * opens the waiting lesson when it is the learner's and of its step. The lesson open, or null.
     */
    public Lessons.Lesson asked(View v, Ask ask, String step) {
        open = null;
        suggested = null;
        if (ask == null || done() || !ask.seat().equals(learner)
                || !lessons.lessons().get(told).step().equals(step)) {
            return null;
        }
        open = lessons.lessons().get(told);
        suggested = suggestion(rules, v, ask, open);
        return open;
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

    /** What became of a lesson: it, whether the learner took what it suggested (true with no suggestion). */
    public record Closed(Lessons.Lesson lesson, int number, boolean followed) {
    }

    /**
     * The learner answered the open lesson's question (another seat's answer, or none open, closes nothing):
     * the lesson closed, or null.
     */
    public Closed answered(Seat seat, Action a) {
        if (open == null || !seat.equals(learner)) {
            return null;
        }
        Closed c = new Closed(open, told + 1, suggested == null || suggested.equals(a));
        told++;
        open = null;
        suggested = null;
        return c;
    }
}
