package meq.data;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.SequenceNode;

/** Reads Sauron's creatures: minions, monster references, token piles and monster combat decks. */
final class CreatureReader {
    static final int COMBAT_DECK_SIZE = 25;

    private final Catalog catalog;
    private final Problems problems;
    final List<MinionDef> minions = new ArrayList<>();
    final List<MonsterDef> monsters = new ArrayList<>();
    final List<TokenPileDef> piles = new ArrayList<>();
    final List<CombatDeckDef> decks = new ArrayList<>();

    CreatureReader(Catalog catalog, Problems problems) {
        this.catalog = catalog;
        this.problems = problems;
    }

    void readMinions(String file, Node root) {
        Fields top = Fields.of(file, root, "", problems);
        if (!top.ok()) {
            return;
        }
        minions.addAll(top.list("minions", true, (n, field) -> {
            Fields f = Fields.of(file, n, field, problems);
            String id = f.id("id");
            String name = f.str("name");
            String subtitle = f.str("subtitle");
            int entersAt = f.integer("entersAt", 1, 3);
            Stats st = stats(file, f);
            List<String> start = f.idList("start", true);
            expectEach(f, "start", start, Catalog.Kind.LOCATION);
            if (f.ok() && start.isEmpty()) {
                f.fail(f.raw("start"), f.child("start"), "expected at least one location");
            }
            String text = f.str("text");
            MinionTraits traits = traits(f);
            boolean declared = catalog.register(Catalog.Kind.MINION, f, "id", id);
            if (!f.done() || !declared) {
                return null;
            }
            return new MinionDef(id, name, subtitle, entersAt, st.health(), st.fortitude(), st.strength(), st.wisdom(),
                    st.deck(), start, text, traits);
        }));
        top.done();
    }

    /** What a minion and a monster both have: the four figures of his combat and his combat deck. */
    private record Stats(int health, int fortitude, int strength, int wisdom, String deck) {
    }

    private Stats stats(String file, Fields f) {
        int health = f.integer("health", 1, 30);
        int fortitude = f.integer("fortitude", 1, 30);
        int strength = f.integer("strength", 1, 30);
        int wisdom = f.integer("wisdom", 0, 12);
        String deck = f.id("deck");
        catalog.expect(Catalog.Kind.COMBAT_DECK, deck, file, f.raw("deck"), f.child("deck"));
        return new Stats(health, fortitude, strength, wisdom, deck);
    }

    private MinionTraits traits(Fields owner) {
        Fields t = owner.map("traits", false);
        if (t == null) {
            return new MinionTraits(1, 0, 0, 0, 0, null, false);
        }
        int move = t.optInt("moveRange", 1, 1, 5);
        int place = t.optInt("placeMonstersWithin", 0, 0, 5);
        int corruption = t.optInt("corruptionAtCombatStart", 0, 0, 5);
        int perilous = t.optInt("perilousWithin", 0, 0, 5);
        int noRest = t.optInt("noRestWithin", 0, 0, 5);
        String returns = null;
        if (t.has("returnsOnDefeat")) {
            returns = t.id("returnsOnDefeat");
            catalog.expect(Catalog.Kind.LOCATION, returns, owner.file(), t.raw("returnsOnDefeat"),
                    t.child("returnsOnDefeat"));
        } else {
            t.allow("returnsOnDefeat");
        }
        boolean finale = t.optBool("finaleOpponent", false);
        if (!t.done()) {
            owner.failQuietly();
        }
        return new MinionTraits(move, place, corruption, perilous, noRest, returns, finale);
    }

    void readMonsters(String file, Node root) {
        Fields top = Fields.of(file, root, "", problems);
        if (!top.ok()) {
            return;
        }
        monsters.addAll(top.list("monsters", true, (n, field) -> {
            Fields f = Fields.of(file, n, field, problems);
            String id = f.id("id");
            String name = f.str("name");
            Stats st = stats(file, f);
            String abilityName = f.str("abilityName");
            String text = f.str("text");
            List<CombatEffect> ability = EffectReader.readAbility(f, "ability");
            MonsterOrigin from = f.enumOf("from", MonsterOrigin.class);
            boolean declared = catalog.register(Catalog.Kind.MONSTER, f, "id", id);
            if (!f.done() || !declared) {
                return null;
            }
            return new MonsterDef(id, name, st.health(), st.fortitude(), st.strength(), st.wisdom(), st.deck(),
                    abilityName, text, ability, from);
        }));
        top.done();
    }

    void readPiles(String file, Node root) {
        Fields top = Fields.of(file, root, "", problems);
        if (!top.ok()) {
            return;
        }
        piles.addAll(top.list("piles", true, (n, field) -> {
            Fields f = Fields.of(file, n, field, problems);
            String colour = f.id("colour");
            String pair = f.id("pair");
            catalog.expect(Catalog.Kind.PAIR, pair, file, f.raw("pair"), f.child("pair"));
            Fields t = f.map("tokens", true);
            Map<String, Integer> tokens = new LinkedHashMap<>();
            if (t != null && t.ok()) {
                for (String k : t.keys()) {
                    Node v = t.raw(k);
                    String at = t.child(k);
                    if (t.checkId(t.keyNode(k), at) == null) {
                        continue;
                    }
                    int count = t.intValue(v, at, 1, 40);
                    if (!TokenPileDef.BLANK.equals(k)) {
                        catalog.expect(Catalog.Kind.MONSTER, k, file, t.keyNode(k), at);
                    }
                    tokens.put(k, count);
                }
                if (t.keys().isEmpty()) {
                    f.fail(f.raw("tokens"), f.child("tokens"), "expected at least one token");
                }
                if (!t.ok()) {
                    f.failQuietly();
                }
            }
            boolean declared = catalog.register(Catalog.Kind.PILE, f, "colour", colour);
            if (!f.done() || !declared) {
                return null;
            }
            return new TokenPileDef(colour, pair, tokens);
        }));
        top.done();
    }

    void readDecks(String file, Node root) {
        Fields top = Fields.of(file, root, "", problems);
        if (!top.ok()) {
            return;
        }
        decks.addAll(top.list("decks", true, (n, field) -> {
            Fields f = Fields.of(file, n, field, problems);
            String id = f.id("id");
            String name = f.str("name");
            List<CardDef> cards = HeroReader.cards(f, "cards", false, 1);
            int size = cards.stream().mapToInt(CardDef::copies).sum();
            if (f.ok() && size != COMBAT_DECK_SIZE) {
                f.fail(f.raw("cards"), f.child("cards"), "a monster combat deck has " + COMBAT_DECK_SIZE
                        + " cards counting copies, but this one has " + size);
            }
            boolean declared = catalog.register(Catalog.Kind.COMBAT_DECK, f, "id", id);
            if (!f.done() || !declared) {
                return null;
            }
            return new CombatDeckDef(id, name, cards);
        }));
        top.done();
    }

    private void expectEach(Fields f, String key, List<String> ids, Catalog.Kind kind) {
        Node list = f.raw(key);
        for (int i = 0; i < ids.size(); i++) {
            Node at = list instanceof SequenceNode s && i < s.getValue().size() ? s.getValue().get(i) : list;
            catalog.expect(kind, ids.get(i), f.file(), at, f.child(key) + "[" + i + "]");
        }
    }
}
