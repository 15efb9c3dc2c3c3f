package meq.data;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;

/** Reads heroes/*.yaml (a hero sheet and its deck) and heroes/skills.yaml. */
final class HeroReader {
    static final int DECK_SIZE = 25;

    private final Catalog catalog;
    private final Problems problems;
    private final BoardReader board;
    final List<HeroDef> heroes = new ArrayList<>();
    final List<CardDef> skills = new ArrayList<>();

    HeroReader(Catalog catalog, Problems problems, BoardReader board) {
        this.catalog = catalog;
        this.problems = problems;
        this.board = board;
    }

    void readHero(String file, Node root) {
        Fields top = Fields.of(file, root, "", problems);
        if (!top.ok()) {
            return;
        }
        Fields h = top.map("hero", true);
        String id = null;
        String name = null;
        String title = null;
        String start = null;
        int fortitude = 0;
        int strength = 0;
        int agility = 0;
        int wisdom = 0;
        AbilityDef ability = null;
        int colour = HeroDef.NO_COLOUR;
        if (h != null && h.ok()) {
            id = h.id("id");
            name = h.str("name");
            title = h.str("title");
            fortitude = h.integer("fortitude", 1, 12);
            strength = h.integer("strength", 1, 12);
            agility = h.integer("agility", 0, 12);
            wisdom = h.integer("wisdom", 0, 12);
            start = h.id("start");
            colour = h.colour("colour", HeroDef.NO_COLOUR);
            catalog.expect(Catalog.Kind.LOCATION, start, file, h.raw("start"), h.child("start"),
                    board::isHaven, "is not a Haven; a hero starts in a Haven");
            Fields a = h.map("ability", true);
            if (a != null && a.ok()) {
                ability = new AbilityDef(a.id("id"), a.str("name"), a.str("text"));
                if (ability.id() != null && ability.kind() == null) {
                    a.fail(a.raw("id"), a.child("id"), "unknown ability \"" + ability.id() + "\": expected one of "
                            + String.join(", ", HeroAbility.keys()));
                }
                if (!a.done()) {
                    h.failQuietly();
                }
            }
            h.done();
        }
        List<CardDef> deck = cards(top, "deck", true, 1);
        Node deckNode = top.raw("deck");
        top.done();
        int size = deck.stream().mapToInt(CardDef::copies).sum();
        if (top.ok() && size != DECK_SIZE) {
            top.fail(deckNode, "deck", "a hero deck has " + DECK_SIZE + " cards counting copies, but this one has " + size);
        }
        boolean declared = h != null && catalog.register(Catalog.Kind.HERO, h, "id", id);
        if (h == null || (!h.ok() && id == null)) {
            catalog.taint(Catalog.Kind.HERO);
        }
        if (top.ok() && h != null && h.ok() && declared) {
            heroes.add(new HeroDef(id, name, title, fortitude, strength, agility, wisdom, start, ability, colour, deck,
                    file));
        }
    }

    void readSkills(String file, Node root) {
        Fields top = Fields.of(file, root, "", problems);
        if (!top.ok()) {
            return;
        }
        skills.addAll(cards(top, "skills", true, 1));
        top.done();
    }

    /** A list of cards with ids unique within the list. */
    static List<CardDef> cards(Fields owner, String key, boolean withIcon, int defaultCopies) {
        Map<String, Node> ids = new HashMap<>();
        return owner.list(key, true, (n, field) -> {
            CardDef c = CardReader.read(owner, n, field, withIcon, defaultCopies);
            if (c == null) {
                return null;
            }
            Node first = ids.putIfAbsent(c.id(), n);
            if (first != null) {
                owner.fail(n, field + ".id", "duplicate card id \"" + c.id() + "\" (first declared on line "
                        + (first.getStartMark().getLine() + 1) + ")");
                return null;
            }
            return c;
        });
    }
}
