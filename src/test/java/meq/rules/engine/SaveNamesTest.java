package meq.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import meq.TestData;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.playtest.Presets;
import meq.rules.words.GameLog;
import meq.state.GameState;
import meq.state.OptionalRule;
import meq.state.RecordForm;
import meq.state.SnapshotReader;
import meq.state.StateWords;
import meq.state.Words;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * Every name a save, a preset and a snapshot can hold is in src/test/resources/save-names.txt, and every name
 * there still reads: a word or key that would change without a line keeping the old one readable (a "was" in
 * ActionNames, StepNames or StateWords) fails here, and so does a new one not yet in the list.
 */
class SaveNamesTest {
    private static final Path LIST = Path.of("src/test/resources/save-names.txt");

    /** The names files hold today, one a line: "action MoveHero to", "step Fights.Fight phase 0"... */
    static Set<String> written() {
        Set<String> out = new LinkedHashSet<>();
        saveKeys().forEach(k -> out.add("save " + k));
        Presets.KEYS.forEach(k -> out.add("preset " + k));
        snapshotNames(out);
        ActionNames.TABLE.forEach(f -> form(out, "action", f, false));
        StepNames.TABLE.forEach(f -> form(out, "step", f, false));
        form(out, "record", StepNames.SCOPE, false);
        form(out, "record", StepNames.CHOICE, false);
        return out;
    }

    /** The names the mappings read: today's and every old one they keep. */
    static Set<String> readable() {
        Set<String> out = new LinkedHashSet<>();
        saveKeys().forEach(k -> out.add("save " + k));
        Presets.KEYS.forEach(k -> out.add("preset " + k));
        snapshotNames(out);
        ActionNames.TABLE.forEach(f -> form(out, "action", f, true));
        StepNames.TABLE.forEach(f -> form(out, "step", f, true));
        form(out, "record", StepNames.SCOPE, true);
        form(out, "record", StepNames.CHOICE, true);
        return out;
    }

    private static void form(Set<String> out, String what, RecordForm<?> f, boolean old) {
        List<String> words = new ArrayList<>(List.of(f.word()));
        if (old) {
            words.addAll(f.oldWords());
        }
        for (String w : words) {
            out.add(what + " " + w);
            for (RecordForm.Part<?> p : f.parts()) {
                List<String> keys = new ArrayList<>(List.of(p.key()));
                if (old) {
                    keys.addAll(p.was());
                }
                for (String k : keys) {
                    out.add(what + " " + w + " " + k);
                    if (p.words() != null) {
                        (old ? p.words().readable() : p.words().written())
                                .forEach(v -> out.add(what + " " + w + " " + k + " " + v));
                    }
                }
            }
        }
    }

    private static void snapshotNames(Set<String> out) {
        SnapshotReader.KEYS.forEach(k -> out.add("snapshot " + k));
        SNAPSHOT_PATHS.forEach(out::add);
        SnapshotReader.HERO_KEYS.forEach(k -> out.add("snapshot heroes " + k));
        for (OptionalRule r : OptionalRule.values()) {
            out.add("snapshot options " + r.key());
        }
        words(out, "snapshot story", StateWords.MARKERS);
        words(out, "snapshot actionTrack", StateWords.TRACKS);
        words(out, "snapshot heroes levels", StateWords.ATTRIBUTES);
        words(out, "snapshot minions * status", StateWords.STATUSES);
        words(out, "snapshot winner", StateWords.SIDES);
    }

    /** Mappings whose keys are the game's own ids (locations, characters, minions, decks, token piles). */
    private static final Set<String> BY_ID = Set.of("influence", "favor", "characters", "minions", "decks",
            "tokenPiles");
    /** The keys below the top of snapshots of a seeded game, at moments through it. */
    private static final Set<String> SNAPSHOT_PATHS = snapshotPaths();

