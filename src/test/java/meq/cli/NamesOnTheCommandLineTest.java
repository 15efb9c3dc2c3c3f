package meq.cli;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Heroes, monsters, minions, presets and bots are named on the command line by id or name, in any case. */
class NamesOnTheCommandLineTest {

    @Test
    void combatTakesTheHeroAndTheOpponentByIdOrNameInAnyCase() {
        var byId = ValidateCommandTest.run("combat", "--hero", "thalin", "--vs", "orc", "--samples", "300");
        assertThat(byId.code()).as(byId.err()).isZero();
        String figures = byId.out().replaceAll("(?m)^rate:.*$", "");
        assertThat(figures).startsWith("Thálin against Orc, 300 combats, seed 1\n");
        for (List<String> names : List.of(List.of("Thalin", "Orc"), List.of("THÁLIN", "ORC"), List.of("Thálin", "orc"))) {
            var r = ValidateCommandTest.run("combat", "--hero", names.get(0), "--vs", names.get(1), "--samples", "300");
            assertThat(r.code()).as(names + ": " + r.err()).isZero();
            assertThat(r.out().replaceAll("(?m)^rate:.*$", "")).as(names.toString()).isEqualTo(figures);
        }
        for (String troll : List.of("cave-troll", "Cave Troll", "cave troll", "CAVE-TROLL")) {
            var r = ValidateCommandTest.run("combat", "--hero", "beravor", "--vs", troll, "--samples", "20");
            assertThat(r.code()).as(troll + ": " + r.err()).isZero();
            assertThat(r.out()).as(troll).startsWith("Beravor against Cave Troll, 20 combats");
        }
        for (String serpent : List.of("black-serpent", "The Black Serpent", "the black serpent", "Black Serpent")) {
            var r = ValidateCommandTest.run("combat", "--hero", "eleanor", "--vs", serpent, "--samples", "20");
            assertThat(r.code()).as(serpent + ": " + r.err()).isZero();
            assertThat(r.out()).as(serpent).startsWith("Eleanor against The Black Serpent, 20 combats");
        }
    }

    @Test
    void combatWithAnUnknownNameIsBadUsageAndListsTheCloseMatches() {
        var hero = ValidateCommandTest.run("combat", "--hero", "Thalinn", "--vs", "orc");
        assertThat(hero.code()).isEqualTo(MeqCommand.BAD_USAGE);
        assertThat(hero.err()).contains("unknown hero \"Thalinn\"; did you mean Thálin (thalin)?");
        assertThat(hero.out()).isEmpty();

        var troll = ValidateCommandTest.run("combat", "--hero", "thalin", "--vs", "troll");
        assertThat(troll.code()).isEqualTo(MeqCommand.BAD_USAGE);
        assertThat(troll.err()).contains("unknown monster or minion \"troll\"; did you mean Cave Troll (cave-troll)?");

        var nobody = ValidateCommandTest.run("combat", "--hero", "gandalf", "--vs", "orc");
        assertThat(nobody.code()).isEqualTo(MeqCommand.BAD_USAGE);
        assertThat(nobody.err()).contains("unknown hero \"gandalf\"; the hero names are Argalad (argalad), ",
                "Thálin (thalin)");
        // a location is no opponent
        var place = ValidateCommandTest.run("combat", "--hero", "thalin", "--vs", "Barad-dûr");
        assertThat(place.code()).isEqualTo(MeqCommand.BAD_USAGE);
        assertThat(place.err()).contains("unknown monster or minion \"Barad-dûr\"");
    }

