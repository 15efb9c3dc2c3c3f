package meq.session;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import meq.TestData;
import meq.bots.RandomBot;
import meq.data.DataLoader;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.engine.StepNames;
import meq.rules.words.GameLog;

/**
 * Writes the kept example saves of src/test/resources/saves, with their digests: format-3 (a new game, seed 77)
 * and format-2-preset (a game from data/presets/stage-three-crisis.yaml, seed 41), each played by a seeded random
 * bot. A tool run by hand when the save format changes, from the project's folder (docs/SAVE-FORMAT.md says how);
 * format-1.yaml is kept as it was written and never rewritten.
 */
public final class ExampleSaves {
    private static final Path SAVES = Path.of("src/test/resources/saves");

    private ExampleSaves() {
    }

    public static void main(String[] args) throws IOException {
        Rules rules = TestData.RULES;
        Session s = play(Session.of(rules, new GameLog(List.of("beravor", "thalin"), 77, List.of())), 9,
                120);
        write(rules, s, "format-3");
        String preset = Files.readString(Path.of("data/presets/stage-three-crisis.yaml"));
        Session p = play(Session.of(rules, new GameLog(List.of("eleanor", "thalin"), 41, new ArrayList<>(),
                Set.of(), preset, DataLoader.fingerprint(Path.of("data")))), 4, 60);
        write(rules, p, "format-2-preset");
    }

    /** Plays on with a random bot of this seed, for at most limit actions or to the game's end. */
    static Session play(Session s, long seed, int limit) {
        RandomBot bot = new RandomBot(seed);
        for (int i = 0; i < limit; i++) {
            Ask a = s.engine().current(s.state());
            if (a == null) {
                break;
            }
            s.apply(bot.choose(a));
        }
        return s;
    }

    private static void write(Rules rules, Session s, String name) throws IOException {
        s.save(SAVES.resolve(name + ".yaml"));
        Files.writeString(SAVES.resolve(name + ".digest"), StepNames.writer(rules).digest(s.state()) + "\n");
        System.out.println("wrote " + SAVES.resolve(name + ".yaml") + " and its digest");
    }
}
