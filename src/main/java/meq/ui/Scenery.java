package meq.ui;

import com.github.weisj.jsvg.SVGDocument;
import com.github.weisj.jsvg.parser.SVGLoader;
import com.github.weisj.jsvg.view.ViewBox;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.net.URL;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The scenery under the board (rivers, lakes, mountains, forests): assets/map/scenery.svg, drawn as
 * vectors in map units so it is sharp at every zoom. A missing or broken file leaves the map without
 * scenery and says so once on stderr.
 */
final class Scenery {
    static final String RESOURCE = "/assets/map/scenery.svg";
    private static final ViewBox MAP = new ViewBox(0, 0, MapPainter.WIDTH, MapPainter.HEIGHT);
    private static Scenery bundled;

    private final SVGDocument document;

    private Scenery(SVGDocument document) {
        this.document = document;
    }

    /** The bundled scenery, loaded once. */
    static synchronized Scenery bundled() {
        if (bundled == null) {
            bundled = load(Scenery.class.getResource(RESOURCE));
        }
        return bundled;
    }

    /** Loads scenery from a URL; never throws: a missing or broken file gives empty scenery. */
    static Scenery load(URL url) {
        if (url == null) {
            System.err.println("meq: no map scenery (no file)");
            return new Scenery(null);
        }
        try {
            SVGDocument doc = quietly(url);
            if (doc == null) {
                System.err.println("meq: no map scenery (" + url + " could not be read)");
            }
            return new Scenery(doc);
        } catch (RuntimeException e) {
            System.err.println("meq: no map scenery (" + url + ": " + e + ")");
            return new Scenery(null);
        }
    }

    /**
     * An SVG file read by jsvg, null when it cannot be read. jsvg logs a broken file with a stack trace; the callers
     * say it in one line instead, so its log is silent meanwhile.
     */
    static SVGDocument quietly(URL url) {
        Logger jsvg = Logger.getLogger("com.github.weisj.jsvg");
        Level level = jsvg.getLevel();
        jsvg.setLevel(Level.OFF);
        try {
            return new SVGLoader().load(url);
        } finally {
            jsvg.setLevel(level);
        }
    }

    boolean present() {
        return document != null;
    }

    /** Draws the scenery over the land; g is in map units, and the drawing is kept to the land. */
    void paint(Graphics2D g, Shape land) {
        if (document == null) {
            return;
        }
        Graphics2D s = (Graphics2D) g.create();
        try {
            s.clip(land);
            document.render(null, s, MAP);
        } catch (RuntimeException e) {
            System.err.println("meq: map scenery not drawn: " + e);
        } finally {
            s.dispose();
        }
    }
}
