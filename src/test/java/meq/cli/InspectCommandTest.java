package meq.cli;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import meq.TestData;
import meq.bots.RandomBot;
import meq.data.YamlSource;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.GameEvent;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.engine.Engine;
import meq.rules.playtest.Presets;
import meq.rules.words.Describe;
import meq.state.GameState;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * `meq inspect FILE [--choose N]... [--out NEXT.yaml] [--seat NAME | --all]`: the pending question and its options
 * in words, a walk from a preset step by step, the moment reached kept as a preset, and each seat's secrets kept.
 */
class InspectCommandTest {
    static final String CRISIS = "stage-three-crisis";
    static Rules rules;

    @TempDir
    Path tmp;

    @BeforeAll
    static void load() throws Exception {
        rules = TestData.RULES;
    }

    static GameState preset(String nameOrPath) throws Exception {
        Path p = Presets.find(nameOrPath);
        return Presets.load(rules, YamlSource.readBytes(p, p.toString()), p.toString()).state();
    }

    /**
     * The lines `inspect` ends with for this question, made here from the engine's Ask and the words the window gives
     * each option (a move's price read).
     */
    static String questionLines(GameState s, Ask ask) {
        View v = new Engine(rules).view(s, ask.seat());
        StringBuilder b = new StringBuilder();
        String who = ask.seat().sauron() ? "Sauron" : rules.data().hero(ask.seat().id()).name();
        b.append("pending: ").append(who).append(" — ").append(ask.prompt()).append('\n').append("options:\n");
        for (int i = 0; i < ask.options().size(); i++) {
            b.append("  ").append(i + 1).append(". ").append(Describe.choice(rules, v, ask, ask.options().get(i))).append('\n');
        }
        return b.toString();
    }

    static void assertNoRecordNames(String out) {
        // words for players, never a Java record's toString such as PlaceInfluence[location=14]
        assertThat(out).doesNotContainPattern("[A-Z][A-Za-z]+\\[[a-z]+=");
    }

    @Test
    void aPresetsPendingQuestionAndOptionsArePrintedInWordsInTheEnginesOrder() throws Exception {
        GameState s = preset(CRISIS);
        Ask ask = new Engine(rules).pending(s);
        assertThat(ask.options()).hasSizeGreaterThan(3);

        var r = ValidateCommandTest.run("inspect", CRISIS);

        assertThat(r.code()).as(r.err()).isZero();
        // what inspect printed before is still printed, first
        assertThat(r.out()).startsWith("stage: 3\n").contains("violations: []\n");
        assertThat(r.out()).endsWith(questionLines(s, ask));
        assertThat(r.out()).contains("pending: Eleanor — Travel\noptions:\n  1. Move to ");
        assertThat(r.out()).as("a move paid with several cards says how many").contains(" paying 2 cards\n")
                .doesNotContain("several");
        assertNoRecordNames(r.out());
    }

