package meq.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import meq.TestData;
import meq.data.DataLoader;
import meq.rules.Action;
import meq.rules.Ask;
import meq.rules.Rules;
import meq.rules.engine.Engine;
import meq.rules.playtest.Presets;
import meq.state.GameState;
import org.junit.jupiter.api.Test;

/**
 * The heuristic bot's fight plans (issue 35): its book of fights, its weighing of combat cards and its agility, each
 * the same for the same seed whatever it has worked out before, and each playing the rules' fight.
 */
class FightPlanTest {
    private static final Rules RULES = TestData.RULES;

    private static FightBook.Question finale(String hero, int health) {
        List<Integer> cards = new ArrayList<>();
        for (int c : RULES.cards().heroDeck(hero)) {
            cards.add(c);
        }
        var d = RULES.data().hero(hero);
        return new FightBook.Question(hero, cards, d.fortitude(), cards.size() - d.fortitude(), d.strength(),
                d.agility(), "ringwraiths", true, 8, 8, health);
    }

    @Test
    void aBookGivesTheSameFiguresWhateverItWasAskedBefore() {
        FightBook.Question thalin = finale("thalin", 9);
        FightBook.Question argalad = finale("argalad", 9);
        FightBook first = new FightBook(RULES);
        double[] thalinFirst = first.odds(thalin);
        double[] argaladSecond = first.odds(argalad);
        FightBook second = new FightBook(RULES);
        assertThat(second.odds(argalad)).isEqualTo(argaladSecond);
        assertThat(second.odds(thalin)).isEqualTo(thalinFirst);
        assertThat(thalinFirst).hasSize(RULES.data().hero("thalin").agility() + 1);
        for (double share : thalinFirst) {
            assertThat(share).isBetween(0.0, 1.0);
        }
    }

    /** The champion's share, found by halving the agilities, is the same on any book and near the full table's best. */
    @Test
    void theBestAgilityFoundByHalvingIsTheFullTablesBestWithinItsNoise() {
        for (String hero : List.of("thalin", "argalad", "eometh", "eleanor", "beravor")) {
            FightBook.Question q = finale(hero, 9);
            double halved = new FightBook(RULES).best(q);
            assertThat(new FightBook(RULES).best(q)).as(hero + ", asked again").isEqualTo(halved);
            double full = 0;
            for (double share : new FightBook(RULES).odds(q)) {
                full = Math.max(full, share);
            }
            assertThat(halved).as(hero + ": halved against the full table").isCloseTo(full, within(0.1));
        }
    }

    /** "If the Ringwraiths are defeated, the heroes win the game": the weaker they are, the likelier. */
    @Test
    void aWeakerOpponentIsBeatenMoreOften() {
        FightBook book = new FightBook(RULES);
        double weak = book.best(finale("eometh", 3));
        double usual = book.best(finale("eometh", 9));
        double strong = book.best(finale("eometh", 25));
        assertThat(weak).isGreaterThan(usual);
        assertThat(usual).isGreaterThan(strong);
        assertThat(weak).isGreaterThan(0.9);
        assertThat(strong).isLessThan(0.1);
    }

    /** "Cancel: all card text is ignored": a card that cancels Melee is worth more against Melee cards. */
    @Test
    void aCancelIsWorthMoreAgainstTheTypeItCancels() {
        CardChoice choice = FightBook.of(RULES).choice();
        int evade = card("thalin", "evade");
        List<Integer> melee = List.of(card("ravager", "charge"), card("ravager", "eviscerate"));
        List<Integer> ranged = List.of(card("ravager", "aimed-shot"), card("ravager", "poison-arrow"));
        var againstMelee = choice.weighing(false, "ringwraiths", true, null, melee, List.of(), 0, 9, 20);
        var againstRanged = choice.weighing(false, "ringwraiths", true, null, ranged, List.of(), 0, 9, 3);
        assertThat(choice.score(evade, againstMelee)).isGreaterThan(choice.score(evade, againstRanged));
    }

    /** Exhaustion: a card whose cost the strength left cannot pay is a last resort, below a pass. */
    @Test
    void aCardTheStrengthCannotPayComesLast() {
        CardChoice choice = FightBook.of(RULES).choice();
        var nearlySpent = choice.weighing(false, "ringwraiths", true, choice.deck("ravager", false), List.of(),
                List.of(), 8, 9, 20);
        int dodge = card("thalin", "dodge"); // cost 3
        assertThat(choice.score(dodge, nearlySpent)).isLessThan(CardChoice.PASS);
    }

    @Test
    void twoBotsOfOneSeedAnswerAlikeThroughEveryFinalePreset() throws Exception {
        Engine engine = new Engine(RULES);
        int fights = 0;
        for (Path f : Presets.files(DataLoader.bundledRoot())) {
            if (!f.getFileName().toString().contains("finale")) {
                continue;
            }
            GameState s = Presets.load(RULES, Files.readAllBytes(f), f.getFileName().toString()).state();
            HeuristicBot one = new HeuristicBot(RULES, 11);
            HeuristicBot other = new HeuristicBot(RULES, 11);
            for (Ask ask = engine.pending(s); ask != null; ask = engine.current(s)) {
                Action a = one.choose(engine, s, ask);
                assertThat(other.choose(engine.view(s, ask.seat()))).as("%s: %s", f.getFileName(), ask.prompt())
                        .isEqualTo(a);
                fights += ask.prompt().contains("agility") || ask.prompt().startsWith("Choose a combat card") ? 1 : 0;
                engine.apply(s, a);
            }
        }
        assertThat(fights).as("fight questions answered").isGreaterThan(20);
    }

    private static int card(String owner, String id) {
        int[] deck = RULES.data().heroes().stream().anyMatch(h -> h.id().equals(owner))
                ? RULES.cards().heroDeck(owner) : RULES.cards().combatDeck(owner);
        for (int c : deck) {
            if (RULES.cards().id(c).endsWith(id)) {
                return c;
            }
        }
        throw new IllegalArgumentException(owner + " has no " + id);
    }
}
