package meq.ui;

import java.awt.Graphics2D;
import java.awt.Point;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.JPopupMenu;
import meq.board.Location;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.GameEvent;
import meq.rules.IllegalActionException;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.words.Describe;
import meq.rules.words.Reveals;
import meq.session.Session;
import meq.state.Seat;

/**
 * A person's answers to the question asked at the table: a click on a location, a figure dropped on another, a card
 * or a choice button, a number key, Enter; each handed to the engine only when the curtain is up and the question is
 * still the one it was offered for. And the Shadow windows Sauron's standing orders pass for him.
 */
final class Answers {
    private final TableFrame table;
    private final Rules rules;
    private final Session session;
    private final HandOver handOver;
    private final TableLog log;
    private final RevealPanel reveals;
    private final Reveals.Teller teller;
    private final ChoicesPanel options;
    private final MapPanel map;
    private final TablePainter overlay;
    private final JLabel status;
    /** The figure a press on the map took in hand by its pixels (null: by its location's dot, or none). */
    private TablePainter.Spot held;
    private Set<Integer> choosable = Set.of();
    /** What a move to each reachable location costs, written by it on the map. */
    private Map<Integer, String> costs = Map.of();
    /** The question the choice buttons answer: a button of an earlier question answers nothing. */
    private int question;

    /** The table's parts its answers reach: where they come from, and where what they told goes. */
    record Parts(HandOver handOver, TableLog log, RevealPanel reveals, ChoicesPanel options, MapPanel map,
                 TablePainter overlay, JLabel status) {
    }

    Answers(TableFrame table, Rules rules, Session session, Parts parts) {
        this.table = table;
        this.rules = rules;
        this.session = session;
        this.handOver = parts.handOver();
        this.log = parts.log();
        this.reveals = parts.reveals();
        this.teller = new Reveals.Teller(rules);
        this.options = parts.options();
        this.map = parts.map();
        this.overlay = parts.overlay();
        this.status = parts.status();
    }

    /** Takes the map's clicks and drags as answers. */
    void onMap() {
        map.onClick(this::clicked);
        map.onCommandDrag(l -> !commandsFrom(l.index()).isEmpty(), this::dropped, (at, scale) -> {
            held = overlay.figureSpotAt(view(), costs, scale, at.getX(), at.getY()); // a figure drawn off its dot
            return held == null ? null : rules.board().location(held.location());
        });
    }

    /** Paints the pieces over the map, the locations a click answers marked, and the moves' costs. */
    void paint(Graphics2D g) {
        overlay.paint(g, view(), choosable, costs);
    }

    Map<Integer, String> costs() {
        return costs;
    }

    /** A new question on the table: the locations that answer it, and the costs of its moves. */
    void asked(View v, Ask own, Map<Integer, String> moveCosts) {
        choosable = new HashSet<>();
        costs = moveCosts;
        if (own != null) {
            for (Action a : own.options()) {
                int l = Describe.locationOf(a);
                if (l >= 0) {
                    choosable.add(l);
                }
            }
        }
    }

    /** The number of the question now shown (a new one each time the table is filled). */
    int nextQuestion() {
        return ++question;
    }

    private View view() {
        return table.view();
    }

    private boolean curtained() {
        return handOver.curtain().isVisible();
    }

    /** The commands on offer that move a piece standing at a location: a monster token, a minion, the hero. */
    private List<Action> commandsFrom(int location) {
        List<Action> out = new ArrayList<>();
        View view = view();
        if (view == null || view.question().ask() == null || curtained()) {
            return out;
        }
        for (Action a : view.question().ask().options()) {
            if (TableReading.origin(view, a) == location) {
                out.add(a);
            }
        }
        return out;
    }

    /**
     * A piece dragged from one location to another: the one command that takes the figure pressed there (any piece of
     * the place when its dot was pressed), or a menu of those that do; none, and the status line says why.
     */
    private void dropped(Location from, Location to) {
        TablePainter.Spot piece = held != null && held.location() == from.index() ? held : null; // else the dot's
        List<Action> there = commandsFrom(from.index());
        List<Action> here = FigureDrop.its(view(), piece, there, to);
        if (here.isEmpty() && !there.isEmpty()) {
            status.setText(FigureDrop.whyNot(rules, view(), piece, there, to));
            status.setToolTipText(status.getText()); // whole, where the toolbar's room cuts it
            return;
        }
        Point p = map.getMousePosition();
        among(here, map, p == null ? 20 : p.x, p == null ? 20 : p.y);
    }

