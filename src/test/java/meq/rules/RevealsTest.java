package meq.rules;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.ArrayList;
import java.util.List;
import meq.bots.RandomBot;
import meq.rules.engine.Engine;
import meq.rules.engine.Setup;
import meq.rules.words.Reveals;
import meq.sim.Simulator;
import meq.state.GameState;
import meq.state.Seat;
import org.junit.jupiter.api.Test;

/**
 * Each card that comes to light is told as a reveal with its title and what it did, seen by the seats that may see
 * it: played through the real steps on small presets, answer by answer as the table tells them.
 */
class RevealsTest {
    /** A scenario told answer by answer, as the window tells it. */
    static final class Told {
        final Scenario s;
        final Reveals.Teller teller = new Reveals.Teller(Scenario.RULES);
        final List<Reveals.Reveal> all = new ArrayList<>();
        final List<String> log = new ArrayList<>();

        Told(Scenario s) {
            this.s = s;
            take();
        }

        /** Tells the events not told yet (those of the last answer, or of the steps before the first question). */
        List<Reveals.Reveal> take() {
            s.ask();
            List<GameEvent> fresh = new ArrayList<>(s.events.subList(told, s.events.size()));
            told = s.events.size();
            List<Reveals.Reveal> now = teller.tell(fresh, s.s);
            all.addAll(now);
            return now;
        }

        private int told;

        Told choose(String words) {
            s.choose(words);
            take();
            return this;
        }

        Reveals.Reveal only(Reveals.Kind kind) {
            List<Reveals.Reveal> of = all.stream().filter(r -> r.kind() == kind).toList();
            assertThat(of).as("one reveal of kind %s among %s", kind, all).hasSize(1);
            return of.get(0);
        }
    }

    @Test
    void anEncounterIsShownWithTheDamageItDealt() {
        var d = EncounterCardsTest.draw(EncounterCardsTest.atEncounter("redhorn-gate"),
                "encounter:misty-mountains-mirkwood:caradhras-is-cruel");
        Told t = new Told(d.s());
        Reveals.Reveal r = t.only(Reveals.Kind.ENCOUNTER);
        assertThat(r.title()).isEqualTo("Caradhras Is Cruel");
        assertThat(r.lines()).containsExactly("Thálin takes 2 damage");
        assertThat(r.words()).isEqualTo("Caradhras Is Cruel: Thálin takes 2 damage");
        assertThat(r.face()).isNotNull();
        assertThat(r.face().kind()).isEqualTo("Encounter");
        assertThat(r.face().text()).isNotBlank();
        assertThat(r.isPublic()).isTrue();
        assertThat(r.visibleTo(Seat.SAURON)).isTrue();
        // the table's log keeps the same words
        assertThat(Reveals.forTable(Scenario.RULES, d.s().events)).extracting(Reveals.Told::line)
                .contains("Caradhras Is Cruel: Thálin takes 2 damage");
    }

    @Test
    void anEncounterThatDoesNothingSaysSoRatherThanShowingAnEmptyStory() {
        // found playing: "Songs That Lift the Heart" (pay 1 favor to discard 1 Corruption card) drawn by a hero with
        // no favor showed its title over an empty story, and the player could not tell whether it had done anything
        var d = EncounterCardsTest.draw(EncounterCardsTest.atEncounter("woodland-realm",
                "corruption: [corruption:weak], favor: 0", ""), "encounter:haven:songs-that-lift-the-heart");
        Told t = new Told(d.s());
        assertThat(d.s().ask()).as("nothing asked: he cannot pay").isNull();
        assertThat(t.only(Reveals.Kind.ENCOUNTER).lines()).containsExactly("Nothing comes of it");

        // while the card waits for the hero's answer, its story is not told as over
        var asked = EncounterCardsTest.draw(EncounterCardsTest.atEncounter("woodland-realm",
                "corruption: [corruption:weak]", ""), "encounter:haven:songs-that-lift-the-heart");
        Told waiting = new Told(asked.s());
        assertThat(asked.s().prompt()).isEqualTo("Songs That Lift the Heart: pay 1 favor to discard 1 Corruption card?");
        assertThat(waiting.only(Reveals.Kind.ENCOUNTER).lines()).isEmpty();
    }

    @Test
    void anEncounterThatIsAQuestSaysTheHeroKeepsItNotThatNothingCameOfIt() {
        // found in review: "The Hill of Sorcery: Nothing comes of it" while the hero took it as his Quest
        var d = EncounterCardsTest.draw(EncounterCardsTest.atEncounter("lake-esgaroth"),
                "encounter:misty-mountains-mirkwood:the-hill-of-sorcery");
        Told t = new Told(d.s());
        assertThat(d.s().hero("thalin").quests.toArray()).containsExactly(d.card());
        assertThat(t.only(Reveals.Kind.ENCOUNTER).lines()).containsExactly("The hero keeps it as a Quest");
    }

