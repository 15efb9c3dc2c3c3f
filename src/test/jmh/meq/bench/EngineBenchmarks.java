package meq.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import meq.board.Board;
import meq.board.InfluenceNetwork;
import meq.bots.BotKind;
import meq.bots.HeuristicBot;
import meq.bots.RandomBot;
import meq.data.DataLoader;
import meq.data.GameData;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.View;
import meq.rules.engine.Engine;
import meq.rules.engine.StepNames;
import meq.rules.playtest.Presets;
import meq.rules.words.ViewText;
import meq.sim.CombatSim;
import meq.sim.Odds;
import meq.sim.Simulator;
import meq.state.GameState;
import meq.state.Seat;
import meq.state.SnapshotWriter;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The engine's hot paths, one benchmark each: a whole random game, a whole bot game, one decision (the question
 * and one answer), a seat's view and its text, a heuristic choice, a combat, the influence networks and writing a
 * snapshot, one sample of a Finale's odds, the board made from the data. Run with the jmh profile.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class EngineBenchmarks {
    Rules rules;
    GameData data;
    Engine engine;
    Simulator sim;
    CombatSim combat;
    SnapshotWriter writer;
    GameState mid;
    GameState finale;
    Odds odds;
    GameState decision;
    GameState travel;
    GameState command;
    InfluenceNetwork midNetwork;
    int[] oneJoined;
    long seed;

    @Setup(Level.Trial)
    public void load() throws Exception {
        data = DataLoader.bundled();
        rules = Rules.of(data);
        engine = new Engine(rules);
        sim = new Simulator(rules);
        combat = new CombatSim(data, rules.cards());
        writer = StepNames.writer(rules);
        mid = midGame(150);
        travel = moment(mid, "Travel");
        command = moment(mid, "Command monsters and minions");
        midNetwork = InfluenceNetwork.of(rules.board(), mid.influence);
        midNetwork.placeable(); // in a game the caps are known before a placement
        oneJoined = oneJoined(mid.influence);
        odds = new Odds(rules);
        Path file = Presets.find("finale-sauron-dominant");
        finale = Presets.load(rules, Files.readAllBytes(file), file.toString()).state();
    }

    /** A fresh copy of the mid-game moment before each call that changes it. */
    @Setup(Level.Invocation)
    public void copy() {
        decision = mid.copy();
        seed++;
    }

    private GameState midGame(int actions) {
        GameState s = meq.rules.engine.Setup.newGame(rules, List.of("argalad", "eleanor"), 9);
        RandomBot bot = new RandomBot(9);
        for (int i = 0; engine.pending(s) != null; i++) {
            if (i >= actions) {
                try {
                    writer.write(s);
                    return s;
                } catch (UnsupportedOperationException midEffect) {
                    // one more action, then try again
                }
            }
            engine.apply(s, bot.choose(engine.current(s)));
        }
        return s;
    }

    /** The next moment of a random game from this one whose question begins with these words. */
    private GameState moment(GameState from, String words) {
        GameState s = from.copy();
        RandomBot bot = new RandomBot(3);
        for (Ask ask = engine.pending(s); ask != null; ask = engine.current(s)) {
            if (ask.prompt().startsWith(words)) {
                return s;
            }
            engine.apply(s, bot.choose(ask));
        }
        throw new IllegalStateException("no question \"" + words + "\" after the mid-game moment");
    }

    /**
     * The influence with one more on the first empty location (neither a Haven nor a Stronghold) with one neighbour
     * holding influence: a location joining one network, the placement's usual case.
     */
    private int[] oneJoined(int[] influence) {
        Board board = rules.board();
        for (var l : board.locations()) {
            long held = board.neighbours(l).stream().filter(n -> influence[n.to().index()] > 0).count();
            if (influence[l.index()] == 0 && held == 1 && !l.haven() && !l.isStronghold()) {
                int[] out = influence.clone();
                out[l.index()] = 1;
                return out;
            }
        }
        throw new IllegalStateException("no empty location next to one with influence");
    }

    @Benchmark
    public Object randomGame() {
        return sim.play(Simulator.gameSeed(1, (int) seed), 3, false);
    }

    @Benchmark
    public Object botGame() {
        return sim.play(Simulator.gameSeed(1, (int) seed), 3, false, true, true);
    }

    @Benchmark
    public Object oneDecision() {
        Ask ask = engine.current(decision);
        return engine.apply(decision, ask.options().get(0));
    }

    /** The commonest question of a game: where a hero travels, each way of paying (asked anew each time). */
    @Benchmark
    public Object travelQuestion() {
        travel.forget(Engine.PENDING);
        return engine.pending(travel);
    }

    /** Sauron's Command question: every figure's moves and the piles a token may be drawn from (asked anew). */
    @Benchmark
    public Object commandQuestion() {
        command.forget(Engine.PENDING);
        return engine.pending(command);
    }

    @Benchmark
    public View viewOfTheDecidingSeat() {
        Ask ask = engine.current(decision);
        return engine.view(decision, ask.seat());
    }

    /** A view of a state seen before, as at the next decision: the parts a view keeps are there. */
    @Benchmark
    public View viewOfAStateSeenBefore() {
        return engine.view(mid, Seat.SAURON);
    }

    @Benchmark
    public String viewText() {
        return ViewText.of(engine.view(decision, Seat.SAURON));
    }

    @Benchmark
    public Object heuristicChoice() {
        Ask ask = engine.current(decision);
        return new HeuristicBot(rules, seed).choose(engine.view(decision, ask.seat()));
    }

    @Benchmark
    public Object combat() {
        return combat.play("beravor", data.monsters().get(0).id(), 2, seed);
    }

    /** The influence networks of a mid-game board and where Sauron may place influence (asked at every placement). */
    @Benchmark
    public Object influenceNetworks() {
        return InfluenceNetwork.of(rules.board(), mid.influence).placeable();
    }

    /** The networks once one more location next to a network takes its first influence (a placement's usual case). */
    @Benchmark
    public Object influenceJoined() {
        return midNetwork.updated(oneJoined).placeable();
    }

    /** One sample of a preset's odds: the preset copied, its hidden decks reshuffled, the Finale played out. */
    @Benchmark
    public Object finaleOddsSample() {
        return odds.play(finale, (int) seed, seed);
    }

    /** The start of a preset's sample alone: the preset copied and every hidden pile reshuffled. */
    @Benchmark
    public Object oddsSampleStart() {
        return sim.start(seed, 0, finale);
    }

    /** One sample of a preset's odds with the heuristic bots on every seat (what `meq odds` plays). */
    @Benchmark
    public Object finaleOddsSampleHeuristic() {
        return odds.play(finale, (int) seed, seed, BotKind.HEURISTIC);
    }

    /** The board made from the data (its distances and lists): part of every start, window or command. */
    @Benchmark
    public Object boardOf() {
        return Board.of(data);
    }

    /** The whole data read and checked, as every start (window or command) does once. */
    @Benchmark
    public Object dataRead() throws Exception {
        return new DataLoader(DataLoader.bundledRoot(), "data").load();
    }

    @Benchmark
    public int snapshotWrite() {
        return writer.write(mid).length();
    }
}
