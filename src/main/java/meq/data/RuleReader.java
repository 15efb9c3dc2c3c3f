package meq.data;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads the rule vocabulary of the card decks (data/README.md, "cards/"): effects, selectors, conditions and
 * ongoing rules. Unknown verbs and keys, wrong values and references to unknown ids are problems.
 */
final class RuleReader {
    /** Value kinds of verbs, modifiers, condition and ongoing keys. */
    enum Kind {
        INT, COUNT, COUNT_OR_ALL, TRUE, ATTRIBUTE, ITEM, MONSTER, MINION_OR_ANY, MONSTER_OR_MINION, CHARACTER,
        PLOT, PLOTS, LOCATION, MARKER, SELECTOR, REQUIREMENT, STORY, OPTIONS, STEPS, PAY, WHO, BY,
        FULL_OR_COUNT, WISDOM_MEASURE, EFFECT_SPECIAL, CONDITION_SPECIAL, ONGOING_SPECIAL, INFLUENCE_AT, MARKER_AT, COUNTS_AS, ATTRIBUTES, CROSSING, REQUIREMENTS
    }

    static final Map<String, Kind> MODIFIERS = new LinkedHashMap<>();

    static {
        MODIFIERS.put("who", Kind.WHO);
        MODIFIERS.put("where", Kind.SELECTOR);
        MODIFIERS.put("if", Kind.REQUIREMENT);
        MODIFIERS.put("by", Kind.BY);
        MODIFIERS.put("to", Kind.SELECTOR);
        MODIFIERS.put("total", Kind.COUNT);
        MODIFIERS.put("keep", Kind.COUNT);
        MODIFIERS.put("agility", Kind.COUNT);
        MODIFIERS.put("ignoreInfluence", Kind.TRUE);
        MODIFIERS.put("each", Kind.TRUE);
        MODIFIERS.put("then", Kind.STEPS);

    }

    static final Set<String> SELECTOR_BASES = Set.of("location", "locations", "region", "regions", "within",
            "adjacent", "choose");
    static final Set<String> SELECTOR_WORDS = Set.of("here", "anywhere", "affected");

    private final Catalog catalog;

    RuleReader(Catalog catalog) {
        this.catalog = catalog;
    }

    /** An effect: a list of steps. Absent is an empty list. */
    List<EffectStep> effect(Fields owner, String key) {
        Node n = owner.raw(key);
        if (n == null || Fields.isNull(n)) {
            return List.of();
        }
        return steps(owner, n, owner.child(key));
    }

    List<EffectStep> steps(Fields owner, Node n, String field) {
        return owner.listValue(n, field, (item, f) -> step(owner, item, f));
    }

    private EffectStep step(Fields owner, Node node, String field) {
        Fields f = Fields.of(owner.file(), node, field, owner.problems());
        if (!f.ok()) {
            owner.failQuietly();
            return null;
        }
        Verb found = null;
        for (String k : f.keys()) {
            Verb v = Verb.byKey(k);
            if (v != null) {
                if (found != null) {
                    f.fail(f.keyNode(k), f.child(k), "a step has one verb, but this one also has \"" + found.key() + "\"");
                }
                found = v;
            }
        }
        if (found == null) {
            if (f.keys().stream().allMatch(MODIFIERS::containsKey)) {
                f.fail(node, field, "a step needs a verb: one of " + String.join(", ", verbKeys()));
            }
            f.done(allowedStepKeys());
            owner.failQuietly();
            return null;
        }
        Kind kind = found.kind;
        String verb = found.key();
        Object read = value(f, f.raw(verb), f.child(verb), kind);
        List<EffectStep.Option> options = kind == Kind.OPTIONS && read != null ? castList(read) : List.of();
        List<EffectStep> then = kind == Kind.STEPS && read != null ? castList(read) : List.of();
        Object value = kind == Kind.OPTIONS || kind == Kind.STEPS ? null : read;
        String whoWord = f.optStr("who", "current");
        EffectStep.Who who = Keyed.byKey(EffectStep.Who.class, whoWord);
        if (who == null) {
            f.fail(f.raw("who"), f.child("who"), "expected one of " + String.join(", ", Keyed.keys(EffectStep.Who.class))
                    + ", but found \"" + whoWord + "\"");
        }
        Selector where = f.has("where") ? selector(f, f.raw("where"), f.child("where")) : null;
        Requirement when = f.has("if") ? requirement(f, f.raw("if"), f.child("if")) : null;
        EffectStep.Modifiers modifiers = new EffectStep.Modifiers((String) modifier(f, "by"),
                (Selector) modifier(f, "to"), (Integer) modifier(f, "total"), (Integer) modifier(f, "keep"),
                (Integer) modifier(f, "agility"), Boolean.TRUE.equals(modifier(f, "ignoreInfluence")),
                Boolean.TRUE.equals(modifier(f, "each")));
        if (f.has("then")) {
            if (kind != Kind.PAY && kind != Kind.PLOTS) {
                f.fail(f.raw("then"), f.child("then"), "\"then\" goes only with \"pay\" or \"fetchPlot\"");
            } else {
                then = steps(f, f.raw("then"), f.child("then"));
            }
        } else if (kind == Kind.PAY) {
            f.fail(node, field + ".then", "missing; \"pay\" needs the steps it pays for");
        }
        if ((kind == Kind.OPTIONS || kind == Kind.STEPS) && !f.has("by")) {
            f.fail(node, field + ".by", "missing; expected who decides: hero, sauron or heroes");
        }
        f.done(allowedStepKeys());
        if (!f.ok()) {
            owner.failQuietly();
            return null;
        }
        return new EffectStep(found, value, who, where, when, modifiers, options, then);
    }

