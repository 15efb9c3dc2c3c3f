package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import meq.TestData;
import meq.bots.Bot;
import meq.bots.HeuristicBot;
import meq.bots.RandomBot;
import meq.bots.SearchBot;
import meq.data.DataLoader;
import meq.rules.engine.Engine;
import meq.rules.engine.Setup;
import meq.rules.engine.Views;
import meq.rules.playtest.Presets;
import meq.rules.words.Describe;
import meq.rules.words.GameLog;
import meq.rules.words.ViewText;
import meq.sim.Advice;
import meq.sim.Simulator;
import meq.state.GameState;
import meq.state.HeroState;
import meq.state.IntList;
import meq.state.Rng;
import meq.state.Seat;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * No seat sees what it may not: at every decision of seeded games and of every shipped preset, each seat's view,
 * in its serialised form, is the same for the state and for a twin that differs only in that seat's secrets
 * (see {@link SecretSwap}); and no serialised view names the generator or a deck's order.
 */
class SecretsTest {
    static Rules rules;
    static Engine engine;

    @BeforeAll
    static void load() throws Exception {
        rules = TestData.RULES;
        engine = new Engine(rules);
    }

    static final int GAMES = Integer.getInteger("meq.secrets.games", 24);

    @Test
    void seededGamesShowNoSecretToAnySeat() {
        seededGames(GAMES);
    }

    /** The figure: 1,000 games; only in the stress profile (mvn -B test -Pstress). */
    @Test
    @Tag("stress")
    void aThousandSeededGamesShowNoSecretToAnySeat() {
        seededGames(Integer.getInteger("meq.secrets.stressGames", 1000));
    }

    static void seededGames(int games) {
        Leaks leaks = new Leaks(ENGINE);
        for (int g = 0; g < games; g++) {
            long seed = Simulator.gameSeed(7, g);
            int players = 2 + g % 3;
            GameState s = Setup.newGame(rules, Simulator.heroesFor(rules, seed, players), seed);
            play(s, seed, g % 2 == 0, leaks);
        }
        leaks.print("seeded games: " + games);
        assertThat(leaks.found).as(leaks.first).isEmpty();
    }

    @Test
    void everyShippedPresetShowsNoSecretToAnySeat() throws Exception {
        Leaks leaks = new Leaks(ENGINE);
        List<Path> files = Presets.files(DataLoader.bundledRoot());
        assertThat(files).isNotEmpty();
        for (Path f : files) {
            GameState s = Presets.load(rules, Files.readAllBytes(f), f.getFileName().toString()).state();
            for (int round = 0; round < 3; round++) {
                play(s.copy(), 100 + round, round == 1, leaks);
            }
        }
        leaks.print("presets: " + files.size());
        assertThat(leaks.found).as(leaks.first).isEmpty();
    }

    /** What a seat is shown at a decision: the engine's view. */
    interface Viewer {
        Object shown(GameState s, Seat seat, Ask ask);
    }

    static final Viewer ENGINE = (s, seat, ask) -> Views.of(rules, s, seat, ask);

    @Test
    void theComparisonCatchesALeak() {
        Viewer careless = (s, seat, ask) -> List.of(Views.of(rules, s, seat, ask), s.sauronShadows.size() > 0
                ? s.sauronShadows.get(0) : -1);
        Leaks leaks = new Leaks(careless);
        long seed = Simulator.gameSeed(7, 0);
        play(Setup.newGame(rules, Simulator.heroesFor(rules, seed, 3), seed), seed, false, leaks);
        assertThat(leaks.kinds.keySet()).as("a view that names Sauron's first Shadow card to all")
                .anyMatch(k -> k.contains("hero sees"));
        assertThat(leaks.kinds.keySet()).noneMatch(k -> k.contains("sauron sees"));
    }

