package meq.data;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;

/** Reads data/cards/*.yaml: the decks whose effects the rules engine runs. */
final class DeckReader {
    private final Catalog catalog;
    private final Problems problems;
    private final RuleReader rules;
    final List<CardDecks.Event> events = new ArrayList<>();
    final List<CardDecks.Plot> plots = new ArrayList<>();
    final List<CardDecks.Shadow> shadows = new ArrayList<>();
    final List<CardDecks.Corruption> corruption = new ArrayList<>();
    final List<CardDecks.Peril> perils = new ArrayList<>();
    final List<CardDecks.Mission> missions = new ArrayList<>();
    final List<CardDecks.Character> characters = new ArrayList<>();
    final List<CardDecks.Item> items = new ArrayList<>();
    final List<CardDecks.Quest> quests = new ArrayList<>();
    final List<CardDecks.EncounterDeck> encounters = new ArrayList<>();

    DeckReader(Catalog catalog, Problems problems) {
        this.catalog = catalog;
        this.problems = problems;
        this.rules = new RuleReader(catalog);
    }

    CardDecks decks() {
        return new CardDecks(events, plots, shadows, corruption, perils, missions, characters, items, quests,
                encounters);
    }

    /** Reads the list under a file's single section, one record per element. */
    private <T> void section(String file, Node root, String key, List<T> into, Fields.ElementReader<T> reader) {
        Fields top = Fields.of(file, root, "", problems);
        if (!top.ok()) {
            return;
        }
        into.addAll(top.list(key, true, reader));
        top.done();
    }

    private boolean declare(Catalog.Kind kind, Fields f, String key, String id) {
        return catalog.register(kind, f, key, id);
    }

    void readEvents(String file, Node root) {
        Map<String, Node> slots = new HashMap<>();
        section(file, root, "events", events, (n, field) -> {
            Fields f = Fields.of(file, n, field, problems);
            String id = f.id("id");
            String title = f.str("title");
            String text = f.str("text");
            int stage = f.integer("stage", 1, 3);
            int priority = f.integer("priority", 1, 14);
            List<CardDecks.Placement> place = f.list("place", true, (p, pf) -> placement(f, p, pf));
            String flag = null;
            if (f.has("flag")) {
                flag = f.id("flag");
                catalog.expect(Catalog.Kind.LOCATION, flag, file, f.raw("flag"), f.child("flag"));
            } else {
                f.allow("flag");
            }
            List<EffectStep> effect = rules.effect(f, "effect");
            List<EffectStep> onExplore = rules.effect(f, "onExplore");
            List<EffectStep> eachStory = rules.effect(f, "eachStory");
            boolean discardOnExplore = f.optBool("discardOnExplore", false);
            if (f.ok() && effect.isEmpty() && onExplore.isEmpty() && eachStory.isEmpty()) {
                f.fail(n, field, "an event needs an effect, onExplore or eachStory");
            }
            if (f.ok() && flag == null && (!onExplore.isEmpty() || !eachStory.isEmpty() || discardOnExplore)) {
                f.fail(n, field, "onExplore, eachStory and discardOnExplore belong to flag cards; add a flag location");
            }
            if (f.ok()) {
                Node first = slots.putIfAbsent(stage + "/" + priority, n);
                if (first != null) {
                    f.fail(f.raw("priority"), f.child("priority"), "stage " + stage + " already has priority "
                            + priority + " (line " + (first.getStartMark().getLine() + 1) + ")");
                }
            }
            boolean declared = declare(Catalog.Kind.EVENT, f, "id", id);
            return f.done() && declared ? new CardDecks.Event(id, title, text, stage, priority, place, flag, effect,
                    onExplore, eachStory, discardOnExplore) : null;
        });
    }

