package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import java.nio.charset.StandardCharsets;
import java.util.List;
import meq.bots.RandomBot;
import meq.data.DataException;
import meq.rules.checks.Invariants;
import meq.rules.engine.Engine;
import meq.rules.engine.Setup;
import meq.rules.engine.StepNames;
import meq.rules.play.EffectSteps;
import meq.rules.play.Fights;
import meq.rules.play.RunEffect;
import meq.rules.play.SauronTurn;
import meq.rules.playtest.Presets;
import meq.state.GameState;
import meq.state.Marker;
import meq.state.SnapshotReader;
import meq.state.SnapshotWriter;
import org.junit.jupiter.api.Test;

class SnapshotTest {
    static final SnapshotWriter WRITER = StepNames.writer(Fixture.RULES);
    static final SnapshotReader READER = StepNames.reader(Fixture.RULES);

    static GameState roundTrip(GameState s, List<String> heroes) throws DataException {
        String yaml = WRITER.write(s);
        GameState base = Setup.newGame(Fixture.RULES, heroes, 999);
        return READER.read(yaml.getBytes(StandardCharsets.UTF_8), "snapshot.yaml", base);
    }

    @Test
    void aSnapshotReadsBackToAnEqualStateAtManyMomentsOfSeededGames() throws DataException {
        Engine engine = new Engine(Fixture.RULES);
        int checked = 0;
        for (long seed = 1; seed <= 6; seed++) {
            List<String> heroes = seed % 2 == 0 ? List.of("argalad", "eleanor", "thalin") : List.of("beravor");
            GameState s = Setup.newGame(Fixture.RULES, heroes, seed);
            RandomBot bot = new RandomBot(seed);
            for (int i = 0; engine.pending(s) != null; i++) {
                if (i % 37 == 0 && s.stack.stream().noneMatch(f -> f instanceof RunEffect || f instanceof EffectSteps.Choose
                        || f instanceof EffectSteps.MayDecline || f instanceof RunEffect.ChooseHero
                        || f instanceof Fights.Fight fight && fight.combat() != null)) {
                    GameState back = roundTrip(s, heroes);
                    assertThat(WRITER.write(back)).as("seed %d action %d", seed, i).isEqualTo(WRITER.write(s));
                    assertThat(back).as("seed %d action %d", seed, i).isEqualTo(s);
                    checked++;
                }
                engine.apply(s, bot.choose(engine.pending(s)));
            }
        }
        assertThat(checked).isGreaterThan(30);
    }

    @Test
    void aMomentExportedAsAPresetLoadsBackAsThatVeryStateWithItsWords() throws DataException {
        Engine engine = new Engine(Fixture.RULES);
        GameState s = Setup.newGame(Fixture.RULES, List.of("argalad", "eometh"), 21);
        RandomBot bot = new RandomBot(21);
        int exported = 0;
        for (int i = 0; engine.pending(s) != null && exported < 8; i++) {
            if (i % 17 == 0) {
                try {
                    String yaml = Presets.export(Fixture.RULES, s, "Turn " + s.turn, "From a seeded game.", "heroes win");
                    Presets.Preset p = Presets.loadChecked(Fixture.RULES, yaml.getBytes(StandardCharsets.UTF_8), "x.yaml");
                    assertThat(p.title()).isEqualTo("Turn " + s.turn);
                    assertThat(p.goal()).isEqualTo("heroes win");
                    assertThat(p.state()).as("action %d", i).isEqualTo(s);
                    exported++;
                } catch (UnsupportedOperationException midEffect) {
                    assertThat(midEffect).hasMessageContaining("in the middle of a card's effect");
                }
            }
            engine.apply(s, bot.choose(engine.pending(s)));
        }
        assertThat(exported).isGreaterThanOrEqualTo(4);
    }

    @Test
    void aStateInTheMiddleOfACardsEffectCannotBeWrittenAndSaysWhy() {
        Fixture f = new Fixture("beravor");
        assertThat(f.s.stack).anyMatch(x -> x instanceof RunEffect);
        assertThatThrownBy(() -> WRITER.write(f.s)).isInstanceOf(UnsupportedOperationException.class)
                .hasMessageContaining("in the middle of a card's effect");
    }

    @Test
    void aPresetNeedOnlyGiveWhatItCaresAbout() throws DataException {
        String yaml = """
                title: Near the end
                description: Green is one Story step from the Finale.
                goal: heroes reach the Finale
                seed: 4
                story: {green: 16, yellow: 9, black: 4, red: 6}
                influence: {barad-dur: 6, mount-doom: 3}
                heroes:
                  - id: thalin
                    location: bree
                    favor: 3
                    hand: [thalin:sweep, thalin:sweep, thalin:block]
                """;
        Presets.Preset p = Presets.load(Fixture.RULES, yaml.getBytes(StandardCharsets.UTF_8), "near-the-end.yaml");
        GameState s = p.state();
        assertThat(p.title()).isEqualTo("Near the end");
        assertThat(s.story.position(Marker.GREEN)).isEqualTo(16);
        assertThat(s.hero("thalin").location).isEqualTo(Fixture.RULES.board().location("bree").index());
        assertThat(s.hero("thalin").hand.size()).isEqualTo(3);
        assertThat(s.influence[Fixture.RULES.board().location("barad-dur").index()]).isEqualTo(6);
        assertThat(Invariants.check(Fixture.RULES, s)).isEmpty();
        assertThat(s.stack.peek()).isInstanceOf(SauronTurn.Start.class);
        // playing it on: the next Story step reaches the Finale
        Engine engine = new Engine(Fixture.RULES);
        RandomBot bot = new RandomBot(1);
        s.turn = 2;
        for (Ask a = engine.pending(s); a != null; a = engine.pending(s)) {
            engine.apply(s, bot.choose(a));
        }
        assertThat(s.winReason).isIn("mission at the Finale", "Finale combat");
    }

    @Test
    void aBrokenPresetNamesFileLineAndField() {
        String yaml = """
                title: Broken
                heroes:
                  - id: thalin
                    location: moria
                    hand: [thalin:sweep, thalin:fireball]
                story: {green: 19}
                influence: {rivendel: 2}
                """;
        assertThatThrownBy(() -> Presets.load(Fixture.RULES, yaml.getBytes(StandardCharsets.UTF_8), "broken.yaml"))
                .isInstanceOfSatisfying(DataException.class, e -> assertThat(e.problems())
                        .extracting(Object::toString).containsExactly(
                                "broken.yaml:5:26: heroes[0].hand[1]: unknown card \"thalin:fireball\"",
                                "broken.yaml:6:16: story.green: expected a whole number from 0 to 18, but found 19",
                                "broken.yaml:7:13: influence.rivendel: unknown location \"rivendel\""));
    }

    @Test
    void theLastEntryOfADrawListIsTheTopAsDataReadmeSays() {
        // data/README.md, presets: "the last entry is the top: it is drawn first"
        Scenario s = Scenario.of("""
                heroes: [{id: thalin, location: erebor, life: [thalin:block, thalin:rush]}]
                decks: {perils: {draw: [peril:hounds-of-sauron, peril:an-unexpected-betrayal]}}
                """);
        var perils = s.s.decks.get("perils");
        assertThat(Fixture.RULES.cards().id(perils.draw(s.s.rng))).isEqualTo("an-unexpected-betrayal");
        assertThat(Fixture.RULES.cards().id(perils.draw(s.s.rng))).isEqualTo("hounds-of-sauron");
        assertThat(Fixture.RULES.cards().id(s.hero("thalin").life.pop())).isEqualTo("rush");
    }
}