    /**
     * Anticipate (FS 98): the card committed first is face up. Played out both ways, at every decision of the fight
     * each seat's view is the same on a twin of its secrets (the face-up card kept, the rest of Sauron's hand and
     * the hero's other cards changed); no seat sees a committed card before it is committed, and once it is, the
     * other side and the table see it.
     */
    @Test
    void anticipatesCardIsShownToTheOtherSideOnceCommittedAndToNoOneBefore() {
        int sauronsAnticipate = RulebookCombatTest.combatCard("ravager", "anticipate");
        int hack = RulebookCombatTest.combatCard("ravager", "hack");
        int fallBack = RulebookCombatTest.combatCard("ravager", "fall-back");
        int concentrate = Scenario.card("eleanor:concentrate");
        String preset = """
                heroes:
                  - {id: eleanor, location: bree, hand: [eleanor:anticipate, eleanor:concentrate, eleanor:hide], others: life}
                  - {id: beravor}
                stack:
                """ + RulebookCombatTest.fightStep("eleanor", "barrow-wight");
        Leaks leaks = new Leaks(ENGINE);
        SecretSwap swap = new SecretSwap(rules, 33);

        // Sauron's Anticipate: the hero commits first, face up
        Scenario s = RulebookCombatTest.fight(preset, "barrow-wight", List.of(sauronsAnticipate, hack));
        s.choose("Spend 0 agility");
        s.choose("Hide");
        s.choose(new Action.ChooseCard(sauronsAnticipate));
        everySeat(s, leaks, swap, committed("heroSide", -1));
        s.choose("Concentrate");
        everySeat(s, leaks, swap, committed("heroSide", concentrate));

        // the hero's Anticipate: Sauron commits first, face up
        Scenario t = RulebookCombatTest.fight(preset, "barrow-wight", List.of(fallBack, hack));
        t.choose("Spend 0 agility");
        t.choose("Anticipate");
        t.choose(new Action.ChooseCard(fallBack));
        everySeat(t, leaks, swap, committed("sauronSide", -1));
        t.choose(new Action.ChooseCard(hack));
        everySeat(t, leaks, swap, committed("sauronSide", hack));
        assertThat(leaks.found).as(leaks.first).isEmpty();
    }

    /** Every seat's view at the question now asked: the same on a twin of its secrets, and saying this. */
    private static void everySeat(Scenario s, Leaks leaks, SecretSwap swap, String says) {
        Ask ask = s.ask();
        for (Seat seat : List.of(Seat.SAURON, Seat.hero("eleanor"), Seat.hero("beravor"))) {
            leaks.check(s.s, ask, seat, swap);
            assertThat(ViewText.of(ENGINE.shown(s.s, seat, ask))).as("the view of %s at \"%s\"", seat, ask.prompt())
                    .containsPattern(says);
        }
    }

    /** The pattern of a fight side's card committed first, as the view's text writes it. */
    private static String committed(String side, int card) {
        return "\"" + side + "\":\\{[^{}]*\"committed\":" + card + ",";
    }

    /**
     * Issue 18: the hint for a seat (the search's rating of its options, as `meq advise` and the window's hint show
     * it) depends only on that seat's view: on a twin that differs only in what the seat may not know, it is the
     * same, figure for figure, at decisions of seeded games for every kind of seat.
     */
    @Test
    void theHintForASeatIsTheSameOnATwinOfWhatItMayNotKnow() {
        int compared = 0;
        for (int g = 0; g < 4; g++) {
            long seed = Simulator.gameSeed(19, g);
            GameState s = Setup.newGame(rules, Simulator.heroesFor(rules, seed, 2 + g % 3), seed);
            SecretSwap swap = new SecretSwap(rules, seed);
            HeuristicBot bot = new HeuristicBot(rules, seed);
            int n = 0;
            for (Ask ask = engine.pending(s); ask != null; ask = engine.current(s), n++) {
                if (n % 37 == 5 && ask.options().size() > 1) {
                    GameState twin = swap.twin(s, ask.seat(), ask);
                    assertThat(engine.pending(twin)).isEqualTo(ask);
                    var hint = Advice.of(rules, ask, 6, new SearchBot(rules, 6, n, 1).rate(s));
                    var twinHint = Advice.of(rules, ask, 6, new SearchBot(rules, 6, n, 1).rate(twin));
                    assertThat(twinHint).as("game %d, decision %d of %s", g, n, ask.seat()).isEqualTo(hint);
                    compared++;
                }
                engine.apply(s, bot.choose(engine.view(s, ask.seat())));
            }
        }
        assertThat(compared).isGreaterThan(20);
    }

