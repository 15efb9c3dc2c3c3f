package meq.ui;

import java.awt.Window;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.SwingWorker;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.View;
import meq.rules.Rules;
import meq.session.Session;
import meq.sim.Advice;
import meq.sim.Advising;
import meq.sim.FirstAnswer;
import meq.state.GameState;
import meq.state.Seat;

/**
 * "What are my chances if I do this?" for the person who decides: the search rates each option of the open
 * question in games sampled from what that seat may know, on a background thread, in stages ({@link Advising}): its
 * window opens at the first stage's answer and sharpens in place as the later ones come (closing it stops the
 * search); it says in words which choice the play-outs favour and lists them best first; a choice can be taken
 * from it. The hint belongs to its seat and its decision: it is
 * withdrawn (its search stopped, its window closed) when the decision is answered or taken back, or the curtain
 * falls. Its first stage is searched ahead, from the moment the question has shown for {@link #AHEAD_MS} (while the
 * player reads it), so that asked, the hint answers at once or within {@link Advising#FIRST_ANSWER_MS}.
 */
final class Hint {
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
    private HintPage page;
    private Advice advice;
    private List<Integer> stages = Advising.HINT;
    /** How long a question shows before the hint's first stage is searched ahead of asking. */
    static final int AHEAD_MS = 500;
    private final javax.swing.Timer aheadTimer = new javax.swing.Timer(AHEAD_MS, e -> searchAhead());
    /** The first stage of this decision's hint, searched ahead or asked (null until then). */
    private FirstAnswer first;

    /** take: answers the question as the choice buttons do; names: a seat's name at this table. */
    Hint(Rules rules, Session session, Window owner, Consumer<Action> take, Function<Seat, String> names) {
        this.rules = rules;
        this.session = session;
        this.owner = owner;
        this.take = take;
        this.names = names;
        button.setName("hint");
        button.setFocusable(false);
        button.setToolTipText("The bots play the game out from here after each choice, many times, dealing what you"
                + " cannot see at random: which choice wins most often?");
        button.setVisible(false);
        button.addActionListener(e -> ask());
        aheadTimer.setRepeats(false);
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
        boolean fresh = deciding != null && decision != now;
        seat = deciding;
        decision = deciding == null ? -1 : now;
        button.setVisible(deciding != null);
        if (fresh) {
            aheadTimer.restart();
        }
    }

    /** Stops a hint under way and closes its window. */
    void withdraw() {
        aheadTimer.stop();
        if (first != null) {
            first.stop();
            first = null;
        }
        if (stop != null) {
            stop.set(true);
            stop = null;
        }
        if (shown != null) {
            JDialog d = shown;
            shown = null;
            page = null;
            d.dispose();
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

    /** For tests: the stages a hint searches in (play-outs each). */
    void stages(List<Integer> budgets) {
        stages = List.copyOf(budgets);
        if (first != null && stop == null) {
            first.stop(); // searched ahead with the stages before
            first = null;
            aheadTimer.restart();
        }
    }

    /** True once this decision's first stage was searched to its end (for tests). */
    boolean firstReady() {
        return first != null && first.done();
    }

    /** The question has shown a while and the hint was not asked: its first stage is searched meanwhile. */
    private void searchAhead() {
        if (seat == null || first != null || stop != null) {
            return;
        }
        GameState s = session.state().copy();
        Ask ask = session.engine().current(s);
        if (ask != null && ask.seat().equals(seat)) {
            first = FirstAnswer.start(rules, s, session.engine().view(s, seat), seed(), Math.max(1,
                    Runtime.getRuntime().availableProcessors() - 1), stages.get(0)); // a core left for the table
        }
    }

    /** True once the hint shown has its last stage's figures (for tests). */
    boolean finished() {
        return page != null && page.last();
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
        aheadTimer.stop();
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
        if (first == null) {
            first = FirstAnswer.start(rules, s, seen, seed(), threads, stages.get(0));
        }
        FirstAnswer firstStage = first;
        AtomicBoolean mine = new AtomicBoolean();
        stop = mine;
        int forDecision = decision;
        long seed = seed();
        List<Integer> budgets = stages;
        button.setEnabled(false);
        button.setText("Hint: thinking...");
        new SwingWorker<Advice, Advice>() {
            @Override
            protected Advice doInBackground() {
                AtomicReference<Advice> last = new AtomicReference<>();
                Advising.run(rules, s, seen, seed, threads, budgets, mine::get, a -> {
                    last.set(a);
                    publish(a);
                }, firstStage);
                return last.get();
            }

            @Override
            protected void process(List<Advice> stagesDone) {
                if (stop == mine && !mine.get() && decision == forDecision) {
                    show(stagesDone.get(stagesDone.size() - 1), false); // the last stage is told by done()
                }
            }

            @Override
            protected void done() {
                if (stop != mine || mine.get() || decision != forDecision) {
                    return; // withdrawn meanwhile: nothing more of it shows
                }
                stop = null;
                button.setEnabled(true);
                button.setText("Hint: my chances");
                try {
                    show(get(), true);
                } catch (Exception e) {
                    button.setText("Hint failed: " + e.getCause());
                }
            }
        }.execute();
    }

    /** A stage's advice: the window opens at the first, and later stages sharpen it in place. */
    private void show(Advice a, boolean last) {
        advice = a;
        if (page == null) {
            String who = names.apply(a.ask().seat());
            page = new HintPage(owner, who, this::takeChosen);
            page.dialog().addWindowListener(new java.awt.event.WindowAdapter() {
                @Override
                public void windowClosed(java.awt.event.WindowEvent e) {
                    closed();
                }
            });
            page.show(a, last);
            shown = page.dialog();
            page.dialog().setVisible(true);
        } else {
            page.show(a, last);
        }
    }

    /** The hint's window closed by its player: the search stops (its figures are no longer read). */
    private void closed() {
        if (page != null && shown != null) {
            if (stop != null) {
                stop.set(true);
                stop = null;
            }
            shown = null;
            page = null;
            button.setEnabled(true);
            button.setText("Hint: my chances");
        }
    }

    private void takeChosen(Action option) {
        withdraw();
        take.accept(option);
    }
}
