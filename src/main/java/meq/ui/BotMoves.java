package meq.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.util.function.Consumer;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.Timer;
import meq.board.Location;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Naming;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.words.Describe;
import meq.rules.words.SeenChoice;
import meq.session.Session;

/**
 * A bot's move shown as it is made: in words on the status line ("Sauron (bot): Move the Orc to Bree", as the table
 * may see it, never what only the bot's seat knows), and on the map a marker that glides from where the piece stood
 * to where it goes, then an arrow that stays a moment (until the next bot move, at most {@link #SHOWN_MS}).
 */
final class BotMoves {
    /** How long the marker glides, and how long the arrow stays after. */
    static final int GLIDE_MS = 600;
    static final int SHOWN_MS = 2_500;
    private static final int FRAME_MS = 30;

    private final Rules rules;
    private final Session session;
    private final JLabel status;
    private final JComponent map;
    private final Timer frames;
    private String words;
    private Location from;
    private Location to;
    private long began;

    BotMoves(Rules rules, Session session, JLabel status, JComponent map) {
        this.rules = rules;
        this.session = session;
        this.status = status;
        this.map = map;
        this.frames = new Timer(FRAME_MS, e -> {
            long t = System.currentTimeMillis() - began;
            if (t >= SHOWN_MS) {
                frames().stop();
                from = null;
                to = null;
            } else if (t >= GLIDE_MS) {
                frames().setDelay((int) (SHOWN_MS - t)); // landed: no frames more until the arrow goes
            }
            map.repaint();
        });
    }

    /** The bots' hand on the table: tells each move as choose hands it over. */
    Consumer<Action> telling(Consumer<Action> choose) {
        return a -> {
            Ask ask = session.seen().pending();
            if (ask == null) {
                choose.accept(a);
                return;
            }
            View table = session.seen().table();
            int origin = origin(table, ask, a);
            int target = Describe.locationOf(a);
            String said = a instanceof Action.MoveHero && target >= 0 // the card paid stays his, the way does not
                    ? bot(ask, "") + " travels to " + rules.board().location(target).name()
                    : bot(ask, SeenChoice.words(rules, ask, a));
            choose.accept(a);
            words = said;
            status.setText(said);
            status.setToolTipText(said);
            boolean moves = origin >= 0 && target >= 0 && origin != target;
            from = moves ? rules.board().location(origin) : null; // the last move is the one shown
            to = moves ? rules.board().location(target) : null;
            began = System.currentTimeMillis();
            frames.setDelay(FRAME_MS);
            if (moves) {
                frames.restart();
            } else {
                frames.stop();
            }
            map.repaint();
        };
    }

    private Timer frames() {
        return frames;
    }

    /** The last bot move in words (for tests); null before any. */
    String words() {
        return words;
    }

    /** The move on the map now, as {from, to} (for tests); null when none is shown. */
    Location[] shown() {
        return from == null ? null : new Location[] {from, to};
    }

    /** "Sauron: Move ..." becomes "Sauron (bot): Move ...": the table knows who moved, and that no person did. */
    private String bot(Ask ask, String said) {
        String who = ask.seat().sauron() ? "Sauron" : Naming.who(rules, ask.seat().id());
        if (said.isEmpty()) {
            return who + " (bot)";
        }
        return said.startsWith(who) ? who + " (bot)" + said.substring(who.length()) : who + " (bot): " + said;
    }

    /** Where the piece a move takes stood (its token, minion or hero), or -1. */
    private static int origin(View table, Ask ask, Action a) {
        if (a instanceof Action.MoveHero) {
            return table.board().heroes().stream().filter(h -> h.id().equals(ask.seat().id()))
                    .mapToInt(View.HeroView::location).findFirst().orElse(-1);
        }
        return a instanceof Action.MoveToken || a instanceof Action.MoveMinion ? TableReading.origin(table, a) : -1;
    }

    /** Paints the move over the map, in map units: the arrow, and the marker while it glides. */
    void paint(Graphics2D g) {
        if (from == null) {
            return;
        }
        long t = System.currentTimeMillis() - began;
        Color amber = new Color(230, 150, 20, 200);
        double dx = to.x() - from.x();
        double dy = to.y() - from.y();
        double len = Math.max(1, Math.hypot(dx, dy));
        double ux = dx / len;
        double uy = dy / len;
        double endX = to.x() - ux * 14;
        double endY = to.y() - uy * 14;
        g.setColor(amber);
        g.setStroke(new BasicStroke(5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(new Line2D.Double(from.x(), from.y(), endX, endY));
        Path2D head = new Path2D.Double();
        head.moveTo(endX + ux * 10, endY + uy * 10);
        head.lineTo(endX - ux * 8 - uy * 9, endY - uy * 8 + ux * 9);
        head.lineTo(endX - ux * 8 + uy * 9, endY - uy * 8 - ux * 9);
        head.closePath();
        g.fill(head);
        if (t < GLIDE_MS) {
            double f = t / (double) GLIDE_MS;
            f = f * f * (3 - 2 * f); // eased: starts and lands softly
            double x = from.x() + dx * f;
            double y = from.y() + dy * f;
            g.setColor(new Color(230, 150, 20));
            g.fill(new Ellipse2D.Double(x - 10, y - 10, 20, 20));
            g.setColor(Color.WHITE);
            g.setStroke(new BasicStroke(2f));
            g.draw(new Ellipse2D.Double(x - 10, y - 10, 20, 20));
        }
    }
}
