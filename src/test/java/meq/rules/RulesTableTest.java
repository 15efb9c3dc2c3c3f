package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/RULES.md is the rulebook beside the tests that prove it: every test it names exists, and every rule row
 * names a test or says why it is not tested.
 */
class RulesTableTest {
    static final Path TABLE = Path.of("docs/RULES.md");
    static final Pattern ROW = Pattern.compile("^\\| ([A-Z]{1,2}\\d+) \\|(.*)\\|\\s*$");
    static final Pattern TEST = Pattern.compile("`([A-Z][A-Za-z]+Test)(?:#([a-zA-Z]+))?`");

    @Test
    void everyRuleNamesARealTestOrSaysWhyNot() throws Exception {
        List<String> rows = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        List<String> untested = new ArrayList<>();
        int tested = 0;
        for (String line : Files.readAllLines(TABLE, StandardCharsets.UTF_8)) {
            Matcher row = ROW.matcher(line);
            if (!row.matches() || row.group(1).startsWith("Q")) {
                continue;
            }
            rows.add(row.group(1));
            Matcher t = TEST.matcher(line);
            boolean any = false;
            while (t.find()) {
                any = true;
                if (!exists(t.group(1), t.group(2))) {
                    missing.add(row.group(1) + ": " + t.group());
                }
            }
            if (any) {
                tested++;
            } else if (line.contains("not tested")) {
                untested.add(row.group(1));
            } else {
                missing.add(row.group(1) + ": names no test and says no reason");
            }
        }
        assertThat(missing).isEmpty();
        assertThat(rows).doesNotHaveDuplicates().hasSizeGreaterThan(100);
        System.out.printf("rules table: %d rules, %d tested, %d not tested %s%n", rows.size(), tested, untested.size(),
                untested);
    }

    /** A test class under src/test/java (any package), and its method if one is named. */
    private static boolean exists(String type, String method) throws Exception {
        try (var files = Files.walk(Path.of("src/test/java"))) {
            for (Path f : files.filter(p -> p.getFileName().toString().equals(type + ".java")).toList()) {
                String pkg = Path.of("src/test/java").relativize(f.getParent()).toString().replace('/', '.');
                Class<?> c = Class.forName(pkg + "." + type);
                return method == null || Arrays.stream(c.getDeclaredMethods()).anyMatch(m -> m.getName().equals(method));
            }
        }
        return false;
    }
}