    @Test
    void favorRetrievedIsOneLineNotAGainAndARetrieval() {
        // found playing: taking the favor token at Ered Mithrin logged "Argalad gains 1 favor" and "Argalad retrieves
        // 1 favor", which reads as 2 favor
        List<GameEvent> events = List.of(new GameEvent.FavorChanged("argalad", 1, 2),
                new GameEvent.FavorRetrieved("argalad", 1));
        assertThat(Reveals.forTable(Scenario.RULES, events)).extracting(Reveals.Told::line)
                .containsExactly("Argalad retrieves 1 favor");
        // a gain of its own is still told
        assertThat(Reveals.forTable(Scenario.RULES, List.of(new GameEvent.FavorChanged("argalad", 2, 2))))
                .extracting(Reveals.Told::line).containsExactly("Argalad gains 2 favor");
    }

    @Test
    void aPerilIsShownWithWhatItDidToTheHero() {
        Scenario s = PerilCardsTest.atPeril(PerilCardsTest.thalinAt("forest-road", ""), "peril:an-unexpected-betrayal",
                PerilCardsTest.NOT_HERE);
        Told t = new Told(s);
        // the peril waits for the hero's choice: what it does in the next answer is still the peril's
        t.choose("Sauron draws");
        List<Reveals.Reveal> perils = t.all.stream().filter(r -> r.kind() == Reveals.Kind.PERIL).toList();
        assertThat(perils).hasSize(2);
        assertThat(perils).extracting(Reveals.Reveal::title).containsOnly("An Unexpected Betrayal");
        assertThat(perils.get(1).lines()).contains("Sauron draws 1 Plot card", "Sauron draws 1 Shadow card");
        assertThat(perils.get(1).lines()).noneMatch(l -> l.contains("Thálin takes"));
        // what Sauron drew is shown to him alone
        List<Reveals.Reveal> drawn = t.all.stream().filter(r -> r.kind() == Reveals.Kind.DRAWN).toList();
        assertThat(drawn).isNotEmpty().allSatisfy(r -> {
            assertThat(r.only()).isEqualTo(Seat.SAURON);
            assertThat(r.visibleTo(Seat.hero("thalin"))).isFalse();
            assertThat(r.visibleTo(Seat.TABLE)).isFalse();
        });
    }

    @Test
    void anEventIsShownWithItsEffects() {
        Scenario s = EventCardsTest.atEvent("""
                heroes:
                  - {id: eleanor, location: osgiliath, favor: 2}
                  - {id: thalin, location: erebor, favor: 0}
                """, "event:messengers-of-the-stormcrow");
        Told t = new Told(s);
        t.choose("Pay 1 favor");
        List<Reveals.Reveal> events = t.all.stream().filter(r -> r.kind() == Reveals.Kind.EVENT).toList();
        assertThat(events).isNotEmpty();
        assertThat(events).extracting(Reveals.Reveal::title).containsOnly("Messengers of the Stormcrow");
        assertThat(events.get(0).face().kind()).isEqualTo("Event");
        assertThat(events.stream().flatMap(r -> r.lines().stream()).toList()).contains("Eleanor loses 1 favor");
    }

    @Test
    void aPlotPutIntoPlaySaysWhere() {
        Scenario s = PlotCardsTest.atPlot(4, "plot:urgent-summons", PlotCardsTest.NO_CHARACTERS
                .replace("aragorn: null", "aragorn: bree"));
        Told t = new Told(s);
        t.choose(PlotCardsTest.play("plot:urgent-summons", "Bree"));
        Reveals.Reveal r = t.only(Reveals.Kind.PLOT);
        assertThat(r.title()).isEqualTo("Urgent Summons");
        assertThat(r.lines()).first().isEqualTo("Sauron puts it into play on Bree");
        assertThat(r.face().kind()).isEqualTo("Plot");
    }

    @Test
    void aShadowCardIsShownWithWhatItDidOverSeveralAnswers() {
        Scenario s = ShadowCardsTest.atAction("""
                heroes:
                  - {id: thalin, location: forest-road, corruption: [corruption:reckless, corruption:indifferent],
                     hand: [thalin:sweep, thalin:rush, thalin:block, thalin:crush]}
                  - {id: eleanor, location: minas-tirith}
                """, "shadow:an-evil-fog", 1);
        Told t = new Told(s);
        t.choose(ShadowCardsTest.title("shadow:an-evil-fog"));
        t.choose("Thálin");
        t.choose("Rhosgobel");
        List<Reveals.Reveal> fog = t.all.stream().filter(r -> r.kind() == Reveals.Kind.SHADOW).toList();
        assertThat(fog).extracting(Reveals.Reveal::title).containsOnly("An Evil Fog");
        assertThat(fog.get(fog.size() - 1).lines()).contains("Thálin moves to Rhosgobel");
        assertThat(fog.get(0).face().kind()).isEqualTo("Shadow");
    }

