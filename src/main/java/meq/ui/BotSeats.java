package meq.ui;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.swing.ButtonGroup;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JMenu;
import javax.swing.JProgressBar;
import javax.swing.JRadioButtonMenuItem;
import javax.swing.SwingWorker;
import javax.swing.Timer;
import meq.bots.BotKind;
import meq.bots.HeuristicBot;
import meq.bots.SearchBot;
import meq.bots.Strength;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.session.Session;
import meq.state.GameState;

/**
 * The seats bots play at the table, each with its strength. A tick of the timer moves for the bot whose turn it
 * is: the heuristic bot at once, a search on a background thread (the window stays free, a bar shows it thinking)
 * whose answer is taken only if the game has not moved meanwhile. Undo, a load, a seat given back and closing all
 * stop a search; a stopped search leaves nothing behind.
 */
final class BotSeats {
    private final Rules rules;
    private final Session session;
    private final Consumer<Action> choose;
    private final Runnable changed;
    private final long seed;
    private final Map<String, Strength> seats = new LinkedHashMap<>();
    private final Map<String, JCheckBoxMenuItem> items = new HashMap<>();
    private final Map<String, Map<Strength, JRadioButtonMenuItem>> strengthItems = new HashMap<>();
    private final Map<String, SearchBot> searches = new HashMap<>();
    private final Map<String, BotKind> searchKinds = new HashMap<>();
    private final HeuristicBot heuristic;
    private final Timer timer;
    private final JProgressBar thinking = new JProgressBar();
    private Search search;

    /** A search under way: the seat, what the log held when it began, and its stop flag. */
    private record Search(String seat, int actions, AtomicBoolean stop) {
    }

    /** choose: hands the table an answer; changed: told when a search begins or ends (the prompt reads it). */
    BotSeats(Rules rules, Session session, Consumer<Action> choose, Runnable changed) {
        this.rules = rules;
        this.session = session;
        this.choose = choose;
        this.changed = changed;
        this.seed = session.log().seed() * 31 + 7;
        this.heuristic = new HeuristicBot(rules, seed);
        this.timer = new Timer(Settings.botDelay(), e -> tick());
        timer.setRepeats(true); // ticks while a bot has a seat; a tick moves for a bot whose turn it is
        thinking.setName("bot-thinking");
        thinking.setIndeterminate(true);
        thinking.setStringPainted(true);
        thinking.setString("thinking");
        thinking.setVisible(false);
        thinking.setToolTipText("the bot is searching: Undo, the menus and closing still work");
    }

    /** The Players menu: for each seat, whether a bot plays it and how strongly; then the bots' speed. */
    JMenu menu(List<String> seatIds, Function<String, String> seatName) {
        JMenu menu = new JMenu("Players");
        for (String id : seatIds) {
            JCheckBoxMenuItem item = new JCheckBoxMenuItem(seatName.apply(id) + " is played by the bot");
            item.setName("bot-" + id);
            item.addActionListener(e -> plays(id, item.isSelected()));
            items.put(id, item);
            menu.add(item);
            JMenu strength = new JMenu(seatName.apply(id) + "'s bot strength");
            strength.setName("strength-" + id);
            ButtonGroup group = new ButtonGroup();
            Map<Strength, JRadioButtonMenuItem> byStrength = new HashMap<>();
            for (Strength s : Strength.values()) {
                JRadioButtonMenuItem r = new JRadioButtonMenuItem(s.word() + ": " + s.about(),
                        s == Settings.botStrength());
                r.setName("strength-" + id + "-" + s.name().toLowerCase());
                r.addActionListener(e -> strength(id, s));
                group.add(r);
                byStrength.put(s, r);
                strength.add(r);
            }
            strengthItems.put(id, byStrength);
            menu.add(strength);
        }
        menu.addSeparator();
        ButtonGroup speeds = new ButtonGroup();
        for (var sp : List.of(Map.entry("Bot speed: fast", 150), Map.entry("Bot speed: normal", 600),
                Map.entry("Bot speed: slow, to follow each move", 1500))) {
            JRadioButtonMenuItem item = new JRadioButtonMenuItem(sp.getKey(), Settings.botDelay() == sp.getValue());
            item.addActionListener(e -> speed(sp.getValue()));
            speeds.add(item);
            menu.add(item);
        }
        return menu;
    }

    /** The bar shown while a bot searches (it sits in the prompt's row). */
    JProgressBar thinkingBar() {
        return thinking;
    }

    /** Gives a seat to the bot (at the strength chosen for it) or back to a person. */
    void plays(String seat, boolean on) {
        if (items.containsKey(seat)) {
            items.get(seat).setSelected(on);
        }
        if (on) {
            seats.putIfAbsent(seat, chosen(seat));
        } else {
            seats.remove(seat);
            if (search != null && search.seat().equals(seat)) {
                stop();
            }
        }
        kept();
        tickWhileAny();
    }

    /** The timer ticks while a bot has a seat; a table of people alone does not tick. */
    private void tickWhileAny() {
        if (seats.isEmpty()) {
            timer.stop();
        } else if (!timer.isRunning()) {
            timer.start();
        }
    }

