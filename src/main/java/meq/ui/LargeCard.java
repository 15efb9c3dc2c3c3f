package meq.ui;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Cursor;
import java.awt.Font;
import java.awt.Window;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import java.util.function.Supplier;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import meq.rules.words.CardFace;

/**
 * A card opened large: its title on a band of its kind's colour, its kind, its numbers, and its whole text in our
 * words. A click on it, Escape or its close button closes it. One is open at a time.
 */
final class LargeCard extends JDialog {
    private static LargeCard open;
    private final CardFace face;

    private LargeCard(Window owner, CardFace face, List<String> more) {
        super(owner, face.title(), ModalityType.MODELESS);
        this.face = face;
        setName("large-card");
        Color band = colour(face.kind());
        JPanel page = new JPanel(new BorderLayout(0, 10));
        page.setBackground(new Color(0xfbf6e8));
        page.setBorder(BorderFactory.createCompoundBorder(BorderFactory.createLineBorder(band, 4),
                BorderFactory.createEmptyBorder(0, 0, 14, 0)));
        JLabel title = new JLabel(face.title());
        title.setName("large-card-title");
        title.setOpaque(true);
        title.setBackground(band);
        title.setForeground(Color.WHITE);
        title.setFont(new Font(Font.SERIF, Font.BOLD, 24));
        title.setBorder(BorderFactory.createEmptyBorder(10, 16, 10, 16));
        page.add(title, BorderLayout.NORTH);
        StringBuilder html = new StringBuilder("<html><body style='width:360px'>");
        html.append("<i>").append(esc(face.kind())).append("</i><br>");
        if (!face.numbers().isEmpty()) {
            html.append("<b>").append(esc(String.join(" · ", face.numbers()))).append("</b><br>");
        }
        html.append("<br>").append(esc(face.text()));
        for (String line : more) {
            html.append("<br><br><i>").append(esc(line)).append("</i>");
        }
        JLabel body = new JLabel(html.append("</body></html>").toString());
        body.setName("large-card-text");
        body.setForeground(new Color(0x3b2f22));
        body.setFont(body.getFont().deriveFont(Font.PLAIN, 15f));
        body.setVerticalAlignment(JLabel.TOP);
        body.setBorder(BorderFactory.createEmptyBorder(0, 16, 0, 16));
        page.add(body, BorderLayout.CENTER);
        JLabel hint = new JLabel("click or Escape to close");
        hint.setForeground(new Color(0x8a7a60));
        hint.setFont(hint.getFont().deriveFont(Font.PLAIN, 11f));
        hint.setBorder(BorderFactory.createEmptyBorder(0, 16, 0, 16));
        page.add(hint, BorderLayout.SOUTH);
        MouseAdapter close = new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                dispose();
            }
        };
        page.addMouseListener(close);
        body.addMouseListener(close);
        title.addMouseListener(close);
        setContentPane(page);
        Placement.packOver(this, owner);
    }

    /** Opens the card large over the window of the component it was named in (closing the one open before). */
    static LargeCard show(Component from, CardFace face, List<String> more) {
        Escape.install();
        if (open != null) {
            open.dispose();
        }
        open = new LargeCard(from == null ? null : SwingUtilities.getWindowAncestor(from), face, more);
        open.setVisible(true);
        return open;
    }

    static LargeCard show(Component from, CardFace face) {
        return show(from, face, List.of());
    }

    /** The card open now, or null (for tests). */
    static LargeCard showing() {
        return open != null && open.isVisible() ? open : null;
    }

    CardFace face() {
        return face;
    }

    /** The card as a tooltip: its title, kind, numbers and text (HTML). */
    static String tooltip(CardFace f) {
        return "<html><body style='width:260px'><b>" + esc(f.title()) + "</b> <i>(" + esc(f.kind()) + ")</i>"
                + (f.numbers().isEmpty() ? "" : "<br><b>" + esc(String.join(" · ", f.numbers())) + "</b>")
                + "<br>" + esc(f.text()) + "<br><i>click to open it large</i></body></html>";
    }

    /** A component that names a card: hovering shows it, a click opens it large. */
    static void peek(JComponent c, Supplier<CardFace> face) {
        CardFace f = face.get();
        if (f == null) {
            return;
        }
        c.setToolTipText(tooltip(f));
        c.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                show(c, face.get());
            }
        });
        c.setCursor(Cursor.getPredefinedCursor(Cursor.HAND_CURSOR));
    }

    static Color colour(String kind) {
        String k = kind.toLowerCase();
        if (k.startsWith("plot")) {
            return CardView.PLOT;
        } else if (k.startsWith("shadow")) {
            return CardView.SHADOW;
        } else if (k.startsWith("event")) {
            return CardView.EVENT;
        } else if (k.contains("ranged")) {
            return CardView.RANGED;
        } else if (k.contains("melee")) {
            return CardView.MELEE;
        } else if (k.startsWith("corruption")) {
            return new Color(0x4a2a5a);
        } else if (k.startsWith("mission")) {
            return new Color(0x7a5a10);
        } else if (k.startsWith("minion") || k.startsWith("monster")) {
            return new Color(0x3a3a3a);
        } else if (k.startsWith("peril") || k.startsWith("encounter")) {
            return new Color(0x2f5a6b);
        }
        return CardView.OTHER;
    }

    static String esc(String s) {
        return s == null ? "" : s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
