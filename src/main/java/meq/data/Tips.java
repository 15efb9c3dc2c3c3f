package meq.data;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.yaml.snakeyaml.nodes.Node;

/**
 * Teach me as we play (data/help/tips.yaml): for each kind of question, named by the step that asks it, a short
 * tip on what is decided and what the options mean, for either side or for one (seat: sauron or hero), with the How
 * to play page that says more; and a tip for each {@link Moment}. Read when first asked for; the pages it names
 * must exist.
 */
public record Tips(List<Tip> tips) {
    static final String FILE = "help/tips.yaml";

    /**
     * A tip: the step that asks (null for a moment's tip), the moment it is for (null for a question's), the side it
     * is for (null: either), the page that says more, its words.
     */
    public record Tip(String step, Moment moment, String seat, String page, String text) {
    }

    /**
     * A moment that has a tip of its own, the first time it comes to a seat of its side, whatever the question
     * (written `moment: WORD` in tips.yaml; the table says when one has come).
     */
    public enum Moment {
        /** A hero chooses where to travel for the first time: what can hurt him on the map. */
        DANGER("danger", "hero"),
        /** Sauron holds a Shadow card for the first time: when Shadow cards are played. */
        SHADOW_CARDS("shadow-cards", "sauron");

        private final String word;
        private final String seat;

        Moment(String word, String seat) {
            this.word = word;
            this.seat = seat;
        }

        public String word() {
            return word;
        }

        /** The side it comes to: sauron or hero. */
        public String seat() {
            return seat;
        }

        static Moment of(String word) {
            for (Moment m : values()) {
                if (m.word.equals(word)) {
                    return m;
                }
            }
            return null;
        }
    }

    public Tips {
        tips = List.copyOf(tips);
    }

    /** The tip for a question this step asks of this side (a side's own tip before the shared one), or null. */
    public Tip forStep(String step, boolean sauron) {
        Tip either = null;
        for (Tip t : tips) {
            if (step.equals(t.step())) {
                if (t.seat() == null) {
                    either = t;
                } else if (t.seat().equals("sauron") == sauron) {
                    return t;
                }
            }
        }
        return either;
    }

    /** The tip of a moment, or null. */
    public Tip forMoment(Moment m) {
        for (Tip t : tips) {
            if (t.moment() == m) {
                return t;
            }
        }
        return null;
    }

    private static volatile Tips bundled;

    /** The tips built into the program, read and checked once, when first asked for. */
    public static Tips bundled() throws DataException {
        Tips t = bundled;
        if (t == null) {
            synchronized (Tips.class) {
                if (bundled == null) {
                    bundled = read(DataLoader.bundledFiles(), "data", HowToPlay.bundled());
                }
                t = bundled;
            }
        }
        return t;
    }

    /** The tips of a data folder, checked against its How to play pages. */
    public static Tips read(java.nio.file.Path root, HowToPlay book) throws DataException {
        return read(DataFiles.of(root), root.toString().replace('\\', '/'), book);
    }

    static Tips read(DataFiles files, String display, HowToPlay book) throws DataException {
        Problems problems = new Problems();
        String shown = display + "/" + FILE;
        Node root = DataFiles.parse(files, FILE, shown, problems);
        problems.throwIfAny();
        Fields top = Fields.of(shown, root, "", problems);
        Set<String> seen = new HashSet<>();
        List<Tip> tips = new ArrayList<>(top.list("tips", true, (n, field) -> {
            Fields f = Fields.of(shown, n, field, problems);
            String word = f.optStr("moment", null);
            Moment moment = word == null ? null : Moment.of(word);
            String step = word == null ? f.str("step") : f.optStr("step", null);
            String seat = f.optStr("seat", null);
            if (word != null && moment == null) {
                f.fail(f.raw("moment"), f.child("moment"), "no moment \"" + word + "\"; the moments are "
                        + java.util.Arrays.stream(Moment.values()).map(Moment::word).toList());
            } else if (moment != null && (step != null || seat != null)) {
                f.fail(f.raw("moment"), f.child("moment"), "a moment's tip names no step nor seat (the moment "
                        + word + " comes to " + moment.seat() + ")");
            }
            if (seat != null && !seat.equals("sauron") && !seat.equals("hero")) {
                f.fail(f.raw("seat"), f.child("seat"), "expected sauron or hero, but found \"" + seat + "\"");
            }
            if (step != null && !seen.add(step + "/" + seat)) {
                f.fail(f.raw("step"), f.child("step"), "a second tip for " + step + (seat == null ? "" : " (" + seat + ")"));
            }
            if (moment != null && !seen.add("moment " + word)) {
                f.fail(f.raw("moment"), f.child("moment"), "a second tip for the moment " + word);
            }
            String page = f.id("page");
            if (page != null && book.page(page) == null) {
                f.fail(f.raw("page"), f.child("page"), "no How to play page \"" + page + "\"");
            }
            String text = f.str("text");
            f.done();
            if (moment != null) {
                return page == null || text == null ? null : new Tip(null, moment, moment.seat(), page, text.strip());
            }
            return step == null || page == null || text == null ? null : new Tip(step, null, seat, page, text.strip());
        }));
        top.done();
        problems.throwIfAny();
        return new Tips(tips);
    }
}