    /** How strongly a seat's bot plays (remembered for the next table); a search under way for it stops. */
    void strength(String seat, Strength s) {
        Settings.botStrength(s);
        if (strengthItems.containsKey(seat)) {
            strengthItems.get(seat).get(s).setSelected(true);
        }
        if (seats.containsKey(seat)) {
            seats.put(seat, s);
            if (search != null && search.seat().equals(seat)) {
                stop();
            }
            kept();
        }
    }

    /**
     * Seats the bots a save kept, each at its strength (the strength remembered for new tables stays as it was); a
     * seat this game has not is passed over.
     */
    void restore(Map<String, String> kept) {
        kept.forEach((seat, word) -> {
            if (strengthItems.containsKey(seat)) { // a seat of this game's
                Strength s = Strength.valueOf(word.toUpperCase(Locale.ROOT));
                strengthItems.get(seat).get(s).setSelected(true);
                items.get(seat).setSelected(true);
                seats.put(seat, s);
            }
        });
        kept(); // once, with them all: the save holds them already, so nothing is written
        tickWhileAny();
    }

    /** Tells the session which seats bots play, for the save and the autosave. */
    private void kept() {
        Map<String, String> words = new LinkedHashMap<>();
        seats.forEach((seat, s) -> words.put(seat, s.name().toLowerCase(Locale.ROOT)));
        session.bots(words);
    }

    /** For tests: a seat's bot searches with the given budget (a strength of no menu's). */
    void searchWith(String seat, int budget) {
        searchKinds.put(seat, BotKind.search(budget));
        searches.remove(seat);
    }

    private Strength chosen(String seat) {
        if (strengthItems.containsKey(seat)) {
            for (var e : strengthItems.get(seat).entrySet()) {
                if (e.getValue().isSelected()) {
                    return e.getKey();
                }
            }
        }
        return Settings.botStrength();
    }

    boolean plays(String seat) {
        return seats.containsKey(seat);
    }

    Strength strengthOf(String seat) {
        return seats.get(seat);
    }

    boolean any() {
        return !seats.isEmpty();
    }

    /** The speed the players chose in the menu: kept in the settings for the next table. */
    void speed(int ms) {
        Settings.botDelay(ms);
        pace(ms);
    }

    /** The bots' pace at this table alone (tests: the settings on disk stay as they were). */
    void pace(int ms) {
        timer.setDelay(Math.max(1, ms));
        timer.setInitialDelay(Math.max(1, ms)); // the first move after a start waits the same (not the old speed)
    }

    /**
     * Holds the bots still (a question the players answer first): a search under way stops too, so that no move
     * comes while they answer; true if they were moving.
     */
    boolean pause() {
        boolean ticking = timer.isRunning();
        timer.stop();
        stop();
        return ticking;
    }

    void resume() {
        if (any()) {
            timer.start();
        }
    }

    /** True while a bot searches on its background thread. */
    boolean thinking() {
        return search != null;
    }

    /** Stops a search under way: its answer will never be taken. */
    void stop() {
        if (drop()) {
            thinking.setVisible(false);
            changed.run();
        }
    }

    /** Sets a search's stop flag and forgets it; true if one was under way. */
    private boolean drop() {
        if (search == null) {
            return false;
        }
        search.stop().set(true);
        search = null;
        return true;
    }

    /** Stops everything for good (the table closes; it is not redrawn). */
    void close() {
        timer.stop();
        drop();
    }

    private void tick() {
        if (seats.isEmpty() || search != null) {
            return;
        }
        GameState s = session.state();
        Ask ask = session.engine().current(s);
        if (ask == null || !seats.containsKey(ask.seat().id())) {
            return;
        }
        String seat = ask.seat().id();
        BotKind kind = searchKinds.getOrDefault(seat, seats.get(seat).kind());
        if (!kind.search() || ask.options().size() == 1) { // the heuristic bot, or nothing to think over
            choose.accept(heuristic.choose(session.engine(), s, ask));
            return;
        }
        SearchBot bot = searches.computeIfAbsent(seat, k -> new SearchBot(rules, kind.budget(),
                seed ^ k.hashCode(), Math.max(1, Runtime.getRuntime().availableProcessors())));
        Search mine = new Search(seat, session.log().actions().size(), new AtomicBoolean());
        search = mine;
        GameState frozen = s.copy(); // the search reads a copy: the table's state is the event thread's
        thinking.setVisible(true);
        changed.run();
        new SwingWorker<Action, Void>() {
            @Override
            protected Action doInBackground() {
                return bot.choose(frozen, mine.stop()::get);
            }

            @Override
            protected void done() {
                if (search != mine) {
                    return; // stopped, or another took its place: nothing of it is taken
                }
                search = null;
                thinking.setVisible(false);
                Action a;
                try {
                    a = get();
                } catch (CancellationException e) {
                    changed.run();
                    return;
                } catch (Exception e) { // a search that failed is a bug: it is told, and the game goes on
                    new IllegalStateException("the bot's search failed; the heuristic bot answers",
                            e.getCause()).printStackTrace();
                    a = null;
                }
                if (session.log().actions().size() != mine.actions()) {
                    changed.run(); // the game moved while it thought: the answer is for a question gone
                    return;
                }
                choose.accept(a != null ? a : heuristic.choose(session.engine(), session.state(),
                        session.engine().current(session.state())));
            }
        }.execute();
    }

    /** The seats bots play, in the order given to them (for tests). */
    List<String> seats() {
        return new ArrayList<>(seats.keySet());
    }
}
