package meq.data;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.nodes.Node;

/**
 * How to play: the rules in our own words, in the rulebook's order (data/help/how-to-play.yaml). Each page may name
 * the part of the table it speaks of and the cards it concerns, and links other pages as [[page-id]]. Read when
 * first asked for (not at start-up), and checked by `meq validate` and the tests like every other data file.
 */
public record HowToPlay(List<Page> pages) {
    static final String FILE = "help/how-to-play.yaml";
    /** The parts of the table a page may show. */
    public static final List<String> PARTS = List.of("map", "story-track", "shadow-pool", "action-tracks",
            "plot-track", "event", "hero-sheet", "hand", "choices", "log", "combat", "curtain");
    /** A link to another page: [[page-id]]. */
    public static final Pattern LINK = Pattern.compile("\\[\\[([a-z0-9-]+)]]");
    /** The kinds of card a page may name (kind:id), as the data's decks call them. */
    static final List<String> KINDS = List.of("event", "plot", "shadow", "corruption", "peril", "mission", "character",
            "item", "quest", "encounter", "skill", "minion", "monster", "hero");

    /** One page: its id, title, the part of the table it shows (or null), the cards it names, its text. */
    public record Page(String id, String title, String shows, List<String> cards, String text) {
        /** Whether every word of the query is in the title or the text (any case). */
        public boolean matches(String query) {
            String all = (title + "\n" + text).toLowerCase(Locale.ROOT);
            for (String w : query.toLowerCase(Locale.ROOT).trim().split("\\s+")) {
                if (!w.isEmpty() && !all.contains(w)) {
                    return false;
                }
            }
            return true;
        }
    }

    public HowToPlay {
        pages = List.copyOf(pages);
    }

    /** The page with this id, or null. */
    public Page page(String id) {
        for (Page p : pages) {
            if (p.id().equals(id)) {
                return p;
            }
        }
        return null;
    }

    /**
     * The pages whose title or text holds every word of the query (all for a blank one): those whose title holds the
     * words as written first, then those whose text does, then the rest, each group in the book's order.
     */
    public List<Page> search(String query) {
        if (query == null || query.isBlank()) {
            return pages;
        }
        String phrase = query.trim().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
        List<Page> out = new ArrayList<>(pages.stream().filter(p -> p.matches(query)).toList());
        out.sort(java.util.Comparator.comparingInt(p -> p.title().toLowerCase(Locale.ROOT).contains(phrase) ? 0
                : p.text().toLowerCase(Locale.ROOT).contains(phrase) ? 1 : 2));
        return out;
    }

    /** The first page that shows this part of the table, or null. */
    public Page about(String part) {
        for (Page p : pages) {
            if (part.equals(p.shows())) {
                return p;
            }
        }
        return null;
    }

    private static volatile HowToPlay bundled;

    /** The pages built into the program, read and checked once, when first asked for. */
    public static HowToPlay bundled() throws DataException {
        HowToPlay h = bundled;
        if (h == null) {
            synchronized (HowToPlay.class) {
                if (bundled == null) {
                    bundled = read(DataLoader.bundledFiles(), "data", DataLoader.bundled());
                }
                h = bundled;
            }
        }
        return h;
    }

    /** The pages of a data folder, checked against its game data (the cards they name must exist). */
    public static HowToPlay read(java.nio.file.Path root, GameData data) throws DataException {
        return read(DataFiles.of(root), root.toString().replace('\\', '/'), data);
    }

    static HowToPlay read(DataFiles files, String display, GameData data) throws DataException {
        Problems problems = new Problems();
        String shown = display + "/" + FILE;
        Node root = DataFiles.parse(files, FILE, shown, problems);
        problems.throwIfAny();
        Fields top = Fields.of(shown, root, "", problems);
        Set<String> ids = new HashSet<>();
        Map<String, Node> links = new LinkedHashMap<>();
        Predicate<String> card = cards(data);
        List<Page> pages = top.list("pages", true, (n, field) -> {
            Fields f = Fields.of(shown, n, field, problems);
            String id = f.id("id");
            if (id != null && !ids.add(id)) {
                f.fail(f.raw("id"), f.child("id"), "a second page with the id \"" + id + "\"");
            }
            String title = f.str("title");
            String shows = f.optStr("shows", null);
            if (shows != null && !PARTS.contains(shows)) {
                f.fail(f.raw("shows"), f.child("shows"), "expected one of " + String.join(", ", PARTS) + ", but found \""
                        + shows + "\"");
            }
            List<String> cards = f.list("cards", false, (c, cf) -> {
                String named = c instanceof org.yaml.snakeyaml.nodes.ScalarNode s ? s.getValue() : null;
                if (named == null || !card.test(named)) {
                    f.fail(c, cf, "no card \"" + named + "\" (write kind:id, such as plot:the-ring-is-found; kinds: "
                            + String.join(", ", KINDS) + ")");
                    return null;
                }
                return named;
            });
            String text = f.str("text");
            if (text != null) {
                Matcher m = LINK.matcher(text);
                while (m.find()) {
                    links.putIfAbsent(m.group(1), f.raw("text"));
                }
            }
            f.done();
            return id == null || title == null || text == null ? null : new Page(id, title, shows, cards, text.strip());
        });
        top.done();
        links.forEach((id, node) -> {
            if (!ids.contains(id)) {
                problems.at(shown, node, "pages", "a link to [[" + id + "]], which is no page's id");
            }
        });
        problems.throwIfAny();
        return new HowToPlay(pages);
    }

    /** Whether kind:id names a card or component of the data. */
    private static Predicate<String> cards(GameData data) {
        Set<String> known = new HashSet<>();
        CardDecks d = data.cards();
        d.events().forEach(c -> known.add("event:" + c.id()));
        d.plots().forEach(c -> known.add("plot:" + c.id()));
        d.shadows().forEach(c -> known.add("shadow:" + c.id()));
        d.corruption().forEach(c -> known.add("corruption:" + c.id()));
        d.perils().forEach(c -> known.add("peril:" + c.id()));
        d.missions().forEach(c -> known.add("mission:" + c.id()));
        d.characters().forEach(c -> known.add("character:" + c.id()));
        d.items().forEach(c -> known.add("item:" + c.id()));
        d.quests().forEach(c -> known.add("quest:" + c.id()));
        d.encounters().forEach(deck -> deck.cards().forEach(c -> known.add("encounter:" + c.id())));
        data.skills().forEach(c -> known.add("skill:" + c.id()));
        data.minions().forEach(c -> known.add("minion:" + c.id()));
        data.monsters().forEach(c -> known.add("monster:" + c.id()));
        data.heroes().forEach(c -> known.add("hero:" + c.id()));
        return known::contains;
    }

    /** The id a card link names once its kind is taken off ("plot:the-ring-is-found" is "the-ring-is-found"). */
    public static String cardId(String named) {
        return named.substring(named.indexOf(':') + 1);
    }

    /** The ids a page's text links, in order. */
    public static List<String> links(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = LINK.matcher(text);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }
}