    /**
     * Issue 35: the quick bot's answer (its fight plans and card weighing among it) depends only on its seat's view:
     * on a twin that differs only in what the seat may not know, it answers the same, at the decisions of every
     * shipped Finale preset and of seeded games.
     */
    @Test
    void theQuickBotAnswersTheSameOnATwinOfWhatItMayNotKnow() throws Exception {
        List<GameState> starts = new ArrayList<>();
        for (Path f : Presets.files(DataLoader.bundledRoot())) {
            if (f.getFileName().toString().contains("finale")) {
                starts.add(Presets.load(rules, Files.readAllBytes(f), f.getFileName().toString()).state());
            }
        }
        for (int g = 0; g < 3; g++) {
            long seed = Simulator.gameSeed(23, g);
            starts.add(Setup.newGame(rules, Simulator.heroesFor(rules, seed, 2 + g), seed));
        }
        int compared = 0;
        int fights = 0;
        for (int i = 0; i < starts.size(); i++) {
            GameState s = starts.get(i);
            SecretSwap swap = new SecretSwap(rules, i);
            HeuristicBot bot = new HeuristicBot(rules, i);
            int n = 0;
            for (Ask ask = engine.pending(s); ask != null && n < 600; ask = engine.current(s), n++) {
                if (ask.options().size() > 1 && (n % 7 == 0 || ask.prompt().contains("agility")
                        || ask.prompt().startsWith("Choose a combat card"))) {
                    GameState twin = swap.twin(s, ask.seat(), ask);
                    Action here = new HeuristicBot(rules, n).choose(engine, s, ask);
                    assertThat(new HeuristicBot(rules, n).choose(engine, twin, engine.pending(twin)))
                            .as("start %d, decision %d of %s: %s", i, n, ask.seat(), ask.prompt()).isEqualTo(here);
                    compared++;
                    fights += ask.prompt().startsWith("Choose a combat card") ? 1 : 0;
                }
                engine.apply(s, bot.choose(engine, s, ask));
            }
        }
        assertThat(compared).isGreaterThan(100);
        assertThat(fights).isGreaterThan(30);
    }

    /**
     * Issue 34, the strict way ("ask me at every window"): at every decision of seeded games, on a twin that
     * differs only in what a hero may not know (Sauron's hand among it), the table asks the same seat and passes
     * for Sauron at the same windows: who is handed the table does not depend on his hand.
     */
    @Test
    void theStrictWayAsksTheSameSeatWhateverSauronHolds() {
        int[] differing = {0};
        Twin heroSecrets = (swap, s, hero, ask) -> swap.twin(s, hero, ask);
        assertThat(askingOnTwins(false, heroSecrets, differing)).as("Shadow windows compared").isGreaterThan(50);
        assertThat(differing[0]).isZero();
    }

    /**
     * Issue 34, the faster way ("ask me only when I hold a card I could play here"): on twins that differ only in
     * Sauron's Shadow cards, the seat asked differs only at a Shadow window (Sauron asked in one, passed for in the
     * other), and once he has passed there, asked or not, every hero's view of the two is the same: the heroes learn
     * whether he was asked, and nothing else. Twins that differ there are found, so the comparison sees what the
     * mode gives away.
     */
    @Test
    void theFasterWayTellsTheHeroesOnlyWhetherSauronWasAsked() {
        int[] differing = {0};
        Rng deal = new Rng(34);
        Twin shadowHand = (swap, s, hero, ask) -> otherShadowCards(s, deal);
        assertThat(askingOnTwins(true, shadowHand, differing)).as("Shadow windows compared").isGreaterThan(50);
        assertThat(differing[0]).as("windows where the twins' asking differs").isPositive();
    }

    /** A twin of a state for a hero's eyes. */
    interface Twin {
        GameState of(SecretSwap swap, GameState s, Seat hero, Ask ask);
    }

