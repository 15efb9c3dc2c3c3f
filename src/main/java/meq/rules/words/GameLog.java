package meq.rules.words;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import meq.data.DataException;
import meq.data.Fields;
import meq.data.Problems;
import meq.data.ShadowTiming;
import meq.data.YamlSource;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.IllegalActionException;
import meq.rules.Rules;
import meq.rules.engine.ActionNames;
import meq.rules.engine.Engine;
import meq.rules.engine.Setup;
import meq.rules.playtest.Presets;
import meq.state.GameState;
import meq.state.OptionalRule;
import meq.state.RecordForm;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;

/**
 * A game as how it started and the list of actions taken: replaying it gives the same game. This is the save
 * format. Format 1: heroes, seed, actions. Format 2 adds the optional rules, the preset it started from (its
 * text) and a fingerprint of the game data it was played with. Format 3 asks Sauron at every Shadow window a
 * card could open (see {@link GameState#legacyShadowWindows}); older saves replay by the rule they were played by.
 * The table's own choices ride along: the players' names, Sauron's standing orders, the seats bots play, and the
 * Learn to play guide the game is (its file's name, as {@code guide: learn-hero}; null: none). Actions are written
 * by their words in meq.rules.engine.ActionNames; docs/SAVE-FORMAT.md describes the whole file.
 */
