package meq.session;

import java.nio.file.Path;
import java.util.List;
import meq.TestData;
import meq.bots.RandomBot;
import meq.rules.Rules;
import meq.rules.words.GameLog;

/** A process that saves the same long game again and again, to be killed in the middle (see SaveKillTest). */
public final class SaveLoop {
    private SaveLoop() {
    }

    public static void main(String[] args) throws Exception {
        Rules rules = TestData.RULES;
        Session s = Session.of(rules, new GameLog(List.of("argalad", "eleanor", "thalin"), 3, List.of()));
        RandomBot bot = new RandomBot(3);
        for (int i = 0; i < 3000 && s.engine().current(s.state()) != null; i++) {
            s.apply(bot.choose(s.engine().current(s.state())));
        }
        Path file = Path.of(args[0]);
        s.save(file);
        System.out.println("ready");
        System.out.flush();
        while (true) {
            s.save(file);
        }
    }
}
