package meq.ui;

import java.awt.Component;
import java.awt.Container;
import java.awt.MouseInfo;
import java.awt.Point;
import java.awt.PointerInfo;
import java.awt.Window;
import javax.swing.JComponent;
import javax.swing.RootPaneContainer;
import javax.swing.SwingUtilities;

/**
 * A part of the table that explains what is under the pointer, and the How to play page F1 opens while the pointer
 * rests on it. A plain component names its page with the client property {@link #PAGE}.
 */
interface Hovered {
    /** The client property holding a component's How to play page id. */
    String PAGE = "meq.howToPlayPage";

    /** What is at this point of the component, or null. */
    TableTips.Hover hoverAt(Point p);

    /** The page of the part under the pointer in this window, or null (the pointer elsewhere, or over no part). */
    static String pageUnderPointer(Window w) {
        PointerInfo info = MouseInfo.getPointerInfo();
        if (info == null || !(w instanceof RootPaneContainer r) || !w.isShowing()) {
            return null;
        }
        Point p = new Point(info.getLocation());
        Container layers = r.getLayeredPane();
        SwingUtilities.convertPointFromScreen(p, layers);
        if (!layers.contains(p)) {
            return null;
        }
        Component c = SwingUtilities.getDeepestComponentAt(layers, p.x, p.y);
        for (; c != null && c != layers; c = c.getParent()) {
            if (c instanceof Hovered h) {
                TableTips.Hover hover = h.hoverAt(SwingUtilities.convertPoint(layers, p, c));
                if (hover != null) {
                    return hover.page();
                }
            }
            if (c instanceof JComponent j && j.getClientProperty(PAGE) instanceof String page) {
                return page;
            }
        }
        return null;
    }
}
