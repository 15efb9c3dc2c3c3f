package meq.session;

import static org.assertj.core.api.Assertions.assertThat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import meq.TestData;
import meq.bots.RandomBot;
import meq.data.DataException;
import meq.data.DataLoader;
import meq.data.DataProblem;
import meq.rules.Rules;
import meq.rules.checks.Invariants;
import meq.rules.engine.Engine;
import meq.rules.playtest.Presets;
import meq.rules.words.GameLog;
import meq.rules.words.Inspection;
import org.junit.jupiter.api.Test;

/**
 * Mutates valid presets (every bundled one, and two whole snapshots exported from seeded games) and saves
 * (seeded games, one started from a preset) and reads each
 * mutant as `inspect` and `replay` would. A mutant either loads to a state that keeps the rules or is refused with
 * a DataException naming its file; any other throwable, or a read that does not end, is a crash. Seeded and
 * bounded by a count, not the clock, so a run tries the same mutants on any machine: -Dmeq.fuzz.iterations=N
 * (default 1000). Both outcomes must happen: some mutants refused with their file named, some loaded.
 * A crash is written to target/fuzz-crashes to become a corpus case once the loader is fixed.
 */
class InputFuzzTest {
    static final Rules RULES = rules();
    static final String NAME = "mutant.yaml";
    static final long SEED = Long.getLong("meq.fuzz.seed", 20240611L);

    /** A valid input and how it is read. */
    record Sample(String name, boolean save, String text) {
    }

