package meq.ui;

/** Placeholder until the map window lands (replaced in this same change). */
public final class GameWindow {
    private GameWindow() {
    }

    public static void open() {
    }
}
