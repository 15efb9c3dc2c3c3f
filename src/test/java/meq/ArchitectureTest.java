package meq;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The rooms' arrows run one way (docs/ARCHITECTURE.md): every reference from one package of src/main/java to
 * another, imported or written out in full, is allowed here, and nothing below the window touches AWT or Swing.
 */
class ArchitectureTest {
    static final Path MAIN = Path.of("src/main/java/meq");
    static final Map<String, Set<String>> MAY_USE = Map.ofEntries(
            Map.entry("data", Set.of()),
            Map.entry("board", Set.of("data")),
            Map.entry("state", Set.of("board", "data")),
            Map.entry("combat", Set.of("state", "data")),
            Map.entry("rules", Set.of("combat", "state", "board", "data")),
            Map.entry("bots", Set.of("rules", "combat", "state", "board", "data")),
            Map.entry("sim", Set.of("bots", "rules", "combat", "state", "board", "data")),
            Map.entry("session", Set.of("rules", "state", "board", "data")),
            Map.entry("lab", Set.of("sim", "bots", "rules", "combat", "state", "board", "data")),
            Map.entry("cli", Set.of("ui", "lab", "session", "sim", "bots", "rules", "combat", "state", "board", "data")),
            Map.entry("ui", Set.of("session", "sim", "bots", "rules", "combat", "state", "board", "data")));
    /** The rooms inside the engine (meq.rules itself is the contract, open to all of them). */
    static final Map<String, Set<String>> RULES_MAY_USE = Map.of(
            "table", Set.of(),
            "play", Set.of("table"),
            "checks", Set.of("play", "table"),
            "engine", Set.of("checks", "play", "table"),
            "playtest", Set.of("engine", "checks", "play", "table"),
            "words", Set.of("playtest", "engine", "checks", "play", "table"));
    static final Path RULES = MAIN.resolve("rules");
    static final Pattern RULES_REFERENCE = Pattern.compile("\\bmeq\\.rules\\.([a-z]+)\\.");
    static final Set<String> WINDOWED = Set.of("ui", "cli", "lab"); // the lab draws its curves off screen
    static final Pattern REFERENCE = Pattern.compile("\\bmeq\\.([a-z]+)\\.");
    static final Pattern TOOLKIT = Pattern.compile("\\b(java\\.awt|javax\\.swing)\\b");
    /**
     * What the window may not reach: the state (or its hero, hand and all), the engine's steps and table rules, or a
     * state through an accessor (a session's, a preset's). It reads a game through meq.session.Seen and views.
     */
    static final Pattern STATE = Pattern.compile(
            "\\bmeq\\.state\\.(GameState|HeroState)\\b|\\bmeq\\.rules\\.(play|table)\\.|\\.state\\(\\)");
    /** The window's classes that hold a whole state, each for its reason; every other one sees views. */
    static final Map<String, String> SEES_THE_STATE = Map.of(
            "PresetEditorFrame.java", "the preset editor: it edits a moment itself, every secret laid open",
            "HeroSheetEditor.java", "the preset editor's hero sheets, edited in the state",
            "OddsDialog.java", "plays a moment to the end many times, headless (the odds)",
            "SimulationDialog.java", "plays a moment to the end many times, headless (the simulation)",
            "StrongPace.java", "times the search bots on the moment the odds play from",
            "StrongTimeLabel.java", "measures the strong odds' time on the moment they play from",
            "BotSeats.java", "a search bot searches a copy of the game (the Sampler deals its secrets again)",
            "Hint.java", "the hint searches a copy of the game as a search bot does, for the seat asked");

    @Test
    void everyArrowRunsOneWayAndNothingBelowTheWindowDrawsIt() throws Exception {
        List<String> wrong = new ArrayList<>();
        int files = 0;
        try (Stream<Path> all = Files.walk(MAIN)) {
            for (Path f : all.filter(p -> p.toString().endsWith(".java")).toList()) {
                Path rel = MAIN.relativize(f);
                if (rel.getNameCount() < 2) {
                    continue; // meq.Main starts the window or the command line
                }
                files++;
                String room = rel.getName(0).toString();
                assertThat(MAY_USE).as("a room of its own: " + room).containsKey(room);
                String code = code(Files.readString(f, StandardCharsets.UTF_8));
                Matcher m = REFERENCE.matcher(code);
                while (m.find()) {
                    String to = m.group(1);
                    if (!to.equals(room) && !MAY_USE.get(room).contains(to)) {
                        wrong.add(rel + " uses meq." + to);
                    }
                }
                if (!WINDOWED.contains(room) && TOOLKIT.matcher(code).find()) {
                    wrong.add(rel + " touches AWT or Swing");
                }
            }
        }
        assertThat(files).isGreaterThan(100);
        assertThat(wrong).as("arrows the other way").isEmpty();
    }

