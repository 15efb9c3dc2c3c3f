package meq.ui;

import com.github.weisj.jsvg.SVGDocument;
import com.github.weisj.jsvg.view.ViewBox;
import java.awt.Graphics2D;
import java.awt.Image;
import java.awt.RenderingHints;
import java.awt.Window;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.net.URL;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import javax.imageio.ImageIO;
import javax.swing.SwingUtilities;
import javax.swing.Timer;

/**
 * meq's icon (assets/icon/meq.svg, our own drawing), drawn at the sizes a desktop asks for. A missing or broken file
 * leaves the windows with the system's default icon.
 */
public final class AppIcon {
    static final String RESOURCE = "/assets/icon/meq.svg";
    private static final int[] SIZES = {16, 24, 32, 48, 64, 128, 256};
    /** Drawn once, off the event thread, so that the first frame does not wait for it. */
    private static CompletableFuture<List<Image>> images;

    private AppIcon() {
    }

    /**
     * Gives a top-level window the icon (its child dialogs take it from it). The first window asks for it a second
     * after it opened: drawn at once, the icon took the start screen's two cores from the data and the first frame.
     */
    static void on(Window w) {
        Runnable give = () -> images().thenAccept(icons -> {
            if (!icons.isEmpty()) {
                SwingUtilities.invokeLater(() -> w.setIconImages(icons));
            }
        });
        if (drawn()) {
            give.run();
            return;
        }
        w.addWindowListener(new WindowAdapter() {
            @Override
            public void windowOpened(WindowEvent e) {
                Timer later = new Timer(LATER_MS, x -> give.run());
                later.setRepeats(false);
                later.start();
            }
        });
    }

    private static final int LATER_MS = 1000;

    private static synchronized boolean drawn() {
        return images != null;
    }

    /** The icon at each size; empty when the drawing cannot be read. */
    static synchronized CompletableFuture<List<Image>> images() {
        if (images == null) {
            images = CompletableFuture.supplyAsync(() -> {
                List<Image> out = new ArrayList<>();
                SVGDocument doc = document();
                if (doc != null) {
                    for (int size : SIZES) {
                        out.add(draw(doc, size));
                    }
                }
                return List.copyOf(out);
            });
        }
        return images;
    }

    private static SVGDocument document() {
        URL url = AppIcon.class.getResource(RESOURCE);
        if (url == null) {
            return null;
        }
        try {
            return Scenery.quietly(url);
        } catch (RuntimeException e) {
            return null;
        }
    }

    static BufferedImage draw(SVGDocument doc, int size) {
        BufferedImage img = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            doc.render(null, g, new ViewBox(0, 0, size, size));
        } finally {
            g.dispose();
        }
        return img;
    }

    /** Writes the icon as a 256-pixel PNG (the packaged launcher's icon): {@code AppIcon FILE}. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: AppIcon FILE.png");
            System.exit(2);
        }
        SVGDocument doc = document();
        if (doc == null) {
            System.err.println("meq: the icon " + RESOURCE + " cannot be read");
            System.exit(1);
        }
        Path out = Path.of(args[0]);
        if (out.getParent() != null) {
            java.nio.file.Files.createDirectories(out.getParent());
        }
        ImageIO.write(draw(doc, 256), "png", out.toFile());
    }
}