    @Test
    void inspectTakesTheSeatByIdOrNameInAnyCaseAndRefusesAHeroNotInTheGame() {
        String seen = null;
        for (String name : List.of("thalin", "Thalin", "THÁLIN", "Thálin")) {
            var r = ValidateCommandTest.run("inspect", "stage-three-crisis", "--seat", name);
            assertThat(r.code()).as(name + ": " + r.err()).isZero();
            assertThat(r.out()).as(name).contains("seen by: Thálin\n");
            if (seen == null) {
                seen = r.out();
            }
            assertThat(r.out()).as(name).isEqualTo(seen);
        }
        assertThat(ValidateCommandTest.run("inspect", "stage-three-crisis", "--seat", "SAURON").out())
                .contains("seen by: Sauron\n");

        var absent = ValidateCommandTest.run("inspect", "stage-three-crisis", "--seat", "Argalad");
        assertThat(absent.code()).isEqualTo(MeqCommand.BAD_USAGE);
        assertThat(absent.err()).contains("--seat Argalad: Argalad is not in this game (sauron, eleanor, thalin)");

        var typo = ValidateCommandTest.run("inspect", "stage-three-crisis", "--seat", "eleanr");
        assertThat(typo.code()).isEqualTo(MeqCommand.BAD_USAGE);
        assertThat(typo.err()).contains("--seat eleanr: no such seat in this game (sauron, eleanor, thalin); "
                + "did you mean Eleanor (eleanor)?");
    }

    @Test
    void oddsAndSimulateFindABuiltInPresetByItsNameInAnyCaseAndSuggestTheCloseOnes() {
        var odds = ValidateCommandTest.run("odds", "Finale Champion Thálin", "--samples", "5");
        assertThat(odds.code()).as(odds.err()).isZero();
        assertThat(odds.out()).contains("(finale-champion-thalin.yaml)");
        var sim = ValidateCommandTest.run("simulate", "--preset", "STAGE-THREE-CRISIS", "--games", "2");
        assertThat(sim.code()).as(sim.err()).isZero();
        assertThat(sim.out()).contains("wins:");

        var typo = ValidateCommandTest.run("odds", "finale-champion-thalinn");
        assertThat(typo.code()).isEqualTo(MeqCommand.BAD_INPUT);
        assertThat(typo.err()).startsWith("finale-champion-thalinn: no such preset file or built-in preset; did you "
                + "mean finale-champion-thalin");
        var none = ValidateCommandTest.run("simulate", "--preset", "stage-four-crisis");
        assertThat(none.code()).isEqualTo(MeqCommand.BAD_INPUT);
        assertThat(none.err()).contains("did you mean stage-three-crisis");
    }

    @Test
    void oddsAndSimulatePlayHeuristicBotsUnlessToldAndSayWhichBotsPlayed() {
        var odds = ValidateCommandTest.run("odds", "finale-sauron-dominant", "--samples", "20");
        assertThat(odds.code()).as(odds.err()).isZero();
        assertThat(odds.out()).contains("20 samples, seed 1, heuristic bots on every seat\n");
        var heuristic = ValidateCommandTest.run("odds", "finale-sauron-dominant", "--samples", "20", "--bots", "Heuristic");
        assertThat(heuristic.out().replaceAll("(?m)^rate:.*$", ""))
                .isEqualTo(odds.out().replaceAll("(?m)^rate:.*$", ""));
        var random = ValidateCommandTest.run("odds", "finale-sauron-dominant", "--samples", "20", "--bots", "random");
        assertThat(random.out()).contains("20 samples, seed 1, random bots on every seat\n");

        var sim = ValidateCommandTest.run("simulate", "--games", "4", "--players", "2");
        assertThat(sim.code()).as(sim.err()).isZero();
        assertThat(sim.out()).contains("sauron: heuristic bot  heroes: heuristic bot");
        var mixed = ValidateCommandTest.run("simulate", "--games", "4", "--players", "2", "--sauron", "RANDOM",
                "--heroes", "bot");
        assertThat(mixed.code()).as(mixed.err()).isZero();
        assertThat(mixed.out()).contains("sauron: random bot  heroes: heuristic bot");

        var bad = ValidateCommandTest.run("simulate", "--sauron", "clever");
        assertThat(bad.code()).isEqualTo(MeqCommand.BAD_USAGE);
        assertThat(bad.err()).contains("--sauron is heuristic, search (search:N for a budget of its own) or random,"
                + " not \"clever\"");
        var badOdds = ValidateCommandTest.run("odds", "finale-sauron-dominant", "--bots", "clever");
        assertThat(badOdds.code()).isEqualTo(MeqCommand.BAD_USAGE);
        assertThat(badOdds.err()).contains("--bots is heuristic, search (search:N for a budget of its own) or random,"
                + " not \"clever\"");
    }
}
