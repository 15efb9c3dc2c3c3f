package meq.sim;

import static org.assertj.core.api.Assertions.assertThat;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import meq.TestData;
import meq.bots.RandomBot;
import meq.data.CardDecks;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Ctx;
import meq.rules.Rules;
import meq.rules.Step;
import meq.rules.engine.Engine;
import meq.rules.play.Damage;
import meq.rules.play.Fights;
import meq.rules.playtest.Presets;
import meq.rules.words.Describe;
import meq.session.Session;
import meq.state.Frame;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.Rng;
import org.junit.jupiter.api.Test;

/**
 * "An option is offered only if it can happen", as a property: at every decision of many seeded games (random
 * bots, two to four players) and of every bundled preset and test save, each option is taken on a copy of the
 * state and played out (the steps it pushes run, later questions of its own answered with their first option
 * that is not a pass) until the step that asked is done. Then the state must differ from before in the part its
 * words name (a wisdom level for "Gain a wisdom level", the Items for a Horse, the tokens for a monster token,
 * ...; see {@link #WORDS}), or else anywhere but the step stack; a pass or a decline is exempt. A failure names
 * the game (seed and players, or file and seed), the decision's number, the question and the option.
 */
class EveryOptionDoesSomethingTest {
    private static final Rules RULES = TestData.RULES;
    private static final Engine ENGINE = new Engine(RULES);
    private static final int GAMES = Integer.getInteger("meq.optionGames", 200);
    /** Longest play-out of one option (a fight it starts may take many questions). */
    private static final int PLAY_OUT = 80;

    /** The parts of the state a reader can point at, each read as a value to compare. */
    private static final Map<String, Function<GameState, Object>> PARTS = new LinkedHashMap<>();

    static {
        PARTS.put("levels", s -> each(s, h -> Arrays.toString(h.levels)));
        PARTS.put("items", s -> List.of(each(s, h -> h.items.toString()), s.itemSupply.toString()));
        PARTS.put("influence", s -> List.of(Arrays.toString(s.influence), s.shadowPool));
        PARTS.put("tokens", s -> Arrays.toString(s.tokenAt));
        PARTS.put("minions", s -> s.minions.values().stream().map(m -> m.id + "@" + m.location + " " + m.status + " "
                + m.damage).toList());
        PARTS.put("favor", s -> List.of(each(s, h -> h.favor), Arrays.toString(s.favorTokens)));
        PARTS.put("cards", s -> each(s, h -> List.of(h.hand, h.life, h.rest, h.damage, h.corruption)));
        PARTS.put("characters", s -> s.characterAt.toString());
        PARTS.put("story", s -> s.story.toString());
        PARTS.put("plots", s -> List.of(Arrays.toString(s.activePlots), Arrays.toString(s.plotAt),
                s.sauronPlots.toString()));
        PARTS.put("fight", EveryOptionDoesSomethingTest::fights);
    }

    /** The option's words -> the parts one of which it must change (the first row that matches decides). */
    private static final Map<Pattern, List<String>> WORDS = new LinkedHashMap<>();

    static {
        words("(?i)wisdom|strength level|agility level|fortitude level|level of", "levels");
        words("(?i)\\b(horse|boat|elven cloak)\\b", "items");
        words("(?i)damage to a minion", "minions");
        words("(?i)influence (or|and) monster tokens", "influence", "tokens");
        words("(?i)monster tokens? from|remove a monster token|clear .*monster", "tokens");
        words("(?i)^(remove|clear) .*influence|influence from", "influence");
        words("(?i)^spend [1-9][0-9]* agility", "cards");
        words("(?i)^consult .* for 2 favor", "favor");
    }

    private static void words(String regex, String... parts) {
        WORDS.put(Pattern.compile(regex), List.of(parts));
    }

    private static <T> List<T> each(GameState s, Function<HeroState, T> f) {
        return s.heroes.stream().map(f).toList();
    }

    /** What a fight under way holds besides its phase: its combat and the cards chosen this round. */
    private static Object fights(GameState s) {
        List<Object> out = new ArrayList<>();
        for (Frame f : s.stack) {
            if (f instanceof Fights.Fight fight) {
                out.add(List.of(Objects.toString(fight.combat()), fight.heroCard(), fight.sauronCard()));
            }
        }
        return out;
    }

