package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import meq.data.GameData;
import meq.state.CardKind;
import meq.state.Cards;
import org.junit.jupiter.api.Test;

/**
 * Every card, ability and character token is played by a scenario test that checks its printed sentence
 * (marked {@link Plays}); a card that none plays fails this test, and so does a {@link Plays} that names no card.
 */
class CardCoverageTest {
    /** The names of everything printed that does something: cards with a sentence, abilities, characters. */
    static Set<String> everything() {
        Cards cards = Fixture.RULES.cards();
        GameData data = Fixture.RULES.data();
        Set<String> all = new TreeSet<>();
        for (int c = 0; c < cards.count(); c++) {
            CardKind k = cards.kind(c);
            boolean combat = k == CardKind.HERO || k == CardKind.SKILL || k == CardKind.COMBAT;
            if (!combat || !cards.card(c).ability().isEmpty()) {
                all.add(cards.name(c));
            }
        }
        data.cards().characters().forEach(ch -> all.add("character:" + ch.id()));
        data.heroes().forEach(h -> all.add("hero:" + h.id()));
        data.monsters().stream().filter(m -> !m.ability().isEmpty() || m.abilityName() != null)
                .forEach(m -> all.add("monster:" + m.id()));
        data.minions().forEach(m -> all.add("minion:" + m.id()));
        return all;
    }

    /** What the tests of this module say they play (every compiled test class's {@link Plays}). */
    static Set<String> played() throws IOException, URISyntaxException {
        Path root = Path.of(CardCoverageTest.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Set<String> out = new TreeSet<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".class")).toList()) {
                String name = root.relativize(f).toString().replace('/', '.').replace('\\', '.');
                Class<?> type;
                try {
                    type = Class.forName(name.substring(0, name.length() - ".class".length()), false,
                            CardCoverageTest.class.getClassLoader());
                } catch (ClassNotFoundException | LinkageError e) {
                    continue;
                }
                add(out, type.getAnnotation(Plays.class));
                for (Method m : type.getDeclaredMethods()) {
                    add(out, m.getAnnotation(Plays.class));
                }
            }
        }
        return out;
    }

    private static void add(Set<String> out, Plays p) {
        if (p != null) {
            out.addAll(List.of(p.value()));
        }
    }

    @Test
    void everyPlaysNamesARealCard() throws Exception {
        Set<String> unknown = new TreeSet<>(played());
        unknown.removeAll(everything());
        assertThat(unknown).as("@Plays names that are no card, ability or character").isEmpty();
    }

    @Test
    void everyCardIsPlayedByATest() throws Exception {
        Set<String> all = everything();
        Set<String> unplayed = new TreeSet<>(all);
        unplayed.removeAll(played());
        System.out.printf("card coverage: %d of %d cards, abilities and characters played by a scenario test%n",
                all.size() - unplayed.size(), all.size());
        assertThat(unplayed).as("cards no test plays (write a scenario test marked @Plays)").isEmpty();
    }
}
