package meq.session;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import meq.data.DataException;
import meq.data.YamlSource;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Engine;
import meq.rules.GameEvent;
import meq.rules.GameLog;
import meq.rules.Rules;
import meq.state.GameState;
import meq.state.Seat;

/**
 * A game being played: how it started, the actions taken, the state they lead to. It saves (atomically: written
 * beside, then renamed), autosaves after every action, loads by replaying, and undoes a seat's own last actions
 * back to the last moment hidden information was revealed (a draw, a flip, a shuffle), never past it.
 */
public final class Session {
    private final Rules rules;
    private final Engine engine;
    private GameLog log;
    private GameState state;
    private final List<Seat> seats = new ArrayList<>();
    private final Deque<Action> redo = new ArrayDeque<>();
    /** How many actions are fixed: undo never goes below this (the last reveal). */
    private int barrier;
    private Path autosave;

    private Session(Rules rules, GameLog log, GameState state) {
        this.rules = rules;
        this.engine = new Engine(rules);
        this.log = log;
        this.state = state;
    }

    /** A session starting from the log's start, replaying its actions. */
    public static Session of(Rules rules, GameLog log) {
        Replay r = replay(rules, log);
        if (r.stuck() >= 0) {
            throw new meq.rules.IllegalActionException("action " + (r.stuck() + 1) + " of " + log.actions().size()
                    + " no longer applies: " + r.why());
        }
        return r.session();
    }

    /** A replay: the session, or the index of the first action that no longer applies (-1: none) and why. */
    record Replay(Session session, int stuck, String why) {
    }

    static Replay replay(Rules rules, GameLog log) {
        Session s = new Session(rules, log.withActions(List.of()), log.start(rules));
        List<Action> actions = log.actions();
        for (int i = 0; i < actions.size(); i++) {
            try {
                s.apply(actions.get(i));
            } catch (meq.rules.IllegalActionException e) {
                return new Replay(null, i, e.getMessage());
            }
        }
        s.redo.clear();
        return new Replay(s, -1, null);
    }

    /** Loads a save; a file too large, broken, or whose actions no longer apply is refused with its line. */
    public static Session load(Rules rules, Path file) throws DataException, IOException {
        return read(rules, YamlSource.readBytes(file, file.toString()), file.toString());
    }

    /** A save from its text; see {@link #load}. */
    public static Session read(Rules rules, byte[] yaml, String file) throws DataException {
        return new SaveReader(yaml, file).read(rules);
    }

    /**
     * Why this game's data differs from the data it was saved with (its fingerprint), or empty when they agree or
     * the save is too old to say. A game that replays under other data is shown with this warning.
     */
    public java.util.Optional<String> dataWarning(String currentFingerprint) {
        if (log.data() == null || log.data().equals(currentFingerprint)) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of("This game was saved with other game data (fingerprint " + shortPrint(log.data())
                + ", now " + shortPrint(currentFingerprint) + "). Every action still applied, but cards or numbers"
                + " may have changed since.");
    }

    private static String shortPrint(String f) {
        return f.length() > 12 ? f.substring(0, 12) : f;
    }

    public GameState state() {
        return state;
    }

    public Engine engine() {
        return engine;
    }

    public GameLog log() {
        return log;
    }

    /** Writes an autosave after every action to this file (null: none). */
    public void autosaveTo(Path file) {
        this.autosave = file;
    }

    /** Applies an action (refused ones change nothing), remembers it, and autosaves. */
    public List<GameEvent> apply(Action a) {
        Ask ask = engine.current(state);
        List<Long> before = hidden(state);
        List<GameEvent> events = engine.apply(state, a);
        List<Action> actions = new ArrayList<>(log.actions());
        actions.add(a);
        log = log.withActions(actions);
        seats.add(ask.seat());
        redo.clear();
        if (!before.equals(hidden(state))) {
            barrier = actions.size();
        }
        if (autosave != null) {
            try {
                save(autosave);
            } catch (IOException e) {
                // an autosave that fails must not stop the game; the next action tries again
            }
        }
        return events;
    }

    /**
     * What no one can see yet: the generator and the size of every face-down pile. When an action changes it, a
     * card was drawn, a token flipped or something shuffled: hidden information came to light.
     */
    static List<Long> hidden(GameState s) {
        List<Long> out = new ArrayList<>();
        for (long x : s.rng.state()) {
            out.add(x);
        }
        for (var h : s.heroes) {
            out.add((long) h.life.size());
        }
        out.add((long) s.skillDeck.drawPile().size());
        s.decks.values().forEach(p -> out.add((long) p.drawPile().size()));
        s.combatDecks.values().forEach(p -> out.add((long) p.drawPile().size()));
        s.tokenPiles.values().forEach(p -> out.add((long) p.drawPile().size()));
        return out;
    }

    /** Why the seat deciding now cannot undo, or null when it can. */
    public String whyNoUndo() {
        int n = log.actions().size();
        if (n == 0) {
            return "nothing to undo";
        }
        if (n <= barrier) {
            return "the last action revealed hidden information (a card drawn, a token flipped or a shuffle)";
        }
        Ask now = engine.current(state);
        Seat last = seats.get(n - 1);
        if (now != null && !now.seat().equals(last)) {
            return "the last action was " + last + "'s, not " + now.seat() + "'s";
        }
        return null;
    }

    /** Takes back the last action (by replaying all but it). */
    public void undo() {
        String why = whyNoUndo();
        if (why != null) {
            throw new IllegalStateException("cannot undo: " + why);
        }
        List<Action> actions = new ArrayList<>(log.actions());
        Action last = actions.remove(actions.size() - 1);
        Deque<Action> keep = new ArrayDeque<>(redo);
        keep.push(last);
        int keepBarrier = barrier;
        Path keepAutosave = autosave;
        autosave = null;
        replayFromStart(actions);
        barrier = keepBarrier;
        redo.clear();
        redo.addAll(keep);
        autosave = keepAutosave;
        autosaveQuietly();
    }

    public boolean canRedo() {
        return !redo.isEmpty();
    }

    public void redo() {
        if (redo.isEmpty()) {
            throw new IllegalStateException("nothing to redo");
        }
        Deque<Action> keep = new ArrayDeque<>(redo);
        Action a = keep.pop();
        apply(a);
        redo.clear();
        redo.addAll(keep);
    }

    private void replayFromStart(List<Action> actions) {
        state = log.withActions(List.of()).start(rules);
        log = log.withActions(List.of());
        seats.clear();
        for (Action a : actions) {
            apply(a);
        }
    }

    private void autosaveQuietly() {
        if (autosave != null) {
            try {
                save(autosave);
            } catch (IOException e) {
                // see apply
            }
        }
    }

    /** Saves atomically: the old file stays whole until the new one is complete. */
    public void save(Path file) throws IOException {
        writeAtomically(file, log.write());
    }

    /** Writes text beside the file, then moves it into place: a crash leaves the old file whole. */
    public static void writeAtomically(Path file, String text) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        if (dir != null) {
            Files.createDirectories(dir);
        }
        Path tmp = Files.createTempFile(dir, ".meq-save-", ".tmp");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            try {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (java.nio.file.AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** The per-user folder for the autosave. */
    public static Path autosaveFile() {
        return Path.of(System.getProperty("user.home"), ".meq", "autosave.yaml");
    }
}
