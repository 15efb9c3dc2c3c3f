package meq.session;

import meq.data.DataProblem;
import meq.rules.Ask;
import meq.rules.words.Describe;
import meq.rules.words.Inspection;

/**
 * What a save loaded as far as its actions still apply left out: its later actions, made under older rules (a rule
 * mended since refuses the first of them). The game resumes after the last action that applies; the file is not
 * touched until the players save.
 *
 * @param refused the first action refused, with its file, line and why
 * @param kept    how many actions still apply (the game resumes after them)
 * @param total   how many actions the file holds
 * @param resumes where the game resumes, in words: "turn 3, at Sauron · Action: Sauron is asked “Take an action”"
 */
public record OlderRules(DataProblem refused, int kept, int total, String resumes) {
    /** Where a game resumes, in words: its turn, its step, and the question asked there. */
    static String resumes(Session s) {
        String step = Describe.step(s.rules(), s.state());
        Ask ask = s.engine().current(s.state());
        String at = "turn " + s.state().turn + (step.isEmpty() ? "" : ", at " + step);
        return ask == null ? at + ", where the game ended"
                : at + ": " + Inspection.seatName(s.rules(), ask.seat()) + " is asked “" + ask.prompt() + "”";
    }

    /** How many actions were left out. */
    public int dropped() {
        return total - kept;
    }

    /** In the players' words: what was left out, and where the game resumes. */
    public String words() {
        String left = total == 1 ? "This game's one action was"
                : kept == 0 ? "All " + total + " of this game's actions were"
                : dropped() == 1 ? "The last of this game's " + total + " actions was"
                : "The last " + dropped() + " of this game's " + total + " actions were";
        String after = kept == 0 ? "at its start" : "after action " + kept;
        return left + " made under older rules; the game resumes " + after + ", in " + resumes + ".";
    }

    /** Why the first action left out no longer applies, in one line. */
    public String why() {
        return refused.message();
    }
}