    @Test
    void aMonsterTokenTurnedFaceUpIsShownAndItsRoundsInWords() {
        Scenario s = Scenario.of("heroes:\n  - {id: thalin, location: forest-road, hand: [thalin:sweep, thalin:rush]}\n"
                + "shadowPool: 0\ntokens: [{pile: green, face: orc, at: forest-road}]\n"
                + "stack:\n  - {step: HeroTurn.Arrival, hero: thalin, ambush: false}\n");
        Told t = new Told(s);
        t.choose("Flip the");
        Reveals.Reveal m = t.only(Reveals.Kind.MONSTER);
        assertThat(m.title()).isEqualTo("Orc");
        assertThat(m.lines()).containsExactly("The green monster token at The Forest Road is an Orc: it fights Thálin");
        assertThat(m.face().kind()).isEqualTo("Monster");
        t.choose("Spend 0 agility");
        t.choose("Sweep");
        Ask a = s.ask();
        assertThat(a.seat()).isEqualTo(Seat.SAURON);
        s.apply(a.options().get(0));
        t.take();
        Reveals.Reveal round = t.all.stream().filter(r -> r.kind() == Reveals.Kind.COMBAT).findFirst().orElseThrow();
        assertThat(round.title()).isEqualTo("Round 1: Thálin against the Orc");
        assertThat(round.lines().get(0)).startsWith("Thálin plays Sweep (");
        assertThat(round.lines().get(1)).startsWith("The Orc plays ");
        assertThat(round.lines().get(2)).matches("Thálin takes (no|\\d+) damage");
        assertThat(round.lines().get(3)).matches("The Orc takes (no|\\d+) damage( and is defeated)?");
        assertThat(round.face().title()).isEqualTo("Sweep");
    }

    @Test
    void aBlankTokenSaysSo() {
        Scenario s = Scenario.of("heroes:\n  - {id: thalin, location: forest-road}\nshadowPool: 0\n"
                + "tokens: [{pile: green, face: blank, at: forest-road}]\n"
                + "stack:\n  - {step: HeroTurn.Arrival, hero: thalin, ambush: false}\n");
        Told t = new Told(s);
        t.choose("Flip the");
        Reveals.Reveal m = t.only(Reveals.Kind.MONSTER);
        assertThat(m.title()).isEqualTo("A blank token");
        assertThat(m.lines()).containsExactly(
                "The green monster token at The Forest Road is blank", "1 monster token removed from The Forest Road");
    }

    @Test
    void aCorruptionCardIsForItsHerosEyesAloneAndTheLogNeverNamesIt() {
        Scenario s = CorruptionCardsTest.exploring("{id: thalin, location: forest-road, favor: 0, corruption: []}", "");
        Told t = new Told(s);
        t.choose("Take the dark path");
        Reveals.Reveal c = t.only(Reveals.Kind.CORRUPTION);
        assertThat(c.only()).isEqualTo(Seat.hero("thalin"));
        assertThat(c.visibleTo(Seat.SAURON)).isFalse();
        assertThat(c.face().kind()).isEqualTo("Corruption");
        List<String> table = Reveals.forTable(Scenario.RULES, s.events).stream().map(Reveals.Told::line).toList();
        assertThat(table).noneMatch(l -> l.contains(c.title()));
        assertThat(table).contains("Thálin takes a Corruption card");
    }

    /**
     * A Corruption card that acts on drawing ("The card then goes back into the deck with the discards") is not kept:
     * its hero is told so, and its face does not offer a discard cost he will never pay.
     */
    @Test
    void aCorruptionCardThatActsAtOnceSaysItGoesBackIntoTheDeck() {
        Scenario s = CorruptionCardsTest.exploring("{id: thalin, location: forest-road, favor: 3}", "");
        s.onTop("corruption", "corruption:careless");
        Told t = new Told(s);
        t.choose("Take the dark path");
        Reveals.Reveal c = t.only(Reveals.Kind.CORRUPTION);
        assertThat(c.lines()).containsExactly("Thálin draws this Corruption card: it acts at once, then goes back"
                + " into the deck (not kept)");
        assertThat(c.face().numbers()).noneMatch(n -> n.startsWith("Discard for"));
        List<String> table = Reveals.forTable(Scenario.RULES, s.events).stream().map(Reveals.Told::line).toList();
        assertThat(table).contains("Thálin draws a Corruption card that acts at once, then goes back into the deck")
                .noneMatch(l -> l.contains(c.title()));
    }