    /** A modifier's value as its kind reads it, or null when the step does not give it. */
    private Object modifier(Fields f, String key) {
        return f.has(key) ? value(f, f.raw(key), f.child(key), MODIFIERS.get(key)) : null;
    }

    private static List<String> verbKeys() {
        List<String> keys = new ArrayList<>();
        for (Verb v : Verb.values()) {
            keys.add(v.key());
        }
        return keys;
    }

    private static List<String> allowedStepKeys() {
        List<String> keys = verbKeys();
        keys.addAll(MODIFIERS.keySet());
        return keys;
    }

    private EffectStep.Option option(Fields owner, Node n, String field) {
        Fields f = Fields.of(owner.file(), n, field, owner.problems());
        if (!f.ok()) {
            owner.failQuietly();
            return null;
        }
        String text = f.str("text");
        List<EffectStep> effect = effect(f, "effect");
        if (!f.has("effect")) {
            f.fail(n, field + ".effect", "missing; expected the steps of this option");
        }
        f.done();
        if (!f.ok()) {
            owner.failQuietly();
            return null;
        }
        return new EffectStep.Option(text, effect);
    }

    /** A selector: a word (here, anywhere, affected), a bare location id, or a mapping with one base key. */
    Selector selector(Fields owner, Node n, String field) {
        if (n instanceof ScalarNode s) {
            String word = s.getValue();
            if (SELECTOR_WORDS.contains(word)) {
                return Selector.of(word);
            }
            String id = owner.checkId(n, field);
            if (id == null) {
                return null;
            }
            catalog.expect(Catalog.Kind.LOCATION, id, owner.file(), n, field);
            return Selector.location(id);
        }
        Fields f = Fields.of(owner.file(), n, field, owner.problems());
        if (!f.ok()) {
            owner.failQuietly();
            return null;
        }
        String base = null;
        for (String k : f.keys()) {
            if (SELECTOR_BASES.contains(k)) {
                if (base != null) {
                    f.fail(f.keyNode(k), f.child(k), "a selector has one of location, locations, region, regions, within, adjacent, choose; this one also has \"" + base + "\"");
                }
                base = k;
            }
        }
        if (base == null) {
            f.fail(n, field, "expected here, anywhere, affected, a location id, or a mapping with one of "
                    + "location, locations, region, regions, within, adjacent, choose");
            owner.failQuietly();
            return null;
        }
        List<String> ids = new ArrayList<>();
        int range = 0;
        String of = null;
        Selector inner = null;
        switch (base) {
            case "location", "region" -> {
                String id = f.id(base);
                if (id != null) {
                    ids.add(id);
                    catalog.expect(base.equals("location") ? Catalog.Kind.LOCATION : Catalog.Kind.REGION, id,
                            f.file(), f.raw(base), f.child(base));
                }
            }
            case "locations", "regions" -> {
                Node list = f.raw(base);
                List<String> read = f.idList(base, true);
                for (int i = 0; i < read.size(); i++) {
                    Node at = list instanceof SequenceNode sq ? sq.getValue().get(i) : list;
                    catalog.expect(base.equals("locations") ? Catalog.Kind.LOCATION : Catalog.Kind.REGION,
                            read.get(i), f.file(), at, f.child(base) + "[" + i + "]");
                }
                ids.addAll(read);
            }
            case "within" -> {
                range = f.integer("within", 0, 10);
                of = place(f, "of");
            }
            case "adjacent" -> of = place(f, "adjacent");
            case "choose" -> inner = selector(f, f.raw("choose"), f.child("choose"));
            default -> throw new IllegalStateException(base);
        }
        Set<String> flags = new HashSet<>();
        for (String flag : Selector.FLAGS) {
            if (f.has(flag)) {
                if (f.boolValue(f.raw(flag), f.child(flag))) {
                    flags.add(flag);
                }
            }
        }
        f.done(allowedSelectorKeys());
        if (!f.ok()) {
            owner.failQuietly();
            return null;
        }
        if (inner != null) {
            Set<String> all = new HashSet<>(inner.flags());
            all.addAll(flags);
            return new Selector("choose:" + inner.kind(), inner.ids(), inner.range(), inner.of(), all);
        }
        return new Selector(base, ids, range, of, flags);
    }