    private CardDecks.Placement placement(Fields owner, Node n, String field) {
        Fields f = Fields.of(owner.file(), n, field, problems);
        if (!f.ok()) {
            owner.failQuietly();
            return null;
        }
        CardDecks.Placement p;
        if (f.has("character")) {
            String c = f.id("character");
            String at = f.id("at");
            catalog.expect(Catalog.Kind.CHARACTER, c, f.file(), f.raw("character"), f.child("character"));
            catalog.expect(Catalog.Kind.LOCATION, at, f.file(), f.raw("at"), f.child("at"));
            p = new CardDecks.Placement(c, at);
        } else {
            String at = f.id("favor");
            catalog.expect(Catalog.Kind.LOCATION, at, f.file(), f.raw("favor"), f.child("favor"));
            p = new CardDecks.Placement(null, at);
        }
        if (!f.done()) {
            owner.failQuietly();
            return null;
        }
        return p;
    }

    void readPlots(String file, Node root) {
        section(file, root, "plots", plots, (n, field) -> {
            Fields f = Fields.of(file, n, field, problems);
            String id = f.id("id");
            String title = f.str("title");
            String text = f.str("text");
            boolean starting = f.optBool("starting", false);
            int copies = f.optInt("copies", 1, 1, 5);
            int pool = starting ? f.optInt("pool", 0, 0, 12) : f.integer("pool", 0, 12);
            int cost = f.integer("discardCost", 0, 12);
            String marker = null;
            int advance = 0;
            Fields adv = f.map("advance", true);
            if (adv != null && adv.ok()) {
                if (adv.keys().size() != 1) {
                    adv.fail(f.raw("advance"), f.child("advance"), "expected one marker (yellow, black or red) and its spaces");
                } else {
                    marker = adv.keys().get(0);
                    if (!List.of("yellow", "black", "red").contains(marker)) {
                        adv.fail(adv.keyNode(marker), adv.child(marker), "expected yellow, black or red, but found \"" + marker + "\"");
                    }
                    advance = adv.integer(marker, 1, 5);
                }
                if (!adv.ok()) {
                    f.failQuietly();
                }
            }
            Selector affects = f.has("affects") ? rules.selector(f, f.raw("affects"), f.child("affects")) : null;
            if (!f.has("affects")) {
                f.fail(n, field + ".affects", "missing; expected the location the plot affects");
            }
            Requirement requires = f.has("requires") ? rules.requirement(f, f.raw("requires"), f.child("requires")) : null;
            f.allow("requires");
            List<EffectStep> setup = rules.effect(f, "setup");
            List<EffectStep> onPlay = rules.effect(f, "onPlay");
            Map<OngoingRule, Object> ongoing = rules.ongoing(f, "ongoing");
            List<String> tags = f.has("tags") ? f.idList("tags", false) : List.of();
            if (f.ok() && starting && setup.isEmpty()) {
                f.fail(n, field + ".setup", "missing; a starting plot says how the board is set up");
            }
            boolean declared = declare(Catalog.Kind.PLOT, f, "id", id);
            return f.done() && declared ? new CardDecks.Plot(id, title, text, starting, copies, pool, cost, marker,
                    advance, affects, requires, setup, onPlay, ongoing, tags) : null;
        });
    }

    void readShadows(String file, Node root) {
        section(file, root, "shadows", shadows, (n, field) -> {
            Fields f = Fields.of(file, n, field, problems);
            String id = f.id("id");
            String title = f.str("title");
            String text = f.str("text");
            int copies = f.optInt("copies", 1, 1, 5);
            int pool = f.integer("pool", 0, 12);
            String word = f.str("timing");
            ShadowTiming timing = word == null ? null : ShadowTiming.byKey(word);
            if (word != null && timing == null) {
                f.fail(f.raw("timing"), f.child("timing"), "expected one of " + String.join(", ", ShadowTiming.keys())
                        + ", but found \"" + word + "\"");
            }
            Requirement requires = f.has("requires") ? rules.requirement(f, f.raw("requires"), f.child("requires")) : null;
            f.allow("requires");
            List<EffectStep> effect = rules.effect(f, "effect");
            if (f.ok() && effect.isEmpty()) {
                f.fail(n, field + ".effect", "missing; expected what the card does");
            }
            boolean declared = declare(Catalog.Kind.SHADOW, f, "id", id);
            return f.done() && declared ? new CardDecks.Shadow(id, title, text, copies, pool, timing, requires, effect) : null;
        });
    }