public record GameLog(List<String> heroes, long seed, List<Action> actions, Set<OptionalRule> options,
                      String preset, String data, boolean legacyShadowWindows, Map<String, String> names,
                      ShadowOrders orders, Map<String, String> bots, String guide) {
    public static final int FORMAT = 3;

    /** How strongly a bot seat plays, as a save writes it (the table's Easy, Normal and Hard). */
    public static final List<String> BOT_STRENGTHS = List.of("easy", "normal", "hard");

    /**
     * Sauron's standing orders: the Shadow timings at which the table asks him (a window of another timing is
     * passed for him at once); until: the last turn those hold, or -1 for the whole game; onlyWhenPlayable: the
     * faster mode, for the game, in which the table also passes for him at a window where his question offers
     * nothing but passing (the heroes may guess from his being asked that he holds a card he could play). Kept by
     * the table, not the rules: the engine asks at every window; the orders answer for him. Saved as
     * {@code shadowOrders: {asked, until, onlyWhenPlayable}}; a save without the last reads as strict.
     */
    public record ShadowOrders(Set<String> asked, int until, boolean onlyWhenPlayable) {
        public ShadowOrders {
            asked = Collections.unmodifiableSet(new TreeSet<>(asked));
        }

        /** Strict orders: asked at every window of these timings, holding or not. */
        public ShadowOrders(Set<String> asked, int until) {
            this(asked, until, false);
        }

        /** Asked at every timing for the whole game, in the mode chosen (the orders a new game starts with). */
        public static ShadowOrders everyTiming(Rules rules, boolean onlyWhenPlayable) {
            Set<String> all = new TreeSet<>();
            Describe.shadowTimings(rules).forEach(t -> all.add(t.key()));
            return new ShadowOrders(all, -1, onlyWhenPlayable);
        }

        /** Whether the timings ticked still hold in this turn. */
        public boolean holdIn(int turn) {
            return until < 0 || turn <= until;
        }

        /**
         * Whether the table passes for Sauron at this question, a Shadow window of this timing (null: not a
         * window) in this turn: a timing he did not tick while the orders hold, or, in the faster mode, a window
         * whose options are only passing (the engine's own options, never a rule of ours).
         */
        public boolean passes(Ask ask, ShadowTiming timing, int turn) {
            if (ask == null || timing == null || !ask.seat().sauron() || !ask.options().contains(Action.PASS)) {
                return false;
            }
            if (holdIn(turn) && !asked.contains(timing.key())) {
                return true;
            }
            return onlyWhenPlayable && ask.options().stream()
                    .allMatch(a -> a instanceof Action.Pass || a instanceof Action.PassForThisTurn);
        }
    }

    public GameLog {
        heroes = List.copyOf(heroes);
        actions = List.copyOf(actions);
        options = options.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(options));
        names = names == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(names));
        bots = bots == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(bots));
    }

    public GameLog(List<String> heroes, long seed, List<Action> actions, Set<OptionalRule> options, String preset,
                   String data, boolean legacyShadowWindows) {
        this(heroes, seed, actions, options, preset, data, legacyShadowWindows, Map.of(), null, Map.of());
    }

    /** A game that is no guide. */
    public GameLog(List<String> heroes, long seed, List<Action> actions, Set<OptionalRule> options, String preset,
                   String data, boolean legacyShadowWindows, Map<String, String> names, ShadowOrders orders,
                   Map<String, String> bots) {
        this(heroes, seed, actions, options, preset, data, legacyShadowWindows, names, orders, bots, null);
    }

    /** The same game as the Learn to play guide of that name (a guide file's name, as learn-hero; null: none). */
    public GameLog withGuide(String name) {
        return new GameLog(heroes, seed, actions, options, preset, data, legacyShadowWindows,
                names, orders, bots, name);
    }

    /** The same game with the players' names (by seat id: "sauron" or a hero's id). */
    public GameLog withNames(Map<String, String> list) {
        return new GameLog(heroes, seed, actions, options, preset, data, legacyShadowWindows,
                list, orders, bots, guide);
    }

    /** The same game with Sauron's standing orders (null: none, he is asked at every window). */
    public GameLog withOrders(ShadowOrders o) {
        return new GameLog(heroes, seed, actions, options, preset, data, legacyShadowWindows,
                names, o, bots, guide);
    }

    /** The same game with the seats bots play, each with its strength (one of {@link #BOT_STRENGTHS}). */
    public GameLog withBots(Map<String, String> seats) {
        return new GameLog(heroes, seed, actions, options, preset, data, legacyShadowWindows,
                names, orders, seats, guide);
    }

    public GameLog(List<String> heroes, long seed, List<Action> actions, Set<OptionalRule> options, String preset,
                   String data) {
        this(heroes, seed, actions, options, preset, data, false);
    }

    public GameLog(List<String> heroes, long seed, List<Action> actions) {
        this(heroes, seed, actions, Set.of(), null, null);
    }

    /** The same start with other actions. */
    public GameLog withActions(List<Action> list) {
        return new GameLog(heroes, seed, list, options, preset, data, legacyShadowWindows,
                names, orders, bots, guide);
    }

    /** The state the game started from: a new game with its options, or the preset. */
    public GameState start(Rules rules) {
        GameState s = begin(rules);
        s.legacyShadowWindows |= legacyShadowWindows;
        return s;
    }

    private GameState begin(Rules rules) {
        if (preset != null) {
            try {
                return Presets.load(rules, preset.getBytes(StandardCharsets.UTF_8), "the saved preset")
                        .state();
            } catch (DataException e) {
                throw new IllegalArgumentException("the preset this game started from no longer loads: "
                        + e.getMessage());
            }
        }
        return Setup.newGame(rules, heroes, seed, options);
    }

    /** Replays the log from its start; an action that no longer applies is reported with its number. */
    public GameState replay(Rules rules) {
        Engine engine = new Engine(rules);
        GameState s = start(rules);
        for (int i = 0; i < actions.size(); i++) {
            try {
                engine.apply(s, actions.get(i));
            } catch (IllegalActionException e) {
                throw new IllegalActionException("action " + (i + 1) + " of " + actions.size() + " no longer applies: "
                        + e.getMessage());
            }
        }
        return s;
    }

    public String write() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", FORMAT);
        if (data != null) {
            m.put("data", data);
        }
        m.put("heroes", heroes);
        m.put("seed", seed);
        for (OptionalRule rule : OptionalRule.values()) {
            m.put(rule.key(), options.contains(rule));
        }
        if (legacyShadowWindows) {
            m.put("legacyShadowWindows", true);
        }
        if (preset != null) {
            m.put("preset", preset);
        }
        if (!names.isEmpty()) {
            m.put("names", new LinkedHashMap<>(names));
        }
        if (orders != null) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("asked", new ArrayList<>(orders.asked()));
            o.put("until", orders.until());
            o.put("onlyWhenPlayable", orders.onlyWhenPlayable());
            m.put("shadowOrders", o);
        }
        if (!bots.isEmpty()) {
            m.put("bots", new LinkedHashMap<>(bots));
        }
        if (guide != null) {
            m.put("guide", guide);
        }
        List<Object> list = new ArrayList<>();
        for (Action a : actions) {
            RecordForm<? extends Action> form = ActionNames.of(a);
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("action", form.word());
            x.putAll(form.write(a));
            list.add(x);
        }
        m.put("actions", list);
        DumperOptions o = new DumperOptions();
        o.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        return new Yaml(o).dump(m);
    }

    public static GameLog read(byte[] yaml, String file) throws DataException {
        Problems problems = new Problems();
        Node root = YamlSource.parse(yaml, file, problems);
        problems.throwIfAny();
        Fields top = Fields.of(file, root, "", problems);
        problems.throwIfAny();
        int format = top.integer("format", 1, FORMAT);
        String data = top.optStr("data", null);
        List<String> heroes = top.idList("heroes", true);
        Set<OptionalRule> options = EnumSet.noneOf(OptionalRule.class);
        for (OptionalRule rule : OptionalRule.values()) {
            if (top.optBool(rule.key(), false)) {
                options.add(rule);
            }
        }
        boolean legacy = top.optBool("legacyShadowWindows", false) || format < 3;
        String preset = top.optStr("preset", null);
        Map<String, String> names = new LinkedHashMap<>();
        Fields named = top.map("names", false); // null when absent or null; read either way (so never "unknown")
        if (named != null) {
            for (String k : named.keys()) {
                String v = named.str(k);
                if (v != null && !v.isBlank()) {
                    names.put(k, v.strip());
                }
            }
            named.done();
        }
        ShadowOrders orders = null;
        Fields o = top.map("shadowOrders", false);
        if (o != null) {
            List<String> asked = o.list("asked", true, (node, field) -> node instanceof ScalarNode sc ? sc.getValue() : null);
            int until = o.optInt("until", -1, -1, Integer.MAX_VALUE);
            boolean fast = o.optBool("onlyWhenPlayable", false); // saves before it: asked at every window
            o.done();
            orders = new ShadowOrders(new TreeSet<>(asked.stream().filter(Objects::nonNull).toList()), until, fast);
        }
        Map<String, String> bots = new LinkedHashMap<>();
        Fields b = top.map("bots", false);
        if (b != null) {
            for (String k : b.keys()) {
                String v = b.str(k);
                if (v != null && BOT_STRENGTHS.contains(v)) {
                    bots.put(k, v);
                } else if (v != null) {
                    b.fail(b.raw(k), b.child(k), "expected a bot's strength: " + String.join(", ", BOT_STRENGTHS));
                }
            }
            b.done();
        }
        Node guideNode = top.raw("guide"); // saves before it: no guide
        String guide = top.has("guide") ? top.checkId(guideNode, "guide") : null;
        Node seedNode = top.raw("seed");
        long seed = 0;
        if (seedNode instanceof ScalarNode sc && sc.getValue().matches("-?[0-9]+")) {
            seed = Long.parseLong(sc.getValue());
        } else {
            top.fail(seedNode, "seed", "expected the game's seed, a whole number");
        }
        List<Action> actions = top.list("actions", true, (n, field) -> action(top, n, field));
        top.done();
        problems.throwIfAny();
        return new GameLog(heroes, seed, actions, options, preset, data, legacy, names, orders, bots, guide);
    }

    /** An action by its form (meq.rules.engine.ActionNames): its word, then each part under its key. */
    private static Action action(Fields top, Node n, String field) {
        Fields f = Fields.of(top.file(), n, field, top.problems());
        String name = f.str("action");
        if (name == null) {
            return null;
        }
        RecordForm<? extends Action> form = ActionNames.of(name);
        if (form == null) {
            f.fail(f.raw("action"), f.child("action"), "unknown action \"" + name + "\"");
            return null;
        }
        Object[] values = new Object[form.parts().size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = part(f, n, form.parts().get(i));
        }
        f.done();
        if (!f.ok()) {
            return null;
        }
        try {
            return form.make(values);
        } catch (RuntimeException e) {
            f.fail(n, field, "cannot build this action: " + e.getMessage());
            return null;
        }
    }

    private static Object part(Fields f, Node n, RecordForm.Part<?> p) {
        Node v = f.raw(p.key());
        for (int k = 0; v == null && k < p.was().size(); k++) {
            v = f.raw(p.was().get(k));
        }
        String at = f.child(p.key());
        if (v == null) {
            f.fail(n, at, "missing");
            return null;
        }
        return switch (p.kind()) {
            case NUMBER -> f.intValue(v, at, Integer.MIN_VALUE, Integer.MAX_VALUE);
            case FLAG -> f.boolValue(v, at);
            case WORD -> {
                Object value = v instanceof ScalarNode sc ? p.words().value(sc.getValue()) : null;
                if (value == null) {
                    f.fail(v, at, "unknown value " + Fields.describe(v));
                }
                yield value;
            }
            default -> v instanceof ScalarNode sc ? sc.getValue() : null;
        };
    }
}