    private static Set<String> snapshotPaths() {
        Rules rules = TestData.RULES;
        Engine engine = new Engine(rules);
        GameState s = Setup.newGame(rules, List.of("eleanor", "thalin", "beravor"), 11);
        Random random = new Random(11);
        Set<String> out = new LinkedHashSet<>();
        for (int i = 0; i < 1500 && s.winner == null; i++) {
            if (i % 25 == 0) {
                try {
                    walk(out, "snapshot", StepNames.writer(rules).toMap(s), 0);
                } catch (UnsupportedOperationException midEffect) {
                    // a card's effect or a combat under way is not written out: the next moment is
                }
            }
            Ask ask = engine.pending(s);
            if (ask == null) {
                break;
            }
            engine.apply(s, ask.options().get(random.nextInt(ask.options().size())));
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    private static void walk(Set<String> out, String path, Object value, int depth) {
        if (value instanceof List<?> l) {
            l.forEach(x -> walk(out, path, x, depth));
        } else if (value instanceof Map<?, ?> m && !path.endsWith(" stack")) {
            for (Map.Entry<String, Object> e : ((Map<String, Object>) m).entrySet()) {
                String key = depth == 1 && BY_ID.contains(path.substring(path.lastIndexOf(' ') + 1)) ? "*" : e.getKey();
                if (depth > 0) {
                    out.add(path + " " + key);
                }
                walk(out, path + " " + key, e.getValue(), depth + 1);
            }
        }
    }

    private static void words(Set<String> out, String where, Words<?> words) {
        words.readable().forEach(w -> out.add(where + " " + w));
    }

    /** The keys of a save that uses every one (its preset, names, orders, bots, guide...). */
    @SuppressWarnings("unchecked")
    private static List<String> saveKeys() {
        GameLog log = new GameLog(List.of("eleanor"), 7, List.of(Action.PASS), Set.of(OptionalRule.HIGH_STAKES),
                "title: t", "data", true, Map.of("sauron", "Ann"),
                new GameLog.ShadowOrders(Set.of("action"), 3, true), Map.of("sauron", "hard"), "learn-hero");
        Map<String, Object> m = new Yaml().load(log.write());
        List<String> out = new ArrayList<>(m.keySet());
        ((Map<String, Object>) m.get("shadowOrders")).keySet().forEach(k -> out.add("shadowOrders " + k));
        return out;
    }

    private static List<String> listed() throws Exception {
        return Files.readAllLines(LIST).stream().filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
    }

    @Test
    void everyNameFilesOnceHeldStillReads() throws Exception {
        Set<String> readable = readable();
        List<String> lost = listed().stream().filter(l -> !readable.contains(l)).toList();
        assertThat(lost).as("names files hold that would no longer read: keep each old word or key readable "
                + "(was(...) in ActionNames, StepNames or StateWords)").isEmpty();
    }

    @Test
    void everyNameWrittenIsInTheList() throws Exception {
        Set<String> listed = new LinkedHashSet<>(listed());
        List<String> added = written().stream().filter(l -> !listed.contains(l)).toList();
        assertThat(added).as("names files may now hold: add them to %s and docs/SAVE-FORMAT.md", LIST).isEmpty();
    }

    @Test
    void theListNamesEveryActionStepAndSnapshotPart() throws Exception {
        List<String> listed = listed();
        Map<String, Integer> kinds = new TreeMap<>();
        listed.forEach(l -> kinds.merge(l.substring(0, l.indexOf(' ')), 1, Integer::sum));
        assertThat(kinds.keySet()).containsExactly("action", "preset", "record", "save", "snapshot", "step");
        assertThat(listed).contains("action MoveHero to", "action TakeAction type SHADOW_AND_PLOT",
                "step HeroTurn.Travel exploredStart", "step Fights.Fight phase 6", "snapshot story black",
                "save shadowOrders onlyWhenPlayable", "step EffectSteps.PickLocation what character:gandalf");
        assertThat(listed).doesNotHaveDuplicates();
    }

    @Test
    void saveFormatDescribesEveryActionAndStepWithItsKeys() throws Exception {
        List<String> rows = Files.readAllLines(Path.of("docs/SAVE-FORMAT.md")).stream()
                .filter(l -> l.startsWith("| `")).toList();
        List<RecordForm<?>> forms = new ArrayList<>(ActionNames.TABLE);
        forms.addAll(StepNames.TABLE);
        for (RecordForm<?> f : forms) {
            String row = rows.stream().filter(l -> l.startsWith("| `" + f.word() + "` |")).findFirst().orElse("");
            assertThat(row).as("docs/SAVE-FORMAT.md: the row of " + f.word()).isNotEmpty();
            f.parts().forEach(p -> assertThat(row).as(f.word()).contains("`" + p.key() + "`"));
        }
    }
}
