package meq.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;
import meq.bots.BotKind;
import meq.bots.GameBots;
import meq.bots.HeuristicBot;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.engine.Engine;
import meq.state.GameState;

/**
 * Where the quick bots play unlike strong play (issue 35): a preset played out with the search bots on every seat,
 * the samples of `odds --bots search`, and at each question with more than one answer what the heuristic bot would
 * have answered instead, counted by the question's kind and seat.
 */
public final class Disagreements {
    private final Rules rules;
    private final Engine engine;
    private final Simulator games;

    public Disagreements(Rules rules) {
        this.rules = rules;
        this.engine = new Engine(rules);
        this.games = new Simulator(rules);
    }

    /** A kind of question of one side: how often it was asked and how often the heuristic answered otherwise. */
    public record Count(int asked, int differ) {
        Count plus(Count o) {
            return new Count(asked + o.asked, differ + o.differ);
        }
    }

    /** Counts by "side: kind", over samples 0..n-1 of the seed (the same games at any thread count). */
    public Map<String, Count> run(GameState preset, int samples, long seed, int threads, int budget,
                                  IntConsumer progress) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
        try {
            List<Future<Map<String, Count>>> futures = new ArrayList<>();
            java.util.concurrent.atomic.AtomicInteger done = new java.util.concurrent.atomic.AtomicInteger();
            for (int i = 0; i < samples; i++) {
                long gameSeed = Simulator.gameSeed(seed, i);
                futures.add(pool.submit(() -> {
                    Map<String, Count> one = play(preset, gameSeed, BotKind.search(budget));
                    progress.accept(done.incrementAndGet());
                    return one;
                }));
            }
            Map<String, Count> all = new TreeMap<>();
            for (Future<Map<String, Count>> f : futures) {
                f.get().forEach((k, c) -> all.merge(k, c, Count::plus));
            }
            return all;
        } finally {
            pool.shutdownNow();
        }
    }

    private Map<String, Count> play(GameState preset, long seed, BotKind strong) {
        GameState s = games.start(seed, 0, preset);
        GameBots bots = new GameBots(rules, engine, strong, strong, seed);
        HeuristicBot quick = new HeuristicBot(rules, seed * 31 + 7);
        Map<String, Count> counts = new TreeMap<>();
        List<meq.rules.GameEvent> events = new ArrayList<>();
        int actions = 0;
        for (Ask ask = engine.pending(s); ask != null && actions < Simulator.MAX_ACTIONS; ask = engine.current(s)) {
            Action quickAnswer = quick.choose(engine, s, ask);
            Action a = bots.choose(s, ask);
            if (ask.options().size() > 1) {
                String key = (ask.seat().sauron() ? "sauron: " : "heroes: ") + kind(ask.prompt());
                counts.merge(key, new Count(1, quickAnswer.equals(a) ? 0 : 1), Count::plus);
            }
            engine.apply(s, a, events);
            events.clear();
            actions++;
        }
        return counts;
    }

    /** A question's kind: its prompt without the names and figures of the moment. */
    static String kind(String prompt) {
        if (prompt.startsWith("Choose a combat card")) {
            return "combat card";
        }
        if (prompt.contains("how much agility")) {
            return "agility to spend";
        }
        String k = prompt.split("[:?(0-9]", 2)[0].trim();
        return k.length() > 48 ? k.substring(0, 48) : k;
    }
}