    /** A click on the map chooses the one answer about that location, or offers a menu when there are several. */
    private void clicked(Location l) {
        View view = view();
        if (view == null || view.question().ask() == null) {
            return;
        }
        List<Action> here = new ArrayList<>();
        for (Action a : view.question().ask().options()) {
            if (Describe.locationOf(a) == l.index()) {
                here.add(a);
            }
        }
        Point p = map.getMousePosition();
        among(here, map, p == null ? 20 : p.x, p == null ? 20 : p.y);
    }

    /**
     * A player's gesture answering the question it was offered for: taken only when the curtain is up (nothing is
     * chosen for a player who has not looked), that question is still the one asked, and it is not the second click
     * of a double click (which would answer the next question unseen).
     */
    void seen(Action a, int asked) {
        if (!curtained() && asked == question && !TableFrame.repeatedClick()) {
            byHand(a);
        }
    }

    /** A person's answer: one that destroys something for good is confirmed first (cancelled: nothing changes). */
    void byHand(Action a) {
        View view = view();
        Ask ask = view == null ? null : view.question().ask();
        if (ForGood.confirmed(table, ask, a, Describe.choice(rules, view, ask, a))) {
            choose(a);
        }
    }

    /** One of these answers: the one at once, or a menu of them at (x, y) of a component. */
    void among(List<Action> actions, JComponent at, int x, int y) {
        if (curtained() || TableFrame.repeatedClick()) {
            return;
        }
        int asked = question;
        if (actions.size() == 1) {
            byHand(actions.get(0));
        } else if (!actions.isEmpty()) {
            JPopupMenu menu = new JPopupMenu();
            View view = view();
            for (Action a : actions) {
                JMenuItem item = new JMenuItem(Describe.choice(rules, view, view == null ? null : view.question().ask(), a));
                item.addActionListener(e -> seen(a, asked));
                menu.add(item);
            }
            menu.show(at, x, y);
        }
    }

    /** Enter: the hand-over when one waits, else the question's decline when it offers one. */
    void passIfOffered() {
        if (curtained() || TableFrame.repeatedClick() || options.filter().isFocusOwner()) {
            return; // nothing beneath the curtain is answered, and Enter does not lift it (a second press would)
        }
        if (handOver.waiting()) {
            handOver.byPlayer();
            return;
        }
        View view = view();
        if (view != null && view.question().ask() != null && view.question().ask().options().contains(new Action.Pass())) {
            choose(new Action.Pass());
        }
    }

    /** The key 1 to 9: the choice button with that number, as a click on it. */
    void numbered(int n) {
        List<JButton> buttons = options.buttons();
        if (n <= buttons.size()) {
            buttons.get(n - 1).doClick();
        }
    }

    /** Hands one answer to the engine; a refused one says why and changes nothing. */
    void choose(Action a) {
        try {
            told(session.apply(a));
            if (handOver.seated() != null) {
                log.seenBy(handOver.seated()); // a seat has seen what its own answers told
            }
        } catch (IllegalActionException e) {
            JOptionPane.showMessageDialog(table, e.getMessage(), "Not allowed", JOptionPane.WARNING_MESSAGE);
        }
        table.refresh();
    }

    /** What an answer told: its lines at the top of the log, its cards as reveals. */
    private void told(List<GameEvent> events) {
        log.told(events);
        reveals.offer(session.seen().reveals(teller, events));
        status.setText(" "); // "Saved to" no longer holds
    }

    /** The game went back (an undo): the card at work is forgotten. */
    void forget() {
        teller.forget();
    }

    /**
     * A Shadow window Sauron's standing orders do not ask for: the table passes for him at once (no hand-over). The
     * orders decide, and in the faster mode the engine's options for his seat (whether he could play a card here).
     */
    boolean passedByOrders(Ask ask) {
        if (ask == null || table.botSeats().plays(Seat.SAURON.id()) || !session.passedByOrders(ask)) {
            return false;
        }
        told(session.applyAutomatic(new Action.Pass()));
        return true;
    }
}