    @Test
    void everyMutantLoadsWithinTheRulesOrIsRefusedWithItsFileNamed() throws Exception {
        List<Sample> samples = samples();
        int iterations = Integer.getInteger("meq.fuzz.iterations", 1000);
        Random random = new Random(SEED);
        ExecutorService reader = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(null, r, "fuzz-reader", 1 << 20);
            t.setDaemon(true);
            return t;
        });
        int tried = 0;
        int refused = 0;
        int loaded = 0;
        List<String> crashes = new ArrayList<>();
        try {
            while (tried < iterations) {
                Sample s = samples.get(random.nextInt(samples.size()));
                Mutator m = new Mutator(random.nextLong());
                byte[] mutant = m.mutate(s.text());
                tried++;
                Future<String> f = reader.submit(() -> read(s.save(), mutant));
                String outcome;
                try {
                    outcome = f.get(5, TimeUnit.SECONDS);
                } catch (TimeoutException e) {
                    f.cancel(true);
                    outcome = "hang: no answer in 5 s";
                } catch (ExecutionException e) {
                    outcome = "crash: " + trace(e.getCause());
                }
                switch (outcome) {
                    case "refused" -> refused++;
                    case "loaded" -> loaded++;
                    default -> {
                        crashes.add(s.name() + " " + m.done() + ": " + outcome);
                        keep(s, crashes.size(), mutant);
                    }
                }
            }
        } finally {
            reader.shutdownNow();
        }
        System.out.println("fuzz: " + tried + " mutants of " + samples.size() + " presets and saves, " + refused
                + " refused, " + loaded + " loaded, " + crashes.size() + " crashes (seed " + SEED + ")");
        assertThat(crashes).as("mutants that crashed the loader").isEmpty();
        assertThat(refused).as("mutants refused with their file named").isPositive();
        assertThat(loaded).as("mutants that still load within the rules").isPositive();
    }

    /** Reads a mutant: "refused" or "loaded", or an outcome that says what went wrong. */
    private static String read(boolean save, byte[] mutant) {
        try {
            if (save) {
                Session s = Session.read(RULES, mutant, NAME);
                List<String> broken = Invariants.check(RULES, s.state());
                return broken.isEmpty() ? "loaded" : "replayed to a state that breaks the rules: " + broken;
            }
            Presets.Preset p = Presets.loadChecked(RULES, mutant, NAME);
            Inspection.of(RULES, p.state()); // what `inspect` prints must not fail either
            new Engine(RULES).pending(p.state().copy()); // nor the first question when it is played
            return "loaded";
        } catch (DataException e) {
            for (DataProblem p : e.problems()) {
                if (!NAME.equals(p.file())) {
                    return "refused without naming the file: " + p;
                }
            }
            return e.problems().isEmpty() ? "refused with no problem" : "refused";
        }
    }

    private static String trace(Throwable t) {
        StackTraceElement[] st = t.getStackTrace();
        return t + (st.length > 0 ? " at " + st[0] : "");
    }

    private static void keep(Sample s, int n, byte[] mutant) {
        try {
            Path dir = Path.of("target", "fuzz-crashes");
            Files.createDirectories(dir);
            Files.write(dir.resolve(n + "-" + s.name()), mutant);
        } catch (IOException e) {
            // only a convenience for turning a crash into a corpus case
        }
    }

    /** Every bundled preset, and saves of seeded games: two new games and one started from a preset. */
    static List<Sample> samples() throws IOException {
        List<Sample> out = new ArrayList<>();
        for (Path p : Presets.files(DataLoader.bundledRoot())) {
            out.add(new Sample(p.getFileName().toString(), false, Files.readString(p)));
        }
        out.add(save("save-two-heroes.yaml", new GameLog(List.of("beravor", "thalin"), 7, List.of()), 7, 80));
        out.add(save("save-one-hero.yaml", new GameLog(List.of("eometh"), 12, List.of()), 12, 40));
        out.add(exported("exported-turn-two.yaml", new GameLog(List.of("argalad", "eleanor"), 5, List.of()), 5, 90));
        out.add(exported("exported-three-heroes.yaml",
                new GameLog(List.of("beravor", "thalin", "eometh"), 8, List.of()), 8, 150));
        String crisis = Files.readString(DataLoader.bundledRoot().resolve("presets/stage-three-crisis.yaml"));
        out.add(save("save-from-preset.yaml", new GameLog(List.of(), 41, List.of(), Set.of(), crisis, "x"), 41, 40));
        return out;
    }

    private static Sample save(String name, GameLog start, long seed, int actions) {
        Session s = Session.of(RULES, start);
        RandomBot bot = new RandomBot(seed);
        for (int i = 0; i < actions && s.engine().current(s.state()) != null; i++) {
            s.apply(bot.choose(s.engine().current(s.state())));
        }
        return new Sample(name, true, s.log().write());
    }

    /** A whole snapshot as a preset (every key written): a seeded game exported at the first moment it can be. */
    private static Sample exported(String name, GameLog start, long seed, int actions) {
        Session s = Session.of(RULES, start);
        RandomBot bot = new RandomBot(seed);
        for (int i = 0; s.engine().current(s.state()) != null; i++) {
            if (i >= actions) {
                try {
                    return new Sample(name, false, Presets.export(RULES, s.state(), name, "", null));
                } catch (UnsupportedOperationException | IllegalStateException e) {
                    // in the middle of a card's effect: play on to a moment that can be kept
                }
            }
            s.apply(bot.choose(s.engine().current(s.state())));
        }
        throw new IllegalStateException("no moment of this game could be exported");
    }

    private static Rules rules() {
        return TestData.RULES;
    }

    /** One seeded mutation of a text: what it did is kept for the report. */
    static final class Mutator {
        static final List<String> SCALARS = List.of("[1, 2]", "{a: 1}", "true", "~", "-1", "0", "99999999999999",
                "-2147483649", "2147483647", "x", "\"\"", "3.5", "zz-unknown", "argalad", "rivendell", "HeroTurn.Start",
                "&a [*a]", "!!binary AAAA", "'#'", "orc#99", "argalad:quick-shot#9");
        private final Random r;
        private final List<String> did = new ArrayList<>();

        Mutator(long seed) {
            this.r = new Random(seed);
        }

        String done() {
            return String.join(", ", did);
        }

        byte[] mutate(String text) {
            List<String> lines = new ArrayList<>(text.lines().toList());
            int times = 1 + r.nextInt(3);
            byte[] out = null;
            for (int k = 0; k < times; k++) {
                int kind = r.nextInt(11);
                int i = r.nextInt(lines.size());
                switch (kind) {
                    case 0 -> {
                        did.add("deleted line " + (i + 1));
                        lines.remove(i);
                    }
                    case 1 -> {
                        did.add("doubled line " + (i + 1));
                        lines.add(i, lines.get(i));
                    }
                    case 2 -> {
                        int j = r.nextInt(lines.size());
                        did.add("swapped lines " + (i + 1) + " and " + (j + 1));
                        String t = lines.get(i);
                        lines.set(i, lines.get(j));
                        lines.set(j, t);
                    }
                    case 3, 4 -> {
                        String l = lines.get(i);
                        int colon = l.indexOf(": ");
                        String v = SCALARS.get(r.nextInt(SCALARS.size()));
                        did.add("line " + (i + 1) + " value " + v);
                        lines.set(i, colon >= 0 ? l.substring(0, colon + 2) + v : l.replaceFirst("- .*", "- " + v));
                    }
                    case 5 -> {
                        String l = lines.get(i);
                        String v = List.of("-1", "0", "99999", "2147483648", "-99999999999").get(r.nextInt(5));
                        did.add("line " + (i + 1) + " numbers " + v);
                        lines.set(i, l.replaceAll("\\b[0-9]+\\b", v));
                    }
                    case 6 -> {
                        String l = lines.get(i);
                        did.add("line " + (i + 1) + " ids unknown");
                        lines.set(i, l.replaceAll("\\b[a-z]+-[a-z]+\\b", "no-such-" + r.nextInt(9)));
                    }
                    case 7 -> {
                        String l = lines.get(i);
                        boolean in = r.nextBoolean() || !l.startsWith("  ");
                        did.add("line " + (i + 1) + (in ? " indented" : " outdented"));
                        lines.set(i, in ? "  " + l : l.substring(2));
                    }
                    case 8 -> {
                        List<Integer> steps = new ArrayList<>();
                        for (int j = 0; j < lines.size(); j++) {
                            if (lines.get(j).contains("step: ")) {
                                steps.add(j);
                            }
                        }
                        int at = steps.isEmpty() ? i : steps.get(r.nextInt(steps.size()));
                        String v = r.nextBoolean() ? SCALARS.get(r.nextInt(SCALARS.size()))
                                : Integer.toString(r.nextInt(2000) - 1000);
                        did.add("a value of line " + (at + 1) + " set to " + v);
                        lines.set(at, lines.get(at).replaceFirst(", ([A-Za-z]+): [^,}]*", ", $1: " + v));
                    }
                    default -> {
                        out = null; // byte changes come last, on the joined text
                    }
                }
                if (kind >= 9) {
                    byte[] b = (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8);
                    if (kind == 9) {
                        int at = r.nextInt(b.length);
                        did.add("truncated at byte " + at);
                        out = Arrays.copyOf(b, at);
                    } else {
                        int at = r.nextInt(b.length);
                        b[at] = (byte) r.nextInt(256);
                        did.add("byte " + at + " set to " + (b[at] & 0xff));
                        out = b;
                    }
                    return out;
                }
            }
            return (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8);
        }
    }
}
