package meq.ui;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Window;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.ListSelectionModel;
import javax.swing.SwingWorker;
import javax.swing.table.DefaultTableModel;
import meq.bots.SearchBot;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.View;
import meq.rules.Rules;
import meq.session.Session;
import meq.sim.Advice;
import meq.state.GameState;
import meq.state.Seat;

/**
 * "What are my chances if I do this?" for the person who decides: the search rates each option of the open
 * question in games sampled from what that seat may know, on a background thread, and a window lists them best
 * first, with their intervals; a choice can be taken from it. The hint belongs to its seat and its decision: it is
 * withdrawn (its search stopped, its window closed) when the decision is answered or taken back, or the curtain
 * falls.
 */
final class Hint {
    /** Play-outs a hint spends: a few seconds at most on two cores early in a game, far less near its end. */
    static final int BUDGET = 200;

    private final Rules rules;
    private final Session session;
    private final Window owner;
    private final Consumer<Action> take;
    private final Function<Seat, String> names;
    private final JButton button = new JButton("Hint: my chances");
    private Seat seat;
    private int decision = -1;
    private AtomicBoolean stop;
    private JDialog shown;
    private Advice advice;

    /** take: answers the question as the choice buttons do; names: a seat's name at this table. */
    Hint(Rules rules, Session session, Window owner, Consumer<Action> take, Function<Seat, String> names) {
        this.rules = rules;
        this.session = session;
        this.owner = owner;
        this.take = take;
        this.names = names;
        button.setName("hint");
        button.setFocusable(false);
        button.setToolTipText("Rate each choice in " + BUDGET + " games sampled from what you know, played out by"
                + " the bots");
        button.setVisible(false);
        button.addActionListener(e -> ask());
    }

    JButton button() {
        return button;
    }

    /** The seat deciding now at the table, when it is a person's and the table shows it; null withdraws the hint. */
    void offer(Seat deciding) {
        int now = session.log().actions().size();
        if (deciding == null || !deciding.equals(seat) || now != decision) {
            withdraw();
        }
        seat = deciding;
        decision = deciding == null ? -1 : now;
        button.setVisible(deciding != null);
    }

    /** Stops a hint under way and closes its window. */
    void withdraw() {
        if (stop != null) {
            stop.set(true);
            stop = null;
        }
        if (shown != null) {
            shown.dispose();
            shown = null;
        }
        advice = null;
        seat = null;
        decision = -1;
        button.setEnabled(true);
        button.setText("Hint: my chances");
        button.setVisible(false);
    }

    /** The seed of a decision's hint: the same decision gives the same figures (as `meq advise` does with it). */
    long seed() {
        return session.log().seed() * 1_000_003L + decision;
    }

    /** True while a hint is searched. */
    boolean searching() {
        return stop != null;
    }

    /** The last hint shown (for tests). */
    Advice advice() {
        return advice;
    }

    JDialog window() {
        return shown;
    }

    private void ask() {
        if (seat == null || stop != null) {
            return;
        }
        GameState s = session.state().copy();
        Ask ask = session.engine().current(s);
        if (ask == null || !ask.seat().equals(seat)) {
            return;
        }
        View seen = session.engine().view(s, ask.seat()); // the seat's own view: the words of its options
        AtomicBoolean mine = new AtomicBoolean();
        stop = mine;
        int forDecision = decision;
        long seed = seed();
        button.setEnabled(false);
        button.setText("Hint: thinking...");
        new SwingWorker<List<SearchBot.Rated>, Void>() {
            @Override
            protected List<SearchBot.Rated> doInBackground() {
                return new SearchBot(rules, BUDGET, seed, Math.max(1, Runtime.getRuntime().availableProcessors()))
                        .rate(s, mine::get);
            }

            @Override
            protected void done() {
                if (stop != mine || mine.get() || decision != forDecision) {
                    return; // withdrawn meanwhile: nothing of it shows
                }
                stop = null;
                button.setEnabled(true);
                button.setText("Hint: my chances");
                try {
                    show(Advice.of(rules, seen, ask, BUDGET, get()), seed);
                } catch (Exception e) {
                    button.setText("Hint failed: " + e.getCause());
                }
            }
        }.execute();
    }

    private void show(Advice a, long seed) {
        advice = a;
        String who = names.apply(a.ask().seat());
        JDialog d = new JDialog(owner, "Hint — " + who + "'s chances", java.awt.Dialog.ModalityType.MODELESS);
        d.setName("hint-window");
        DefaultTableModel model = new DefaultTableModel(new Object[] {"Wins", "95% interval", "Play-outs won",
            "Choice"}, 0) {
            @Override
            public boolean isCellEditable(int row, int column) {
                return false;
            }
        };
        for (Advice.Row r : a.rows()) {
            model.addRow(new Object[] {String.format("%.0f%%", 100 * r.rate()),
                String.format("%.0f%% - %.0f%%", 100 * r.low(), 100 * r.high()), r.wins() + " of " + r.plays(),
                r.words()});
        }
        JTable table = new JTable(model);
        table.setName("hint-table");
        table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        int[] widths = {60, 110, 110, 360};
        for (int c = 0; c < widths.length; c++) {
            table.getColumnModel().getColumn(c).setPreferredWidth(widths[c]);
        }
        if (!a.rows().isEmpty()) {
            table.setRowSelectionInterval(0, 0);
        }
        JLabel about = new JLabel("<html><body style='width: 500px'>" + who + "'s side won this share of "
                + a.budget() + " games played out by the bots after each choice, each dealt from what " + who
                + " knows; the better choices are played more. The same figures: <tt>meq advise</tt> a save of this"
                + " moment with <tt>--budget " + a.budget() + " --seed " + seed + "</tt>.</body></html>");
        about.setBorder(BorderFactory.createEmptyBorder(0, 0, 6, 0));
        JButton takeIt = new JButton("Take the chosen one");
        takeIt.setName("hint-take");
        takeIt.addActionListener(e -> {
            int row = table.getSelectedRow();
            if (row >= 0) {
                Action option = a.rows().get(row).option();
                withdraw();
                take.accept(option);
            }
        });
        JButton close = new JButton("Close");
        close.addActionListener(e -> d.dispose());
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        buttons.add(takeIt);
        buttons.add(close);
        JPanel root = new JPanel(new BorderLayout(4, 4));
        root.setBorder(BorderFactory.createEmptyBorder(8, 8, 8, 8));
        root.add(about, BorderLayout.NORTH);
        JScrollPane pane = new JScrollPane(table);
        pane.setPreferredSize(new Dimension(640, Math.min(320, 40 + 22 * a.rows().size())));
        root.add(pane, BorderLayout.CENTER);
        root.add(buttons, BorderLayout.SOUTH);
        d.setContentPane(root);
        Placement.packOver(d, owner);
        shown = d;
        d.setVisible(true);
    }
}