    void readCorruption(String file, Node root) {
        section(file, root, "corruption", corruption, (n, field) -> {
            Fields f = Fields.of(file, n, field, problems);
            String id = f.id("id");
            String title = f.str("title");
            String text = f.str("text");
            int cost = f.integer("discardCost", 0, 12);
            Map<OngoingRule, Object> ongoing = rules.ongoing(f, "ongoing");
            List<EffectStep> instant = rules.effect(f, "instant");
            if (f.ok() && ongoing.isEmpty() == instant.isEmpty()) {
                f.fail(n, field, "a corruption card has either ongoing rules or an instant effect");
            }
            boolean declared = declare(Catalog.Kind.CORRUPTION, f, "id", id);
            return f.done() && declared ? new CardDecks.Corruption(id, title, text, cost, ongoing, instant) : null;
        });
    }

    void readPerils(String file, Node root) {
        section(file, root, "perils", perils, (n, field) -> {
            Fields f = Fields.of(file, n, field, problems);
            String id = f.id("id");
            String title = f.str("title");
            String text = f.str("text");
            int copies = f.optInt("copies", 1, 1, 5);
            Selector affects = f.has("affects") ? rules.selector(f, f.raw("affects"), f.child("affects")) : null;
            if (!f.has("affects")) {
                f.fail(n, field + ".affects", "missing; expected where the peril applies (anywhere, locations or regions)");
            }
            List<EffectStep> effect = rules.effect(f, "effect");
            if (f.ok() && effect.isEmpty()) {
                f.fail(n, field + ".effect", "missing; expected what the peril does");
            }
            boolean declared = declare(Catalog.Kind.PERIL, f, "id", id);
            return f.done() && declared ? new CardDecks.Peril(id, title, text, copies, affects, effect) : null;
        });
    }

    void readMissions(String file, Node root) {
        section(file, root, "missions", missions, (n, field) -> {
            Fields f = Fields.of(file, n, field, problems);
            String id = f.id("id");
            String title = f.str("title");
            String text = f.str("text");
            String side = f.str("side");
            if (side != null && !List.of("sauron", "heroes").contains(side)) {
                f.fail(f.raw("side"), f.child("side"), "expected sauron or heroes, but found \"" + side + "\"");
            }
            Requirement criteria = f.has("criteria") ? rules.requirement(f, f.raw("criteria"), f.child("criteria")) : null;
            if (!f.has("criteria")) {
                f.fail(n, field + ".criteria", "missing; expected the mission's condition");
            }
            boolean declared = declare(Catalog.Kind.MISSION, f, "id", id);
            return f.done() && declared ? new CardDecks.Mission(id, title, text, side, criteria) : null;
        });
    }

    void readCharacters(String file, Node root) {
        section(file, root, "characters", characters, (n, field) -> {
            Fields f = Fields.of(file, n, field, problems);
            String id = f.id("id");
            String name = f.str("name");
            String text = f.str("text");
            List<EffectStep> ability = rules.effect(f, "ability");
            if (f.ok() && ability.isEmpty()) {
                f.fail(n, field + ".ability", "missing; expected the ability a hero may use instead of 2 favor");
            }
            boolean declared = declare(Catalog.Kind.CHARACTER, f, "id", id);
            return f.done() && declared ? new CardDecks.Character(id, name, text, ability) : null;
        });
    }

    void readItems(String file, Node root) {
        section(file, root, "items", items, (n, field) -> {
            Fields f = Fields.of(file, n, field, problems);
            String id = f.id("id");
            String name = f.str("name");
            String text = f.str("text");
            int copies = f.optInt("copies", 1, 1, 9);
            Map<OngoingRule, Object> ongoing = rules.ongoing(f, "ongoing");
            boolean declared = declare(Catalog.Kind.ITEM, f, "id", id);
            return f.done() && declared ? new CardDecks.Item(id, name, text, copies, ongoing) : null;
        });
    }

