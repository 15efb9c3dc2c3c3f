package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.List;
import java.util.Optional;
import meq.rules.words.Describe;
import meq.rules.words.Inspection;
import meq.rules.words.Reveals;
import meq.state.Deck;
import org.junit.jupiter.api.Test;

/**
 * Nothing happens silently (issue 33): what the engine does on its own (a random discard, a deck reshuffled, the Hero
 * Draw, a draw where no card applies, the Finale's missions) is an event, worded in the log for the seats that may
 * see it.
 */
class NothingSilentTest {
    static final Rules R = Scenario.RULES;

    /** The table's lines of every event so far (the log every seat reads). */
    static List<String> table(Scenario s) {
        return Reveals.forTable(R, s.events).stream().map(Reveals.Told::line).toList();
    }

    /** Every event so far in full, as `inspect --all` prints them. */
    static List<String> all(Scenario s) {
        return s.events.stream().map(e -> Inspection.event(R, e, true)).flatMap(Optional::stream).toList();
    }

    @Test
    void stormsOfMordorsRandomDiscardIsToldAndOnlyTheHeroLearnsWhichCard() {
        Scenario s = ShadowCardsTest.atAction("""
                heroes:
                  - {id: thalin, location: forest-road, corruption: [corruption:reckless],
                     hand: [thalin:sweep, thalin:rush, thalin:block]}
                  - {id: eleanor, location: minas-tirith, hand: [eleanor:hide]}
                """, "shadow:storms-of-mordor", 4);
        ShadowCardsTest.playAtAction(s, "shadow:storms-of-mordor");
        s.ask();
        assertThat(s.hero("thalin").hand.size()).isEqualTo(2);
        List<GameEvent.DiscardedAtRandom> d = s.events(GameEvent.DiscardedAtRandom.class);
        assertThat(d).hasSize(1);
        String card = R.cards().card(d.get(0).cards().get(0)).title();
        assertThat(table(s)).anyMatch(l -> l.contains("Storms of Mordor") && l.contains("Thálin discards 1 card at random"));
        assertThat(table(s)).noneMatch(l -> l.contains(card));
        assertThat(all(s)).contains("Thálin discards " + title(d.get(0).cards().get(0)) + " at random");
        // the hero alone sees which card, as a reveal for his seat
        Reveals.Reveal mine = Reveals.of(R, s.events).stream().filter(x -> x.kind() == Reveals.Kind.DISCARDED)
                .findFirst().orElseThrow();
        assertThat(mine.visibleTo(meq.state.Seat.hero("thalin"))).isTrue();
        assertThat(mine.visibleTo(meq.state.Seat.SAURON)).isFalse();
        assertThat(mine.lines()).containsExactly(title(d.get(0).cards().get(0)));
        // inspect as Thálin names his card; as Eleanor, only how many
        assertThat(Inspection.event(R, d.get(0), meq.state.Seat.hero("thalin")))
                .contains("Thálin discards " + title(d.get(0).cards().get(0)) + " at random");
        assertThat(Inspection.event(R, d.get(0), meq.state.Seat.hero("eleanor")))
                .contains("Thálin discards 1 card at random");
    }

    @Test
    void aRandomDiscardFromSauronsHandTellsTheTableHowManyNotWhich() {
        Scenario s = CharacterCardsTest.forAbility("saruman", "favor: 0",
                "sauron: {shadows: [shadow:an-evil-fog, shadow:storms-of-mordor, shadow:sarumans-lies]}\n");
        s.ask();
        List<GameEvent.DiscardedAtRandom> d = s.events(GameEvent.DiscardedAtRandom.class);
        assertThat(d).hasSize(1);
        assertThat(d.get(0).hero()).isNull();
        assertThat(table(s)).anyMatch(l -> l.contains("Sauron discards 2 Shadow cards at random"));
        for (int c : d.get(0).cards()) {
            assertThat(table(s)).noneMatch(l -> l.contains(title(c)));
            assertThat(String.join("\n", all(s))).contains(title(c));
        }
    }