    /** The same state with Sauron holding other Shadow cards: each changes places with one of the Shadow deck. */
    static GameState otherShadowCards(GameState s, Rng deal) {
        GameState t = s.copy();
        IntList deck = t.decks.get("shadows").drawPile();
        int[] hand = t.sauronShadows.toArray();
        int[] pile = deck.toArray();
        for (int i = 0; i < hand.length && pile.length > 0; i++) {
            int j = deal.nextInt(pile.length);
            int mine = hand[i];
            hand[i] = pile[j];
            pile[j] = mine;
        }
        refill(t.sauronShadows, hand);
        refill(deck, pile);
        t.forget(Engine.PENDING);
        return t;
    }

    private static void refill(IntList list, int[] values) {
        list.clear();
        for (int v : values) {
            list.add(v);
        }
    }

    /**
     * Plays seeded games and compares, at each decision, whom the table asks (nobody when it passes for Sauron) on
     * the state and on each hero's twin of it; counts in differing where the two differ (and there, compares the
     * heroes' views once Sauron has passed); returns the Shadow windows seen.
     */
    private static int askingOnTwins(boolean fast, Twin twins, int[] differing) {
        GameLog.ShadowOrders orders = GameLog.ShadowOrders.everyTiming(rules, fast);
        int windows = 0;
        for (int g = 0; g < 8; g++) {
            long seed = Simulator.gameSeed(341, g);
            GameState s = Setup.newGame(rules, Simulator.heroesFor(rules, seed, 2 + g % 3), seed);
            SecretSwap swap = new SecretSwap(rules, seed * 7 + 3);
            HeuristicBot bot = new HeuristicBot(rules, seed);
            for (Ask ask = engine.pending(s); ask != null; ask = engine.current(s)) {
                boolean window = Describe.shadowTiming(s) != null;
                windows += window ? 1 : 0;
                for (HeroState h : s.heroes) {
                    Seat hero = Seat.hero(h.id);
                    GameState twin = twins.of(swap, s, hero, ask);
                    Ask twinAsk = engine.pending(twin);
                    Seat asked = orders.passes(ask, Describe.shadowTiming(s), s.turn) ? null : ask.seat();
                    Seat twinAsked = orders.passes(twinAsk, Describe.shadowTiming(twin), twin.turn) ? null
                            : twinAsk.seat();
                    if (java.util.Objects.equals(asked, twinAsked)) {
                        continue;
                    }
                    String where = "game " + g + ", turn " + s.turn + ", \"" + ask.prompt() + "\", twin for " + hero;
                    assertThat(fast).as("strict: the table asked %s and on the twin %s at %s", asked, twinAsked,
                            where).isTrue();
                    assertThat(window && Describe.shadowTiming(twin) != null).as("only at a Shadow window: %s", where)
                            .isTrue();
                    differing[0]++;
                    GameState passed = s.copy();
                    GameState twinPassed = twin.copy();
                    engine.apply(passed, Action.PASS);
                    engine.apply(twinPassed, Action.PASS);
                    for (HeroState other : s.heroes) {
                        Seat seat = Seat.hero(other.id);
                        assertThat(ViewText.of(Views.of(rules, twinPassed, seat, engine.current(twinPassed))))
                                .as("%s's view once Sauron has passed, asked or not: %s", seat, where)
                                .isEqualTo(ViewText.of(Views.of(rules, passed, seat, engine.current(passed))));
                    }
                }
                engine.apply(s, bot.choose(engine.view(s, ask.seat())));
            }
        }
        return windows;
    }

    @Test
    void theTableLogNeverNamesAKeptSkillOrACorruptionCard() {
        List<GameEvent> secretive = new ArrayList<>();
        for (int g = 0; g < 12; g++) {
            long seed = Simulator.gameSeed(11, g);
            GameState s = Setup.newGame(rules, Simulator.heroesFor(rules, seed, 4), seed);
            RandomBot bot = new RandomBot(seed);
            for (Ask ask = engine.pending(s); ask != null; ask = engine.current(s)) {
                for (GameEvent e : engine.apply(s, bot.choose(ask))) {
                    if (e instanceof GameEvent.Trained || e instanceof GameEvent.CorruptionTaken) {
                        secretive.add(e);
                    }
                }
            }
        }
        assertThat(secretive).hasSizeGreaterThan(10);
        for (GameEvent e : secretive) {
            String card = e instanceof GameEvent.Trained t ? t.skill() : ((GameEvent.CorruptionTaken) e).card();
            String line = Describe.forTable(rules, e).orElse("");
            assertThat(line).as("%s", e).isNotBlank().doesNotContain(card).doesNotContain(Naming.name(card));
        }
    }

