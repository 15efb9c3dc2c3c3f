package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiConsumer;
import java.util.regex.Pattern;
import meq.bots.HeuristicBot;
import meq.bots.RandomBot;
import meq.rules.engine.Engine;
import meq.rules.engine.Setup;
import meq.rules.words.Describe;
import meq.rules.words.Inspection;
import meq.state.GameState;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * What a player reads under a question says what happens, in the game's words (issue 33): every option says its
 * verb, every Pass says what is passed, no option names a raw id, and an optional effect names itself.
 */
class OptionWordsTest {
    private static final Rules R = Scenario.RULES;
    /** A data id in words: lowercase words joined by hyphens ("black-serpent", "plot:a-dark-messenger"). */
    private static final Pattern DASHED_ID = Pattern.compile("(?<![\\w-])[a-z]+(:[a-z]+)?(-[a-z]+)+(?![\\w-])");

    /** Every question of seeded games (heuristic and random bots, 2 to 4 players, to their end), with the view asked. */
    static void questions(BiConsumer<Ask, View> each) {
        Engine engine = new Engine(R);
        List<List<String>> casts = List.of(List.of("eleanor", "thalin"), List.of("argalad", "beravor", "eometh"),
                List.of("eleanor", "thalin", "argalad"), List.of("beravor", "eometh"));
        for (int g = 0; g < 40; g++) {
            GameState s = Setup.newGame(R, casts.get(g % casts.size()), g * 7919L + 13);
            HeuristicBot smart = new HeuristicBot(R, g);
            RandomBot random = new RandomBot(g);
            for (int i = 0; i < 6_000; i++) {
                Ask a = engine.current(s);
                if (a == null) {
                    break;
                }
                View v = engine.view(s, a.seat());
                each.accept(a, v);
                engine.apply(s, g % 2 == 0 ? smart.choose(v) : random.choose(a));
            }
        }
    }

    @Test
    void thePlotStepOffersTheDiscardOfAnActivePlotAsADiscardNotAPlay() {
        // a player lost his plot: the discard of an active plot read "Play Osgiliath Invaded" in the window
        Scenario s = PlotCardsTest.atPlot(0, "", "activePlots:\n  - {plot: plot:osgiliath-invaded, at: osgiliath}\n");
        String title = PlotCardsTest.title("plot:osgiliath-invaded");
        assertThat(s.read()).containsExactly("Discard the active plot " + title, "Do neither");
    }

    @Test
    void aBarePickSaysItsVerbAndInspectShowsTheWindowsWords() {
        // at Sauron's action a Shadow card read "Choose Saruman's Lies"; inspect showed a bare "Osgiliath Invaded"
        // where the window showed "Play Osgiliath Invaded"
        Scenario action = ShadowCardsTest.atAction("heroes:\n  - {id: thalin, location: erebor}\n",
                "shadow:sarumans-lies", 5);
        assertThat(action.read()).contains("Play " + ShadowCardsTest.title("shadow:sarumans-lies"));
        Scenario token = Scenario.of("heroes: [{id: eleanor, location: osgiliath}]\n"
                + "influence: {pelargir: 2, near-harad: 2}\nstack:\n"
                + "  - {step: SauronActions.Command, remaining: 2, commanded: [], placed: false}\n");
        token.choose("Draw a monster token from the blue pile");
        assertThat(token.read()).as("a drawn token, placed on a location").isNotEmpty()
                .allMatch(w -> w.startsWith("Place it on "));
        Scenario plot = PlotCardsTest.atPlot(0, "", "activePlots:\n  - {plot: plot:osgiliath-invaded, at: osgiliath}\n");
        Ask ask = plot.ask();
        assertThat(Inspection.pending(R, plot.s, ask, null)).contains("  1. " + plot.read().get(0),
                "  2. " + plot.read().get(1));
    }

    @Test
    void aHeroSentByACardIsNamedInEachPlaceHeMayGo() {
        // "An Evil Fog: choose where Argalad goes" offered "Choose Amon Hen"
        Set<String> bad = new TreeSet<>();
        Set<String> seen = new TreeSet<>();
        questions((a, v) -> {
            String p = a.prompt();
            if (p.contains("choose where ") && p.endsWith(" goes")) {
                String who = p.substring(p.indexOf("choose where ") + 13, p.length() - 5);
                seen.add(p);
                a.options().forEach(o -> {
                    String w = Describe.choice(R, v, a, o);
                    if (!w.startsWith("Move " + who + " to ")) {
                        bad.add(p + " -> " + w);
                    }
                });
            }
        });
        assertThat(seen).isNotEmpty();
        assertThat(bad).isEmpty();
    }

    @Test
    void theRestQuestionsPassSaysDontRestAndTravelsPassEndsTheTurn() {
        // "Rest?" offered "Rest" and "Pass / done", where Pass meant "don't rest, go on to travel"
        Scenario s = Scenario.of("heroes: [{id: beravor, location: bree, rest: [beravor:parry]}]\ntokens: []\n"
                + "influence: {}\nstack:\n  - {step: HeroTurn.Rest, hero: beravor}\n");
        assertThat(s.prompt()).isEqualTo("Rest?");
        assertThat(s.read()).containsExactly("Rest", "Don't rest");
        s.choose("Don't rest");
        Scenario t = Scenario.of("heroes: [{id: beravor, location: bree}]\ntokens: []\ninfluence: {}\n"
                + "stack:\n  - {step: HeroTurn.Travel, hero: beravor, moved: true, exploredStart: true}\n");
        assertThat(t.prompt()).isEqualTo("Travel");
        assertThat(t.read()).contains("End the turn").doesNotContain("Pass / done");
    }

