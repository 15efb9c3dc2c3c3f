package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import meq.bots.RandomBot;
import meq.rules.engine.Engine;
import meq.rules.engine.Setup;
import meq.rules.words.Describe;
import meq.state.GameState;
import org.junit.jupiter.api.Test;

/** The log says whose turn and which step each line comes from, in words. */
class DescribeStepTest {
    @Test
    void everyQuestionOfAGameNamesItsTurnAndStep() {
        Rules rules = Fixture.RULES;
        Engine engine = new Engine(rules);
        GameState s = Setup.newGame(rules, List.of("eleanor", "thalin"), 3);
        RandomBot bot = new RandomBot(3);
        Set<String> seen = new HashSet<>();
        for (Ask a = engine.pending(s); a != null; a = engine.current(s)) {
            String step = Describe.step(rules, s);
            if (s.turn >= 1 && !a.prompt().startsWith("Choose your")) {
                seen.add(step);
            }
            if (a.prompt().equals("Travel")) {
                assertThat(step).endsWith(" · Travel").startsWith(rules.data().hero(a.seat().id()).name());
            }
            if (a.prompt().startsWith("Take an action")) {
                assertThat(step).isEqualTo("Sauron · Action");
            }
            engine.apply(s, bot.choose(a));
        }
        assertThat(seen).contains("Sauron · Action", "Finale").anyMatch(x -> x.endsWith(" · Travel"))
                .anyMatch(x -> x.startsWith("Sauron · Plot") || x.startsWith("Sauron · Event"));
    }

    @Test
    void everyLogLineOfManyGamesIsWordsNotARecordDump() {
        Rules rules = Fixture.RULES;
        Engine engine = new Engine(rules);
        Set<Class<?>> kinds = new HashSet<>();
        for (int seed = 1; seed <= 12; seed++) {
            GameState s = Setup.newGame(rules, List.of("eleanor", "thalin", "beravor"), seed);
            RandomBot bot = new RandomBot(seed);
            for (Ask a = engine.pending(s); a != null; a = engine.current(s)) {
                for (GameEvent e : engine.apply(s, bot.choose(a))) {
                    kinds.add(e.getClass());
                    Describe.forTable(rules, e).ifPresent(line -> assertThat(line)
                            .as("the log line for %s", e).doesNotContain("[", "=", "null")
                            .doesNotMatch(".*\\b[A-Z][a-z]+[A-Z]\\w*.*") // no CamelCase type names
                            .isNotBlank());
                }
            }
        }
        assertThat(kinds).as("the games raised many kinds of event").hasSizeGreaterThan(20);
    }

    @Test
    void cardsAreNamedByTheirPrintedTitles() {
        var d = Fixture.RULES.data().cards();
        var event = d.events().get(0);
        var plot = d.plots().get(0);
        var shadow = d.shadows().get(0);
        var encounter = d.encounters().get(0).cards().get(0);
        assertThat(Naming.titled(Fixture.RULES, event.id())).isEqualTo(event.title());
        assertThat(Naming.titled(Fixture.RULES, plot.id())).isEqualTo(plot.title());
        assertThat(Naming.titled(Fixture.RULES, shadow.id())).isEqualTo(shadow.title());
        assertThat(Naming.titled(Fixture.RULES, encounter.id())).isEqualTo(encounter.title());
        assertThat(Naming.titled(Fixture.RULES, "no-such-card")).isEqualTo("No such card");
    }
}