    /** A state with its step stack (and what the engine keeps of it) taken away, to compare everything else. */
    private static GameState withoutStack(GameState s) {
        GameState t = s.copy();
        t.stack.clear();
        t.rng = new Rng(0); // a draw that changed nothing else changed nothing a player sees
        return t;
    }

    @Test
    void everyOptionOfEveryDecisionChangesWhatItsWordsSay() throws Exception {
        long start = System.nanoTime();
        long cpu = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
        Findings found = new Findings();
        Simulator sim = new Simulator(RULES);
        for (int g = 0; g < GAMES; g++) {
            long seed = Simulator.gameSeed(33, g);
            int players = 2 + g % 3;
            play(sim.start(seed, players, null), seed, "game seed " + seed + ", " + players + " players", found);
        }
        for (Path p : files(Path.of("data/presets"))) {
            GameState preset = Presets.load(RULES, Files.readAllBytes(p), p.toString()).state();
            for (long seed = 1; seed <= 3; seed++) {
                play(sim.start(seed, 0, preset), seed, p + ", seed " + seed, found);
            }
        }
        for (Path p : files(Path.of("src/test/resources/saves"))) {
            if (Files.readAllLines(p).get(0).equals("format: 1")) {
                continue; // refused by design (see SessionTest)
            }
            GameState save = Session.load(RULES, p).state();
            for (long seed = 1; seed <= 3; seed++) {
                play(sim.start(seed, 0, save), seed, p + ", seed " + seed, found);
            }
        }
        System.out.printf("EveryOptionDoesSomethingTest: %d decisions, %d options played out, %.1f s (%.1f s of CPU)%n",
                found.decisions, found.tried, (System.nanoTime() - start) / 1e9,
                (ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - cpu) / 1e9);
        assertThat(found.decisions).isGreaterThan(GAMES * 50L);
        assertThat(found.report()).as("options that changed nothing their words say").isEmpty();
    }

    private static List<Path> files(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
    }

    /** Plays a game with a random bot, trying every option of every decision on a copy. */
    private static void play(GameState s, long seed, String game, Findings found) {
        RandomBot bot = new RandomBot(seed);
        int n = 0;
        for (Ask ask = ENGINE.pending(s); ask != null && n < 2_000; ask = ENGINE.current(s), n++) {
            found.decisions++;
            Before before = new Before(s);
            for (Action o : ask.options()) {
                if (exempt(ask, o)) {
                    continue;
                }
                found.tried++;
                String problem = tryOption(s, before, ask, o);
                if (problem != null) {
                    problem += "; the step: " + Objects.toString(s.stack.peek()).replaceAll("(.{300}).*", "$1...");
                    found.add(game + ", decision " + (n + 1), ask, o, problem);
                }
            }
            ENGINE.apply(s, bot.choose(ask));
        }
    }

    /**
     * Exempt: a pass or a decline (a card's "Nothing", keeping all agility, exploring without moving), and a harm
     * the decider chooses to suffer ("Suffer 5 damage per Corruption card held" with none held: the card lets him
     * choose it, and it costs him nothing).
     */
    private static boolean exempt(Ask ask, Action o) {
        return o instanceof Action.Pass || o instanceof Action.PassForThisTurn || o instanceof Action.ExploreHere
                || o instanceof Action.ChooseOption co && HARM_OR_NOTHING.matcher(co.text()).find();
    }

    private static final Pattern HARM_OR_NOTHING = Pattern.compile("^(Nothing|Spend 0 agility|Suffer |Lose )");

