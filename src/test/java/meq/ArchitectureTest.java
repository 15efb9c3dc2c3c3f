package meq;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
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
            Map.entry("ui", Set.of("lab", "session", "sim", "bots", "rules", "combat", "state", "board", "data")));
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

    /**
     * The lab's cluster is loaded apart (from its own jar inside meq.jar, by a class loader of its own: ClusterJar), so
     * nothing else names its classes: the commands reach it through meq.lab.Spread.
     */
    @Test
    void nothingButTheClusterNamesTheClustersClasses() throws Exception {
        List<String> wrong = new ArrayList<>();
        try (Stream<Path> all = Files.walk(MAIN)) {
            for (Path f : all.filter(p -> p.toString().endsWith(".java")
                    && !p.startsWith(MAIN.resolve("lab/cluster"))).toList()) {
                String text = code(Files.readString(f));
                if (text.contains("meq.lab.cluster.")) { // a name in a string (ClusterJar's) is not a link
                    wrong.add(MAIN.relativize(f).toString());
                }
            }
        }
        assertThat(wrong).as("files naming meq.lab.cluster's classes").isEmpty();
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

    /** The longest a method or constructor of the window may be, from its signature's line to its closing brace's. */
    static final int LONGEST_METHOD = 80;

    @Test
    void noMethodOfTheWindowIsOverEightyLines() throws Exception {
        List<String> wrong = new ArrayList<>();
        int methods = 0;
        try (Stream<Path> all = Files.walk(MAIN.resolve("ui"))) {
            for (Path f : all.filter(p -> p.toString().endsWith(".java")).toList()) {
                String source = Files.readString(f, StandardCharsets.UTF_8);
                methods += methods(source).size();
                wrong.addAll(tooLong(f.getFileName().toString(), source));
            }
        }
        assertThat(methods).isGreaterThan(500);
        assertThat(wrong).as("methods of the window over " + LONGEST_METHOD + " lines").isEmpty();
    }

    /** The methods of a source over the longest, as "File.java:LINE name (N lines)". */
    static List<String> tooLong(String file, String source) {
        return methods(source).stream().filter(m -> m.lines() > LONGEST_METHOD)
                .map(m -> file + ":" + m.line() + " " + m.name() + " (" + m.lines() + " lines)").toList();
    }

    @Test
    void theScanMeasuresEachMethodFromItsSignatureToItsBrace() {
        String source = """
                package x;

                /** A class { with a brace in its comment. */
                final class Table {
                    private final Runnable r = () -> { };
                    private final int[] some = {1, 2};

                    @SuppressWarnings("unchecked")
                    Table(int a,
                          int b) {
                        String s = "}";
                        char c = '{';
                    }

                    void play() {
                        Runnable later = () -> {
                            System.out.println("later");
                        };
                        new Thread() {
                            @Override
                            public void run() {
                            }
                        }.start();
                    }

                    record Spot(int x) {
                        Spot {
                        }
                    }
                }
                """;
        assertThat(methods(source)).containsExactly(new Method("Table", 9, 5), new Method("play", 15, 10),
                new Method("run", 21, 2), new Method("Spot", 27, 2));
        String longOne = "class Long {\n    void play() {\n" + "        int i = 0;\n".repeat(LONGEST_METHOD - 2)
                + "    }\n}\n";
        assertThat(methods(longOne)).containsExactly(new Method("play", 2, LONGEST_METHOD));
        assertThat(tooLong("Long.java", longOne)).isEmpty();
        assertThat(tooLong("Long.java", longOne.replaceFirst("int i", "int i = 0;\n        int j")))
                .containsExactly("Long.java:2 play (" + (LONGEST_METHOD + 1) + " lines)");
    }

    /** A method or constructor: its name, the line of its signature (from 1) and its length in lines to its brace. */
    record Method(String name, int line, int lines) {
    }

    /** A header that opens a class's body: a class, interface, enum or record, or an anonymous class. */
    static final Pattern CLASS_LIKE = Pattern.compile(
            "\\b(class|interface|enum|record)\\s+[A-Za-z_$]|\\bnew\\s+[\\w.<>, ]+\\(.*\\)\\s*$", Pattern.DOTALL);
    static final Pattern ANNOTATION = Pattern.compile("@[\\w.]+(\\s*\\([^)]*\\))?");
    static final Pattern NAMED = Pattern.compile("([A-Za-z_$][\\w$]*)\\s*(\\(|$)");

    /**
     * The methods and constructors of a source file, those of its nested and anonymous classes too: each brace that
     * opens in a class's body after a header that is not a class, a field's value or an initializer. Lambdas and
     * classes inside a method count toward its lines.
     */
    static List<Method> methods(String source) {
        String code = codeKeepingLines(source);
        List<Method> out = new ArrayList<>();
        List<String> kinds = new ArrayList<>(); // of each brace open: "class", "method" or "block"
        List<int[]> starts = new ArrayList<>(); // of each brace open: a method's line, else -1
        List<String> names = new ArrayList<>();
        int boundary = 0;
        for (int i = 0; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == '{') {
                String header = ANNOTATION.matcher(code.substring(boundary, i))
                        .replaceAll(a -> " ".repeat(a.group().length()));
                boolean inClass = !kinds.isEmpty() && kinds.get(kinds.size() - 1).equals("class");
                String head = header.strip();
                Matcher named = NAMED.matcher(head);
                int line = -1;
                String name = "";
                if (CLASS_LIKE.matcher(head).find() || kinds.isEmpty()) {
                    kinds.add("class");
                } else if (inClass && !head.isEmpty() && !head.equals("static") && !head.contains("=")
                        && named.find()) {
                    kinds.add("method");
                    name = named.group(1);
                    int at = boundary + header.indexOf(head) + named.start(1);
                    line = lineOf(code, at);
                } else {
                    kinds.add("block");
                }
                starts.add(new int[] {line});
                names.add(name);
                boundary = i + 1;
            } else if (c == '}') {
                int last = kinds.size() - 1;
                if (kinds.get(last).equals("method")) {
                    int line = starts.get(last)[0];
                    out.add(new Method(names.get(last), line, lineOf(code, i) - line + 1));
                }
                kinds.remove(last);
                starts.remove(last);
                names.remove(last);
                boundary = i + 1;
            } else if (c == ';') {
                boundary = i + 1;
            }
        }
        out.sort(Comparator.comparingInt(Method::line));
        return out;
    }

    private static int lineOf(String code, int at) {
        int line = 1;
        for (int i = 0; i < at; i++) {
            if (code.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }

    static final Pattern NOT_CODE = Pattern.compile(
            "(?s:/\\*.*?\\*/)|//[^\n]*|(?s:\"\"\".*?\"\"\")|\"(\\\\.|[^\"\\\\\n])*\""
            + "|'(\\\\u[0-9a-fA-F]{4}|\\\\.|[^'\\\\])'");

    /** The source with its comments, strings and characters blanked, each line where it was. */
    static String codeKeepingLines(String source) {
        return NOT_CODE.matcher(source).replaceAll(m -> m.group().replaceAll("[^\n]", " "));
    }

    /** The source without its comments and string literals. */
    static String code(String source) {
        return source.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("(?m)//.*$", " ")
                .replaceAll("\"\"\"(?s).*?\"\"\"", "\"\"").replaceAll("\"(\\\\.|[^\"\\\\])*\"", "\"\"");
    }
}