    @Test
    void insideTheEngineTheArrowsRunFromTheWordsDownToTheContract() throws Exception {
        List<String> wrong = new ArrayList<>();
        int files = 0;
        try (Stream<Path> all = Files.walk(RULES)) {
            for (Path f : all.filter(p -> p.toString().endsWith(".java")).toList()) {
                Path rel = RULES.relativize(f);
                String room = rel.getNameCount() < 2 ? "" : rel.getName(0).toString();
                files++;
                if (room.isEmpty()) {
                    room = "the contract";
                } else {
                    assertThat(RULES_MAY_USE).as("a room of the engine: " + room).containsKey(room);
                }
                Set<String> may = RULES_MAY_USE.getOrDefault(room, Set.of());
                Matcher m = RULES_REFERENCE.matcher(code(Files.readString(f, StandardCharsets.UTF_8)));
                while (m.find()) {
                    if (!m.group(1).equals(room) && !may.contains(m.group(1))) {
                        wrong.add("rules/" + rel + " uses meq.rules." + m.group(1));
                    }
                }
            }
        }
        assertThat(files).isGreaterThan(40);
        assertThat(wrong).as("arrows the other way inside the engine").isEmpty();
    }

    @Test
    void theWindowSeesViewsNotTheState() throws Exception {
        List<String> wrong = new ArrayList<>();
        List<String> named = new ArrayList<>();
        try (Stream<Path> all = Files.walk(MAIN.resolve("ui"))) {
            for (Path f : all.filter(p -> p.toString().endsWith(".java")).toList()) {
                String name = f.getFileName().toString();
                boolean reaches = STATE.matcher(code(Files.readString(f, StandardCharsets.UTF_8))).find();
                if (SEES_THE_STATE.containsKey(name)) {
                    named.add(name);
                    assertThat(reaches).as(name + " is named as holding the state: it does no longer").isTrue();
                } else if (reaches) {
                    wrong.add(name);
                }
            }
        }
        assertThat(named).containsExactlyInAnyOrderElementsOf(SEES_THE_STATE.keySet());
        assertThat(wrong).as("window classes reaching the state, rules.play or rules.table").isEmpty();
    }

    @Test
    void theScanSeesTheWindowReachTheState() {
        assertThat(STATE.matcher(code("import meq.state.GameState;")).find()).isTrue();
        assertThat(STATE.matcher(code("int t = session.state().turn;")).find()).isTrue();
        assertThat(STATE.matcher(code("String n = meq.rules.table.Heroes.name(r, h);")).find()).isTrue();
        assertThat(STATE.matcher(code("import meq.rules.words.Describe; import meq.state.Seat;")).find()).isFalse();
        assertThat(STATE.matcher(code("// not session.state()\nString s = \"meq.rules.play.\";")).find()).isFalse();
    }

    @Test
    void theScanSeesAnArrowTheOtherWay() {
        Matcher up = RULES_REFERENCE.matcher(code("import meq.rules.words.Describe;"));
        assertThat(up.find() && !RULES_MAY_USE.get("play").contains(up.group(1))).isTrue();
        // the check itself: a reference in code is seen, one in a comment or a string is not
        assertThat(REFERENCE.matcher(code("var x = meq.ui.TableFrame.class;")).find()).isTrue();
        assertThat(REFERENCE.matcher(code("// see meq.ui.TableFrame\nString s = \"meq.rules.\";")).find()).isFalse();
    }

    /** The source without its comments and string literals. */
    static String code(String source) {
        return source.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("(?m)//.*$", " ")
                .replaceAll("\"\"\"(?s).*?\"\"\"", "\"\"").replaceAll("\"(\\\\.|[^\"\\\\])*\"", "\"\"");
    }
}