    /** The option taken on a copy and played out: null if it changed what its words say, else what is wrong. */
    private static String tryOption(GameState s, Before before, Ask ask, Action o) {
        GameState t = s.copy();
        Ctx c = new Ctx(RULES, t, new ArrayList<>());
        int base = t.stack.size() - 1;
        Class<?> asker = t.stack.peek().getClass();
        ((Step) t.stack.peek()).answer(c, o);
        for (int i = 0; i < PLAY_OUT && !t.over() && !t.stack.isEmpty(); i++) {
            if (t.stack.size() == base + 1 && t.stack.peek().getClass() == asker) {
                break; // the step that asked goes on: the option is done
            }
            if (t.stack.size() <= base && t.stack.peek() == before.frame(t.stack.size() - 1)) {
                break; // back to a step as it stood before (one the option changed, such as "that hero"'s next steps, runs on)
            }
            if (Damage.defeatSpent(c)) {
                continue;
            }
            Step top = (Step) t.stack.peek();
            Ask next = top.advance(c);
            if (next != null) { // the step now on top asked (a step may replace itself before asking)
                ((Step) t.stack.peek()).answer(c, followUp(next, ask));
            }
        }
        List<String> want = wanted(ask, o);
        if (want != null) {
            for (String part : want) {
                if (!Objects.equals(before.part(part), PARTS.get(part).apply(t))) {
                    return null;
                }
            }
            return "its words name the " + String.join(" or ", want) + ", which did not change";
        }
        if (!Objects.equals(before.part("fight"), fights(t))) {
            return null;
        }
        t.stack.clear(); // the copy is done with: compared without its stack, as withoutStack does
        t.rng = new Rng(0);
        if (o instanceof Action.Consult con) {
            // the token going home is not what the ability says (Gandalf at the wisdom cap changes only that)
            t.characterAt.put(con.character(), s.characterAt.get(con.character()));
        }
        if (!before.rest().equals(t)) {
            return null;
        }
        return "nothing changed but the step stack";
    }

    /**
     * A later question while the option plays out: its own seat takes the first option that is not a pass; another
     * seat consents when asked (a trade, a fight in a Haven) and else passes (a Shadow window) if it may.
     */
    private static Action followUp(Ask next, Ask first) {
        boolean own = next.seat().equals(first.seat());
        for (Action a : next.options()) {
            if (own ? !(a instanceof Action.Pass) : a instanceof Action.Accept) {
                return a;
            }
        }
        for (Action a : next.options()) {
            if (a instanceof Action.Pass) {
                return a;
            }
        }
        return next.options().get(0);
    }

    /** The parts the option's words name (a character's ability by the words on its card), or null: any part. */
    private static List<String> wanted(Ask ask, Action o) {
        String words = o instanceof Action.Consult con && con.ability()
                ? RULES.data().cards().characters().stream().filter(ch -> ch.id().equals(con.character()))
                        .map(CardDecks.Character::text).findFirst().orElse("")
                : Describe.choiceWords(RULES, null, ask, o);
        for (var row : WORDS.entrySet()) {
            if (row.getKey().matcher(words).find()) {
                return row.getValue();
            }
        }
        return null;
    }

    /** The state at a decision, its parts read once for all its options. */
    private static final class Before {
        private final GameState s;
        private final Map<String, Object> parts = new LinkedHashMap<>();
        private GameState rest;

        private final List<Frame> frames;

        Before(GameState s) {
            this.s = s;
            frames = new ArrayList<>(s.stack);
            Collections.reverse(frames); // from the bottom of the stack
        }

        /** The frame that stood at this depth (0: the bottom) before the option. */
        Frame frame(int depth) {
            return depth < 0 ? null : frames.get(depth);
        }

        Object part(String name) {
            return parts.computeIfAbsent(name, k -> PARTS.get(k).apply(s));
        }

        GameState rest() {
            if (rest == null) {
                rest = withoutStack(s);
            }
            return rest;
        }
    }

    /** The failures, one line for each kind (question and option words) with its first occurrence. */
    private static final class Findings {
        long decisions;
        long tried;
        private final Map<String, String> first = new LinkedHashMap<>();
        private final Map<String, Integer> count = new LinkedHashMap<>();

        void add(String where, Ask ask, Action o, String problem) {
            String option = Describe.choiceWords(RULES, null, ask, o);
            String kind = ask.prompt().replaceAll("[0-9]+", "N") + " | " + option + " | " + problem;
            first.putIfAbsent(kind, where + ": " + ask.seat() + " asked \"" + ask.prompt() + "\", option \""
                    + option + "\" (" + o + "): " + problem);
            count.merge(kind, 1, Integer::sum);
        }

        String report() {
            StringBuilder b = new StringBuilder();
            first.forEach((k, v) -> b.append(v).append(" [").append(count.get(k)).append(" times]\n"));
            return b.toString();
        }
    }
}
