package meq.data;

import java.util.ArrayList;
import java.util.List;
import org.yaml.snakeyaml.nodes.Node;

/**
 * Learn to play (data/help/learn-*.yaml): a guide for one side, a preset of data/presets played with bots on the
 * other seats, and its lessons in order. A lesson waits for a question of the learner's, named by the step that
 * asks it (as tips are), and may suggest the option whose words it names; each links a How to play page.
 */
public record Lessons(String id, String title, String about, String preset, String seat, List<Lesson> lessons,
                      String end) {
    /** The guides of the start screen, in its order. */
    public static final List<String> FILES = List.of("help/learn-sauron.yaml", "help/learn-hero.yaml");

    /**
     * A lesson: the step whose question it waits for; the words of the option it suggests (a part of the option as
     * the choices list reads it, case aside), or null; its page; its words; what it says when another is chosen.
     */
    public record Lesson(String step, String suggest, String page, String text, String instead) {
    }

    public Lessons {
        lessons = List.copyOf(lessons);
    }

    /** Whether the learner plays Sauron (else the preset's first hero). */
    public boolean sauron() {
        return seat.equals("sauron");
    }

    private static volatile List<Lessons> bundled;

    /** The guides built into the program, read and checked once, when first asked for. */
    public static List<Lessons> bundled() throws DataException {
        List<Lessons> l = bundled;
        if (l == null) {
            synchronized (Lessons.class) {
                if (bundled == null) {
                    bundled = read(DataLoader.bundledFiles(), "data", HowToPlay.bundled());
                }
                l = bundled;
            }
        }
        return l;
    }

    /** The guides of a data folder, checked against its How to play pages and its presets. */
    public static List<Lessons> read(java.nio.file.Path root, HowToPlay book) throws DataException {
        return read(DataFiles.of(root), root.toString().replace('\\', '/'), book);
    }

    static List<Lessons> read(DataFiles files, String display, HowToPlay book) throws DataException {
        Problems problems = new Problems();
        List<Lessons> out = new ArrayList<>();
        for (String file : FILES) {
            Lessons l = one(files, file, display + "/" + file, book, problems);
            if (l != null) {
                out.add(l);
            }
        }
        problems.throwIfAny();
        return List.copyOf(out);
    }

    private static Lessons one(DataFiles files, String file, String shown, HowToPlay book, Problems problems) {
        Node root = DataFiles.parse(files, file, shown, problems);
        if (root == null) {
            return null;
        }
        Fields top = Fields.of(shown, root, "", problems);
        if (!top.ok()) {
            return null;
        }
        String title = top.str("title");
        String about = top.str("about");
        String preset = top.id("preset");
        try {
            if (preset != null && files.size("presets/" + preset + ".yaml") < 0) {
                top.fail(top.raw("preset"), "preset", "no preset \"" + preset + "\" in presets/");
            }
        } catch (java.io.IOException e) {
            top.fail(top.raw("preset"), "preset", "cannot read presets/" + preset + ".yaml: " + e.getMessage());
        }
        String seat = top.str("seat");
        if (seat != null && !seat.equals("sauron") && !seat.equals("hero")) {
            top.fail(top.raw("seat"), "seat", "expected sauron or hero, but found \"" + seat + "\"");
        }
        List<Lesson> lessons = top.list("lessons", true, (n, field) -> {
            Fields f = Fields.of(shown, n, field, problems);
            String step = f.str("step");
            String suggest = f.optStr("suggest", null);
            String page = f.id("page");
            if (page != null && book.page(page) == null) {
                f.fail(f.raw("page"), f.child("page"), "no How to play page \"" + page + "\"");
            }
            String text = f.str("text");
            String instead = f.optStr("instead", null);
            f.done();
            return step == null || page == null || text == null ? null
                    : new Lesson(step, suggest == null ? null : suggest.strip(), page, text.strip(),
                            instead == null ? null : instead.strip());
        });
        if (lessons != null && lessons.isEmpty() && top.has("lessons")) {
            top.fail(top.raw("lessons"), "lessons", "a guide needs at least one lesson");
        }
        String end = top.str("end");
        top.done();
        String name = file.substring(file.lastIndexOf('/') + 1, file.length() - ".yaml".length());
        return title == null || about == null || preset == null || seat == null || lessons == null || end == null
                ? null : new Lessons(name, title, about, preset, seat, lessons, end.strip());
    }
}