    private static List<String> allowedSelectorKeys() {
        List<String> keys = new ArrayList<>(SELECTOR_BASES);
        keys.add("of");
        keys.addAll(Selector.FLAGS);
        return keys;
    }

    /** A location id, "hero", "affected", or a minion id (for within/adjacent). */
    private String place(Fields f, String key) {
        Node n = f.raw(key);
        if (n == null) {
            f.fail(f.node(), f.child(key), "missing; expected a location id, hero, affected or a minion id");
            return null;
        }
        String id = f.checkId(n, f.child(key));
        if (id != null && !id.equals("hero") && !id.equals("affected") && !catalog.has(Catalog.Kind.MINION, id)) {
            catalog.expect(Catalog.Kind.LOCATION, id, f.file(), n, f.child(key));
        }
        return id;
    }

    /** A condition mapping. */
    Requirement requirement(Fields owner, Node n, String field) {
        Fields f = Fields.of(owner.file(), n, field, owner.problems());
        if (!f.ok()) {
            owner.failQuietly();
            return null;
        }
        Map<RuleCondition, Object> all = new EnumMap<>(RuleCondition.class);
        List<Requirement> anyOf = new ArrayList<>();
        Requirement not = null;
        for (String k : f.keys()) {
            RuleCondition condition = RuleCondition.byKey(k);
            if (condition == null) {
                continue;
            }
            Kind kind = condition.kind;
            Node v = f.raw(k);
            if (kind == Kind.REQUIREMENTS) {
                anyOf.addAll(f.listValue(v, f.child(k), (x, xf) -> requirement(f, x, xf)));
            } else if (kind == Kind.REQUIREMENT) {
                not = requirement(f, v, f.child(k));
            } else {
                Object value = value(f, v, f.child(k), kind);
                if (value != null) {
                    all.put(condition, value);
                }
            }
        }
        f.done(List.copyOf(RuleCondition.keys()));
        if (f.keys().isEmpty()) {
            f.fail(n, field, "expected at least one condition");
        }
        if (!f.ok()) {
            owner.failQuietly();
            return null;
        }
        return new Requirement(all, anyOf, not);
    }

    /** Ongoing rules: a mapping of ongoing keys. */
    Map<OngoingRule, Object> ongoing(Fields owner, String key) {
        Fields f = owner.map(key, false);
        if (f == null || !f.ok()) {
            return Map.of();
        }
        Map<OngoingRule, Object> out = new EnumMap<>(OngoingRule.class);
        for (String k : f.keys()) {
            OngoingRule rule = OngoingRule.byKey(k);
            if (rule != null) {
                Object v = value(f, f.raw(k), f.child(k), rule.kind);
                if (v != null) {
                    out.put(rule, v);
                }
            }
        }
        f.done(List.copyOf(OngoingRule.keys()));
        if (f.keys().isEmpty()) {
            f.fail(owner.raw(key), owner.child(key), "expected at least one rule");
        }
        if (!f.ok()) {
            owner.failQuietly();
        }
        return out;
    }

