package meq.ui;

import java.awt.Rectangle;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import meq.bots.Strength;

/**
 * What the window remembers between runs: its bounds, the theme, the UI scale, the bot speed, recent files. Kept
 * in ~/.meq/settings.properties ({@link SettingsFile}); tests set -Dmeq.prefs to keep a player's settings out of
 * their way.
 */
final class Settings {
    private static final SettingsFile PREFS = SettingsFile.open(System.getProperty("meq.prefs", "meq"));

    /** The longest list of recent files kept (as long as a java.util.prefs value could be, where it was kept once). */
    static final int MAX_RECENT_LENGTH = 8192;

    private Settings() {
    }

    static Rectangle bounds() {
        int w = PREFS.getInt("width", -1);
        int h = PREFS.getInt("height", -1);
        if (w < 400 || h < 300) {
            return null;
        }
        return new Rectangle(PREFS.getInt("x", 0), PREFS.getInt("y", 0), w, h);
    }

    static void bounds(Rectangle r) {
        PREFS.putInt("x", r.x);
        PREFS.putInt("y", r.y);
        PREFS.putInt("width", r.width);
        PREFS.putInt("height", r.height);
    }

    static boolean dark() {
        return PREFS.getBoolean("dark", false);
    }

    static void dark(boolean dark) {
        PREFS.putBoolean("dark", dark);
    }

    /** Teach me as we play: a tip the first time each kind of question reaches a seat (on until turned off). */
    static boolean tips() {
        return PREFS.getBoolean("tips", true);
    }

    static void tips(boolean on) {
        PREFS.putBoolean("tips", on);
    }

    /** The FlatLaf UI scale ("1", "1.25", ...), or null for the system's. */
    static String uiScale() {
        return PREFS.get("uiScale", null);
    }

    static void uiScale(String scale) {
        PREFS.put("uiScale", scale);
    }

    /** How long a bot waits before it acts, so a person can follow it (milliseconds). */
    static int botDelay() {
        return PREFS.getInt("botDelay", 600);
    }

    static void botDelay(int ms) {
        PREFS.putInt("botDelay", ms);
    }

    /** How strongly a seat given to the bot plays (the last strength chosen; Normal at first). */
    static Strength botStrength() {
        try {
            return Strength.valueOf(PREFS.get("botStrength", Strength.NORMAL.name()));
        } catch (IllegalArgumentException e) {
            return Strength.NORMAL;
        }
    }

    static void botStrength(Strength s) {
        PREFS.put("botStrength", s.name());
    }

    /** A file opened or saved lately: a saved game or a preset. */
    record Recent(String kind, Path path) {
        static final String SAVE = "save";
        static final String PRESET = "preset";
    }

    static final int RECENT = 8;

    /** The files opened or saved lately, newest first (at most eight). */
    static List<Recent> recent() {
        List<Recent> out = new ArrayList<>();
        for (String line : PREFS.get("recent", "").split("\n")) {
            int tab = line.indexOf('\t');
            if (tab > 0) {
                try {
                    out.add(new Recent(line.substring(0, tab), Path.of(line.substring(tab + 1))));
                } catch (InvalidPathException ignored) {
                    // a path this system cannot name: left out
                }
            }
        }
        return out;
    }

    /** Puts a file at the head of the recent files (once). */
    static void remember(String kind, Path file) {
        Path abs = file.toAbsolutePath().normalize();
        List<Recent> list = new ArrayList<>(recent());
        list.removeIf(r -> r.path().equals(abs));
        list.add(0, new Recent(kind, abs));
        store(list.subList(0, Math.min(RECENT, list.size())));
    }

    /** Writes the list, leaving out the oldest entries while it is longer than a preference may be. */
    private static void store(List<Recent> list) {
        List<Recent> keep = new ArrayList<>(list);
        while (true) {
            StringBuilder s = new StringBuilder();
            for (Recent r : keep) {
                s.append(r.kind()).append('\t').append(r.path()).append('\n');
            }
            if (s.length() <= MAX_RECENT_LENGTH || keep.isEmpty()) {
                PREFS.put("recent", s.length() <= MAX_RECENT_LENGTH ? s.toString() : "");
                return;
            }
            keep.remove(keep.size() - 1);
        }
    }

    static void forget(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        List<Recent> list = new ArrayList<>(recent());
        list.removeIf(r -> r.path().equals(abs));
        store(list);
    }
}
