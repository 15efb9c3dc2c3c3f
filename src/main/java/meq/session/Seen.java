package meq.session;

import java.util.List;
import meq.data.ShadowTiming;
import meq.rules.Ask;
import meq.rules.GameEvent;
import meq.rules.View;
import meq.rules.engine.StepNames;
import meq.rules.playtest.Presets;
import meq.rules.words.Describe;
import meq.rules.words.FinaleWords;
import meq.rules.words.Reveals;
import meq.state.GameState;
import meq.state.Seat;

/**
 * What the window is shown of a game being played: a seat's view, the question asked now, and what every seat at
 * the table may know (the turn, whose step it is, the Shadow window, the game's end, the Finale's moment), with the
 * words told of them. Never the state itself: the window reads a game through this, and ArchitectureTest holds it
 * to that.
 */
public final class Seen {
    private final Session session;

    Seen(Session session) {
        this.session = session;
    }

    private GameState s() {
        return session.state(); // read each time: undo and redo put another state in its place
    }

    /** The question asked now, or null when none is (the game is over). */
    public Ask pending() {
        return session.engine().current(s());
    }

    public View view(Seat seat) {
        return session.engine().view(s(), seat);
    }

    /** What every player may see. */
    public View table() {
        return view(Seat.TABLE);
    }

    /** "Why not?" for the seat asked now (empty for another seat). */
    public List<Ask.NotOpen> whyNot(Seat seat) {
        return session.engine().whyNot(s(), seat);
    }

    public int turn() {
        return s().turn;
    }

    public boolean over() {
        return s().over();
    }

    /** The heroes' ids, in the order of play. */
    public List<String> heroes() {
        return s().heroes.stream().map(h -> h.id).toList();
    }

    /** Whose turn and which of its steps: "Eometh · Travel", "Sauron · Action", "Finale", "Setup"; empty before. */
    public String step() {
        return Describe.step(session.rules(), s());
    }

    /** The timing of the Shadow window the game stands at (Sauron is asked whether to play a card), else null. */
    public ShadowTiming shadowWindow() {
        return Describe.shadowTiming(s());
    }

    /** The saved name of the step asking now (its tip's name), or null. */
    public String asking() {
        return StepNames.asking(s());
    }

    /** The Finale has begun and its champion is still to be chosen: the moment to show its opening. */
    public boolean choosingChampion() {
        return FinaleWords.choosingChampion(s());
    }

    /**
     * The Finale as the rules stand it now; the missions it shows only once they are shown (the Finale's opening,
     * the game's end), never before.
     */
    public FinaleWords.Opening opening() {
        FinaleWords.Opening o = FinaleWords.opening(session.rules(), s());
        if (choosingChampion() || over()) {
            return o;
        }
        return new FinaleWords.Opening(o.dominant(), o.bonus(), o.printedHealth(), o.health(), o.printedFortitude(),
                o.fortitude(), o.strength(), List.of(), o.adjustment());
    }

    /** The game's end in words, its road told from all the game's events; only once it is over. */
    public FinaleWords.Result result(List<GameEvent> all) {
        if (!over()) {
            throw new IllegalStateException("the game is not over");
        }
        return FinaleWords.result(session.rules(), s(), all);
    }

    /** The cards one answer's events revealed to the table (the teller carries a running card). */
    public List<Reveals.Reveal> reveals(Reveals.Teller teller, List<GameEvent> events) {
        return teller.tell(events, s());
    }

    /** The table log's lines of one answer's events. */
    public List<Reveals.Told> told(Reveals.Teller teller, List<GameEvent> events) {
        return teller.told(events, s());
    }

    /** This moment as a preset's YAML; refused (UnsupportedOperationException, IllegalStateException) mid-card. */
    public String preset(String title, String description, String goal) {
        return Presets.export(session.rules(), s(), title, description, goal);
    }
}