    /**
     * A value as its kind reads it. Every kind is named (no default: the compiler refuses a new kind, and so a new
     * verb's value, without its reading).
     */
    private Object value(Fields f, Node v, String field, Kind kind) {
        return switch (kind) {
            case INT -> f.intValue(v, field, -20, 20);
            case COUNT -> f.intValue(v, field, 0, 30);
            case COUNT_OR_ALL -> countOr(f, v, field, "all");
            case FULL_OR_COUNT -> countOr(f, v, field, "full");
            case TRUE -> onlyTrue(f, v, field);
            case ATTRIBUTE -> word(f, v, field, List.of("fortitude", "strength", "agility", "wisdom", "any"));
            case WHO -> word(f, v, field, List.of("current", "each", "chosen-by-sauron", "chosen-by-heroes"));
            case BY -> word(f, v, field, List.of("hero", "sauron", "heroes"));
            case MARKER -> word(f, v, field, List.of("green", "yellow", "black", "red"));
            case WISDOM_MEASURE -> v instanceof ScalarNode s
                    && List.of("adjacentInfluence", "activePlots", "corruption").contains(s.getValue())
                    ? s.getValue() : f.intValue(v, field, 0, 20);
            case ITEM -> ref(f, v, field, Catalog.Kind.ITEM);
            case MONSTER -> ref(f, v, field, Catalog.Kind.MONSTER);
            case CHARACTER -> ref(f, v, field, Catalog.Kind.CHARACTER);
            case PLOT -> ref(f, v, field, Catalog.Kind.PLOT);
            case LOCATION -> ref(f, v, field, Catalog.Kind.LOCATION);
            case MINION_OR_ANY -> v instanceof ScalarNode s && s.getValue().equals("any") ? "any"
                    : ref(f, v, field, Catalog.Kind.MINION);
            case MONSTER_OR_MINION -> monsterOrMinion(f, v, field);
            case PLOTS -> f.listValue(v, field, (x, xf) -> ref(f, x, xf, Catalog.Kind.PLOT));
            case EFFECT_SPECIAL -> special(f, v, field, RuleSpecial.Use.EFFECT);
            case CONDITION_SPECIAL -> special(f, v, field, RuleSpecial.Use.CONDITION);
            case ONGOING_SPECIAL -> special(f, v, field, RuleSpecial.Use.ONGOING);
            case SELECTOR -> selector(f, v, field);
            case REQUIREMENT -> requirement(f, v, field);
            case REQUIREMENTS -> f.listValue(v, field, (x, xf) -> requirement(f, x, xf));
            case STORY -> story(f, v, field);
            case OPTIONS -> f.listValue(v, field, (o, of) -> option(f, o, of));
            case STEPS -> steps(f, v, field);
            case PAY -> pay(f, v, field);
            case INFLUENCE_AT, MARKER_AT, COUNTS_AS, ATTRIBUTES, CROSSING -> compound(f, v, field, kind);
        };
    }

    @SuppressWarnings("unchecked") // OPTIONS and STEPS read as lists of their own
    private static <T> List<T> castList(Object read) {
        return (List<T>) read;
    }

    private static Object countOr(Fields f, Node v, String field, String word) {
        if (v instanceof ScalarNode s && s.getValue().equals(word)) {
            return word;
        }
        return f.intValue(v, field, 0, 30);
    }

    private static Boolean onlyTrue(Fields f, Node v, String field) {
        boolean b = f.boolValue(v, field);
        if (f.ok() && !b) {
            f.fail(v, field, "expected true (leave the key out instead of false)");
        }
        return Boolean.TRUE;
    }

    private String monsterOrMinion(Fields f, Node v, String field) {
        String id = f.checkId(v, field);
        if (id != null && !catalog.has(Catalog.Kind.MINION, id)) {
            catalog.expect(Catalog.Kind.MONSTER, id, f.file(), v, field);
        }
        return id;
    }

