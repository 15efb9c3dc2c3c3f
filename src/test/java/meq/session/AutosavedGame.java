package meq.session;

import java.nio.file.Path;
import java.util.List;
import meq.TestData;
import meq.bots.RandomBot;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.words.GameLog;

/**
 * A process playing a seeded bot game with an autosave after every action, printing (and flushing) how many
 * actions are done each time an action has been applied; to be killed in the middle (see KilledGameTest).
 */
public final class AutosavedGame {
    static final List<String> HEROES = List.of("argalad", "eleanor", "thalin");

    private AutosavedGame() {
    }

    public static void main(String[] args) throws Exception {
        Rules rules = TestData.RULES;
        long seed = Long.parseLong(args[1]);
        Session s = Session.of(rules, new GameLog(HEROES, seed, List.of()));
        s.autosaveTo(Path.of(args[0]));
        RandomBot bot = new RandomBot(seed);
        int done = 0;
        for (Ask ask = s.engine().current(s.state()); ask != null; ask = s.engine().current(s.state())) {
            Action a = bot.choose(ask);
            s.apply(a);
            System.out.println(++done);
            System.out.flush();
        }
        System.out.println("over");
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE); // waits to be killed like the rest
    }

    /** The same game played here: every action, in order. */
    static List<Action> actions(Rules rules, long seed) {
        Session s = Session.of(rules, new GameLog(HEROES, seed, List.of()));
        RandomBot bot = new RandomBot(seed);
        for (Ask ask = s.engine().current(s.state()); ask != null; ask = s.engine().current(s.state())) {
            s.apply(bot.choose(ask));
        }
        return s.log().actions();
    }
}