    @Test
    void everyQuestionThatOffersAPassSaysWhatIsPassed() {
        Set<String> unworded = new TreeSet<>();
        Set<String> worded = new TreeSet<>();
        questions((a, v) -> {
            for (Action o : a.options()) {
                if (o instanceof Action.Pass) {
                    assertThat(o).as("the one Pass answer, shared").isSameAs(Action.PASS);
                    String w = Describe.choice(R, v, a, o);
                    if (w.startsWith("Pass")) {
                        unworded.add(a.prompt().replaceAll("[0-9]+", "#") + " -> " + w);
                    } else {
                        worded.add(w);
                    }
                }
            }
        });
        assertThat(unworded).as("questions whose Pass does not say what is passed").isEmpty();
        assertThat(worded).as("the Pass words seen").contains("Don't rest", "End the turn", "Take no more actions",
                "Play no Shadow card", "Explore no more here", "Play no card: exhausted");
    }

    @Test
    void noQuestionOrOptionNamesARawId() {
        Set<String> ids = new TreeSet<>();
        R.data().heroes().forEach(h -> ids.add(h.id()));
        R.data().minions().forEach(m -> ids.add(m.id()));
        R.data().locations().forEach(l -> ids.add(l.id()));
        R.data().monsters().forEach(m -> ids.add(m.id()));
        R.data().cards().characters().forEach(c -> ids.add(c.id()));
        List<Pattern> known = ids.stream().map(id -> Pattern.compile("(?<![\\w-])" + Pattern.quote(id) + "(?![\\w-])"))
                .toList();
        Set<String> read = new HashSet<>();
        questions((a, v) -> {
            read.add(a.prompt());
            a.options().forEach(o -> read.add(Describe.choice(R, v, a, o)));
        });
        Set<String> bad = new TreeSet<>();
        for (String t : read) {
            if (DASHED_ID.matcher(t).find() || known.stream().anyMatch(p -> p.matcher(t).find())) {
                bad.add(t);
            }
        }
        assertThat(bad).as("words with a raw id").isEmpty();
    }

    @Test
    void trustInFriendshipNamesTheHeroesAsPrintedWhileASaveKeepsItsWords() {
        // "Give the card to thalin"; the answer's own text is what a save writes, so it stays as it was
        Set<String> trust = new TreeSet<>();
        Set<String> saved = new TreeSet<>();
        questions((a, v) -> a.options().forEach(o -> {
            String w = Describe.choice(R, v, a, o);
            if (w.startsWith("Give the card to")) {
                trust.add(w);
                saved.add(((Action.ChooseOption) o).text());
            }
        }));
        assertThat(trust).isNotEmpty().allMatch(w -> w.matches("Give the card to (Argalad|Beravor|Eleanor|Eometh|Thálin)"));
        assertThat(saved).isNotEmpty().allMatch(w -> w.matches("Give the card to (argalad|beravor|eleanor|eometh|thalin)"));
    }

    @Test
    void inspectNamesAMonsterTokensFaceAsPrinted() {
        // the tokens' faces read "Barrow wight", "Cave troll" in inspect, "Barrow-wight", "Cave Troll" elsewhere
        Scenario s = Scenario.of("heroes: [{id: beravor, location: bree}]\n"
                + "tokens: [{pile: yellow, face: barrow-wight, at: tharbad}, {pile: purple, face: cave-troll, at: weathertop}]\n"
                + "stack:\n  - {step: HeroTurn.Rest, hero: beravor}\n");
        List<String> seen = Inspection.seen(R, s.s, null);
        assertThat(seen).contains("  Tharbad: yellow, Barrow-wight", "  Weathertop: purple, Cave Troll");
    }

    @Test
    void anOptionalEffectNamesTheCardAndWhatItDoes() {
        // "Use this effect?" said neither which card nor what it does
        Scenario s = CorruptionCardsTest.exploring("{id: thalin, location: forest-road, favor: 3}", "");
        s.onTop("corruption", "corruption:wretched");
        s.choose("Take the dark path");
        assertThat(s.seat()).isEqualTo(Seat.SAURON);
        assertThat(s.prompt()).isEqualTo("Wretched: move Thálin to the nearest Haven?");
        assertThat(s.read()).containsExactly("Yes", "No");
    }

    @Test
    void theTopOfAnEmptyLifePoolIsNeitherOfferedNorNamed() {
        Scenario s = Scenario.of("heroes:\n  - {id: eleanor, location: tharbad, hand: [eleanor:parry, eleanor:hide],"
                + " life: [], others: rest}\nstack:\n  - {step: Damage.Take, hero: eleanor, remaining: 1, fromHand: 0}\n");
        assertThat(s.prompt()).isEqualTo("Take damage (1 left): a card from your hand");
        assertThat(s.read()).allMatch(w -> w.startsWith("Discard ") && !w.contains("life pool")).hasSize(2);
        Scenario full = Scenario.of("heroes:\n  - {id: eleanor, location: tharbad, hand: [eleanor:parry],"
                + " life: [eleanor:hide], others: rest}\nstack:\n  - {step: Damage.Take, hero: eleanor, remaining: 1,"
                + " fromHand: 0}\n");
        assertThat(full.prompt()).isEqualTo("Take damage (1 left): the top of the life pool, or a card from your hand");
        assertThat(full.read()).containsExactly("Discard from the top of the life pool",
                "Discard " + Describe.action(R, Action.ChooseCard.of(Scenario.card("eleanor:parry"))));
    }
}
