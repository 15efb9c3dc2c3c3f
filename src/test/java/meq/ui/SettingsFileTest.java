package meq.ui;

import static org.assertj.core.api.Assertions.assertThat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The window's settings file: what is put is read back by the next run; a broken file or none gives defaults. */
class SettingsFileTest {
    private static final String NODE = "meq-settings-file-test";
    @TempDir
    Path home;

    /** The settings as a run whose home is the test's folder finds them, with no java.util.prefs of its own. */
    private SettingsFile open() {
        return open(Map.of());
    }

    private SettingsFile open(Map<String, String> before) {
        String real = System.getProperty("user.home");
        System.setProperty("user.home", home.toString());
        try {
            return SettingsFile.open(NODE, () -> before);
        } finally {
            System.setProperty("user.home", real);
        }
    }

    @Test
    void whatIsPutIsReadByTheNextRun() {
        SettingsFile s = open();
        s.putInt("width", 1280);
        s.putBoolean("dark", true);
        s.put("recent", "save\t/tmp/a b.yaml\npreset\t/tmp/c.yaml\n");
        SettingsFile again = open();
        assertThat(again.getInt("width", -1)).isEqualTo(1280);
        assertThat(again.getBoolean("dark", false)).isTrue();
        assertThat(again.get("recent", "")).isEqualTo("save\t/tmp/a b.yaml\npreset\t/tmp/c.yaml\n");
        assertThat(again.get("uiScale", null)).isNull();
    }

    @Test
    void aBrokenFileGivesTheDefaultsAndTheNextChangeWritesAGoodOne() throws Exception {
        Path file = home.resolve(".meq").resolve(NODE + ".properties");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "width=wide\ndark=\\u12\n");
        SettingsFile s = open();
        assertThat(s.getInt("width", 800)).isEqualTo(800);
        assertThat(s.getBoolean("dark", false)).isFalse();
        s.putInt("height", 700);
        assertThat(open().getInt("height", -1)).isEqualTo(700);
    }

    @Test
    void whatJavaPrefsKeptIsBroughtOverOnce() {
        SettingsFile s = open(Map.of("uiScale", "1.25", "dark", "true"));
        assertThat(s.get("uiScale", null)).isEqualTo("1.25");
        assertThat(s.getBoolean("dark", false)).isTrue();
        assertThat(home.resolve(".meq").resolve(NODE + ".properties")).exists();
        assertThat(open(Map.of("uiScale", "2")).get("uiScale", null)).as("read from the file from then on")
                .isEqualTo("1.25");
    }

    @Test
    void twoMeqsOpenAtOnceKeepWhatEachSet() {
        SettingsFile one = open();
        SettingsFile two = open();
        one.put("uiScale", "1.5");
        two.putBoolean("dark", true);
        SettingsFile again = open();
        assertThat(again.get("uiScale", null)).isEqualTo("1.5");
        assertThat(again.getBoolean("dark", false)).isTrue();
    }
}