    @Test
    void chooseWalksStepByStepAsTheEngineDoesAfterTheSameActions() throws Exception {
        // three answers picked by a rule (the last option, then the first, then the last), applied here and by inspect
        Engine engine = new Engine(rules);
        GameState s = preset(CRISIS);
        List<String> events = new ArrayList<>();
        engine.run(s).forEach(e -> Describe.forTable(rules, e).ifPresent(events::add));
        List<Integer> chosen = new ArrayList<>();
        for (int step = 0; step < 3; step++) {
            Ask ask = engine.current(s);
            int n = step == 1 ? 1 : ask.options().size();
            chosen.add(n);
            for (GameEvent e : engine.apply(s, ask.options().get(n - 1))) {
                Describe.forTable(rules, e).ifPresent(events::add);
            }
        }
        Ask next = engine.pending(s);
        String list = chosen.stream().map(String::valueOf).collect(Collectors.joining(","));

        var r = ValidateCommandTest.run("inspect", CRISIS, "--choose", list);

        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).endsWith(questionLines(s, next));
        assertThat(r.out()).contains("choice 1: Eleanor — Travel: " + chosen.get(0) + ". ", "choice 3: ");
        for (String e : events) {
            assertThat(r.out()).contains("  - " + e + "\n");
        }
        assertNoRecordNames(r.out());
        // repeated options are the same walk as a list
        var repeated = ValidateCommandTest.run("inspect", CRISIS, "--choose", String.valueOf(chosen.get(0)),
                "--choose", chosen.get(1) + "," + chosen.get(2));
        assertThat(repeated.out()).isEqualTo(r.out());
    }

    @Test
    void outWritesTheMomentReachedAsAPresetThatAsksTheSameQuestion() throws Exception {
        Path next = tmp.resolve("next.yaml");
        var r = ValidateCommandTest.run("inspect", CRISIS, "--choose", "19,1,1", "--out", next.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).endsWith("written: " + next + "\n");

        Engine engine = new Engine(rules);
        GameState walked = preset(CRISIS);
        engine.run(walked);
        for (int n : List.of(19, 1, 1)) {
            engine.apply(walked, engine.current(walked).options().get(n - 1));
        }
        Ask expected = engine.current(walked);
        GameState back = Presets.loadChecked(rules, Files.readAllBytes(next), next.toString()).state();
        assertThat(engine.pending(back)).isEqualTo(expected);
        assertThat(Files.readString(next)).startsWith("title: Stage III crisis, Eleanor's move, after choices 19,1,1\n");

        // read again by inspect (the same question) and by odds
        var again = ValidateCommandTest.run("inspect", next.toString());
        assertThat(again.code()).as(again.err()).isZero();
        assertThat(again.out()).endsWith(questionLines(walked, expected));
        assertThat(r.out()).contains(questionLines(walked, expected));
        assertThat(ValidateCommandTest.run("odds", next.toString(), "--samples", "2").code()).isZero();
    }

    @Test
    void anOptionOutOfRangeIsBadUsageAndWritesNothing() throws Exception {
        Path input = tmp.resolve("crisis.yaml");
        Files.copy(Presets.find(CRISIS), input);
        Path next = tmp.resolve("next.yaml");
        String before = MalformedInputTest.hash(tmp);
        int options = new Engine(rules).pending(preset(CRISIS)).options().size();

        for (String n : List.of(String.valueOf(options + 1), "0", "19," + 99)) {
            var r = ValidateCommandTest.run("inspect", input.toString(), "--choose", n, "--out", next.toString());
            assertThat(r.code()).as("--choose %s", n).isEqualTo(MeqCommand.BAD_USAGE);
            assertThat(r.err()).contains("out of range, the question has ", "nothing written");
            MalformedInputTest.assertNoStackTrace(new MalformedInputTest.Run(r.code(), r.out(), r.err()));
        }
        var r = ValidateCommandTest.run("inspect", input.toString(), "--choose", String.valueOf(options + 1));
        assertThat(r.err()).containsIgnoringNewLines("--choose " + (options + 1) + " (choice 1): out of range, "
                + "the question has " + options + " options (1 to " + options + ")");
        assertThat(ValidateCommandTest.run("inspect", input.toString(), "--choose", "two").code())
                .isEqualTo(MeqCommand.BAD_USAGE);
        assertThat(MalformedInputTest.hash(tmp)).as("no file written or changed").isEqualTo(before);
        assertThat(next).doesNotExist();
    }

    @Test
    void theDefaultOutputShowsOnlyWhatTheDecidingHeroMaySeeAndAllShowsEverything() throws Exception {
        GameState s = preset(CRISIS);
        List<String> sauronCards = new ArrayList<>();
        for (int c : s.sauronShadows.toArray()) {
            sauronCards.add(Naming.card(rules, c));
        }
        for (int c : s.sauronPlots.toArray()) {
            sauronCards.add(Naming.card(rules, c));
        }
        assertThat(sauronCards).isNotEmpty();
        String sauronMission = "mission: " + Naming.card(rules, s.sauronMission);
        List<String> faces = List.of("Pelargir: blue, Orc", "Near Harad: blue, Southron", "Dead Marshes: brown, Cave Troll");

        var hero = ValidateCommandTest.run("inspect", CRISIS);
        var all = ValidateCommandTest.run("inspect", CRISIS, "--all");
        var sauron = ValidateCommandTest.run("inspect", CRISIS, "--seat", "sauron");

        assertThat(hero.out()).contains("seen by: Eleanor\n", "Pelargir: blue, face down",
                "Dead Marshes: brown, face down", "sauron: " + s.sauronShadows.size() + " Shadow and "
                        + s.sauronPlots.size() + " Plot cards");
        for (String secret : concat(faces, sauronCards, List.of(sauronMission, "decks (top card"))) {
            assertThat(hero.out()).as("Eleanor's view").doesNotContain(secret);
            assertThat(all.out()).as("--all").contains(secret);
        }
        assertThat(sauron.out()).contains(faces.get(0), sauronCards.get(0), sauronMission);
        // Sauron does not read Eleanor's hand (and her options, which name its cards, are hers)
        String eleanorsCard = Naming.card(rules, s.hero("eleanor").hand.get(0));
        assertThat(hero.out()).contains("hand: " + eleanorsCard);
        assertThat(all.out()).contains("hand: " + eleanorsCard);
        assertThat(sauron.out()).doesNotContain(eleanorsCard).contains("pending: Eleanor decides\n")
                .doesNotContain("options:\n  1.");
    }

    @Test
    void aSeatThatDoesNotDecideIsToldWhoDoesAndDoesNotReadTheWalksSecrets() throws Exception {
        var thalin = ValidateCommandTest.run("inspect", CRISIS, "--seat", "Thálin", "--choose", "19");
        assertThat(thalin.code()).as(thalin.err()).isZero();
        // her choice as the table sees it (she stays), never which of her options it was
        assertThat(thalin.out()).contains("seen by: Thálin\n", "choice 1: Eleanor: Explore here without moving\n",
                "pending: Eleanor decides\n").doesNotContain("chose option", "\n  1. ");
        String eleanorsCard = Naming.card(rules, preset(CRISIS).hero("eleanor").hand.get(0));
        assertThat(thalin.out()).doesNotContain(eleanorsCard);

        var nobody = ValidateCommandTest.run("inspect", CRISIS, "--seat", "gandalf");
        assertThat(nobody.code()).isEqualTo(MeqCommand.BAD_USAGE);
        assertThat(nobody.err()).contains("--seat gandalf: no such seat in this game (sauron, eleanor, thalin)");
        assertThat(ValidateCommandTest.run("inspect", CRISIS, "--seat", "sauron", "--all").code())
                .isEqualTo(MeqCommand.BAD_USAGE);
    }

    @Test
    void aWalkToTheEndSaysTheGameIsOverAndAChoiceAfterItIsBadUsage() throws Exception {
        Engine engine = new Engine(rules);
        GameState s = preset("hero-about-to-be-defeated");
        RandomBot bot = new RandomBot(7);
        List<Integer> chosen = new ArrayList<>();
        for (Ask a = engine.pending(s); a != null; a = engine.pending(s)) {
            Action act = bot.choose(a);
            chosen.add(a.options().indexOf(act) + 1);
            engine.apply(s, act);
        }
        String list = chosen.stream().map(String::valueOf).collect(Collectors.joining(","));

        var r = ValidateCommandTest.run("inspect", "hero-about-to-be-defeated", "--choose", list);

        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("seen by: the table\n").endsWith("pending: none (the game is over: "
                + s.winner.name().toLowerCase() + " win, " + s.winReason + ")\n");
        var after = ValidateCommandTest.run("inspect", "hero-about-to-be-defeated", "--choose", list + ",1");
        assertThat(after.code()).isEqualTo(MeqCommand.BAD_USAGE);
        assertThat(after.err()).contains("the game is over, nothing to choose");
    }

    @Test
    void outNeverWritesOverTheInputUnderAnotherName() throws Exception {
        Path input = tmp.resolve("crisis.yaml");
        Files.copy(Presets.find(CRISIS), input);
        Path link = Files.createSymbolicLink(tmp.resolve("link.yaml"), input.getFileName());
        String text = Files.readString(input);

        var other = ValidateCommandTest.run("inspect", input.toString(), "--choose", "19", "--out", link.toString());
        assertThat(other.code()).isEqualTo(MeqCommand.BAD_USAGE);
        assertThat(other.err()).contains("under another name", "nothing written");
        assertThat(Files.readString(input)).isEqualTo(text);

        // the very same path, given on purpose: the input becomes the moment reached
        var same = ValidateCommandTest.run("inspect", input.toString(), "--choose", "19", "--out", input.toString());
        assertThat(same.code()).as(same.err()).isZero();
        assertThat(Files.readString(input)).startsWith("title: Stage III crisis, Eleanor's move, after choices 19\n");
    }

    @Test
    void aMomentInsideACombatOrACardsEffectIsNotKeptAndNothingIsWritten() throws Exception {
        // found by playing on from the preset with a random bot until the moment cannot be exported
        Engine engine = new Engine(rules);
        List<Integer> chosen = null;
        for (int seed = 1; seed < 40 && chosen == null; seed++) {
            GameState s = preset(CRISIS);
            RandomBot bot = new RandomBot(seed);
            List<Integer> walk = new ArrayList<>();
            for (Ask a = engine.pending(s); a != null && walk.size() < 400; a = engine.pending(s)) {
                try {
                    Presets.export(rules, s, "t", "", null);
                } catch (UnsupportedOperationException | IllegalStateException e) {
                    chosen = walk;
                    break;
                }
                Action act = bot.choose(a);
                walk.add(a.options().indexOf(act) + 1);
                engine.apply(s, act);
            }
        }
        assertThat(chosen).as("a walk into a card's effect or a combat").isNotNull().isNotEmpty();
        Path next = tmp.resolve("next.yaml");
        String list = chosen.stream().map(String::valueOf).collect(Collectors.joining(","));

        var r = ValidateCommandTest.run("inspect", CRISIS, "--choose", list, "--out", next.toString());

        assertThat(r.code()).isEqualTo(MeqCommand.BAD_USAGE);
        assertThat(r.out()).contains("pending: ");
        assertThat(r.err()).contains("this moment cannot be kept as a preset", "nothing written");
        assertThat(next).doesNotExist();
        assertThat(tmp).isEmptyDirectory();
    }

    @Test
    void helpNamesEveryOption() {
        var r = ValidateCommandTest.run("inspect", "--help");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("--choose=N", "--out=NEXT.yaml", "--seat=NAME", "--all", "pending:", "options:",
                "built-in preset");
    }

    @SafeVarargs
    private static List<String> concat(List<String>... lists) {
        List<String> out = new ArrayList<>();
        for (List<String> l : lists) {
            out.addAll(l);
        }
        return out;
    }

    @Test
    void minionsOffTheBoardAreListedWithWhatTheirStatusMeans() throws Exception {
        // a preset author wrote `ringwraiths: {status: defeated}` and could not tell they would never come back
        Path p = tmp.resolve("minions.yaml");
        Files.writeString(p, """
                title: minions off the board
                seed: 3
                heroes: [{id: beravor, location: bree}]
                minions:
                  ringwraiths: {status: defeated}
                  witch-king: {status: waiting}
                  gothmog: {status: active, at: dagorlad}
                """);

        var r = ValidateCommandTest.run("inspect", p.toString());

        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("Gothmog of Gorgoroth at Dagorlad\n")
                .contains("  The Ringwraiths: out of the game (beaten, or held back when they could enter); they still"
                        + " come as the heroes' foe at the Finale\n")
                .contains("  The Witch-king: waits to enter when a story marker first reaches stage III\n");
    }
}
