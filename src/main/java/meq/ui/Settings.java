package meq.ui;

import java.awt.Rectangle;
import java.util.prefs.Preferences;

/** What the window remembers between runs: its bounds, the theme and the UI scale. */
final class Settings {
    private static final Preferences PREFS = Preferences.userRoot().node("meq");

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
}
