package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import meq.state.MinionState;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/** Card effects that put things on the board, in the Pool or in Sauron's hand (issue 14: where they land). */
class CardEffectsTest {
    static int card(String deck, String id) {
        return CardRulesTest.card(deck, id);
    }

    static meq.data.CardDecks.Event event(String id) {
        for (int stage = 1; stage <= 3; stage++) {
            for (int c : Fixture.RULES.cards().deck("events-" + stage)) {
                if (Fixture.RULES.cards().id(c).equals(id)) {
                    return Fixture.RULES.cards().def(c, meq.data.CardDecks.Event.class);
                }
            }
        }
        throw new IllegalArgumentException(id);
    }

    /** A hero out of the way (the Grey Havens), so no location under test holds a hero. */
    static Fixture quiet() {
        Fixture f = new Fixture("beravor").atFirstAction();
        f.s.hero("beravor").location = f.at("grey-havens");
        return f;
    }

    static int tokensAt(Fixture f, String location) {
        int n = 0;
        for (int at : f.s.tokenAt) {
            if (at == f.at(location)) {
                n++;
            }
        }
        return n;
    }

    /** Answers Sauron's questions with the first option that is not a pass, until the game asks nothing more. */
    static void sauronPlaysOn(Fixture f) {
        for (Ask a = f.ask(); a != null; a = f.ask()) {
            assertThat(a.seat()).isEqualTo(Seat.SAURON);
            f.apply(a.options().stream().filter(o -> !(o instanceof Action.Pass)).findFirst().orElseThrow());
        }
    }

    @Test
    void stoneFiguresPutsAMonsterTokenOnEachOfTheTwoChosenRhudaurLocations() {
        // meq-facts 1.9, Stone Figures in the Trollshaws: "Sauron may place a monster token in any 2 Rhudaur
        // locations without needing influence" -- one token on each of the two, none needing influence
        Fixture f = quiet();
        f.only(new RunEffect(event("stone-figures-in-the-trollshaws").effect(), 0, Scope.of(null, -1)));
        Ask use = f.ask();
        assertThat(use.options()).contains(new Action.Accept());
        f.apply(new Action.Accept());
        Ask pair = f.ask();
        Action northDownsAndTrollshaws = pair.options().stream()
                .filter(o -> o instanceof Action.ChooseOption co && co.text().equals("The North Downs and the Trollshaws"))
                .findFirst().orElseThrow();
        f.s.influence[f.at("north-downs")] = 0;
        f.s.influence[f.at("trollshaws")] = 0;
        f.apply(northDownsAndTrollshaws);
        sauronPlaysOn(f);
        assertThat(tokensAt(f, "north-downs")).isEqualTo(1);
        assertThat(tokensAt(f, "trollshaws")).isEqualTo(1);
    }

    @Test
    void warriorOfTheLidlessEyePutsInfluenceAndAMonsterOnEachLocationNextToGothmog() {
        // meq-facts 1.9, Warrior of the Lidless Eye: "1 influence and 1 monster token on each space adjacent to
        // Gothmog" -- at Mount Gundabad: the High Pass, the Northern Waste and the Ruins of Angmar; not his own
        Fixture f = quiet();
        MinionState gothmog = f.s.minions.get("gothmog");
        gothmog.status = MinionState.Status.ACTIVE;
        gothmog.location = f.at("mount-gundabad");
        List<String> around = List.of("high-pass", "northern-waste", "ruins-of-angmar");
        around.forEach(l -> f.s.influence[f.at(l)] = 0);
        int[] before = f.s.influence.clone();
        f.only(new RunEffect(event("warrior-of-the-lidless-eye").effect(), 0, Scope.of(null, -1)));
        sauronPlaysOn(f);
        for (String l : around) {
            assertThat(f.s.influence[f.at(l)]).as(l).isEqualTo(before[f.at(l)] + 1);
            assertThat(tokensAt(f, l)).as(l).isEqualTo(1);
        }
        assertThat(f.s.influence[f.at("mount-gundabad")]).as("Gothmog's own location").isEqualTo(before[f.at("mount-gundabad")]);
        assertThat(tokensAt(f, "mount-gundabad")).isZero();
    }
}
