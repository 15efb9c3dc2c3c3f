package meq.ui;

import java.awt.GraphicsConfiguration;
import java.awt.Insets;
import java.awt.Rectangle;
import java.awt.Toolkit;

/**
 * Where the table opens: on the screen it is on, inside that screen's bounds less its task bars and docks
 * (its insets); where it was last closed when that still lies on this screen, else as large as the table was drawn
 * for (1600x1000) or the screen allows, centred.
 */
final class WindowFit {
    static final int WIDTH = 1600;
    static final int HEIGHT = 1000;

    private WindowFit() {
    }

    /** The room a window may take on the screen of this configuration: its bounds less its insets. */
    static Rectangle usable(GraphicsConfiguration gc) {
        Rectangle b = gc.getBounds();
        Insets in = Toolkit.getDefaultToolkit().getScreenInsets(gc);
        return usable(b, in);
    }

    static Rectangle usable(Rectangle screen, Insets in) {
        return new Rectangle(screen.x + in.left, screen.y + in.top, Math.max(1, screen.width - in.left - in.right),
                Math.max(1, screen.height - in.top - in.bottom));
    }

    /** The window's bounds inside the usable room: the saved ones cut to it when they meet it, else centred. */
    static Rectangle bounds(Rectangle room, Rectangle saved) {
        if (saved != null && room.intersects(saved)) {
            Rectangle r = saved.intersection(room);
            if (r.width >= Math.min(640, room.width) && r.height >= Math.min(480, room.height)) {
                return r;
            }
        }
        int w = Math.min(WIDTH, room.width);
        int h = Math.min(HEIGHT, room.height);
        return new Rectangle(room.x + (room.width - w) / 2, room.y + (room.height - h) / 2, w, h);
    }
}
