package meq.rules;

import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.function.Supplier;
import meq.state.Seat;

/**
 * A pending decision: who must decide, what is asked (in words), and every legal answer. The words may be made
 * only when first read ({@link #Ask(Seat, Supplier, List)}): a simulation's random bots never read them.
 */
public final class Ask {
    private final Seat seat;
    private final List<Action> options;
    /** The words as given, or null when they are made when first read. */
    private final String given;
    /** The words to make when first read (null when given), and those made. */
    private final Supplier<String> words;
    private String made;
    /** What its Pass reads as ("Don't rest"), or null when it offers none. */
    private final String pass;
    /** The answers that destroy something for good, and why that cannot be undone (none: an empty list). */
    private List<Action> lasting = List.of();
    private String lastingWhy;
    private boolean combatCard;
    private boolean damage;

    public Ask(Seat seat, String prompt, List<Action> options) {
        this(seat, prompt, null, options);
    }

    /**
     * A question offering a Pass, with what declining means here ("Don't rest", "Take no more actions"): the one
     * Pass answer reads as its question says.
     */
    public Ask(Seat seat, String prompt, String pass, List<Action> options) {
        this.seat = seat;
        this.given = prompt;
        this.words = null;
        this.pass = pass;
        this.options = Answers.of(options);
        if (this.options.isEmpty()) {
            throw new IllegalArgumentException("a question needs at least one answer: " + prompt);
        }
    }

    /** A question whose answers are the array itself, kept without a copy: the caller lets go of it. */
    public Ask(Seat seat, String prompt, Action... options) {
        this(seat, prompt, Answers.kept(options));
    }

    /**
     * A question whose words are made when first read. The supplier must hold the values it words, not read the
     * state, which moves on after the question is asked.
     */
    public Ask(Seat seat, Supplier<String> words, List<Action> options) {
        this(seat, words, null, options);
    }

    /** As above, with what its Pass reads as. */
    public Ask(Seat seat, Supplier<String> words, String pass, List<Action> options) {
        this.seat = seat;
        this.given = null;
        this.words = Objects.requireNonNull(words);
        this.pass = pass;
        this.options = Answers.of(options);
        if (this.options.isEmpty()) {
            throw new IllegalArgumentException("a question needs at least one answer: " + prompt());
        }
    }

    /** As above, the answers being the array itself, kept without a copy. */
    public Ask(Seat seat, Supplier<String> words, Action... options) {
        this(seat, words, Answers.kept(options));
    }

    /** As above, with what its Pass reads as. */
    public Ask(Seat seat, Supplier<String> words, String pass, Action... options) {
        this(seat, words, pass, Answers.kept(options));
    }

    public Seat seat() {
        return seat;
    }

    /** What its Pass answer reads as ("Don't rest"); null when the question does not say. */
    public String pass() {
        return pass;
    }

    /**
     * Marks these answers as destroying something for good (a plot discarded, an item lost), with why it cannot be
     * undone, for the table to confirm before it answers; called by the step that makes the question, before it is
     * returned. Not part of what the question is: equals and files ignore it.
     */
    public Ask lasting(String why, List<Action> these) {
        this.lasting = List.copyOf(these);
        this.lastingWhy = Objects.requireNonNull(why);
        return this;
    }

    /**
     * Marks it as a fight's question of which combat card to play (its answers the cards or a pass), for a reader
     * that must know the question without making its words; called by the step that makes it. Not part of what the
     * question is: equals and files ignore it.
     */
    public Ask combatCard() {
        this.combatCard = true;
        return this;
    }

    /** Whether it asks which combat card to play in a fight. */
    public boolean choosesCombatCard() {
        return combatCard;
    }

    /**
     * Marks it as a hero's question of where his damage comes from (the life pool's top or a card of his hand), as
     * {@link #combatCard()} marks a fight's card question: its words need not be made to know it.
     */
    public Ask damage() {
        this.damage = true;
        return this;
    }

    /** Whether it asks a hero where a point of his damage comes from. */
    public boolean takesDamage() {
        return damage;
    }

    /** Why this answer cannot be undone, or null when it destroys nothing for good. */
    public String lasting(Action a) {
        for (Action l : lasting) {
            if (l == a || l.equals(a)) {
                return lastingWhy;
            }
        }
        return null;
    }

    /** What is asked, in words. */
    public String prompt() {
        if (words == null) {
            return given;
        }
        String p = made;
        if (p == null) { // two threads reading it at once each make the same text (a String is safe to share)
            p = words.get();
            made = p;
        }
        return p;
    }

    public List<Action> options() {
        return options;
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

    @Override
    public boolean equals(Object o) {
        return o instanceof Ask a && Objects.equals(seat, a.seat) && Objects.equals(prompt(), a.prompt())
                && Objects.equals(pass, a.pass) && options.equals(a.options);
    }

    /** As the record's was in what it compares; the number itself is not the record's. */
    @Override
    public int hashCode() {
        return Objects.hash(seat, prompt(), options);
    }

    @Override
    public String toString() {
        return "Ask[seat=" + seat + ", prompt=" + prompt() + ", options=" + options + "]";
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

    /**
     * An action the step usually offers that is not open now ("Rest", "Move to Bree"), and why ("a monster token is
     * here"): the engine's "Why not?", read only from what the asking seat may know.
     */
    public record NotOpen(String action, String why) {
    }
}