    @Test
    void sauronsDrawIsHisAloneAndNamesItsCards() {
        Scenario s = ShadowCardsTest.atAction("heroes:\n  - {id: thalin, location: erebor}\n", "shadow:an-evil-fog", 0);
        Told t = new Told(s);
        t.choose("Draw Shadow and Plot cards");
        List<Reveals.Reveal> drawn = t.all.stream().filter(r -> r.kind() == Reveals.Kind.DRAWN).toList();
        assertThat(drawn).isNotEmpty();
        Reveals.Reveal r = drawn.get(0);
        assertThat(r.only()).isEqualTo(Seat.SAURON);
        assertThat(r.title()).startsWith("You draw ");
        assertThat(r.lines()).isNotEmpty().allSatisfy(l -> assertThat(l).doesNotContain("-").isNotBlank());
        List<String> table = Reveals.forTable(Scenario.RULES, s.events).stream().map(Reveals.Told::line).toList();
        for (String title : r.lines()) {
            assertThat(table).noneMatch(l -> l.contains(title));
        }
    }

    /**
     * In seeded games played by bots, answer by answer: a reveal for one seat alone is never public, and no public
     * reveal nor line of the table names a card only one seat may know (a Corruption card taken, a skill kept, a
     * card Sauron drew).
     */
    @Test
    void seededGamesRevealNoSecretToTheTable() {
        int secrets = 0;
        int publicReveals = 0;
        Engine engine = new Engine(Scenario.RULES);
        for (int g = 0; g < 10; g++) {
            long seed = Simulator.gameSeed(13, g);
            GameState s = Setup.newGame(Scenario.RULES, Simulator.heroesFor(Scenario.RULES, seed, 2 + g % 3), seed);
            RandomBot bot = new RandomBot(seed);
            Reveals.Teller teller = new Reveals.Teller(Scenario.RULES);
            Reveals.Teller log = new Reveals.Teller(Scenario.RULES);
            for (Ask ask = engine.pending(s); ask != null; ask = engine.current(s)) {
                List<GameEvent> events = engine.apply(s, bot.choose(ask));
                List<String> hidden = new ArrayList<>();
                for (GameEvent e : events) {
                    if (e instanceof GameEvent.CorruptionTaken c) {
                        hidden.add(Naming.titled(Scenario.RULES, c.card()));
                    } else if (e instanceof GameEvent.Trained t) {
                        hidden.add(Naming.titled(Scenario.RULES, t.skill()));
                    } else if (e instanceof GameEvent.SauronDrew d) {
                        d.cards().forEach(id -> hidden.add(Naming.titled(Scenario.RULES, id)));
                    }
                }
                List<Reveals.Reveal> reveals = teller.tell(events, s);
                List<String> table = log.told(events, s).stream().map(Reveals.Told::line).toList();
                for (Reveals.Reveal r : reveals) {
                    if (r.kind() == Reveals.Kind.DRAWN || r.kind() == Reveals.Kind.CORRUPTION
                            || r.kind() == Reveals.Kind.DISCARDED) {
                        assertThat(r.isPublic()).as("%s", r).isFalse();
                        secrets++;
                    } else {
                        assertThat(r.isPublic()).as("%s", r).isTrue();
                        publicReveals++;
                        for (String h : hidden) {
                            assertThat(r.words()).as("a public reveal names the secret %s", h).doesNotContain(h);
                        }
                    }
                }
                for (String h : hidden) {
                    assertThat(table).as("the table's log names the secret %s", h).noneMatch(l -> l.contains(h));
                }
            }
        }
        assertThat(secrets).as("reveals for one seat alone").isGreaterThan(10);
        assertThat(publicReveals).isGreaterThan(100);
    }

    @Test
    void eventsBeforeAnyCardAreNoReveal() {
        List<Reveals.Reveal> none = Reveals.of(Scenario.RULES, List.of(new GameEvent.TurnStarted(2),
                new GameEvent.PoolChanged(1, 3)));
        assertThat(none).isEmpty();
        List<Reveals.Told> lines = Reveals.forTable(Scenario.RULES, List.of(new GameEvent.TurnStarted(2),
                new GameEvent.PoolChanged(1, 3)));
        assertThat(lines).extracting(Reveals.Told::line).containsExactly("Sauron's turn 2 begins",
                "Shadow Pool +1, now 3");
    }
}