    void readQuests(String file, Node root) {
        section(file, root, "quests", quests, (n, field) -> {
            Fields f = Fields.of(file, n, field, problems);
            String id = f.id("id");
            String title = f.str("title");
            String text = f.str("text");
            String hero = f.id("hero");
            catalog.expect(Catalog.Kind.HERO, hero, file, f.raw("hero"), f.child("hero"));
            String kind = f.str("kind");
            if (kind != null && !List.of("starting", "advanced").contains(kind)) {
                f.fail(f.raw("kind"), f.child("kind"), "expected starting or advanced, but found \"" + kind + "\"");
            }
            List<EffectStep> setup = rules.effect(f, "setup");
            String at = null;
            String fight = null;
            Fields r = f.map("replaceEncounter", false);
            if (r != null && r.ok()) {
                at = r.id("at");
                fight = r.id("fight");
                catalog.expect(Catalog.Kind.LOCATION, at, file, r.raw("at"), r.child("at"));
                catalog.expect(Catalog.Kind.MONSTER, fight, file, r.raw("fight"), r.child("fight"));
                if (!r.done()) {
                    f.failQuietly();
                }
            }
            Requirement goal = f.has("goal") ? rules.requirement(f, f.raw("goal"), f.child("goal")) : null;
            if (!f.has("goal")) {
                f.fail(n, field + ".goal", "missing; expected what completes the quest");
            }
            List<EffectStep> reward = rules.effect(f, "reward");
            boolean declared = declare(Catalog.Kind.QUEST, f, "id", id);
            return f.done() && declared ? new CardDecks.Quest(id, title, text, hero, kind, setup, at, fight, goal,
                    reward) : null;
        });
    }

    void readEncounters(String file, Node root) {
        section(file, root, "decks", encounters, (n, field) -> {
            Fields f = Fields.of(file, n, field, problems);
            String id = f.id("id");
            if (id != null && !id.equals("haven")) {
                catalog.expect(Catalog.Kind.PAIR, id, file, f.raw("id"), f.child("id"));
            }
            Map<Integer, Node> priorities = new HashMap<>();
            Map<String, Node> ids = new HashMap<>();
            List<CardDecks.Encounter> cards = f.list("cards", true, (c, cf) -> encounter(f, c, cf, priorities, ids));
            boolean declared = declare(Catalog.Kind.ENCOUNTER_DECK, f, "id", id);
            return f.done() && declared ? new CardDecks.EncounterDeck(id, cards) : null;
        });
    }

    private CardDecks.Encounter encounter(Fields owner, Node n, String field, Map<Integer, Node> priorities,
                                          Map<String, Node> ids) {
        Fields f = Fields.of(owner.file(), n, field, problems);
        if (!f.ok()) {
            owner.failQuietly();
            return null;
        }
        String id = f.id("id");
        String title = f.str("title");
        String text = f.str("text");
        int priority = f.integer("priority", 1, 30);
        Selector affects = f.has("affects") ? rules.selector(f, f.raw("affects"), f.child("affects")) : null;
        if (!f.has("affects")) {
            f.fail(n, field + ".affects", "missing; expected where the encounter applies");
        }
        Requirement goal = null;
        List<EffectStep> reward = List.of();
        Fields q = f.map("quest", false);
        if (q != null && q.ok()) {
            goal = q.has("goal") ? rules.requirement(q, q.raw("goal"), q.child("goal")) : null;
            if (!q.has("goal")) {
                q.fail(f.raw("quest"), q.child("goal"), "missing; expected what completes the quest");
            }
            reward = rules.effect(q, "reward");
            if (!q.done()) {
                f.failQuietly();
            }
        }
        List<EffectStep> effect = rules.effect(f, "effect");
        if (f.ok() && effect.isEmpty() && goal == null) {
            f.fail(n, field + ".effect", "missing; only a quest encounter may have no effect");
        }
        if (f.ok()) {
            Node first = priorities.putIfAbsent(priority, n);
            if (first != null) {
                f.fail(f.raw("priority"), f.child("priority"), "priority " + priority + " is already used on line "
                        + (first.getStartMark().getLine() + 1));
            }
            Node dup = ids.putIfAbsent(id, n);
            if (dup != null) {
                f.fail(f.raw("id"), f.child("id"), "duplicate card id \"" + id + "\" (first declared on line "
                        + (dup.getStartMark().getLine() + 1) + ")");
            }
        }
        if (!f.done()) {
            owner.failQuietly();
            return null;
        }
        return new CardDecks.Encounter(id, title, text, priority, affects, goal, reward, effect);
    }
}
