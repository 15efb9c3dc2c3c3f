package meq.rules;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;
import meq.state.Seat;

/** A pending decision: who must decide, what is asked (in words), and every legal answer. */
public record Ask(Seat seat, String prompt, List<Action> options) {
    public Ask {
        options = Answers.of(options);
        if (options.isEmpty()) {
            throw new IllegalArgumentException("a question needs at least one answer: " + prompt);
        }
    }

    /** A question whose answers are the array itself, kept without a copy: the caller lets go of it. */
    public Ask(Seat seat, String prompt, Action... options) {
        this(seat, prompt, Answers.kept(options));
    }

    /** Whether an action is one of the answers: the very object first (bots and the window hand one back), then by value. */
    public boolean allows(Action a) {
        int n = options.size();
        for (int i = 0; i < n; i++) {
            if (options.get(i) == a) {
                return true;
            }
        }
        for (int i = 0; i < n; i++) {
            if (options.get(i).equals(a)) {
                return true;
            }
        }
        return false;
    }

    /** The answers, read-only: one copy of the list a step made (List.copyOf makes two and checks each twice). */
    private static final class Answers extends AbstractList<Action> implements RandomAccess {
        private final Action[] all;

        private Answers(Action[] all) {
            this.all = all;
        }

        static List<Action> of(List<Action> options) {
            if (options instanceof Answers kept) {
                return kept;
            }
            return kept(options.toArray(new Action[0]));
        }

        static Answers kept(Action[] all) {
            for (Action a : all) {
                if (a == null) {
                    throw new NullPointerException("a question's answer is null");
                }
            }
            return new Answers(all);
        }

        @Override
        public Action get(int index) {
            return all[index];
        }

        @Override
        public int size() {
            return all.length;
        }
    }
}
