package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import meq.bots.HeuristicBot;
import meq.data.CardDecks;
import meq.rules.engine.Engine;
import meq.rules.engine.Setup;
import meq.rules.words.Describe;
import meq.state.Deck;
import meq.state.GameState;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * Every word a player reads in seeded games (prompts, choices, step labels, the table's log lines) is in the
 * game's words: no internal name (camelCase), no data id, no "null", and names with their diacritics.
 */
class WordsTest {
    private static final Rules R = Fixture.RULES;
    private static final Pattern CAMEL = Pattern.compile("\\b[a-z]+[A-Z][A-Za-z]*\\b");
    private static final Pattern NULL = Pattern.compile("\\bnull\\b");
    private static final Pattern ONE_CARDS = Pattern.compile("(?<!and )\\b1 ([A-Z][a-z]+ )?cards\\b");

    /** Every text read in seeded games of 2, 3 and 4 players, played by the heuristic bots to their end. */
    static Set<String> read() {
        Set<String> out = new LinkedHashSet<>();
        Engine engine = new Engine(R);
        List<List<String>> casts = List.of(List.of("eleanor", "thalin"), List.of("argalad", "beravor", "eometh"),
                List.of("eleanor", "thalin", "argalad"), List.of("beravor", "eometh"));
        int game = 0;
        for (List<String> heroes : casts) {
            for (long seed = 1; seed <= 3; seed++) {
                GameState s = Setup.newGame(R, heroes, seed * 100 + game++);
                HeuristicBot bot = new HeuristicBot(R, seed);
                for (int i = 0; i < 5_000; i++) {
                    Ask a = engine.current(s);
                    if (a == null) {
                        break;
                    }
                    out.add(a.prompt());
                    out.add(Describe.step(R, s));
                    a.options().forEach(o -> out.add(Describe.choice(R, a, o)));
                    for (GameEvent e : engine.apply(s, bot.choose(engine.view(s, a.seat())))) {
                        Describe.forTable(R, e).ifPresent(out::add);
                    }
                }
            }
        }
        return out;
    }

    @Test
    void nothingAPlayerReadsIsAnInternalNameAnIdOrNull() {
        Set<String> ids = new LinkedHashSet<>();
        R.data().locations().forEach(l -> ids.add(l.id()));
        R.data().heroes().forEach(h -> ids.add(h.id()));
        R.data().minions().forEach(m -> ids.add(m.id()));
        ids.removeIf(id -> !id.contains("-")); // one-word ids read as words ("edoras"); a dashed one never does
        List<String> bad = new ArrayList<>();
        for (String t : read()) {
            if (CAMEL.matcher(t).find() || NULL.matcher(t).find() || ONE_CARDS.matcher(t).find() || ids.stream().anyMatch(t::contains)) {
                bad.add(t);
            }
        }
        assertThat(bad).as("texts with an internal name, an id or null").isEmpty();
    }

    @Test
    void setupIsCalledSetupNotRally() {
        GameState s = Setup.newGame(R, List.of("eleanor", "thalin"), 5);
        assertThat(Describe.step(R, s)).isEqualTo("Setup");
        Engine engine = new Engine(R);
        boolean begun = false;
        while (!begun) {
            assertThat(Describe.step(R, s)).isEqualTo("Setup");
            begun = engine.apply(s, new HeuristicBot(R, 5).choose(engine.view(s, engine.current(s).seat()))).stream()
                    .anyMatch(e -> e instanceof GameEvent.TurnStarted);
        }
        assertThat(Describe.step(R, s)).as("once the first turn begins").isNotEqualTo("Setup");
    }

    @Test
    void aPerilDrawnOnArrivalIsLoggedAsThePerilNotTheExplore() {
        // found playing: "T1 · Argalad · Explore  Orc Scouts: Argalad takes a Corruption card", where the Peril comes
        // in the "Combat or Peril" part of the Travel step, before the hero explores
        Scenario s = Scenario.of("""
                heroes:
                  - {id: eleanor, location: lake-esgaroth}
                influence: {lake-esgaroth: 2}
                stack:
                  - {step: Perils.Draw, hero: eleanor}
                  - {step: HeroTurn.Explore, hero: eleanor, eventUsed: false}
                """);
        assertThat(Describe.step(R, s.s)).isEqualTo("Eleanor · Peril");
    }

    @Test
    void discardingAnActivePlotSaysItsPriceInFavor() {
        GameState s = Setup.newGame(R, List.of("eleanor", "thalin"), 5);
        int plot = s.activePlots[0];
        int cost = R.cards().def(plot, CardDecks.Plot.class).discardCost();
        assertThat(Describe.action(R, new Action.DiscardPlot(plot)))
                .isEqualTo("Discard the active plot " + Naming.card(R, plot) + " for " + cost + " favor");
    }

    @Test
    void aBarePickReadsWithTheVerbOfItsQuestion() {
        int card = R.cards().deck(Deck.PLOTS)[0];
        String title = Naming.card(R, card);
        Action pick = new Action.ChooseCard(card);
        assertThat(Describe.choice(R, new Ask(Seat.SAURON, "Keep a card (1 to keep)", List.of(pick)), pick))
                .isEqualTo("Keep " + title);
        assertThat(Describe.choice(R, new Ask(Seat.SAURON, "Take which plot into your hand?", List.of(pick)),
                pick)).isEqualTo("Take " + title + " into your hand");
        assertThat(Describe.choice(R, new Ask(Seat.SAURON, "Discard a Plot card from your hand",
                List.of(pick)), pick)).isEqualTo("Discard " + title);
        Action haven = new Action.ChooseLocation(R.board().location("rivendell").index());
        assertThat(Describe.choice(R, new Ask(Seat.SAURON, "Which Haven does the defeated hero go to?",
                List.of(haven)), haven)).isEqualTo("Send the hero to Rivendell");
        Action hero = new Action.ChooseHero("thalin");
        assertThat(Describe.choice(R, new Ask(Seat.SAURON, "Choose a hero", List.of(hero)), hero))
                .isEqualTo("Choose Thálin");
        // a hero chosen for what a card does to him: the option says what happens to the chosen hero
        assertThat(Describe.choice(R, new Ask(Seat.SAURON, "An Evil Fog: choose a hero " + meq.rules.Naming
                .forWhat(meq.data.Verb.DAMAGE, 2), List.of(hero)), hero)).isEqualTo("Thálin takes 2 damage");
        assertThat(Describe.choice(R, new Ask(Seat.SAURON, "Choose a hero " + meq.rules.Naming
                .forWhat(meq.data.Verb.END_TURN, true), List.of(hero)), hero)).isEqualTo("Thálin's turn ends");
        // training says what it does, not only that a level is gained
        assertThat(meq.rules.Naming.forWhat(meq.data.Verb.TRAINING, 1))
                .isEqualTo("who trains: draws 2 Skill cards and keeps one");
        Action rest = new Action.Rest();
        assertThat(Describe.choice(R, new Ask(Seat.hero("thalin"), "Rest?", List.of(rest)), rest))
                .as("a choice with its own verb reads as before").isEqualTo("Rest");
    }

    @Test
    void namesKeepTheirDiacritics() {
        List<String> names = new ArrayList<>();
        R.data().heroes().forEach(h -> names.add(h.name()));
        R.data().locations().forEach(l -> names.add(l.name()));
        R.data().minions().forEach(m -> names.add(m.name()));
        List<String> plain = names.stream().filter(n -> !fold(n).equals(n)).map(WordsTest::fold).toList();
        assertThat(plain).as("some names have diacritics").isNotEmpty();
        List<String> bad = new ArrayList<>();
        for (String t : read()) {
            for (String p : plain) {
                if (Pattern.compile("\\b" + Pattern.quote(p) + "\\b").matcher(t).find()) {
                    bad.add(t);
                }
            }
        }
        assertThat(bad).as("names written without their diacritics").isEmpty();
    }

    private static String fold(String s) {
        return Normalizer.normalize(s, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
    }
}