    /** Plays a game out with bots, checking every seat at every decision. */
    static void play(GameState s, long seed, boolean heuristic, Leaks leaks) {
        SecretSwap swap = new SecretSwap(rules, seed * 31 + 1);
        RandomBot randomSauron = new RandomBot(seed);
        RandomBot randomHeroes = new RandomBot(seed + 1);
        Bot sauron = heuristic ? new HeuristicBot(rules, seed) : v -> randomSauron.choose(v.question().ask());
        Bot heroes = heuristic ? new HeuristicBot(rules, seed + 1) : v -> randomHeroes.choose(v.question().ask());
        List<Seat> seats = new ArrayList<>();
        seats.add(Seat.SAURON);
        for (HeroState h : s.heroes) {
            seats.add(Seat.hero(h.id));
        }
        Ask ask = engine.pending(s);
        int guard = 0;
        while (ask != null && guard++ < 20_000) {
            leaks.decisions++;
            for (Seat seat : seats) {
                leaks.check(s, ask, seat, swap);
            }
            View v = engine.view(s, ask.seat());
            engine.apply(s, (ask.seat().sauron() ? sauron : heroes).choose(v));
            ask = engine.current(s);
        }
        leaks.games++;
    }

    static final class Leaks {
        int games;
        int decisions;
        int views;
        final List<String> found = new ArrayList<>();
        String first = "";
        final Viewer viewer;

        Leaks(Viewer viewer) {
            this.viewer = viewer;
        }

        void check(GameState s, Ask ask, Seat seat, SecretSwap swap) {
            views++;
            String seen = ViewText.of(viewer.shown(s, seat, ask));
            for (String word : List.of("rng", "seed", "drawPile", "sauronMission")) {
                if (seen.contains("\"" + word)) {
                    note("field " + word, "the view of " + seat + " has a field " + word);
                }
            }
            GameState twin = swap.twin(s, seat, ask);
            Ask twinAsk = engine.pending(twin);
            String twinSeen = ViewText.of(viewer.shown(twin, seat, twinAsk));
            if (!seen.equals(twinSeen)) {
                note(ask.seat().sauron() + " asks \"" + ask.prompt() + "\" " + (seat.sauron() ? "sauron" : "hero")
                        + " sees " + field(seen, twinSeen), "turn " + s.turn + ", " + ask.seat() + " deciding \""
                        + ask.prompt() + "\": the view of " + seat + " changes with its secrets\n" + diff(seen, twinSeen));
            }
        }

        final Map<String, Integer> kinds = new TreeMap<>();
        final Map<String, String> examples = new TreeMap<>();

        private void note(String kind, String what) {
            if (found.isEmpty()) {
                first = what;
            }
            found.add(kind);
            kinds.merge(kind, 1, Integer::sum);
            examples.putIfAbsent(kind, what);
        }

        void print(String what) {
            System.out.printf("secrets: %s, %d games, %d decisions, %d views compared, %d leaks%n", what, games,
                    decisions, views, found.size());
            kinds.forEach((k, n) -> System.out.printf("  %5d  %s%n        %s%n", n, k,
                    examples.get(k).replace("\n", "\n        ")));
        }
    }

    /** The name of the field where two serialised views first differ. */
    static String field(String a, String b) {
        int i = 0;
        while (i < a.length() && i < b.length() && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        int colon = a.lastIndexOf("\":", i);
        int open = colon < 0 ? -1 : a.lastIndexOf('"', colon - 1);
        return open < 0 ? "?" : a.substring(open + 1, colon);
    }

    static String diff(String a, String b) {
        int i = 0;
        while (i < a.length() && i < b.length() && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        int from = Math.max(0, i - 160);
        return "  state: ..." + a.substring(from, Math.min(a.length(), i + 120)) + "\n  twin:  ..."
                + b.substring(from, Math.min(b.length(), i + 120));
    }
}