    private static String title(int card) {
        return meq.rules.Naming.card(R, card);
    }

    @Test
    void aDeckRunOutAndReshuffledIsTold() {
        Scenario s = EncounterCardsTest.atEncounter("redhorn-gate");
        var deck = s.s.decks.get("encounters-misty-mountains-mirkwood");
        deck.discards().addAll(deck.drawPile());
        deck.drawPile().clear();
        s.ask();
        assertThat(s.events(GameEvent.Reshuffled.class)).containsExactly(
                new GameEvent.Reshuffled(GameEvent.Reshuffled.DECK, "encounters-misty-mountains-mirkwood"));
        assertThat(table(s)).contains("The Misty Mountains and Mirkwood encounter deck runs out: its discards are "
                + "shuffled into a new deck");
    }

    @Test
    void theHeroDrawOfTheTwoPlayerGameIsTold() {
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: forest-road, hand: [thalin:sweep]}
                stack:
                  - {step: SauronTurn.HeroDraw}
                  - {step: HeroTurn.Start, hero: thalin}
                """);
        s.ask();
        int drawn = s.hero("thalin").hand.size() - 1;
        assertThat(drawn).isPositive();
        assertThat(table(s)).contains("Thálin draws " + drawn + " cards from the life pool, up to fortitude");
        // the log heads the line with its step: the words do not name the Hero Draw again
        assertThat(table(s)).noneMatch(l -> l.contains("Hero Draw"));
        // `inspect --all` tells the draw once, not once as cards drawn and again as the Hero Draw
        assertThat(all(s)).filteredOn(l -> l.contains("Thálin draws")).hasSize(1);
    }

    @Test
    void theItemLostAtADefeatIsTold() {
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: forest-road, favor: 0, items: [item:boat]}
                stack:
                  - {step: Damage.Defeat, hero: thalin, phase: 1}
                """);
        s.choose("Boat");
        assertThat(table(s)).contains("Thálin loses the item Boat");
    }

    @Test
    void anEncounterDrawWhereNoCardAffectsTheLocationShowsTheCardsAndSaysSo() {
        Scenario s = EncounterCardsTest.atEncounter("redhorn-gate");
        String deck = "encounters-misty-mountains-mirkwood";
        List<Integer> others = new java.util.ArrayList<>();
        for (int c : R.cards().deck(new Deck(deck))) {
            if (others.size() < 3 && !EncounterCardsTest.affects(s, c, "redhorn-gate")) {
                others.add(c);
            }
        }
        others.forEach(c -> s.onTop(deck, R.cards().name(c)));
        s.ask();
        assertThat(s.events(GameEvent.CardResolved.class)).isEmpty();
        List<Reveals.Reveal> shown = Reveals.of(R, s.events);
        assertThat(shown).hasSize(1);
        Reveals.Reveal r = shown.get(0);
        assertThat(r.kind()).isEqualTo(Reveals.Kind.ENCOUNTER);
        assertThat(r.isPublic()).isTrue();
        assertThat(r.title()).isEqualTo("No encounter affects The Redhorn Gate");
        for (int c : others) {
            assertThat(r.lines()).anyMatch(l -> l.startsWith(title(c) + ": it affects only "));
        }
    }

    @Test
    void aPerilDrawWhereNoPerilAppliesShowsThemAllWithTheCheckThatFailed() {
        Scenario s = Scenario.of("""
                heroes:
                  - {id: thalin, location: weathertop}
                story: {green: 13, yellow: 2, black: 1, red: 1}
                stack:
                  - {step: Perils.Draw, hero: thalin}
                """);
        var perils = s.s.decks.get("perils");
        perils.discards().addAll(perils.drawPile());
        perils.drawPile().clear();
        for (String p : List.of("peril:weakness-of-men", "peril:an-enduring-evil", "peril:armies-underground")) {
            perils.discards().remove(Scenario.card(p));
            perils.drawPile().add(Scenario.card(p));
        }
        s.ask();
        assertThat(s.events(GameEvent.CardResolved.class)).isEmpty();
        List<Reveals.Reveal> shown = Reveals.of(R, s.events);
        assertThat(shown).hasSize(1);
        Reveals.Reveal r = shown.get(0);
        assertThat(r.kind()).isEqualTo(Reveals.Kind.PERIL);
        assertThat(r.isPublic()).isTrue();
        assertThat(r.title()).isEqualTo("No Peril applies at Weathertop");
        assertThat(r.lines()).containsExactly("Armies Underground: it affects only Mount Gundabad",
                "An Enduring Evil: it affects only Ruins of Angmar", "The Weakness of Men: it affects only Rohan and Gondor");
        assertThat(table(s)).contains(r.words());
    }

    @Test
    void theFinaleRevealsTheDominantSidesMissionByNameAndWhetherItWasFulfilled() {
        Fixture f = FinaleTest.finale("where-the-shadows-lie", "isildurs-secret", 6, 10, 12, 10);
        List<String> lines = tableLines(f.engine.run(f.s));
        assertThat(lines).contains("Sauron's mission is revealed: Where the Shadows Lie (not fulfilled)");
        assertThat(lines).as("the heroes' mission, unfulfilled, stays face down").noneMatch(l -> l.contains("Isildur"));
    }

    @Test
    void aMissionStillFaceDownIsRevealedWhenItMovesItsSidesMarker() {
        Fixture f = FinaleTest.finale("where-the-shadows-lie", "noble-blood", 6, 10, 12, 10);
        List<String> lines = tableLines(f.engine.run(f.s));
        assertThat(lines).containsSubsequence("The heroes' mission is revealed: Noble Blood (fulfilled)",
                "The mission Noble Blood, fulfilled, moves the heroes' green marker 1 space (from 6 to 7)");
    }

    static List<String> tableLines(List<GameEvent> events) {
        return events.stream().map(e -> Describe.forTable(R, e)).flatMap(Optional::stream).toList();
    }

    @Test
    void withNeitherSideDominantBothMissionsAreRevealed() {
        Fixture f = FinaleTest.finale("his-dark-throne", "isildurs-secret", 12, 12, 6, 8);
        f.s.hero("thalin").favor = 5;
        List<String> lines = tableLines(f.engine.run(f.s));
        assertThat(lines).contains("Sauron's mission is revealed: His Dark Throne (not fulfilled)",
                "The heroes' mission is revealed: Isildur's Secret (fulfilled)");
    }

    @Test
    void seededGamesNeverNameACardDiscardedAtRandomToTheTable() {
        int seen = 0;
        meq.rules.engine.Engine engine = new meq.rules.engine.Engine(R);
        for (int g = 0; g < 12 && seen < 20; g++) {
            long seed = meq.sim.Simulator.gameSeed(17, g);
            meq.state.GameState s = meq.rules.engine.Setup.newGame(R, meq.sim.Simulator.heroesFor(R, seed, 2 + g % 3),
                    seed);
            meq.bots.RandomBot bot = new meq.bots.RandomBot(seed);
            for (Ask ask = engine.pending(s); ask != null; ask = engine.current(s)) {
                for (GameEvent e : engine.apply(s, bot.choose(ask))) {
                    if (e instanceof GameEvent.DiscardedAtRandom d) {
                        String line = Describe.forTable(R, e).orElse("");
                        assertThat(line).isNotBlank().contains("at random");
                        for (int c : d.cards()) {
                            assertThat(line).doesNotContain(title(c).replaceAll(" \\(.*\\)$", ""));
                        }
                        seen++;
                    }
                }
            }
        }
        assertThat(seen).as("random discards in seeded games").isPositive();
    }
}
