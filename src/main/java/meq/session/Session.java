package meq.session;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import meq.data.DataException;
import meq.data.YamlSource;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Ctx;
import meq.rules.GameEvent;
import meq.rules.IllegalActionException;
import meq.rules.Rules;
import meq.rules.engine.Engine;
import meq.rules.words.Describe;
import meq.rules.words.GameLog;
import meq.rules.words.Inspection;
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
    private final Seen seen;
    private final List<Seat> seats = new ArrayList<>();
    private final Deque<Action> redo = new ArrayDeque<>();
    /** How many actions are fixed: undo never goes below this (the last reveal). */
    private int barrier;
    /** The actions (by index) the table took for a seat by its standing orders, undone with the action before. */
    private final Set<Integer> automatic = new HashSet<>();
    private Path autosave;
    /** What the game told, moment by moment: the opening, then each action's events (rebuilt by a replay). */
    private final List<Moment> history = new ArrayList<>();
    /** The actions a file holds: those the session was loaded or started with, or saved last (not autosaves). */
    private List<Action> saved = List.of();

    /**
     * One moment of the game's story: the turn and step it was asked at (the step as {@code Describe.step} names
     * it; empty for the opening), what happened, and the step each event came from (the step running when it was
     * emitted: an encounter drawn after the Travel step ends is the Encounter's). The opening moment holds the
     * events before the first question.
     */
    public record Moment(int turn, String step, List<GameEvent> events, List<String> steps) {
        public Moment {
            events = List.copyOf(events);
            steps = List.copyOf(steps);
            if (steps.size() != events.size()) {
                throw new IllegalArgumentException(steps.size() + " steps for " + events.size() + " events");
            }
        }

        /** A moment whose events all come from one step (or none: the opening). */
        public Moment(int turn, String step, List<GameEvent> events) {
            this(turn, step, events, Collections.nCopies(events.size(), step));
        }
    }

    /** The events of one action, each with the step it came from (the step running when it was emitted). */
    private final class Stepped extends ArrayList<GameEvent> implements Ctx.Stepping {
        private final List<String> steps = new ArrayList<>();
        private String now;

        Stepped(String step) {
            now = step;
        }

        @Override
        public void stepping(GameState s) {
            now = Describe.step(rules, s);
        }

        @Override
        public boolean add(GameEvent e) {
            steps.add(now);
            return super.add(e);
        }
    }

    private Session(Rules rules, GameLog log, GameState state) {
        this.rules = rules;
        this.engine = new Engine(rules);
        this.log = log;
        this.state = state;
        this.seen = new Seen(this);
    }

    /** A session starting from the log's start, replaying its actions. */
    public static Session of(Rules rules, GameLog log) {
        Replay r = replay(rules, log);
        if (r.stuck() >= 0) {
            throw new IllegalActionException("action " + (r.stuck() + 1) + " of " + log.actions().size()
                    + " no longer applies: " + r.why());
        }
        return r.session();
    }

    /**
     * A replay: the session (as far as the actions applied), the index of the first action that no longer applies
     * (-1: none) and why.
     */
    record Replay(Session session, int stuck, String why) {
    }

    static Replay replay(Rules rules, GameLog log) {
        Session s = new Session(rules, log.withActions(List.of()), log.start(rules));
        List<Action> actions = log.actions();
        int stuck = -1;
        String why = null;
        for (int i = 0; i < actions.size() && stuck < 0; i++) {
            try {
                s.apply(actions.get(i));
            } catch (IllegalActionException e) { // refused: the state is as the actions before left it
                stuck = i;
                why = refusal(s, actions.get(i));
            }
        }
        s.redo.clear();
        s.saved = s.log.actions();
        return new Replay(s, stuck, why);
    }

    /** Why an action of a save is refused, in the players' words: what it was, and what the game asks there. */
    private static String refusal(Session s, Action a) {
        Ask ask = s.engine.current(s.state);
        if (ask == null) {
            return "“" + Describe.action(s.rules, a) + "” comes after the game has ended";
        }
        return "“" + Describe.action(s.rules, a) + "” is not among the choices there: "
                + Inspection.seatName(s.rules, ask.seat()) + " is asked “" + ask.prompt() + "” ("
                + ask.options().size() + (ask.options().size() == 1 ? " choice)" : " choices)");
    }

    /** A save loaded as far as its actions still apply: the game there, and what was left out (null: nothing). */
    public record Loaded(Session session, OlderRules olderRules) {
    }

    /**
     * Loads a save as far as its actions still apply under today's rules, for the players to go on from there; a
     * file too large or broken is refused with its line, as {@link #load} does. The file is not touched.
     */
    public static Loaded loadAsFarAsItApplies(Rules rules, Path file) throws DataException, IOException {
        return readAsFarAsItApplies(rules, YamlSource.readBytes(file, file.toString()), file.toString());
    }

    /** A save from its text, as far as its actions still apply; see {@link #loadAsFarAsItApplies}. */
    public static Loaded readAsFarAsItApplies(Rules rules, byte[] yaml, String file) throws DataException {
        return new SaveReader(yaml, file).readAsFarAsItApplies(rules);
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
    public Optional<String> dataWarning(String currentFingerprint) {
        if (log.data() == null || log.data().equals(currentFingerprint)) {
            return Optional.empty();
        }
        return Optional.of("This game was saved with other game data (fingerprint " + shortPrint(log.data())
                + ", now " + shortPrint(currentFingerprint) + "). Every action still applied, but cards or numbers"
                + " may have changed since.");
    }

    private static String shortPrint(String f) {
        return f.length() > 12 ? f.substring(0, 12) : f;
    }

    public GameState state() {
        return state;
    }

    /** What the window is shown of this game: views, the question, the table's facts, never the state. */
    public Seen seen() {
        return seen;
    }

    public Rules rules() {
        return rules;
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

    /** The file this game autosaves to, or null. */
    public Path autosave() {
        return autosave;
    }

    /**
     * The whole story so far, in order: the opening (the events before the first question), then one moment per
     * action. A loaded game has the story of its replay.
     */
    public List<Moment> history() {
        opening();
        return Collections.unmodifiableList(history);
    }

    /**
     * Keeps what the steps before the first question told as the opening moment, read off a fresh start (the
     * same seed tells the same), so it is whole even when the game was already asked its first question.
     */
    private void opening() {
        if (history.isEmpty()) {
            GameState fresh = log.withActions(List.of()).start(rules);
            int turn = fresh.turn;
            history.add(new Moment(turn, "", List.copyOf(engine.run(fresh))));
        }
    }

    /**
     * Actions taken since the game was last written to a file of the players' (loaded, started, or saved with
     * {@link #save}); the autosave does not count.
     */
    public int unsavedActions() {
        List<Action> now = log.actions();
        int common = 0;
        while (common < now.size() && common < saved.size() && now.get(common).equals(saved.get(common))) {
            common++;
        }
        return now.size() - common + (saved.size() - common);
    }

    /** Applies an action (refused ones change nothing), remembers it, and autosaves. */
    public List<GameEvent> apply(Action a) {
        opening();
        Ask ask = engine.current(state);
        List<Long> before = hidden(state);
        int turn = state.turn;
        String step = Describe.step(rules, state);
        Stepped events = new Stepped(step);
        engine.apply(state, a, events);
        history.add(new Moment(turn, step, events, events.steps));
        List<Action> actions = new ArrayList<>(log.actions());
        actions.add(a);
        log = log.withActions(actions);
        seats.add(ask.seat());
        redo.clear();
        if (!before.equals(hidden(state))) {
            barrier = actions.size();
        }
        autosaveQuietly();
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

    /** An action the table takes for a seat (Sauron's standing orders); undo takes it back with the one before. */
    public List<GameEvent> applyAutomatic(Action a) {
        List<GameEvent> events = apply(a);
        automatic.add(log.actions().size() - 1);
        return events;
    }

    /** Why the seat deciding now cannot undo, or null when it can. */
    public String whyNoUndo() {
        return whyNoUndo(seat -> false);
    }

    /**
     * Why undo cannot take back a person's last action at a table where bot plays some seats, or null when it can:
     * the bots' actions since that one go back with it (a bot does not mind). The action must not have been
     * followed by hidden information coming to light, and it must be the deciding seat's own, unless a bot decides
     * now (the person takes back the move the bot is thinking over).
     */
    public String whyNoUndo(Predicate<Seat> bot) {
        int m = firstUndone(bot);
        if (m < 0) {
            return "nothing to undo";
        }
        if (m < barrier) {
            return "the last action revealed hidden information (a card drawn, a token flipped or a shuffle)";
        }
        Ask now = engine.current(state);
        Seat last = seats.get(m);
        if (now != null && !now.seat().equals(last) && !bot.test(now.seat())) {
            return "the last action was " + last + "'s, not " + now.seat() + "'s";
        }
        return null;
    }

    /** The index of the action undo takes back first: the last not by a bot nor by standing orders; -1 if none. */
    private int firstUndone(Predicate<Seat> bot) {
        int m = log.actions().size() - 1;
        while (m >= 0 && (automatic.contains(m) || bot.test(seats.get(m)))) {
            m--;
        }
        return m;
    }

    /** Takes back the last action (by replaying all but it). */
    public void undo() {
        undo(seat -> false);
    }

    /**
     * Takes back a person's last action and the bots' and standing orders' actions after it (by replaying all
     * before it); redo brings back the person's action first, then the bots'.
     */
    public void undo(Predicate<Seat> bot) {
        String why = whyNoUndo(bot);
        if (why != null) {
            throw new IllegalStateException("cannot undo: " + why);
        }
        int m = firstUndone(bot);
        List<Action> actions = new ArrayList<>(log.actions().subList(0, m));
        Deque<Action> keep = new ArrayDeque<>(redo);
        for (int i = log.actions().size() - 1; i >= m; i--) {
            if (!automatic.contains(i)) { // the table's passes by standing orders go with the action before
                keep.push(log.actions().get(i));
            }
        }
        int keepBarrier = barrier;
        Path keepAutosave = autosave;
        autosave = null;
        replayFromStart(actions);
        automatic.removeIf(i -> i >= actions.size());
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
        history.clear();
        for (Action a : actions) {
            apply(a);
        }
    }

    /** Writes the autosave; a finished game's autosave is removed (only unfinished games are offered again). */
    private void autosaveQuietly() {
        if (autosave != null) {
            try {
                if (state.over()) {
                    Files.deleteIfExists(autosave);
                } else {
                    writeAtomically(autosave, log.write());
                }
            } catch (IOException e) {
                // an autosave that fails must not stop the game; the next action tries again
            }
        }
    }

    /** The players' names by seat id ("sauron" or a hero's id); a seat with none is called by its own name. */
    public Map<String, String> names() {
        return log.names();
    }

    /** Names the players (kept in the save and the autosave). */
    public void names(Map<String, String> names) {
        log = log.withNames(names);
        autosaveQuietly();
    }

    /** Sauron's standing orders at the table, or null (he is asked at every Shadow window). */
    public GameLog.ShadowOrders orders() {
        return log.orders();
    }

    /**
     * Whether Sauron's standing orders pass for him at this question: a Shadow window of a timing he did not tick,
     * or, in the faster mode, one where he holds no card he could play (see {@link GameLog.ShadowOrders#passes}).
     */
    public boolean passedByOrders(Ask ask) {
        GameLog.ShadowOrders o = log.orders();
        return o != null && o.passes(ask, Describe.shadowTiming(state), state.turn);
    }

    /** Sets Sauron's standing orders (kept in the save and the autosave). */
    public void orders(GameLog.ShadowOrders orders) {
        log = log.withOrders(orders);
        autosaveQuietly();
    }

    /** The seats bots play, by seat id, each with its strength (one of {@link GameLog#BOT_STRENGTHS}). */
    public Map<String, String> bots() {
        return log.bots();
    }

    /** Sets the seats bots play (kept in the save and the autosave, so a resumed game has them again). */
    public void bots(Map<String, String> seats) {
        if (!seats.equals(log.bots())) {
            log = log.withBots(seats);
            autosaveQuietly();
        }
    }

    /** Saves atomically: the old file stays whole until the new one is complete. */
    public void save(Path file) throws IOException {
        writeAtomically(file, log.write());
        if (!file.equals(autosave)) {
            saved = log.actions();
        }
    }

    /** Writes text beside the file, then moves it into place: a crash leaves the old file whole. */
    public static void writeAtomically(Path file, String text) throws IOException {
        writeAtomically(file, text.getBytes(StandardCharsets.UTF_8));
    }

    /** As above, any bytes (a chart, a report). */
    public static void writeAtomically(Path file, byte[] bytes) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        if (dir != null) {
            Files.createDirectories(dir);
        }
        Path tmp = Files.createTempFile(dir, ".meq-save-", ".tmp");
        try {
            Files.write(tmp, bytes);
            try {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** The autosave of meq before there was one per game (still offered to resume when it is there). */
    public static Path legacyAutosaveFile() {
        return Path.of(System.getProperty("user.home"), ".meq", "autosave.yaml");
    }

    /** The per-user folder of autosaves: one file per game, named by when the game started. */
    public static Path autosaveFolder() {
        return Path.of(System.getProperty("user.home"), ".meq", "autosaves");
    }

    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH-mm-ss-SSS");

    /** The autosave names given out in this run (a game writes its file at its first action only). */
    private static final Set<Path> CLAIMED = new HashSet<>();

    /** A new game's own autosave file, named by now (never one another game holds); written at its first action. */
    public static synchronized Path newAutosaveFile() {
        String stamp = STAMP.format(LocalDateTime.now());
        Path file = autosaveFolder().resolve("game-" + stamp + ".yaml");
        for (int n = 2; Files.exists(file) || CLAIMED.contains(file); n++) {
            file = autosaveFolder().resolve("game-" + stamp + "-" + n + ".yaml");
        }
        CLAIMED.add(file);
        return file;
    }

    /** When a game of this autosave file started, read from its name; empty for a name not of this form. */
    public static Optional<LocalDateTime> startedAt(Path autosave) {
        Matcher m = Pattern.compile("game-(\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d-\\d{3})"
                + "(-\\d+)?\\.yaml").matcher(autosave.getFileName().toString());
        if (!m.matches()) {
            return Optional.empty();
        }
        try {
            return Optional.of(LocalDateTime.parse(m.group(1), STAMP));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    /** Every autosave there is (the per-game ones and an old single one), the last played first. */
    public static List<Path> autosaves() {
        List<Path> out = new ArrayList<>();
        if (Files.isDirectory(autosaveFolder())) {
            try (var files = Files.list(autosaveFolder())) {
                files.filter(f -> f.getFileName().toString().endsWith(".yaml") && Files.isRegularFile(f)).forEach(out::add);
            } catch (IOException e) {
                // an unreadable folder offers nothing
            }
        }
        if (Files.isRegularFile(legacyAutosaveFile())) {
            out.add(legacyAutosaveFile());
        }
        out.sort(Comparator.comparing(Session::modified).reversed());
        return out;
    }

    private static FileTime modified(Path f) {
        try {
            return Files.getLastModifiedTime(f);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }
}