    private static EffectStep.StoryMove story(Fields f, Node v, String field) {
        Fields m = Fields.of(f.file(), v, field, f.problems());
        String marker = m.ok() ? word(m, m.raw("marker"), m.child("marker"),
                List.of("green", "yellow", "black", "red", "leftmost")) : null;
        int steps = m.ok() ? m.integer("steps", -5, 5) : 0;
        m.done();
        if (!m.ok()) {
            f.failQuietly();
            return null;
        }
        return new EffectStep.StoryMove(marker, steps);
    }

    /** "pay": the favor a hero may pay for the steps of its "then". */
    private static Integer pay(Fields f, Node v, String field) {
        Fields p = Fields.of(f.file(), v, field, f.problems());
        Integer favor = null;
        if (p.ok()) {
            favor = p.integer("favor", 0, 20);
            p.done();
        }
        if (!p.ok()) {
            f.failQuietly();
        }
        return favor;
    }

    /** A rule only code can express, known to the engine and in its right place. */
    private static RuleSpecial special(Fields f, Node v, String field, RuleSpecial.Use use) {
        String id = f.checkId(v, field);
        if (id == null) {
            return null;
        }
        RuleSpecial s = RuleSpecial.byKey(id);
        if (s == null || s.use != use) {
            f.fail(v, field, "unknown special \"" + id + "\" in " + (use == RuleSpecial.Use.EFFECT ? "an effect"
                    : use == RuleSpecial.Use.CONDITION ? "a condition" : "an ongoing rule") + ": expected one of "
                    + String.join(", ", RuleSpecial.keys(use)));
            return null;
        }
        return s;
    }

    private Object compound(Fields f, Node v, String field, Kind kind) {
        Fields m = Fields.of(f.file(), v, field, f.problems());
        Map<String, Object> out = new HashMap<>();
        if (m.ok()) {
            switch (kind) {
                case INFLUENCE_AT -> {
                    out.put("where", m.has("where") ? selector(m, m.raw("where"), m.child("where")) : null);
                    out.put("atLeast", m.integer("atLeast", 0, 40));
                }
                case MARKER_AT -> {
                    out.put("marker", word(m, m.raw("marker"), m.child("marker"), List.of("green", "yellow", "black", "red")));
                    out.put("space", m.integer("space", 0, 18));
                }
                case COUNTS_AS -> {
                    out.put("monster", ref(m, m.raw("monster"), m.child("monster"), Catalog.Kind.MONSTER));
                    out.put("where", m.has("where") ? selector(m, m.raw("where"), m.child("where")) : null);
                }
                case ATTRIBUTES -> {
                    for (String a : m.keys()) {
                        if (!List.of("fortitude", "strength", "agility", "wisdom").contains(a)) {
                            continue;
                        }
                        out.put(a, m.intValue(m.raw(a), m.child(a), -5, 5));
                    }
                    m.done(List.of("fortitude", "strength", "agility", "wisdom"));
                }
                case CROSSING -> {
                    out.put("from", ref(m, m.raw("from"), m.child("from"), Catalog.Kind.LOCATION));
                    out.put("to", ref(m, m.raw("to"), m.child("to"), Catalog.Kind.LOCATION));
                    out.put("cost", m.integer("cost", 1, 9));
                }
                default -> throw new IllegalStateException(kind.name());
            }
            m.done();
        }
        if (!m.ok()) {
            f.failQuietly();
            return null;
        }
        out.values().removeIf(Objects::isNull);
        return out;
    }

    private static String word(Fields f, Node v, String field, List<String> words) {
        if (v instanceof ScalarNode s && words.contains(s.getValue())) {
            return s.getValue();
        }
        f.fail(v, field, "expected one of " + String.join(", ", words) + ", but found " + Fields.describe(v));
        return null;
    }

    private String ref(Fields f, Node v, String field, Catalog.Kind kind) {
        if (v == null) {
            f.fail(f.node(), field, "missing; expected a " + kind.label + " id");
            return null;
        }
        String id = f.checkId(v, field);
        catalog.expect(kind, id, f.file(), v, field);
        return id;
    }
}
