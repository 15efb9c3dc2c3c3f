package meq.ui;

import java.awt.Font;
import java.util.List;
import javax.swing.JButton;
import meq.rules.Ask;
import meq.session.Seen;
import meq.state.Seat;

/**
 * The table passing from one person to the next: the seat that acted sees what its last act did, hands over, and the
 * curtain falls for the next seat until its player lifts it, with what happened since that seat last looked (the
 * catch-up). Which seat the table is open for is kept here.
 */
final class HandOver {
    private final TableFrame table;
    private final Seen game;
    private final TableLog log;
    private final Curtain curtain = new Curtain();
    private final CatchUpPanel catchUp = new CatchUpPanel();
    private final JButton button = new JButton("Hand over"); // its words set as it shows
    /** The seat the table is open for (its person has lifted the curtain, or is to); null when none is. */
    private Seat seated;
    /** The seat the table goes to once the seat that acted has seen its last act; null when none waits. */
    private Seat handingTo;
    private long handOverAt;

    HandOver(TableFrame table, Seen game, TableLog log) {
        this.table = table;
        this.game = game;
        this.log = log;
        button.setName("hand-over");
        button.setFont(button.getFont().deriveFont(Font.BOLD, 15f));
        button.setFocusable(false);
        button.setVisible(false);
        button.addActionListener(e -> byPlayer());
    }

    Curtain curtain() {
        return curtain;
    }

    CatchUpPanel catchUp() {
        return catchUp;
    }

    JButton button() {
        return button;
    }

    /** The seat the table is open for, or null. */
    Seat seated() {
        return seated;
    }

    void seat(Seat s) {
        seated = s;
    }

    /** Whether the table waits for the acting seat to hand over. */
    boolean waiting() {
        return handingTo != null;
    }

    /** No hand-over waits any more (the game went back: an undo). */
    void cancel() {
        handingTo = null;
        button.setVisible(false);
    }

    /**
     * The seat asked now takes the table: when it is another person's, the acting seat first sees what its last act
     * did (the hand-over step) or, as the table opens, the curtain falls for it; true when the table waits so.
     * Otherwise the seat asked is the one seated, and the table is to show its view.
     */
    boolean passesTo(Seat now, int people) {
        boolean opening = seated == null && people > 1;
        if (now != null && (opening || seated != null && !now.equals(seated))) {
            if (!opening && people > 1) {
                handingTo = now;
                handOverAt = System.currentTimeMillis();
                showWaiting();
                return true;
            }
            curtainFor(now);
            return true;
        }
        seated = now;
        return false;
    }

    /** The curtain before a seat's turn: the table shows only what everyone sees until the player lifts it. */
    void curtainFor(Seat now) {
        table.hint().withdraw(); // a hint is its seat's alone
        table.whyNot().offer(List.of());
        seated = now;
        catchUp.dismiss();
        curtain.show("Pass the table to " + table.seatName(now), () -> {
            table.reveal();
            catchUp.tell(table.seatName(now), log.since(now));
        });
        table.show(game.table(), null);
    }

    /** The hand-over step: the acting seat's own view with nothing to choose, and the button that passes the table. */
    private void showWaiting() {
        table.show(game.view(seated), null);
        String next = table.seatName(handingTo);
        table.prompt().setText(table.seatName(seated) + ": see what your last move did, then hand over to " + next);
        button.setText("Hand over to " + next + "  \u25B8");
        button.setToolTipText("Your turn is done: the curtain falls for " + next + " (Enter)");
        button.setVisible(true);
    }

    /** A click on the hand-over button, or Enter: not the same click or key that gave the last answer. */
    void byPlayer() {
        if (handingTo == null || TableFrame.repeatedClick()
                || System.currentTimeMillis() - handOverAt < Curtain.guard) {
            return;
        }
        now();
    }

    /** Passes the table to the waiting seat (the curtain falls for it). */
    void now() {
        if (handingTo == null) {
            return;
        }
        log.seenBy(seated);
        Seat next = handingTo;
        handingTo = null;
        button.setVisible(false);
        Ask ask = game.pending();
        curtainFor(ask == null ? next : ask.seat());
    }
}
