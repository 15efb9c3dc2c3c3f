package meq.data;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.yaml.snakeyaml.nodes.Node;

/**
 * Teach me as we play (data/help/tips.yaml): for each kind of question, named by the step that asks it, a short
 * tip on what is decided and what the options mean, for either side or for one (seat: sauron or hero), with the How
 * to play page that says more. Read when first asked for; the pages it names must exist.
 */
public record Tips(List<Tip> tips) {
    static final String FILE = "help/tips.yaml";

    /** A tip: the step that asks, the side it is for (null: either), the page that says more, its words. */
    public record Tip(String step, String seat, String page, String text) {
    }

    public Tips {
        tips = List.copyOf(tips);
    }

    /** The tip for a question this step asks of this side (a side's own tip before the shared one), or null. */
    public Tip forStep(String step, boolean sauron) {
        Tip either = null;
        for (Tip t : tips) {
            if (t.step().equals(step)) {
                if (t.seat() == null) {
                    either = t;
                } else if (t.seat().equals("sauron") == sauron) {
                    return t;
                }
            }
        }
        return either;
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
            String step = f.str("step");
            String seat = f.optStr("seat", null);
            if (seat != null && !seat.equals("sauron") && !seat.equals("hero")) {
                f.fail(f.raw("seat"), f.child("seat"), "expected sauron or hero, but found \"" + seat + "\"");
            }
            if (step != null && !seen.add(step + "/" + seat)) {
                f.fail(f.raw("step"), f.child("step"), "a second tip for " + step + (seat == null ? "" : " (" + seat + ")"));
            }
            String page = f.id("page");
            if (page != null && book.page(page) == null) {
                f.fail(f.raw("page"), f.child("page"), "no How to play page \"" + page + "\"");
            }
            String text = f.str("text");
            f.done();
            return step == null || page == null || text == null ? null : new Tip(step, seat, page, text.strip());
        }));
        top.done();
        problems.throwIfAny();
        return new Tips(tips);
    }
}
