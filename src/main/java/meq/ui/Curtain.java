package meq.ui;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import javax.swing.JComponent;

/** The curtain: covers the whole table until the next player clicks or presses Space. */
final class Curtain extends JComponent {
    /** A click or Space this soon after the curtain fell is the last player's (a double click, a held key). */
    static final int GUARD_MS = 400;
    /** The guard in force (a test that plays as a quick and steady hand may shorten it). */
    static volatile int guard = GUARD_MS;
    private String text = "";
    private Runnable onOpen = () -> { };
    private long shownAt;

    Curtain() {
        setFocusable(true);
        addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                openByPlayer();
            }
        });
        addKeyListener(new KeyAdapter() {
            @Override
            public void keyPressed(KeyEvent e) {
                if (e.getKeyCode() == KeyEvent.VK_SPACE) {
                    e.consume();
                    openByPlayer();
                }
            }
        });
    }

    /** A click or Space: lifts the curtain unless it fell only a moment ago. */
    void openByPlayer() {
        if (System.currentTimeMillis() - shownAt >= guard) {
            open();
        }
    }

    /** The player has taken the seat: lift the curtain and show the table for that seat. */
    void open() {
        if (isVisible()) {
            setVisible(false);
            onOpen.run();
        }
    }

    /** The words on the curtain (for tests). */
    String text() {
        return text;
    }

    void show(String message, Runnable open) {
        this.text = message;
        this.onOpen = open;
        this.shownAt = System.currentTimeMillis();
        setVisible(true);
        requestFocusInWindow();
        repaint();
    }

    @Override
    protected void paintComponent(Graphics g) {
        g.setColor(new Color(0x1d1a1f));
        g.fillRect(0, 0, getWidth(), getHeight());
        g.setColor(new Color(0xf1e6c8));
        g.setFont(new Font(Font.SERIF, Font.BOLD, 34));
        int w = g.getFontMetrics().stringWidth(text);
        g.drawString(text, (getWidth() - w) / 2, getHeight() / 2);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 16));
        String hint = "Click anywhere or press Space once you have the seat";
        g.drawString(hint, (getWidth() - g.getFontMetrics().stringWidth(hint)) / 2, getHeight() / 2 + 40);
    }
}
