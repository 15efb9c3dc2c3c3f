package meq.ui;

import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.function.Supplier;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import meq.session.Session;

/**
 * The window's settings as a properties file under ~/.meq, read once and written whole at each change.
 * Not java.util.prefs: its XML reader would cost every start ~80 ms before anything else could begin. What an
 * older meq kept there is copied over once, the first time the file is missing.
 */
final class SettingsFile {
    private final Path file;
    private final Properties values = new Properties();

    private SettingsFile(Path file) {
        this.file = file;
    }

    /** The settings of that name ("meq": the player's; another name: a test's own), read from disk. */
    static SettingsFile open(String name) {
        return open(name, () -> fromPreferences(name));
    }

    /** The same, with what java.util.prefs held (asked only when the file is missing). */
    static SettingsFile open(String name, Supplier<Map<String, String>> before) {
        Path dir = Path.of(System.getProperty("user.home"), ".meq");
        SettingsFile s = new SettingsFile(dir.resolve(name.equals("meq") ? "settings.properties" : name + ".properties"));
        if (Files.isRegularFile(s.file)) {
            s.readFile();
        } else {
            s.values.putAll(before.get());
            s.write();
        }
        return s;
    }

    private static Map<String, String> fromPreferences(String name) {
        Map<String, String> out = new HashMap<>();
        String os = System.getProperty("os.name", "");
        if (!os.startsWith("Windows") && !os.startsWith("Mac") && !Files.isDirectory(Path.of(
                System.getProperty("java.util.prefs.userRoot", System.getProperty("user.home")), ".java", ".userPrefs"))) {
            return out; // no java.util.prefs here: nothing to bring over (and no folder made to find that out)
        }
        try {
            if (Preferences.userRoot().nodeExists(name)) {
                Preferences old = Preferences.userRoot().node(name);
                for (String key : old.keys()) {
                    String v = old.get(key, null);
                    if (v != null) {
                        out.put(key, v);
                    }
                }
            }
        } catch (BackingStoreException | SecurityException | IllegalStateException e) {
            // nothing to bring over
        }
        return out;
    }

    /** What the file holds now, over what was read before (an unreadable file leaves them as they were). */
    private void readFile() {
        if (!Files.isRegularFile(file)) {
            return;
        }
        Properties now = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            now.load(r);
        } catch (IOException | IllegalArgumentException e) {
            return; // the defaults, or what was read; the next change writes a good file
        }
        values.putAll(now);
    }

    synchronized String get(String key, String otherwise) {
        return values.getProperty(key, otherwise);
    }

    synchronized int getInt(String key, int otherwise) {
        try {
            String v = values.getProperty(key);
            return v == null ? otherwise : Integer.parseInt(v.trim());
        } catch (NumberFormatException e) {
            return otherwise;
        }
    }

    synchronized boolean getBoolean(String key, boolean otherwise) {
        String v = values.getProperty(key);
        return v == null ? otherwise : Boolean.parseBoolean(v.trim());
    }

    /** Sets one value and writes the file, read again first: another meq open meanwhile keeps what it set. */
    synchronized void put(String key, String value) {
        if (!value.equals(values.getProperty(key))) {
            readFile();
            values.setProperty(key, value);
            write();
        }
    }

    void putInt(String key, int value) {
        put(key, Integer.toString(value));
    }

    void putBoolean(String key, boolean value) {
        put(key, Boolean.toString(value));
    }

    /** Writes every value (whole, through a file beside it); a home that cannot be written keeps them for this run. */
    private synchronized void write() {
        try {
            StringWriter text = new StringWriter();
            values.store(text, "meq's settings");
            Session.writeAtomically(file, text.toString());
        } catch (IOException | SecurityException e) {
            // not remembered beyond this run
        }
    }
}
