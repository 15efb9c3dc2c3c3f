package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
 * (marked {@link Plays}). The cards no test plays yet are listed in cards-unplayed.txt; that list may only
 * shrink: a card missing from both fails, and so does a listed card that a test now plays.
 */
class CardCoverageTest {
    static final Path UNPLAYED = Path.of("src/test/resources/cards-unplayed.txt");

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

    static Set<String> listedUnplayed() throws IOException {
        Set<String> out = new TreeSet<>();
        for (String line : Files.readAllLines(UNPLAYED, StandardCharsets.UTF_8)) {
            String l = line.strip();
            if (!l.isEmpty() && !l.startsWith("#")) {
                out.add(l);
            }
        }
        return out;
    }

    /** Writes the list anew from what the tests play (run by hand: -Dmeq.writeUnplayed=true). */
    @Test
    void writeTheUnplayedListWhenAsked() throws Exception {
        if (!Boolean.getBoolean("meq.writeUnplayed")) {
            return;
        }
        Set<String> left = new TreeSet<>(everything());
        left.removeAll(played());
        Files.writeString(UNPLAYED, "# Cards, abilities and characters that no scenario test plays yet (CardCoverageTest).\n"
                + "# This list may only shrink.\n" + String.join("\n", left) + "\n", StandardCharsets.UTF_8);
    }

    @Test
    void everyPlaysNamesARealCard() throws Exception {
        Set<String> unknown = new TreeSet<>(played());
        unknown.removeAll(everything());
        assertThat(unknown).as("@Plays names that are no card, ability or character").isEmpty();
    }

    @Test
    void everyCardIsPlayedByATestOrListedAsNotYet() throws Exception {
        Set<String> all = everything();
        Set<String> played = played();
        Set<String> listed = listedUnplayed();
        List<String> unaccounted = new ArrayList<>();
        List<String> nowPlayed = new ArrayList<>();
        for (String c : all) {
            if (!played.contains(c) && !listed.contains(c)) {
                unaccounted.add(c);
            }
            if (played.contains(c) && listed.contains(c)) {
                nowPlayed.add(c);
            }
        }
        Set<String> stale = new TreeSet<>(listed);
        stale.removeAll(all);
        assertThat(unaccounted).as("cards no test plays (write a scenario test with @Plays)").isEmpty();
        assertThat(nowPlayed).as("played now: take them off " + UNPLAYED).isEmpty();
        assertThat(stale).as("listed in " + UNPLAYED + " but no such card").isEmpty();
        System.out.printf("card coverage: %d of %d cards, abilities and characters played by a scenario test;"
                + " %d not yet%n", all.size() - listed.size(), all.size(), listed.size());
    }
}
